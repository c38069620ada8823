/**
 * Benchmark: database growth per simulated day at default settings (budget: ≤ 200 MB/day).
 * Starts a fresh world (catalogue and back-fill excluded from the growth), then runs the
 * simulator on a manual clock for BENCH_HOURS simulated hours (default 24) ticking every
 * BENCH_TICK_S seconds, flushing and compacting as the server does, and reports the growth of
 * the SQLite files (database + WAL after a checkpoint) as JSON in bench-results/.
 *   node scripts/run-ts.mjs tests/bench/db-growth.ts
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createSqlFeedStore } from '../../src/server/db/repositories/feed-store';
import { createMemoryBus } from '../../src/server/feed/bus';
import { createIngest } from '../../src/server/feed/ingest';
import { createCatalogue } from '../../src/server/feed/simulator/catalogue/index';
import { createManualClock } from '../../src/server/feed/simulator/sim-clock';
import { createSimulator } from '../../src/server/feed/simulator/simulator';
import { createLogger } from '../../src/server/logger';

const HOURS = Number(process.env.BENCH_HOURS ?? 24);
const TICK_S = Number(process.env.BENCH_TICK_S ?? 2);
const SEED = process.env.BENCH_SEED ?? 'live-score';
const BUDGET_MB_PER_DAY = 200;
/** Simulated seconds between progress lines. */
const PROGRESS_S = Number(process.env.BENCH_PROGRESS_S ?? 3600);

function dirSize(dir: string): number {
  return readdirSync(dir).reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-bench-'));
const logger = createLogger('warn');
const database = await openDatabase({ dataDir });
await migrateToLatest(database);
const store = createSqlFeedStore(database.db);
const bus = createMemoryBus();
let liveEvents = 0;
bus.subscribe(() => liveEvents++);
// Real-time flushing semantics on a simulated clock: flush after each tick.
const clock = createManualClock(Date.UTC(2026, 10, 22, 0, 0));
const ingest = createIngest({ store, bus, logger, now: () => clock.now() });
const simulator = createSimulator({
  catalogue: createCatalogue(SEED),
  seed: SEED,
  clock,
  logger,
  tickMs: 0,
  finishedIds: (ids) => store.finishedIds(ids),
});

const started = performance.now();
await simulator.start(ingest);
await simulator.backfillDone();
await ingest.flush();
await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
const baseline = dirSize(dataDir);
const backfillSeconds = (performance.now() - started) / 1000;
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (
        [
          'matches',
          'match_events',
          'odds_history',
          'odds_current',
          'match_incidents',
          'appearances',
        ] as const
      ).map(async (t) => [
        t,
        Number(
          (
            await database.db
              .selectFrom(t)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ]),
    ),
  ) as Record<string, number>;
const before = await counts();

const runStarted = performance.now();
const ticks = Math.round((HOURS * 3600) / TICK_S);
let maxLive = 0;
let endedMatches = 0;
bus.subscribe((e) => {
  if (e.type === 'ended') endedMatches++;
});
for (let i = 0; i < ticks; i++) {
  clock.advance(TICK_S * 1000);
  simulator.tick();
  maxLive = Math.max(maxLive, ingest.state.inPlay().length);
  if (i % 15 === 0) await ingest.flush();
  if ((i + 1) % Math.round(PROGRESS_S / TICK_S) === 0) {
    const mem = process.memoryUsage();
    // Progress on stderr, one line per BENCH_PROGRESS_S simulated seconds: memory must stay flat over a long run.
    console.error(
      JSON.stringify({
        hour: Number((((i + 1) * TICK_S) / 3600).toFixed(2)),
        rssMb: Math.round(mem.rss / 1_048_576),
        heapMb: Math.round(mem.heapUsed / 1_048_576),
        externalMb: Math.round(mem.external / 1_048_576),
        held: ingest.state.all().length,
        live: ingest.state.inPlay().length,
      }),
    );
  }
}
await ingest.flush();
await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
const after = dirSize(dataDir);
const runSeconds = (performance.now() - runStarted) / 1000;
const rows = await counts();
await simulator.stop();
await ingest.stop();
await database.close();
if (process.env.BENCH_KEEP) console.error(`kept ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });

const growthMb = (after - baseline) / 1_048_576;
const perDayMb = (growthMb * 24) / HOURS;
const result = {
  benchmark: 'db-growth',
  date: new Date().toISOString(),
  simulatedHours: HOURS,
  tickSeconds: TICK_S,
  baselineMb: Number((baseline / 1_048_576).toFixed(1)),
  backfillSeconds: Number(backfillSeconds.toFixed(1)),
  growthMb: Number(growthMb.toFixed(1)),
  growthMbPerDay: Number(perDayMb.toFixed(1)),
  budgetMbPerDay: BUDGET_MB_PER_DAY,
  withinBudget: perDayMb <= BUDGET_MB_PER_DAY,
  endedMatches,
  maxLiveMatches: maxLive,
  liveEvents,
  baselineRows: before,
  rowsAdded: Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, v - (before[k] ?? 0)])),
  runSeconds: Number(runSeconds.toFixed(1)),
  simulatedSecondsPerWallSecond: Number(((HOURS * 3600) / runSeconds).toFixed(0)),
};
mkdirSync('bench-results', { recursive: true });
writeFileSync(path.join('bench-results', 'db-growth.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
