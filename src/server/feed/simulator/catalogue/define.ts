/**
 * @module feed/simulator/catalogue/define
 * Compact builders for the catalogue's static data: one team per `|`-separated line (so a
 * league's clubs read like a table), and leagues with the common defaults filled in.
 */
import type { SportId } from '../../../../lib/domain/sports';
import { calendarOf } from './calendars';
import type { CalendarDef, LeagueDef, Names, SeasonRules, TeamDef } from './types';

/** What each per-sport data module contributes to the catalogue. */
export interface CatalogueSection {
  leagues: LeagueDef[];
  teams: TeamDef[];
}

/** Splits a `|` row and checks it has at least `min` fields. */
export function splitRow(row: string, min: number): string[] {
  const parts = row.split('|').map((part) => part.trim());
  if (parts.length < min) throw new Error(`catalogue row needs ${min} fields: ${row}`);
  return parts;
}

/** Field `index` of a split row; throws when absent so typos fail loudly at start-up. */
export function at(parts: readonly string[], index: number): string {
  const value = parts[index];
  if (value === undefined)
    throw new Error(`catalogue row lacks field ${index}: ${parts.join('|')}`);
  return value;
}

/** Numeric field of a split row. */
export function num(parts: readonly string[], index: number): number {
  const value = Number(at(parts, index));
  if (!Number.isFinite(value)) throw new Error(`catalogue row field ${index} is not a number`);
  return value;
}

/**
 * Team rows `id|SHORT|English|Korean|Japanese|#primary|#secondary|rating|stadium|cc`; the
 * stadium may be empty and cc defaults to `cc`.
 * @example teamRows(1, 'gb', ['1001|ARS|Arsenal|아스널|アーセナル|#EF0107|#FFFFFF|1690|Emirates Stadium'])
 */
export function teamRows(sportId: SportId, cc: string, rows: readonly string[]): TeamDef[] {
  return rows.map((row) => {
    const parts = splitRow(row, 8);
    const team: TeamDef = {
      id: num(parts, 0),
      sportId,
      cc: parts[9] || cc,
      names: { en: at(parts, 2), kr: at(parts, 3), jp: at(parts, 4) },
      short: at(parts, 1),
      color: at(parts, 5).toLowerCase(),
      kitColor: at(parts, 6).toLowerCase(),
      rating: num(parts, 7),
    };
    if (parts[8]) team.stadium = parts[8];
    return team;
  });
}

export interface LeagueInput {
  id: number;
  sportId: SportId;
  cc: string;
  /** English, Korean, Japanese. */
  names: readonly [string, string, string];
  tab?: string;
  format: string;
  major?: boolean;
  kind?: LeagueDef['kind'];
  hasTable?: boolean;
  hasTopList?: boolean;
  rules: SeasonRules;
  teamIds: number[];
  virtual?: true;
  /** Defaults to the league's row of calendars.ts. */
  calendar?: CalendarDef;
}

/**
 * A league with defaults: a round-robin `league` with table and top lists, not major.
 * @example leagueDef({ id: 101, sportId: 1, cc: 'gb', names: ['Premier League', '프리미어리그', 'プレミアリーグ'], format: 'standard', rules, teamIds })
 */
export function leagueDef(input: LeagueInput): LeagueDef {
  const kind = input.kind ?? 'league';
  const [en, kr, jp] = input.names;
  const names: Names = { en, kr, jp };
  const league: LeagueDef = {
    id: input.id,
    sportId: input.sportId,
    cc: input.cc,
    names,
    format: input.format,
    major: input.major ?? false,
    kind,
    hasTable: input.hasTable ?? kind === 'league',
    hasTopList: input.hasTopList ?? kind === 'league',
    rules: input.rules,
    teamIds: input.teamIds,
    calendar: input.calendar ?? calendarOf(input.id),
  };
  if (input.tab) league.tab = input.tab;
  if (input.virtual) league.virtual = true;
  return league;
}

/** The ids of a row list, in order (a league's membership is its own team rows). */
export function idsOf(teams: readonly TeamDef[]): number[] {
  return teams.map((team) => team.id);
}
