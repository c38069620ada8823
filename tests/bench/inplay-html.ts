/**
 * Benchmark: the in-play HTML with 500 live rows (budget ≤ 250 KB raw). The simulator has
 * no setting for the number of live matches, so, as `inplay-render.ts` does, the built server
 * runs here in the web role with 500 matches in play written to its database; the page `/` is
 * fetched as a browser would and weighed raw and gzip -9, with the island's props apart.
 *   npm run test:build && node scripts/run-ts.mjs tests/bench/inplay-html.ts
 * Env: BENCH_ROWS (500). Writes bench-results/inplay-html.json; exits 1 over the budget.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { startServer } from '../../src/server/start-server';
import { INPLAY_500_ROWS_HTML_RAW_KB } from '../budgets/route-budgets';
import { seedInplayWorld, timerOf } from './inplay-seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 500);
// scripts/run-ts.mjs runs a bundled copy elsewhere and puts this file's own path in argv[1].
const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-inplay-html-'));
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
const matches = await seedInplayWorld(server.app.services.database.db, ROWS);
// The live state knows every match, as the ingest would have said when they kicked off.
let seq = 0;
for (const m of matches) {
  server.app.services.bus.publish({
    type: 'score',
    seq: ++seq,
    sportId: m.sport,
    matchId: m.id,
    update: {
      upcoming_id: m.id,
      bet365_id: m.bet365,
      time_status: 1,
      ss: '0-0',
      scores: { '1': { home: '0', away: '0' } },
      timer: timerOf(m),
    },
    change: null,
  });
}

const pages: Record<string, unknown> = {};
let worst = 0;
for (const [lang, route] of [
  ['kr', '/'],
  ['en', '/'],
  ['jp', '/'],
  ['kr', '/all/odds'],
] as const) {
  const res = await fetch(`${server.url}${route}?lang=${lang}`);
  const html = Buffer.from(await res.arrayBuffer());
  const text = html.toString('utf8');
  const props = [...text.matchAll(/ props="([^"]*)"/g)].reduce(
    (n, m) => n + Buffer.byteLength(m[1]!),
    0,
  );
  const rows = (text.match(/data-row=/g) ?? []).length;
  worst = Math.max(worst, html.length);
  pages[`${route}?lang=${lang}`] = {
    status: res.status,
    rawKB: kb(html.length),
    gzipKB: kb(gzipSync(html, { level: 9 }).length),
    islandPropsKB: kb(props),
    rowsInMarkup: rows,
  };
}

const result = {
  benchmark: 'inplay-html',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  settings: { liveRows: ROWS },
  pages,
  budgetRawKB: INPLAY_500_ROWS_HTML_RAW_KB,
  pass: kb(worst) <= INPLAY_500_ROWS_HTML_RAW_KB,
};
await server.close();
rmSync(dataDir, { recursive: true, force: true });
const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'inplay-html.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
process.exit(result.pass ? 0 : 1);
