/**
 * `npm run test:resilience` (`:quick` for the short variant): runs each part of the resilience
 * suite against a fresh built server on loopback, each within its own time limit, and writes
 * bench-results/resilience.json (resilience-quick.json with --quick) stating every budget.
 *   node scripts/run-ts.mjs tests/resilience/run.ts [--quick] [--only api-fuzz,auth-tokens]
 * `--only` runs the named parts and replaces only their entries in the existing report.
 * Exits 1 when a budget is missed, a part fails or the server dies.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeHttpPool } from './http';
import { PARTS } from './parts';
import { startTestServer, type TestServer } from './server';
import { atMost, sleep } from './stats';
import type { Budget, Part, PartResult } from './types';

// scripts/run-ts.mjs runs a bundled copy elsewhere and puts this file's own path in argv[1].
const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');
/** Past its time limit a part is told to stop; after this much more it is abandoned. */
const GRACE_MS = 15_000;

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const quick = process.argv.includes('--quick');
const only = arg('only')?.split(',').filter(Boolean);
const out = path.resolve(
  ROOT,
  arg('out') ?? `bench-results/resilience${quick ? '-quick' : ''}.json`,
);

interface PartEntry extends PartResult {
  summary: string;
  when: string;
  seconds: number;
  pass: boolean;
}

const log = (...parts: unknown[]) =>
  console.log(`[resilience ${new Date().toISOString().slice(11, 19)}]`, ...parts);

/** Servers started and not yet stopped: killed on any way out of this process. */
const running = new Set<TestServer>();
process.on('exit', () => {
  for (const server of running) if (server.alive()) process.kill(server.pid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** Runs a part until it returns or its deadline plus grace passes. */
async function runWithDeadline(part: Part, server: TestServer): Promise<PartResult> {
  const limitMs = (quick ? part.timeLimitSeconds.quick : part.timeLimitSeconds.full) * 1000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limitMs);
  const abandon = new Promise<PartResult>((_, reject) =>
    setTimeout(
      () => reject(new Error(`still running ${GRACE_MS / 1000} s after its time limit`)),
      limitMs + GRACE_MS,
    ).unref(),
  );
  try {
    return await Promise.race([
      part.run({
        quick,
        root: ROOT,
        server,
        baseUrl: server.url,
        signal: controller.signal,
        deadline: Date.now() + limitMs,
        log: (...parts: unknown[]) => log(`${part.name}:`, ...parts),
      }),
      abandon,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Budgets every part shares: it finished in time, without error, and the server lived. */
function commonBudgets(part: Part, seconds: number, server: TestServer, error: unknown): Budget[] {
  const limit = quick ? part.timeLimitSeconds.quick : part.timeLimitSeconds.full;
  const status = server.exitStatus();
  return [
    {
      what: 'part ran to its end without an error',
      limit: 'no error',
      measured: error === undefined ? 'no error' : String((error as Error).message ?? error),
      met: error === undefined,
    },
    {
      what: 'part run time (after its server started, when it has one), s',
      limit,
      measured: seconds,
      met: seconds <= limit + 1,
    },
    {
      what: 'server process alive at the end of the part',
      limit: 'alive',
      measured: status ?? 'alive',
      met: status === null,
    },
  ];
}

/** The entry of a part whose server did not even start. */
function notStarted(part: Part, started: number, error: unknown): PartEntry {
  const message = String((error as Error).message ?? error);
  return {
    name: part.name,
    summary: part.summary,
    budgets: [{ what: 'server started', limit: 'started', measured: message, met: false }],
    notes: [],
    when: new Date(started).toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    pass: false,
  };
}

/** Stands in for the server of a part that starts its own processes: any use is a mistake. */
const NO_SERVER = new Proxy({} as TestServer, {
  get: (_, key) => {
    // The runner's own bookkeeping of a server that never ran (and `await`, which looks for `then`).
    if (key === 'then') return undefined;
    if (key === 'url') return '';
    if (key === 'exitStatus') return () => null;
    if (key === 'problems') return () => ({ count: 0, errors: 0, lines: [] });
    if (key === 'stop') return async () => undefined;
    throw new Error(`this part starts its own processes; it was given no server (${String(key)})`);
  },
});

async function startServerFor(part: Part): Promise<TestServer> {
  if (part.server === 'none') return NO_SERVER;
  log(`${part.name}: starting a server`);
  const server = await startTestServer(ROOT, part.server?.env ?? {}, part.server);
  running.add(server);
  return server;
}

async function runPart(part: Part): Promise<PartEntry> {
  const started = Date.now();
  let server: TestServer;
  try {
    server = await startServerFor(part);
  } catch (error) {
    return notStarted(part, started, error);
  }
  const ran = Date.now();
  let result: PartResult = { name: part.name, budgets: [], notes: [] };
  let error: unknown;
  try {
    log(`${part.name}: ${part.summary}`);
    result = await runWithDeadline(part, server);
  } catch (caught) {
    error = caught;
    log(`${part.name}: failed`, caught);
  }
  const runSeconds = Math.round((Date.now() - ran) / 100) / 10;
  const problems = server.problems();
  const own = part.server === 'none';
  const budgets = [
    ...result.budgets,
    // A part with its own processes checks them itself.
    ...commonBudgets(part, runSeconds, server, error).filter(
      (b) => !own || !b.what.startsWith('server process alive'),
    ),
    // An error logged is an exception the server did not expect, even when it answered well.
    ...(own ? [] : [atMost('server log lines at error level or above', 0, problems.errors)]),
  ];
  await server.stop();
  running.delete(server);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  return {
    ...result,
    budgets,
    figures: {
      ...result.figures,
      serverLogWarnings: problems.count,
      serverLogErrors: problems.errors,
      serverLogTail: problems.lines.slice(-20),
    },
    summary: part.summary,
    when: new Date(started).toISOString(),
    seconds,
    pass: budgets.every((b) => b.met),
  };
}

/** The report's earlier entries, kept when `--only` reruns some parts. */
function earlierEntries(): PartEntry[] {
  if (!only || !existsSync(out)) return [];
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as { parts?: PartEntry[] };
    return (report.parts ?? []).filter((p) => !only.includes(p.name));
  } catch {
    return [];
  }
}

function printEntry(entry: PartEntry): void {
  log(`${entry.name}: ${entry.pass ? 'PASS' : 'FAIL'} in ${entry.seconds} s`);
  for (const b of entry.budgets)
    log(`  ${b.met ? 'ok  ' : 'MISS'} ${b.what}: ${String(b.measured)} (limit ${String(b.limit)})`);
  for (const note of entry.notes) log(`  note: ${note}`);
}

async function main(): Promise<number> {
  const selected = only ? PARTS.filter((p) => only.includes(p.name)) : PARTS;
  const unknown = only?.filter((name) => !PARTS.some((p) => p.name === name)) ?? [];
  if (unknown.length > 0 || selected.length === 0) {
    console.error(
      `unknown part(s): ${unknown.join(', ')}; parts: ${PARTS.map((p) => p.name).join(', ')}`,
    );
    return 2;
  }
  const began = Date.now();
  const entries: PartEntry[] = [];
  for (const part of selected) {
    const entry = await runPart(part);
    printEntry(entry);
    entries.push(entry);
    // Let the stopped server's sockets drain before the next part measures anything.
    await sleep(1_000);
  }
  const parts = [...earlierEntries(), ...entries].sort(
    (a, b) => PARTS.findIndex((p) => p.name === a.name) - PARTS.findIndex((p) => p.name === b.name),
  );
  const pass = parts.every((p) => p.pass);
  const report = {
    suite: 'resilience',
    variant: quick ? 'quick' : 'full',
    when: new Date(began).toISOString(),
    durationSeconds: Math.round((Date.now() - began) / 1000),
    ...(only ? { lastRunOnly: only } : {}),
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    pass,
    parts,
  };
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  log(
    `${pass ? 'PASS' : 'FAIL'}: written ${path.relative(ROOT, out)} in ${report.durationSeconds} s`,
  );
  return pass ? 0 : 1;
}

const code = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
closeHttpPool();
process.exit(code);
