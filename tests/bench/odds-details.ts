/**
 * Benchmark: the odds details pop-up in Chromium, against its budgets.
 *  - First load: ≤ 100 KB gzip JavaScript before the odds history (with its graph) is requested,
 *    and ≤ 25 KB beyond the scripts the in-play screen already loaded (React, the socket module,
 *    stores).
 *  - The odds history's island, graph included, is requested only once it comes into view.
 *  - 30 books × 3 markets updating at 20 price changes/s: no long task over 50 ms.
 * The real built server runs in this process (web role, no feed); one soccer match in play with
 * 30 books is written to its database and the price changes are published on its bus, so the
 * socket frames, the stores and React do their real work.
 *   npm run bench:odds
 * Env: BENCH_RATE (changes/s, 20), BENCH_SECONDS (10).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import type { LiveEvent } from '../../src/lib/domain/live-events';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { startServer } from '../../src/server/start-server';

const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BOOKS = 30;
const TYPES = [1, 2, 3] as const;
const LONG_TASK_BUDGET_MS = 50;
const FIRST_LOAD_BUDGET_KB = 100;
const BEYOND_SHARED_BUDGET_KB = 25;
const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');
const MATCH_ID = 71_000_001;
const BET365 = '81000001';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-odds-bench-'));
const server = await startServer({
  config: loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ROLE: 'web',
    LOG_LEVEL: 'silent',
  }),
  logger: createLogger('silent'),
  distDir: path.join(ROOT, 'dist'),
  shutdownGraceMs: 500,
});
const { db } = server.app.services.database;
const bus = server.app.services.bus;

// ---- the world: one match in play, 30 books quoting three markets, a little history ---------
const nowMs = Date.now();
const nowS = Math.floor(nowMs / 1000);
await db
  .insertInto('countries')
  .values({ cc: 'zz', name: 'Benchland', kor: '벤치', jp: 'ベンチ' })
  .execute();
await db
  .insertInto('leagues')
  .values({
    id: 9100,
    sport_id: 1,
    cc: 'zz',
    name: 'Bench League',
    kor: '벤치 리그',
    jp: 'ベンチリーグ',
    tab: null,
    format: 'league',
    is_major: 1,
    kind: 'league',
    has_table: 0,
    has_toplist: 0,
    rules: '{}',
    source: 'import',
  })
  .execute();
await db
  .insertInto('teams')
  .values(
    [0, 1].map((i) => ({
      id: 910_000 + i,
      sport_id: 1,
      cc: 'zz',
      name: `Bench Team ${i}`,
      kor: `벤치 팀 ${i}`,
      jp: `ベンチチーム ${i}`,
      short: `B${i}`,
      color: '#aa2222',
      kit_color: '#ffffff',
      rating: 50,
      stadium: null,
      image_id: null,
      individual: null,
    })),
  )
  .execute();
const existing = new Set((await db.selectFrom('books').select('id').execute()).map((b) => b.id));
const books = Array.from({ length: BOOKS }, (_, i) => i + 1);
const missing = books.filter((id) => !existing.has(id));
if (missing.length > 0) {
  await db
    .insertInto('books')
    .values(
      missing.map((id) => ({
        id,
        name: `Bench Book ${id}`,
        kor: `벤치 북 ${id}`,
        jp: `ベンチブック ${id}`,
        payout: 94,
      })),
    )
    .execute();
}
const timer = { tm: 30, ts: 0, tt: '1' as const, md: 0 as const, q: 1 };
await db
  .insertInto('matches')
  .values({
    id: MATCH_ID,
    bet365_id: BET365,
    sport_id: 1,
    league_id: 9100,
    season_id: null,
    round: null,
    home_id: 910_000,
    away_id: 910_001,
    time: nowS - 1800,
    time_status: 1,
    ss: '0-0',
    scores: JSON.stringify({ '1': { home: '0', away: '0' } }),
    timer: JSON.stringify(timer),
    stats: '{}',
    details: null,
    extra: '{}',
    url: null,
    has_lineup: 0,
    source: 'import',
    created_at: nowMs,
    updated_at: nowMs,
    ended_at: null,
  })
  .execute();

/** A book's prices for a market at a tick: wobbling around a fair price with its margin. */
function quote(book: number, type: 1 | 2 | 3, tick: number) {
  const wobble = ((tick * 7 + book * 13 + type) % 21) / 100;
  if (type === 1) return { home: 2.1 + wobble, draw: 3.3, away: 3.6 - wobble, middle: null };
  return { home: 1.85 + wobble, draw: null, away: 2.0 - wobble, middle: type === 2 ? -0.5 : 2.5 };
}
await db
  .insertInto('odds_current')
  .values(
    books.flatMap((book) =>
      TYPES.map((type) => {
        const q = quote(book, type, 0);
        return {
          match_id: MATCH_ID,
          book_id: book,
          odd_type: type,
          o_home: q.home,
          o_draw: q.draw,
          o_away: q.away,
          o_middle: q.middle,
          n_home: q.home,
          n_draw: q.draw,
          n_away: q.away,
          n_middle: q.middle,
          suspended: 0,
          created_at: nowMs,
          updated_at: nowMs,
        };
      }),
    ),
  )
  .execute();
const history = Array.from({ length: 120 }, (_, k) => {
  const q = quote(1, 1, k);
  return {
    match_id: MATCH_ID,
    book_id: 1,
    odd_type: 1,
    at: nowMs - (120 - k) * 15_000,
    home: q.home,
    draw: q.draw,
    away: q.away,
    middle: null,
    ss: k < 60 ? null : k < 90 ? '0-0' : '1-0',
    time_str: k < 60 ? null : String(k - 60),
  };
});
await db.insertInto('odds_history').values(history).execute();

let seq = 0;
bus.publish({
  type: 'score',
  seq: ++seq,
  sportId: 1,
  matchId: MATCH_ID,
  update: {
    upcoming_id: MATCH_ID,
    bet365_id: BET365,
    time_status: 1,
    ss: '0-0',
    scores: { '1': { home: '0', away: '0' } },
    timer,
  },
  change: null,
});

function oddsEvent(book: number, type: 1 | 2 | 3, tick: number): LiveEvent {
  const first = quote(book, type, 0);
  const now = quote(book, type, tick);
  return {
    type: 'odds',
    seq: ++seq,
    sportId: 1,
    matchId: MATCH_ID,
    update: {
      upcoming_id: MATCH_ID,
      book_id: book,
      odd_type: type,
      home: { o: first.home, n: now.home },
      draw: first.draw === null ? null : { o: first.draw, n: now.draw! },
      away: { o: first.away, n: now.away },
      middle: { o: first.middle, n: now.middle },
    },
    change: null,
  };
}

// ---- the browser ------------------------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

interface Script {
  url: string;
  gzip: number;
}
/** Every same-origin script a page receives, gzip-sized, in arrival order. */
function collectScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (!response.url().startsWith(server.url)) return;
    void response
      .body()
      .then((body) =>
        scripts.push({
          url: response.url().slice(server.url.length),
          gzip: gzipSync(body, { level: 9 }).length,
        }),
      )
      .catch(() => undefined);
  });
  return scripts;
}
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
/** The odds history's island, which draws the movement graph. */
const isChart = (s: Script) => /OddsHistory/.test(s.url);

// The in-play screen first, as a visitor opens the pop-up from it.
const list = await browser.newPage({ viewport: { width: 1366, height: 900 } });
const listScripts = collectScripts(list);
await list.goto(`${server.url}/?lang=kr`);
await list.waitForSelector('[data-inplay-live]');
await list.waitForLoadState('networkidle');
const shared = new Set(listScripts.map((s) => s.url));

const popup = await browser.newPage({ viewport: { width: 900, height: 700 } });
popup.on('pageerror', (error) => console.error('page error:', error.message));
const popupScripts = collectScripts(popup);
await popup.addInitScript(() => {
  const w = window as unknown as { __long: number[] };
  w.__long = [];
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) w.__long.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
});
const started = performance.now();
await popup.goto(`${server.url}/inplay/odds/details/${MATCH_ID}?lang=kr`);
await popup.waitForSelector('astro-island:not([ssr]) [data-odds-details]');
await popup.waitForLoadState('networkidle');
const loadMs = performance.now() - started;
const firstLoad = [...popupScripts];
const rowsShown = await popup.locator('[data-odds-table] [data-book-row]').count();
await popup
  .waitForFunction(() => document.querySelector('[data-connection="online"]') !== null, {
    timeout: 15_000,
  })
  .catch(() => undefined);

// ---- 20 price changes a second over the 90 quotes --------------------------------------------
await popup.evaluate(() => {
  (window as unknown as { __long: number[] }).__long.length = 0;
});
const pricesBefore = await popup.locator('[data-odds-table]').innerText();
let published = 0;
const intervalMs = 1000 / RATE;
const burstStarted = performance.now();
await new Promise<void>((resolve) => {
  const tickTimer = setInterval(() => {
    const due = Math.floor((performance.now() - burstStarted) / intervalMs);
    while (published < due) {
      published++;
      const book = books[Math.floor(Math.random() * books.length)]!;
      const type = TYPES[published % TYPES.length]!;
      bus.publish(oddsEvent(book, type, published));
    }
    if (performance.now() - burstStarted >= SECONDS * 1000) {
      clearInterval(tickTimer);
      resolve();
    }
  }, 5);
});
await popup.waitForTimeout(1_000);
const long = await popup.evaluate(() => [...(window as unknown as { __long: number[] }).__long]);
const pricesChanged = (await popup.locator('[data-odds-table]').innerText()) !== pricesBefore;

// ---- the history's island (the graph's code): only when it is in view -------------------------
const chartBeforeScroll = popupScripts.filter(isChart).length;
await popup.locator('[data-odds-history]').scrollIntoViewIfNeeded();
await popup.waitForSelector('astro-island:not([ssr]) [data-odds-chart] svg[data-odds-graph]', {
  timeout: 20_000,
});
await popup.waitForLoadState('networkidle');
const chartChunk = popupScripts.filter(isChart);

const firstLoadGzip = firstLoad.reduce((sum, s) => sum + s.gzip, 0);
const beyond = firstLoad.filter((s) => !shared.has(s.url));
const beyondGzip = beyond.reduce((sum, s) => sum + s.gzip, 0);
const over50 = long.filter((d) => d > LONG_TASK_BUDGET_MS).length;
const result = {
  benchmark: 'odds-details',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, browser: browser.version() },
  settings: { books: BOOKS, markets: TYPES.length, changesPerSecond: RATE, seconds: SECONDS },
  page: { rowsShown, firstLoadToIdleMs: Math.round(loadMs) },
  javascript: {
    firstLoadGzipKB: kb(firstLoadGzip),
    firstLoadBudgetKB: FIRST_LOAD_BUDGET_KB,
    beyondInplayGzipKB: kb(beyondGzip),
    beyondInplayBudgetKB: BEYOND_SHARED_BUDGET_KB,
    firstLoadFiles: firstLoad.map((s) => ({
      url: s.url,
      gzipKB: kb(s.gzip),
      shared: shared.has(s.url),
    })),
    chartChunkBeforeChartInView: chartBeforeScroll,
    chartChunkGzipKB: kb(chartChunk.reduce((sum, s) => sum + s.gzip, 0)),
  },
  updates: { published, pricesChanged },
  longTasks: {
    count: long.length,
    maxMs: Math.round(long.length > 0 ? Math.max(...long) : 0),
    over50ms: over50,
    budgetMs: LONG_TASK_BUDGET_MS,
  },
  pass:
    firstLoadGzip / 1024 <= FIRST_LOAD_BUDGET_KB &&
    beyondGzip / 1024 <= BEYOND_SHARED_BUDGET_KB &&
    chartBeforeScroll === 0 &&
    chartChunk.length === 1 &&
    over50 === 0 &&
    pricesChanged &&
    rowsShown >= BOOKS,
};

await browser.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });
const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'odds-details.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
process.exit(result.pass ? 0 : 1);
