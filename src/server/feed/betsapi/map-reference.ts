/**
 * @module feed/betsapi/map-reference
 * BetsAPI references (leagues, teams, countries, squad players, careers, injuries) → reference
 * rows of the feed. BetsAPI names everything in English only (its Korean and Japanese
 * languages are marked "not well supported"), so `kor` and `jp` repeat the English name until
 * an operator or importer supplies better; countries take the product's own three names.
 */
import type { SportId } from '../../../lib/domain/sports';
import { COUNTRIES } from '../simulator/catalogue/countries';
import type { ReferenceData } from '../updates';
import { isMajorLeague, leagueTab, rulesFor } from './league-facts';
import type { RefRow } from './schemas/common';
import type { InjuryRow, PlayerResults, SquadRow } from './schemas/reference';

export type CountryRef = NonNullable<ReferenceData['countries']>[number];
export type LeagueRef = NonNullable<ReferenceData['leagues']>[number];
export type TeamRef = NonNullable<ReferenceData['teams']>[number];
export type PlayerRef = NonNullable<ReferenceData['players']>[number];
export type InjuryRef = NonNullable<ReferenceData['injuries']>[number];

const countryNames = new Map(COUNTRIES.map((c) => [c.cc, c.names]));

const sameName = (name: string) => ({ name, kor: name, jp: name });

/** @example countryRow('kr') // { cc: 'kr', name: 'South Korea', kor: '대한민국', jp: '韓国' } */
export function countryRow(cc: string): CountryRef {
  const names = countryNames.get(cc);
  return names
    ? { cc, name: names.en, kor: names.kr, jp: names.jp }
    : { cc, ...sameName(cc.toUpperCase()) };
}

/** A country code as stored: lower case, '' when unknown. */
export function ccOf(cc: string | null | undefined): string {
  return (cc ?? '').trim().toLowerCase().slice(0, 8);
}

export function leagueRow(
  ref: RefRow,
  sportId: SportId,
  flags: { has_table: boolean; has_toplist: boolean },
): LeagueRef {
  const tab = leagueTab(ref.name, sportId);
  return {
    id: ref.id,
    sport_id: sportId,
    cc: ccOf(ref.cc),
    ...sameName(ref.name),
    tab,
    format: tab ?? 'standard',
    is_major: isMajorLeague(ref.name, sportId),
    kind: sportId === 13 ? 'tournament' : 'league',
    has_table: flags.has_table,
    has_toplist: flags.has_toplist,
    rules: rulesFor(sportId),
  };
}

/** A three-letter code from the name ("Man City" → "MAN"). */
export function shortName(name: string): string {
  const latin = name.replace(/[^A-Za-z0-9]/g, '');
  return (latin.length >= 3 ? latin : name.replace(/\s+/g, '')).slice(0, 3).toUpperCase();
}

export function teamRow(ref: RefRow, sportId: SportId, stadium: string | null): TeamRef {
  return {
    id: ref.id,
    sport_id: sportId,
    cc: ccOf(ref.cc),
    ...sameName(ref.name),
    short: shortName(ref.name),
    // Kit colours are not in the events API: empty lets the UI use its defaults (spec §5).
    color: '',
    kit_color: '',
    rating: 1500,
    stadium,
    image_id: ref.image_id === null || ref.image_id === undefined ? null : String(ref.image_id),
    individual: null,
  };
}

const POSITIONS: Record<string, string> = {
  goalkeeper: 'G',
  defender: 'D',
  midfielder: 'M',
  forward: 'F',
  attacker: 'F',
};

/** A squad member → player row (position code G, D, M, F as the product uses). */
export function squadPlayerRow(row: SquadRow, teamId: number): PlayerRef {
  const position = row.position ?? '';
  return {
    id: row.id,
    team_id: teamId,
    cc: ccOf(row.cc),
    ...sameName(row.name),
    shirt: row.shirtnumber !== null && Number.isInteger(row.shirtnumber) ? row.shirtnumber : null,
    position: POSITIONS[position.toLowerCase()] ?? position.slice(0, 1).toUpperCase(),
    position_name: position,
    birthdate: row.birthdate ?? null,
    height: row.height !== null ? Math.round(row.height) : null,
    weight: row.weight !== null ? Math.round(row.weight) : null,
    foot: row.foot ?? null,
    transfers: [],
  };
}

/** A player known only by name (top lists): the rest fills in when the squad is read. */
export function namedPlayerRow(ref: RefRow, teamId: number): PlayerRef {
  return {
    id: ref.id,
    team_id: teamId,
    cc: ccOf(ref.cc),
    ...sameName(ref.name),
    shirt: null,
    position: '',
    position_name: '',
    birthdate: null,
    height: null,
    weight: null,
    foot: null,
    transfers: [],
  };
}

/** An epoch-seconds date as YYYY-MM-DD; BetsAPI writes 0 for "unknown". */
function dateOf(seconds: number | null): string | null {
  return seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : null;
}

/**
 * A career (v1/player) → the player's transfers, newest first as BetsAPI lists them.
 * `type_id` 1 player, 3 manager, 8 on loan.
 */
export function transfersOf(results: PlayerResults): PlayerRef['transfers'] {
  return results.transfers.map((t) => ({
    team_name: sameName(t.team.name),
    start: dateOf(t.start) ?? '',
    end: dateOf(t.end),
    type_id: t.type_id ?? 1,
  }));
}

/** An injury of the top list (spec §3: injuries add start, end, missing, status_id, doubtful, comment). */
export function injuryRow(row: InjuryRow, teamId: number, leagueId: number): InjuryRef {
  return {
    player_id: row.player.id,
    team_id: teamId,
    league_id: leagueId,
    start: Math.round(row.start),
    end: row.end ? Math.round(row.end) : null,
    status_id: row.status_id ?? (row.doubtful ? 2 : 1),
    missing: row.missing,
    doubtful: row.doubtful,
    comment: row.comment ?? '',
  };
}
