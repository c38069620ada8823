/**
 * @module feed/betsapi/reference-cache
 * Collects reference rows seen in responses and hands out only what changed, so a league or
 * team mentioned by every poll is written once. Team and player rows are merged: a sparse
 * mention (a name in a top list) never blanks what a squad or career filled in.
 */
import type { SportId } from '../../../lib/domain/sports';
import type { ReferenceData } from '../updates';
import {
  ccOf,
  countryRow,
  leagueRow,
  teamRow,
  type InjuryRef,
  type LeagueRef,
  type PlayerRef,
  type TeamRef,
} from './map-reference';
import type { RefRow } from './schemas/common';

type SeasonRef = NonNullable<ReferenceData['seasons']>[number];

export interface LeagueFlags {
  has_table: boolean;
  has_toplist: boolean;
}

export interface ReferenceCache {
  league(ref: RefRow, sportId: SportId): void;
  /** Records what the league table said about the league (re-emits the league if it changed). */
  setLeagueFlags(leagueId: number, flags: LeagueFlags): void;
  leagueFlags(leagueId: number): LeagueFlags | undefined;
  leagueSport(leagueId: number): SportId | undefined;
  team(ref: RefRow, sportId: SportId, stadium?: string | null): void;
  /**
   * A team of the directory crawl: written as is unless a match named it (then merged), and
   * not remembered, so tens of thousands of directory teams cost no memory.
   */
  directoryTeam(ref: RefRow, sportId: SportId): void;
  season(row: SeasonRef): void;
  player(row: PlayerRef): void;
  playerTeam(playerId: number): number | undefined;
  injury(row: InjuryRef): void;
  /** The rows that changed since the last call, or null when nothing did. */
  take(): ReferenceData | null;
}

const blank = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length);

/** A 32-bit FNV-1a hash: signatures of what was sent, kept small for many rows. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** `next` over `before`, except where `next` has nothing to say. */
function mergeRow<T extends object>(before: T | undefined, next: T): T {
  if (!before) return next;
  const out = { ...before } as Record<string, unknown>;
  for (const [key, value] of Object.entries(next)) if (!blank(value)) out[key] = value;
  return out as T;
}

export function createReferenceCache(): ReferenceCache {
  const sent = new Map<string, number>();
  const leagues = new Map<number, { ref: RefRow; sportId: SportId }>();
  const flags = new Map<number, LeagueFlags>();
  const teams = new Map<number, TeamRef>();
  const players = new Map<number, PlayerRef>();
  let pending: Required<
    Pick<ReferenceData, 'countries' | 'leagues' | 'teams' | 'seasons' | 'players' | 'injuries'>
  > = emptyPending();

  function emptyPending() {
    return { countries: [], leagues: [], teams: [], seasons: [], players: [], injuries: [] };
  }

  /** True when the row differs from what was last handed out under this key. */
  function changed(key: string, row: unknown): boolean {
    const signature = hash(JSON.stringify(row));
    if (sent.get(key) === signature) return false;
    sent.set(key, signature);
    return true;
  }

  function country(cc: string) {
    if (cc && changed(`country:${cc}`, cc)) pending.countries.push(countryRow(cc));
  }

  function emitLeague(id: number) {
    const known = leagues.get(id);
    if (!known) return;
    const row: LeagueRef = leagueRow(known.ref, known.sportId, {
      has_table: false,
      has_toplist: false,
      ...flags.get(id),
    });
    country(row.cc);
    if (changed(`league:${id}`, row)) pending.leagues.push(row);
  }

  function team(ref: RefRow, sportId: SportId, stadium: string | null = null) {
    const row = mergeRow(teams.get(ref.id), teamRow(ref, sportId, stadium));
    teams.set(ref.id, row);
    country(row.cc);
    if (changed(`team:${row.id}`, row)) pending.teams.push(row);
  }

  return {
    league(ref, sportId) {
      leagues.set(ref.id, { ref, sportId });
      emitLeague(ref.id);
    },
    setLeagueFlags(leagueId, next) {
      flags.set(leagueId, next);
      emitLeague(leagueId);
    },
    leagueFlags: (leagueId) => flags.get(leagueId),
    leagueSport: (leagueId) => leagues.get(leagueId)?.sportId,
    team,
    directoryTeam(ref, sportId) {
      if (teams.has(ref.id)) return team(ref, sportId);
      const row = teamRow(ref, sportId, null);
      country(row.cc);
      pending.teams.push(row);
    },
    season(row) {
      if (changed(`season:${row.id}`, row)) pending.seasons.push(row);
    },
    player(row) {
      const merged = mergeRow(players.get(row.id), row);
      players.set(row.id, merged);
      country(ccOf(merged.cc));
      if (changed(`player:${row.id}`, merged)) pending.players.push(merged);
    },
    playerTeam: (playerId) => players.get(playerId)?.team_id,
    injury(row) {
      if (changed(`injury:${row.player_id}:${row.start}`, row)) pending.injuries.push(row);
    },
    take() {
      const out = pending;
      pending = emptyPending();
      const data: ReferenceData = {};
      for (const [key, rows] of Object.entries(out) as [keyof typeof out, unknown[]][])
        if (rows.length) (data as Record<string, unknown[]>)[key] = rows;
      return Object.keys(data).length ? data : null;
    },
  };
}
