/**
 * @module import/match-writer
 * Writes the match rows of an import plan, in chunks: a match already stored (same season,
 * teams and kick-off) is updated when a compared column changed and left alone otherwise; a
 * new one is inserted with the next imported id. A match that appears twice in one file stops
 * the import, unless the file gives no kick-off times (double-headers then share a key).
 */
import { isFinalStatus, TIME_STATUS, type SportId } from '../../lib/domain/sports';
import type { MatchesTable } from '../db/schema';
import { CsvError } from './csv';
import { nextImportId, type Tx } from './reference';
import type { ImportCounts, ImportedMatch, ImportPlan } from './types';

/** Typical length of a finished match, to stamp `ended_at` and a season's end (minutes). */
export const DURATION_MIN: Partial<Record<SportId, number>> = {
  1: 115,
  16: 190,
  17: 150,
  18: 135,
};
const CHUNK = 100;

/** Columns compared to decide whether a stored match changed. */
const COMPARED = [
  'season_id',
  'home_id',
  'away_id',
  'time',
  'time_status',
  'ss',
  'scores',
  'stats',
  'extra',
  'ended_at',
] as const satisfies readonly (keyof MatchesTable)[];

function same(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return a == b;
  return typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : a === b;
}

function endedAt(m: ImportedMatch, sportId: SportId): number | null {
  if (!isFinalStatus(m.status)) return null;
  const minutes = m.status === TIME_STATUS.ended ? (DURATION_MIN[sportId] ?? 120) : 0;
  return (m.time + minutes * 60) * 1000;
}

/** Where the plan's matches go: their league, and the ids its seasons and teams resolved to. */
export interface MatchTarget {
  leagueId: number;
  seasonIds: readonly number[];
  seasonId: (name: string) => number;
  teamId: (name: string) => number;
  /** created_at / updated_at of the rows written, epoch ms. */
  at: number;
  /** Called after each chunk with the matches written so far. */
  onChunk?: (done: number) => void;
}

/**
 * Writes the plan's matches; resolves with the counts and each match with its stored id.
 * @example const { matches, withIds } = await writeMatches(tx, plan, target);
 */
export async function writeMatches(
  tx: Tx,
  plan: ImportPlan,
  target: MatchTarget,
): Promise<{ matches: ImportCounts; withIds: { id: number; match: ImportedMatch }[] }> {
  const storedByKey = await storedMatches(tx, target.leagueId, target.seasonIds);
  const matches: ImportCounts = { added: 0, updated: 0, unchanged: 0 };
  const seen = new Map<string, { line: number; count: number }>();
  const withIds: { id: number; match: ImportedMatch }[] = [];
  let nextId: number | undefined;
  for (let i = 0; i < plan.matches.length; i += CHUNK) {
    const part = plan.matches.slice(i, i + CHUNK);
    const inserts: MatchesTable[] = [];
    const chunkIds: { id: number; match: ImportedMatch }[] = [];
    for (const m of part) {
      const row = matchRow(m, plan.league.sportId, target);
      const key = `${row.season_id}|${row.home_id}|${row.away_id}|${m.time}`;
      const nth = occurrence(seen, key, m);
      const existing = storedByKey.get(key)?.[nth];
      if (existing) {
        row.id = Number(existing.id);
        matches[await updateMatch(tx, existing, row, target.at)]++;
      } else {
        nextId ??= await nextImportId(tx, 'matches');
        row.id = nextId++;
        inserts.push(row);
        matches.added++;
      }
      chunkIds.push({ id: row.id, match: m });
    }
    if (inserts.length > 0) await tx.insertInto('matches').values(inserts).execute();
    withIds.push(...chunkIds);
    target.onChunk?.(Math.min(i + CHUNK, plan.matches.length));
  }
  return { matches, withIds };
}

/** The league's stored matches of the given seasons, by season, teams and kick-off. */
async function storedMatches(tx: Tx, leagueId: number, seasonIds: readonly number[]) {
  const stored = await tx
    .selectFrom('matches')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('season_id', 'in', seasonIds)
    .orderBy('id')
    .execute();
  const storedByKey = new Map<string, MatchesTable[]>();
  for (const row of stored) {
    const key = `${row.season_id}|${row.home_id}|${row.away_id}|${row.time}`;
    storedByKey.set(key, [...(storedByKey.get(key) ?? []), row]);
  }
  return storedByKey;
}

/** How many matches of the file came before this one under the same key. */
function occurrence(
  seen: Map<string, { line: number; count: number }>,
  key: string,
  m: ImportedMatch,
): number {
  const before = seen.get(key);
  // Without a kick-off time two games on one day (a double-header) share a key; with
  // one, a repeated match is a corrupted or concatenated file.
  if (before && m.extra.kickoff_time_known !== false) {
    throw new CsvError(
      m.line,
      `${m.home} v ${m.away} at the same kick-off appears again (first on line ${before.line})`,
    );
  }
  const count = before ? before.count : 0;
  seen.set(key, { line: before?.line ?? m.line, count: count + 1 });
  return count;
}

/** The row an imported match is stored as (id 0 until one is given). */
function matchRow(m: ImportedMatch, sportId: SportId, target: MatchTarget): MatchesTable {
  return {
    id: 0,
    bet365_id: null,
    sport_id: sportId,
    league_id: target.leagueId,
    season_id: target.seasonId(m.season),
    round: null,
    home_id: target.teamId(m.home),
    away_id: target.teamId(m.away),
    time: m.time,
    time_status: m.status,
    ss: m.ss,
    scores: JSON.stringify(m.scores),
    timer: null,
    stats: JSON.stringify(m.stats),
    details: null,
    extra: JSON.stringify(m.extra),
    url: null,
    has_lineup: 0,
    source: 'import',
    created_at: target.at,
    updated_at: target.at,
    ended_at: endedAt(m, sportId),
  };
}

/** Updates a stored match when a compared column changed; says which it was. */
async function updateMatch(
  tx: Tx,
  existing: MatchesTable,
  row: MatchesTable,
  at: number,
): Promise<'updated' | 'unchanged'> {
  if (COMPARED.every((c) => same(existing[c], row[c]))) return 'unchanged';
  const changes = Object.fromEntries(COMPARED.map((c) => [c, row[c]]));
  await tx
    .updateTable('matches')
    .set({ ...changes, updated_at: at })
    .where('id', '=', row.id)
    .execute();
  return 'updated';
}
