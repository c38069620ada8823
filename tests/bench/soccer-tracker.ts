/**
 * Benchmark: the soccer pitch tracker under fast positions (budgets: at 10 position
 * updates/s no long task over 50 ms, and no layout of the list below). The real built server
 * runs in this process (web role, no feed) with BENCH_ROWS matches in play; one soccer match is
 * selected on the in-play page and its details (ball position, state) are published on the
 * server's bus BENCH_RATE times a second, so the socket frames, the stores, React and the SVG
 * do their real work. Measured in Chromium: long tasks, layout shifts inside the list, the
 * list's first row moving, and how many positions the ball showed.
 *   npm run bench:tracker
 * Env: BENCH_ROWS (200), BENCH_RATE (10), BENCH_SECONDS (15).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { LiveEvent } from '../../src/lib/domain/live-events';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { startServer } from '../../src/server/start-server';
import { seedInplayWorld, timerOf, type BenchMatch } from './inplay-seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const LONG_TASK_BUDGET_MS = 50;
/** Game states the tracker names (home attack, dangerous attack, corner, free kick…). */
const STATES = ['11001', '11002', '11003', '11004', '21001', '21002', '21003'];
// scripts/run-ts.mjs runs a bundled copy elsewhere and puts this file's own path in argv[1].
const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-tracker-bench-'));
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
const bus = server.app.services.bus;
const matches = await seedInplayWorld(server.app.services.database.db, ROWS);
const soccer = matches.find((m) => m.sport === 1);
if (!soccer) throw new Error('the bench world has no soccer match');

let seq = 0;
function scoreEvent(m: BenchMatch): LiveEvent {
  return {
    type: 'score',
    seq: ++seq,
    sportId: m.sport,
    matchId: m.id,
    update: {
      upcoming_id: m.id,
      bet365_id: m.bet365,
      time_status: 1,
      ss: `${m.home}-${m.away}`,
      scores: { '1': { home: String(m.home), away: String(m.away) } },
      timer: timerOf(m),
    },
    change: null,
  };
}

/** The n-th position: the ball wanders the pitch, possession changing every 8 moves. */
function detailsEvent(m: BenchMatch, n: number): LiveEvent {
  const x = 0.5 + 0.4 * Math.sin(n / 5);
  const y = 0.5 + 0.35 * Math.cos(n / 3);
  return {
    type: 'details',
    seq: ++seq,
    sportId: 1,
    matchId: m.id,
    update: {
      upcoming_id: m.id,
      bet365_id: m.bet365,
      stats: { attacks: [40 + n, 38], dangerous_attacks: [20, 18 + (n >> 2)] },
      details: {
        state: STATES[Math.floor(n / 8) % STATES.length]!,
        ball_pos: `${x.toFixed(3)},${y.toFixed(3)}`,
        serve: null,
        sts: {},
        period: 1,
      },
      newEvents: [],
    },
  };
}

for (const m of matches) bus.publish(scoreEvent(m));
bus.publish(detailsEvent(soccer, 0));

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.on('pageerror', (error) => console.error('page error:', error.message));
await page.addInitScript(() => {
  const w = window as unknown as { __long: number[]; __shifts: number };
  w.__long = [];
  w.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__long.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      sources?: { node?: Node | null }[];
    })[]) {
      const inList = (e.sources ?? []).some((s) => {
        const el = s.node instanceof Element ? s.node : (s.node?.parentElement ?? null);
        return el?.closest('.inplay-list') !== null && el !== null;
      });
      if (inList) w.__shifts++;
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(`${server.url}/all/all/${soccer.bet365}?sportsId=1&lang=kr`);
await page.waitForSelector('[data-inplay-live]');
await page.waitForSelector('[data-pitch-tracker]', { timeout: 60_000 });
await page.waitForFunction(() => document.querySelector('[data-connection="online"]') !== null);
await page.waitForTimeout(2_000);

// From here on: long tasks, list shifts, the list's first row and every ball position shown.
await page.evaluate(() => {
  const w = window as unknown as {
    __long: number[];
    __shifts: number;
    __tops: Set<number>;
    __balls: Set<string>;
    __run: boolean;
  };
  w.__long.length = 0;
  w.__shifts = 0;
  w.__tops = new Set();
  w.__balls = new Set();
  w.__run = true;
  const sample = () => {
    const row = document.querySelector('.inplay-list [data-row]');
    if (row) w.__tops.add(Math.round(row.getBoundingClientRect().top));
    const ball = document.querySelector('[data-pitch-tracker] [data-ball]');
    const style = ball?.getAttribute('style');
    if (style) w.__balls.add(style);
    if (w.__run) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
});

let published = 0;
const started = performance.now();
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    while (published < due) bus.publish(detailsEvent(soccer, ++published));
    if (performance.now() - started >= SECONDS * 1000) {
      clearInterval(timer);
      resolve();
    }
  }, 5);
});
await page.waitForTimeout(1_000);
const measured = await page.evaluate(() => {
  const w = window as unknown as {
    __long: number[];
    __shifts: number;
    __tops: Set<number>;
    __balls: Set<string>;
    __run: boolean;
  };
  w.__run = false;
  return { long: [...w.__long], shifts: w.__shifts, tops: [...w.__tops], balls: w.__balls.size };
});
const rowsShown = await page.locator('.inplay-list [data-row]').count();

const over = measured.long.filter((d) => d > LONG_TASK_BUDGET_MS).length;
const result = {
  benchmark: 'soccer-tracker',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, browser: browser.version() },
  settings: { rows: ROWS, positionsPerSecond: RATE, seconds: SECONDS },
  positions: { published, shownByTheBall: measured.balls },
  longTasks: {
    count: measured.long.length,
    maxMs: Math.round(measured.long.length > 0 ? Math.max(...measured.long) : 0),
    over50ms: over,
    budgetMs: LONG_TASK_BUDGET_MS,
  },
  list: { rowsShown, layoutShiftsInside: measured.shifts, firstRowTops: measured.tops },
  pass:
    over === 0 &&
    measured.shifts === 0 &&
    measured.tops.length === 1 &&
    rowsShown > 0 &&
    // Frames merge positions that arrive within one window; most must still be drawn.
    measured.balls >= published * 0.8,
};

await browser.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });
const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'soccer-tracker.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
process.exit(result.pass ? 0 : 1);
