/**
 * Benchmark: the in-play list in Chromium under live load (budgets: 500 live rows,
 * 100 updates/s, no long task over 50 ms; only the changed row re-renders; JS shipped for the
 * route ≤ 120 KB gzip). The real built server runs in this process (web role, no feed); 500
 * matches in play are written to its database and their live events published on its bus, so
 * the page's first paint, the socket frames, the stores and React all do their real work.
 *   npm run test:build && node scripts/run-ts.mjs tests/bench/inplay-render.ts
 * Env: BENCH_ROWS (500), BENCH_RATE (updates/s, 100), BENCH_SECONDS (10), BENCH_PROFILE (a path:
 * writes the page's CPU profile of the update phase there, for Chrome DevTools).
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
import { seedInplayWorld, timerOf, type BenchMatch } from './inplay-seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LONG_TASK_BUDGET_MS = 50;
const JS_BUDGET_KB = 120;
// scripts/run-ts.mjs runs a bundled copy elsewhere and puts this file's own path in argv[1].
const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-inplay-bench-'));
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

// ---- the world: leagues, teams and ROWS matches in play with prices ----------------------------
const matches = await seedInplayWorld(db, ROWS);

// ---- live events on the server's bus ---------------------------------------------------------
let seq = 0;
function scoreEvent(m: BenchMatch, scored: 'home' | 'away' | null): LiveEvent {
  const ss = `${m.home}-${m.away}`;
  return {
    type: 'score',
    seq: ++seq,
    sportId: m.sport,
    matchId: m.id,
    update: {
      upcoming_id: m.id,
      bet365_id: m.bet365,
      time_status: 1,
      ss,
      scores: { '1': { home: String(m.home), away: String(m.away) } },
      timer: timerOf(m),
    },
    change: scored
      ? {
          id: m.id,
          sport_id: m.sport,
          league: 'Bench',
          home: `Bench Team ${m.id}`,
          away: 'Away',
          new_home_score: m.home,
          new_away_score: m.away,
          homeScoreChange: scored === 'home',
          awayScoreChange: scored === 'away',
        }
      : null,
  };
}
function oddsEvent(m: BenchMatch, tick: number): LiveEvent {
  const n = 1.5 + ((tick * 7 + m.id) % 20) / 10;
  return {
    type: 'odds',
    seq: ++seq,
    sportId: m.sport,
    matchId: m.id,
    update: {
      upcoming_id: m.id,
      book_id: 1,
      odd_type: 1,
      home: { o: 1.9, n },
      draw: { o: 3.2, n: 3.2 },
      away: { o: 2.1, n: 4.5 - n / 2 },
      middle: { o: null, n: null },
    },
    change: null,
  };
}
// The live state knows every match (as the ingest would have said when they kicked off).
for (const m of matches) bus.publish(scoreEvent(m, null));

// ---- the browser -----------------------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page: Page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.on('pageerror', (error) => console.error('page error:', error.message));
page.on('console', (message) => {
  if (message.type() === 'error') console.error('page console:', message.text());
});
const scripts = new Map<string, Buffer>();
page.on('response', (response) => {
  const type = response.request().resourceType();
  if (type !== 'script') return;
  void response
    .body()
    .then((body) => scripts.set(response.url(), body))
    .catch(() => undefined);
});
await page.addInitScript(() => {
  const w = window as unknown as { __long: number[]; __touched: number[] };
  w.__long = [];
  w.__touched = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__long.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
});
const loadStarted = performance.now();
await page.goto(`${server.url}/?lang=kr`);
await page.waitForSelector('[data-inplay-live]');
await page.waitForFunction((n) => document.querySelectorAll('[data-row]').length >= n, ROWS, {
  timeout: 60_000,
});
const loadMs = performance.now() - loadStarted;
// Let the socket connect and the snapshot land before measuring.
await page.waitForFunction(() => document.querySelector('[data-connection="online"]') !== null);
await page.waitForTimeout(2_000);
const rowsShown = await page.locator('[data-row]').count();
const htmlBytes = Buffer.byteLength(await page.content());

// Which rows the DOM changes in, per burst: a change outside the updated rows would mean the
// list (not just the row) re-rendered.
await page.evaluate(() => {
  const w = window as unknown as {
    __long: number[];
    __touched: number[];
    __observer: MutationObserver;
  };
  w.__long.length = 0;
  w.__observer = new MutationObserver((records) => {
    for (const r of records) {
      const node = r.target instanceof Element ? r.target : r.target.parentElement;
      const row = node?.closest('[data-row]');
      w.__touched.push(row ? Number(row.getAttribute('data-match')) : -1);
    }
  });
  w.__observer.observe(document.querySelector('.inplay-list')!, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
});

const profilePath = process.env.BENCH_PROFILE;
const cdp = profilePath ? await page.context().newCDPSession(page) : null;
if (cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
}
const updated = new Set<number>();
let published = 0;
const intervalMs = 1000 / RATE;
const started = performance.now();
let tick = 0;
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const due = Math.floor((performance.now() - started) / intervalMs);
    while (published < due) {
      const m = matches[Math.floor(Math.random() * matches.length)]!;
      tick++;
      updated.add(m.id);
      if (tick % 10 === 0) {
        bus.publish(oddsEvent(m, tick));
      } else {
        m.second = (m.second + 7) % 60;
        if (m.second < 7) m.minute++;
        const scored = tick % 50 === 0 ? (tick % 100 === 0 ? 'home' : 'away') : null;
        if (scored === 'home') m.home++;
        if (scored === 'away') m.away++;
        bus.publish(scoreEvent(m, scored));
      }
      published++;
    }
    if (performance.now() - started >= SECONDS * 1000) {
      clearInterval(timer);
      resolve();
    }
  }, 5);
});
// Frames are merged over 50 ms: give the last ones time to arrive and paint.
await page.waitForTimeout(1_000);
if (cdp && profilePath) {
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(profilePath, JSON.stringify(profile));
}
const measured = await page.evaluate(() => {
  const w = window as unknown as { __long: number[]; __touched: number[] };
  return { long: [...w.__long], touched: [...w.__touched] };
});
const touchedRows = new Set(measured.touched.filter((id) => id > 0));
const outsideRows = measured.touched.filter((id) => id === -1).length;
const strayRows = [...touchedRows].filter((id) => !updated.has(id));

let jsRaw = 0;
let jsGzip = 0;
const files: { url: string; bytes: number; gzip: number }[] = [];
for (const [url, body] of scripts) {
  if (!url.startsWith(server.url)) continue;
  const gzip = gzipSync(body, { level: 9 }).length;
  jsRaw += body.length;
  jsGzip += gzip;
  files.push({ url: url.slice(server.url.length), bytes: body.length, gzip });
}

const maxLongTask = measured.long.length > 0 ? Math.max(...measured.long) : 0;
const result = {
  benchmark: 'inplay-render',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, browser: browser.version() },
  settings: {
    rows: ROWS,
    updatesPerSecond: RATE,
    seconds: SECONDS,
    mix: '90% score/clock, 10% odds, 2% goals',
  },
  page: {
    rowsShown,
    firstLoadToLiveMs: Math.round(loadMs),
    htmlBytes,
  },
  updates: {
    published,
    matchesUpdated: updated.size,
    rowsWhoseDomChanged: touchedRows.size,
    rowsChangedWithoutUpdate: strayRows.length,
    domChangesOutsideRows: outsideRows,
  },
  longTasks: {
    count: measured.long.length,
    maxMs: Math.round(maxLongTask),
    over50ms: measured.long.filter((d) => d > LONG_TASK_BUDGET_MS).length,
    budgetMs: LONG_TASK_BUDGET_MS,
  },
  javascript: {
    files: files.sort((a, b) => b.gzip - a.gzip),
    rawKB: Math.round(jsRaw / 102.4) / 10,
    gzipKB: Math.round(jsGzip / 102.4) / 10,
    budgetGzipKB: JS_BUDGET_KB,
  },
  pass:
    measured.long.filter((d) => d > LONG_TASK_BUDGET_MS).length === 0 &&
    jsGzip / 1024 <= JS_BUDGET_KB &&
    strayRows.length === 0 &&
    rowsShown >= ROWS,
};

await browser.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });
const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'inplay-render.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  JSON.stringify({ ...result, javascript: { ...result.javascript, files: files.length } }, null, 2),
);
process.exit(result.pass ? 0 : 1);
