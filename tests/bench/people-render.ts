/**
 * Benchmark: server render time of the league, team and player pages on a database grown by a
 * simulated day (budget: each renders in ≤ 20 ms on the 24-hour database): league
 * details and info, team info, team list and player info, in kr, en and jp, each page asked
 * for with a query the page cache has not seen (tests/bench/render-kit.ts), p95 against 20 ms.
 *   npm run bench:pages
 * Env: BENCH_DATA_DIR (with BENCH_DATA_NOTE), BENCH_HOURS (24), BENCH_RENDERS (200).
 */
import { startRenderBench } from './render-kit';

const BUDGET_MS = 20;
const SAMPLES = 20;

const bench = await startRenderBench();
const { db } = bench.server.app.services.database;

// The leagues, teams and players with the most behind them: soccer's, where tables are biggest.
const leagues = await db
  .selectFrom('matches')
  .select(['league_id', (eb) => eb.fn.countAll<number>().as('n')])
  .where('sport_id', '=', 1)
  .groupBy('league_id')
  .orderBy('n', 'desc')
  .limit(SAMPLES)
  .execute();
const teams = await db
  .selectFrom('matches')
  .select(['home_id', (eb) => eb.fn.countAll<number>().as('n')])
  .where('sport_id', '=', 1)
  .groupBy('home_id')
  .orderBy('n', 'desc')
  .limit(SAMPLES)
  .execute();
const players = await db
  .selectFrom('players')
  .select(['id'])
  .where(
    'team_id',
    'in',
    teams.map((t) => Number(t.home_id)),
  )
  .limit(SAMPLES)
  .execute();
if (leagues.length === 0 || teams.length === 0 || players.length === 0)
  throw new Error('the database holds no soccer league, team or player to render');

const langs = ['kr', 'en', 'jp'];
const each = <T>(rows: T[], path: (row: T) => string) =>
  rows.flatMap(
    (row, i) => `${path(row)}${path(row).includes('?') ? '&' : '?'}lang=${langs[i % 3]}`,
  );
const pages = {
  leagueDetails: {
    paths: each(leagues, (l) => `/inplay/league/details/${l.league_id}`),
    marker: 'data-team-row=',
  },
  leagueInfo: {
    paths: each(leagues, (l) => `/inplay/league/info/${l.league_id}`),
    marker: 'data-top-list=',
  },
  teamInfo: {
    paths: each(teams, (t) => `/inplay/team/info/${t.home_id}`),
    marker: 'data-player-row=',
  },
  teamList: {
    paths: each(teams, (t) => `/inplay/team/list/${t.home_id}`),
    marker: 'data-team-game=',
  },
  playerInfo: {
    paths: each(players, (p) => `/inplay/player/info/${p.id}?sports=soccer`),
    marker: 'data-player-name',
  },
};
const timings: Record<string, object> = {};
let within = true;
for (const [name, { paths, marker }] of Object.entries(pages)) {
  const timing = await bench.measure(paths, marker);
  if (timing.rows === 0)
    throw new Error(`${name}: a page rendered without its content (${marker})`);
  timings[name] = { ...timing, withinBudget: timing.p95 <= BUDGET_MS };
  within &&= timing.p95 <= BUDGET_MS;
}
await bench.finish('people-render', {
  benchmark: 'people-render',
  date: new Date().toISOString(),
  database: bench.database,
  budgetP95Ms: BUDGET_MS,
  pages: timings,
  withinBudget: within,
});
if (!within) process.exitCode = 1;
