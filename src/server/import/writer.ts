/**
 * @module import/writer
 * Writes one file's import plan in one transaction: league, teams, seasons, matches and odds,
 * inserting what is new, updating what changed and leaving the rest alone, so importing the
 * same file twice changes nothing. Any failure rolls the whole file back.
 */
import type { Kysely } from 'kysely';
import type { SportId } from '../../lib/domain/sports';
import type { DatabaseSchema } from '../db/schema';
import { createBookResolver } from './book-resolver';
import { DURATION_MIN, writeMatches } from './match-writer';
import { writeOdds } from './odds-writer';
import { ensureSport, nextImportId, resolveLeague, type Tx } from './reference';
import { createTeamMatcher, type TeamMatch } from './team-matcher';
import type { ImportPlan, ImportSummary } from './types';

export interface WriteOptions {
  /** Wall clock for created_at / updated_at (epoch ms). */
  now?: () => number;
  /** Called as the file is written: units done of total (each match counts twice). */
  onProgress?: (done: number, total: number) => void;
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
    const seasonId = (name: string) => seasons.get(name)!.id;
    await linkSeasonTeams(tx, plan, seasonId, teamId);

    // Two passes over the matches (rows, then odds): progress counts both.
    const total = 2 * plan.matches.length;
    const { matches, withIds } = await writeMatches(tx, plan, {
      leagueId: league.id,
      seasonIds: [...seasons.values()].map((s) => s.id),
      seasonId,
      teamId,
      at: now(),
      onChunk: (done) => options.onProgress?.(done, total),
    });
    const books = createBookResolver(tx);
    const odds = await writeOdds(tx, withIds, books, (done) =>
      options.onProgress?.(plan.matches.length + done, total),
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

/** Enters each team in the seasons it plays in this file. */
async function linkSeasonTeams(
  tx: Tx,
  plan: ImportPlan,
  seasonId: (name: string) => number,
  teamId: (name: string) => number,
) {
  const seasonTeams = new Set<string>();
  for (const m of plan.matches) {
    const season = seasonId(m.season);
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
}
