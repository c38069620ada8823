/**
 * @module import/writer
 * Writes one file's import plan in one transaction: league, teams, seasons, matches and odds,
 * inserting what is new, updating what changed and leaving the rest alone, so importing the
 * same file twice changes nothing. Any failure rolls the whole file back.
 */
import type { Kysely } from 'kysely';
import { isFinalStatus, TIME_STATUS, type SportId } from '../../lib/domain/sports';
import type { DatabaseSchema, MatchesTable } from '../db/schema';
import { createBookResolver } from './book-resolver';
import { CsvError } from './csv';
import { writeOdds } from './odds-writer';
import { ensureSport, nextImportId, resolveLeague, type Tx } from './reference';
import { createTeamMatcher, type TeamMatch } from './team-matcher';
import type { ImportedMatch, ImportPlan, ImportSummary } from './types';

export interface WriteOptions {
  /** Wall clock for created_at / updated_at (epoch ms). */
  now?: () => number;
  /** Called as the file is written: units done of total (each match counts twice). */
  onProgress?: (done: number, total: number) => void;
}

/** Typical length of a finished match, to stamp `ended_at` (minutes). */
const DURATION_MIN: Partial<Record<SportId, number>> = { 1: 115, 16: 190, 17: 150, 18: 135 };
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

async function resolveTeams(tx: Tx, plan: ImportPlan, cc: string) {
  const matcher = await createTeamMatcher(tx, plan.league.sportId, cc);
  const byName = new Map<string, TeamMatch>();
  for (const m of plan.matches) {
    for (const name of [m.home, m.away]) {
      if (!byName.has(name)) byName.set(name, await matcher.resolve(name));
    }
  }
  // Known teams (stored or from the catalogue) are matched; only teams nobody knew are added.
  const added = [...byName].filter(([, t]) => t.unknown).map(([name]) => name);
  const matched = new Set([...byName.values()].filter((t) => !t.unknown).map((t) => t.id));
  return { byName, added, matched: matched.size };
}

async function ensureSeasons(tx: Tx, leagueId: number, plan: ImportPlan, sportId: SportId) {
  const stored = await tx
    .selectFrom('seasons')
    .selectAll()
    .where('league_id', '=', leagueId)
    .execute();
  const out = new Map<string, { id: number; name: string; created: boolean }>();
  const spanOf = new Map<string, [number, number]>();
  for (const m of plan.matches) {
    const span = spanOf.get(m.season) ?? [m.time, m.time];
    spanOf.set(m.season, [Math.min(span[0], m.time), Math.max(span[1], m.time)]);
  }
  const duration = (DURATION_MIN[sportId] ?? 120) * 60;
  for (const [name, [first, last]] of spanOf) {
    const end = last + duration;
    const existing = stored.find((s) => s.name === name);
    if (existing) {
      const start = Math.min(Number(existing.start_time), first);
      const finish = Math.max(Number(existing.end_time), end);
      if (start !== Number(existing.start_time) || finish !== Number(existing.end_time)) {
        await tx
          .updateTable('seasons')
          .set({ start_time: start, end_time: finish })
          .where('id', '=', existing.id)
          .execute();
      }
      out.set(name, { id: Number(existing.id), name, created: false });
      continue;
    }
    const id = await nextImportId(tx, 'seasons');
    await tx
      .insertInto('seasons')
      .values({ id, league_id: leagueId, name, start_time: first, end_time: end })
      .execute();
    out.set(name, { id, name, created: true });
  }
  return out;
}

function endedAt(m: ImportedMatch, sportId: SportId): number | null {
  if (!isFinalStatus(m.status)) return null;
  const minutes = m.status === TIME_STATUS.ended ? (DURATION_MIN[sportId] ?? 120) : 0;
  return (m.time + minutes * 60) * 1000;
}

/**
 * Writes a plan; resolves with what was added, updated and left unchanged.
 * @example const summary = await writeImport(db, mapFootballData(csv, 'E0.csv'));
 */
export async function writeImport(
  db: Kysely<DatabaseSchema>,
  plan: ImportPlan,
  options: WriteOptions = {},
): Promise<ImportSummary> {
  const now = options.now ?? Date.now;
  const sportId = plan.league.sportId;
  return db.transaction().execute(async (tx) => {
    // A write first: on SQLite the transaction then holds the write lock from the start, so a
    // running server writing the same file cannot invalidate what this import reads.
    await ensureSport(tx, sportId);
    const league = await resolveLeague(tx, plan.league);
    const teams = await resolveTeams(tx, plan, league.cc);
    const seasons = await ensureSeasons(tx, league.id, plan, sportId);
    const teamId = (name: string) => teams.byName.get(name)!.id;

    const seasonIds = [...seasons.values()].map((s) => s.id);
    const seasonTeams = new Set<string>();
    for (const m of plan.matches) {
      const season = seasons.get(m.season)!.id;
      for (const id of [teamId(m.home), teamId(m.away)]) seasonTeams.add(`${season}:${id}`);
    }
    const pairs = [...seasonTeams].map((k) => {
      const [season_id, team_id] = k.split(':').map(Number) as [number, number];
      return { season_id, team_id };
    });
    for (let i = 0; i < pairs.length; i += 200) {
      await tx
        .insertInto('season_teams')
        .values(pairs.slice(i, i + 200))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    const stored = await tx
      .selectFrom('matches')
      .selectAll()
      .where('league_id', '=', league.id)
      .where('season_id', 'in', seasonIds)
      .orderBy('id')
      .execute();
    const storedByKey = new Map<string, MatchesTable[]>();
    for (const row of stored) {
      const key = `${row.season_id}|${row.home_id}|${row.away_id}|${row.time}`;
      storedByKey.set(key, [...(storedByKey.get(key) ?? []), row]);
    }

    const matches = { added: 0, updated: 0, unchanged: 0 };
    const seen = new Map<string, { line: number; count: number }>();
    const withIds: { id: number; match: ImportedMatch }[] = [];
    let nextId: number | undefined;
    const t = now();
    for (let i = 0; i < plan.matches.length; i += CHUNK) {
      const part = plan.matches.slice(i, i + CHUNK);
      const inserts: MatchesTable[] = [];
      const chunkIds: { id: number; match: ImportedMatch }[] = [];
      for (const m of part) {
        const season = seasons.get(m.season)!.id;
        const home = teamId(m.home);
        const away = teamId(m.away);
        const key = `${season}|${home}|${away}|${m.time}`;
        const before = seen.get(key);
        // Without a kick-off time two games on one day (a double-header) share a key; with
        // one, a repeated match is a corrupted or concatenated file.
        if (before && m.extra.kickoff_time_known !== false) {
          throw new CsvError(
            m.line,
            `${m.home} v ${m.away} at the same kick-off appears again (first on line ${before.line})`,
          );
        }
        const occurrence = before ? before.count : 0;
        seen.set(key, { line: before?.line ?? m.line, count: occurrence + 1 });
        const row: MatchesTable = {
          id: 0,
          bet365_id: null,
          sport_id: sportId,
          league_id: league.id,
          season_id: season,
          round: null,
          home_id: home,
          away_id: away,
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
          created_at: t,
          updated_at: t,
          ended_at: endedAt(m, sportId),
        };
        const existing = storedByKey.get(key)?.[occurrence];
        if (existing) {
          row.id = Number(existing.id);
          if (COMPARED.every((c) => same(existing[c], row[c]))) {
            matches.unchanged++;
          } else {
            const changes = Object.fromEntries(COMPARED.map((c) => [c, row[c]]));
            await tx
              .updateTable('matches')
              .set({ ...changes, updated_at: t })
              .where('id', '=', row.id)
              .execute();
            matches.updated++;
          }
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
      // Two passes over the matches (rows, then odds): progress counts both.
      options.onProgress?.(Math.min(i + CHUNK, plan.matches.length), 2 * plan.matches.length);
    }

    const books = createBookResolver(tx);
    const odds = await writeOdds(tx, withIds, books, (done) =>
      options.onProgress?.(plan.matches.length + done, 2 * plan.matches.length),
    );

    return {
      source: plan.source,
      league: { id: league.id, name: league.name, created: league.created },
      seasons: [...seasons.values()],
      matches,
      teams: { matched: teams.matched, added: teams.added.length, addedNames: teams.added },
      books: { matched: books.matched.size, added: books.added.length, addedNames: books.added },
      odds: odds.current,
      oddsHistory: odds.history,
      leftOut: plan.leftOut ?? [],
    };
  });
}
