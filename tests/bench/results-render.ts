/**
 * Benchmark: server render time of the results list and the result details page on a database
 * grown by a simulated day (budget: a results page of 50 rows renders in ≤ 30 ms,
 * measured with the 24-hour database of `bench:db-growth`).
 *
 * The database: BENCH_DATA_DIR when given (e.g. a directory kept by
 * `BENCH_KEEP=1 npm run bench:db-growth`), else one grown here (tests/bench/render-kit.ts:
 * BENCH_HOURS simulated hours, default 24); every answer is a render, timed p50/p95/max.
 *   npm run bench:results
 * Env: BENCH_DATA_DIR (with BENCH_DATA_NOTE saying what it holds), BENCH_HOURS (24),
 * BENCH_RENDERS (200).
 */
import { startRenderBench } from './render-kit';

const LIST_BUDGET_MS = 30;

const bench = await startRenderBench();
const { db } = bench.server.app.services.database;

// The simulated day's last finished matches: their Seoul day is the busiest of the database.
const latest = await db
  .selectFrom('matches')
  .select(['time'])
  .where('time_status', '=', 3)
  .orderBy('time', 'desc')
  .executeTakeFirstOrThrow();
const day = new Date((Number(latest.time) + 9 * 3600) * 1000).toISOString().slice(0, 10);
const finished = await db
  .selectFrom('matches')
  .select(['id'])
  .where('time_status', '=', 3)
  .where('sport_id', '=', 1)
  .orderBy('time', 'desc')
  .limit(40)
  .execute();

const langs = ['kr', 'en', 'jp'];
const listPaths = langs.map(
  (lang) => `/game/results/inplay?lang=${lang}&type=result&date_from=${day}&date_to=${day}`,
);
const list = await bench.measure(listPaths);
if (list.rows < 50) throw new Error(`the results page of ${day} has ${list.rows} rows, not 50`);
const tabs = ['odds-graph', 'league-table', 'toplist', 'odds-book', 'statistics'];
const details: Record<string, object> = {};
for (const tab of tabs) {
  const paths = finished.map((m) => `/game/result/info/${m.id}?lang=en&sports=soccer&tab=${tab}`);
  const { rows: _rows, ...timing } = await bench.measure(paths);
  details[tab] = timing;
}
const result = {
  benchmark: 'results-render',
  date: new Date().toISOString(),
  database: bench.database,
  day,
  resultsList: { ...list, budgetP95Ms: LIST_BUDGET_MS, withinBudget: list.p95 <= LIST_BUDGET_MS },
  resultDetails: details,
};
await bench.finish('results-render', result);
if (!result.resultsList.withinBudget) process.exitCode = 1;
