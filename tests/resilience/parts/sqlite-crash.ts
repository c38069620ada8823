/**
 * @module resilience/parts/sqlite-crash
 * SQLite crash: one server in the default mode (SQLite in DATA_DIR, the simulator
 * writing play and results) under a registration load, killed with SIGKILL at a random moment
 * again and again and restarted on the same DATA_DIR. After each kill the database file must be
 * whole, every acknowledged registration and every result the API had shown must be in it, and
 * the server must start again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCleanup } from '../cluster/cleanup';
import { freePort } from '../../support/free-port';
import { startNode, type ClusterNode } from '../cluster/node';
import { registrationLoad, type Registration } from '../cluster/probes';
import { resultsWatch } from '../cluster/results-watch';
import { inspectSqlite, type SqliteLook } from '../cluster/sqlite-check';
import { atLeast, atMost, equals, median, percentile, round, sleep, tally } from '../stats';
import { msUntil } from '../../support/wait';
import type { Part, PartContext, PartResult } from '../types';

const KILLS = { quick: 4, full: 20 };
/** The kill comes this long into each round's load, drawn uniformly. */
const KILL_AFTER_MS = { min: 500, max: 3_000 };
/** Registrations in flight at once (argon2 hashing makes each cost tens of ms of a core). */
const CONCURRENCY = 3;
const SIM_SPEED = '200';
const FIRST_ACK_LIMIT_MS = 10_000;
const FIRST_RESULT_LIMIT_MS = 30_000;
/** The feed writes to the database once a second. */
const WRITE_INTERVAL_MS = 1_000;

interface Round {
  kill: number;
  killAfterMs: number;
  restartMs: number | null;
  look: SqliteLook | null;
  /** Registration answers of the round by status and error code (0: none before the kill). */
  answers?: Record<string, number>;
  /** Results the API showed as done that the file did not hold yet at the kill. */
  shownNotWritten?: string[];
  error?: string;
}

/** One round: load and watch, kill at a random moment, look at the file. */
async function round1(
  node: ClusterNode,
  kill: number,
  acked: Registration[],
  watch: ReturnType<typeof resultsWatch>,
  committed: Map<number, string>,
): Promise<Omit<Round, 'restartMs'>> {
  const load = registrationLoad(node.url, CONCURRENCY, 10_000);
  const watching = watch.watch(node.url);
  const killAfterMs = Math.round(
    KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min),
  );
  // On a loaded machine a fresh process's first registrations (argon2) can take longer than the
  // whole window: the random moment counts from the first acknowledged one, so every round has
  // acknowledged writes in flight around the kill.
  await msUntil('a first acknowledged registration', () => load.acknowledged().length > 0, {
    timeoutMs: FIRST_ACK_LIMIT_MS,
    intervalMs: 100,
  });
  // The first round lasts until a result is shown and has had a write interval to be stored:
  // short rounds alone may never store one, and then there is nothing to keep across kills.
  if (kill === 1) {
    await msUntil('a first result shown', () => watch.shown.size > 0, {
      timeoutMs: FIRST_RESULT_LIMIT_MS,
      intervalMs: 100,
    });
    await sleep(WRITE_INTERVAL_MS * 2);
  }
  await sleep(killAfterMs);
  await node.kill();
  const [done] = await Promise.all([load.stop(), watching.stop()]);
  acked.push(...load.acknowledged());
  const answers = tally(done, (r) => `${r.status} ${r.code}`.trim());
  // The feed's acknowledged writes are what an earlier look found stored: each must still be
  // there, unchanged. What the API showed is live state, up to one write interval (1 s) ahead of
  // the file: kept as a figure, not a loss.
  const look = inspectSqlite(
    node.dataDir,
    acked.map((r) => r.username),
    committed,
  );
  const shownNotWritten = [...watch.shown]
    .filter(([id, score]) => look.finished.get(id) !== score)
    .map(([id, score]) => `${id}: shown ${score}, stored ${look.finished.get(id) ?? 'not done'}`);
  for (const [id, score] of look.finished) committed.set(id, score);
  return { kill, killAfterMs, look, answers, shownNotWritten };
}

async function run(ctx: PartContext): Promise<PartResult> {
  const cleanup = createCleanup();
  const kills = KILLS[ctx.quick ? 'quick' : 'full'];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-sqlite-crash-'));
  cleanup.dir(dataDir);
  const port = await freePort();
  const env = {
    TRUSTED_PROXIES: '1',
    SIM_SPEED,
    JWT_SECRET: randomBytes(30).toString('base64url'),
  };
  const acked: Registration[] = [];
  const watch = resultsWatch();
  const committed = new Map<number, string>();
  const rounds: Round[] = [];
  let node: ClusterNode | undefined;
  cleanup.add(
    'stop the server',
    () => node?.kill(),
    () => node && process.kill(node.pid, 'SIGKILL'),
  );
  try {
    for (let kill = 1; kill <= kills && !ctx.signal.aborted; kill++) {
      const started = Date.now();
      try {
        node = await startNode(ctx.root, {
          name: 'server',
          dataDir,
          port,
          env,
          signal: ctx.signal,
        });
      } catch (error) {
        rounds.push({ kill, killAfterMs: 0, restartMs: null, look: null, error: String(error) });
        break;
      }
      const restartMs = Date.now() - started;
      rounds.push({ ...(await round1(node, kill, acked, watch, committed)), restartMs });
      const last = rounds.at(-1)!;
      ctx.log(
        `kill ${kill}/${kills} after ${last.killAfterMs} ms: integrity ${last.look?.integrity}, ` +
          `${acked.length} acknowledged, ${watch.shown.size} results shown, missing ` +
          `${last.look?.missingUsers.length}/${last.look?.missingResults.length}`,
      );
    }
    return report(ctx, kills, rounds, acked, committed.size);
  } finally {
    const failures = await cleanup.run();
    if (failures.length > 0) ctx.log('cleanup problems:', failures);
  }
}

function report(
  ctx: PartContext,
  kills: number,
  rounds: Round[],
  acked: Registration[],
  results: number,
): PartResult {
  const looked = rounds.filter((r) => r.look !== null);
  const whole = looked.filter((r) => r.look!.integrity === 'ok').length;
  const lostUsers = new Set(looked.flatMap((r) => r.look!.missingUsers));
  const lostResults = new Set(looked.flatMap((r) => r.look!.missingResults));
  const restarts = rounds.filter((r) => r.restartMs !== null).map((r) => r.restartMs!);
  return {
    name: 'sqlite-crash',
    budgets: [
      atLeast('kills with PRAGMA integrity_check = ok', kills, whole),
      atMost('acknowledged registrations (201) missing after a kill', 0, lostUsers.size),
      atMost('stored results missing or changed after a later kill', 0, lostResults.size),
      atLeast(
        'starts that answered /api/health (first start and every restart)',
        kills,
        restarts.length,
      ),
      atLeast('acknowledged registrations checked', 1, acked.length),
      atLeast('stored results checked after a later kill', 1, results),
      equals(
        'rounds without a harness error',
        'none',
        rounds.find((r) => r.error)?.error ?? 'none',
      ),
    ],
    figures: {
      kills: rounds.length,
      acknowledgedRegistrations: acked.length,
      storedResultsChecked: results,
      startMs: {
        median: median(restarts),
        p90: percentile(restarts, 90),
        max: Math.max(...restarts),
      },
      killAfterMs: rounds.map((r) => r.killAfterMs),
      registrationAnswers: rounds.map((r) => r.answers ?? {}),
      integrity: tally(looked, (r) => r.look!.integrity),
      usersInFileAtEnd: looked.at(-1)?.look?.users ?? null,
      lostRegistrations: [...lostUsers].slice(0, 20),
      lostResults: [...lostResults].slice(0, 20),
      shownNotWrittenAtKill: rounds.map((r) => r.shownNotWritten ?? []),
      meanAckedPerRound: round(acked.length / Math.max(1, rounds.length)),
    },
    notes: [
      `SIGKILL ${KILL_AFTER_MS.min}–${KILL_AFTER_MS.max} ms after the first acknowledged registration of each round of ${CONCURRENCY} concurrent registrations (each from its own X-Forwarded-For, TRUSTED_PROXIES=1) with the simulator at SIM_SPEED=${SIM_SPEED} writing play and results; restarted on the same DATA_DIR and port.`,
      "Each look opens a copy of the database file and its WAL (SQLite replays the WAL, as the next start does) and checks integrity, every username answered 201 so far, and every result an earlier look found stored as finished (the log of the feed's acknowledged writes).",
      'Results the API showed as done come from the live state, up to one write interval (1 s) ahead of the file; those not yet written at a kill are listed in figures (shownNotWrittenAtKill), not counted as lost.',
      ctx.quick ? 'Quick run: fewer kills.' : 'Full run.',
    ],
  };
}

export const sqliteCrash: Part = {
  name: 'sqlite-crash',
  summary:
    'SIGKILL under registration and feed writes, again and again: SQLite whole, no acknowledged write lost',
  timeLimitSeconds: { quick: 120, full: 200 },
  server: 'none',
  run,
};
