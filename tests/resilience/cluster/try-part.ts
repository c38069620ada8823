/**
 * Runs one resilience part of the cluster family alone, outside the suite's registry:
 *   node scripts/run-ts.mjs tests/resilience/cluster/try-part.ts redis-outage [--quick]
 * Prints its budgets and figures; exits 1 when a budget is missed. The part's own nodes are
 * started by the part; the server the runner would hand it is not started here.
 */
import path from 'node:path';
import { postgresOutage } from '../parts/postgres-outage';
import { providerFaults } from '../parts/provider-faults';
import { redisOutage } from '../parts/redis-outage';
import { sqliteCrash } from '../parts/sqlite-crash';
import { webNodeKill } from '../parts/web-node-kill';
import type { TestServer } from '../server';
import type { Part } from '../types';

const ROOT = path.resolve(path.dirname(process.argv[1]!), '../../..');
const PARTS: Part[] = [redisOutage, sqliteCrash, postgresOutage, providerFaults, webNodeKill];
const name = process.argv[2];
const quick = process.argv.includes('--quick');
const part = PARTS.find((p) => p.name === name);
if (!part) {
  console.error(`usage: try-part.ts <${PARTS.map((p) => p.name).join('|')}> [--quick]`);
  process.exit(2);
}

/** These parts start their own processes and never touch the runner's server. */
const noServer = new Proxy({} as TestServer, {
  get: () => {
    throw new Error('this part was given no server');
  },
});

const limitMs = (quick ? part.timeLimitSeconds.quick : part.timeLimitSeconds.full) * 1000;
const controller = new AbortController();
const timer = setTimeout(() => controller.abort(), limitMs);
const started = Date.now();
const log = (...parts: unknown[]) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${part.name}:`, ...parts);
const result = await part.run({
  quick,
  root: ROOT,
  server: noServer,
  baseUrl: '',
  signal: controller.signal,
  deadline: Date.now() + limitMs,
  log,
});
clearTimeout(timer);
const seconds = Math.round((Date.now() - started) / 100) / 10;
console.log(JSON.stringify(result.figures, null, 1));
for (const b of result.budgets)
  log(`${b.met ? 'ok  ' : 'MISS'} ${b.what}: ${String(b.measured)} (limit ${String(b.limit)})`);
for (const note of result.notes) log(`note: ${note}`);
const pass = result.budgets.every((b) => b.met) && seconds <= limitMs / 1000 + 1;
log(`${pass ? 'PASS' : 'FAIL'} in ${seconds} s (limit ${limitMs / 1000} s)`);
process.exit(pass ? 0 : 1);
