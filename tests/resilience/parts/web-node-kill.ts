/**
 * @module resilience/parts/web-node-kill
 * A web node killed (kill -9) under its clients: one ROLE=ingest node (the simulator, fast) and
 * two ROLE=web nodes over a private Redis and a fresh PostgreSQL database, the fan-out
 * benchmark's kind of light load clients split over the two web nodes. web1 is killed (SIGKILL)
 * mid-play; its clients come back on web2 with the product's backoff and jitter and fetch the
 * snapshot again. Checks that ≥ 99 % are back and in sync within 15 s, that the wave is spread
 * (no herd), that web2 and the ingest live without errors, and that every client ends with
 * web2's list and each finished match's stored final score.
 */
import { createCleanup } from '../cluster/cleanup';

import { startCluster, type Cluster } from '../cluster/start-cluster';
import { finalScoreBudgets, listBudgets } from '../killload/final-checks';
import type { NodeAddress } from '../killload/load-client';
import { startLoad, type LoadProcess } from '../killload/load-process';
import { RESYNC_LIMIT_MS, waveFigures } from '../killload/wave-figures';
import { atLeast, atMost, equals, round, sleep } from '../stats';
import { msUntil } from '../../support/wait';
import type { Budget, Part, PartContext, PartResult } from '../types';

/** Simulated minutes per real second: a football match lasts about half a minute. */
const SIM_SPEED = '200';
const CLIENTS = { quick: 1_000, full: 5_000 };
/** Play before the kill and after every client is back (matches end on both sides of it). */
const PLAY_BEFORE_MS = { quick: 4_000, full: 12_000 };
const PLAY_AFTER_MS = { quick: 4_000, full: 12_000 };
/** Source addresses 127.0.0.x the clients spread over, so ephemeral ports do not run short. */
const ADDRESSES = 16;
const CONNECT_LIMIT_MS = { quick: 30_000, full: 90_000 };
/** Looking after the limit too shows how late the late ones were. */
const WAIT_AFTER_LIMIT_MS = 5_000;

async function liveOn(load: LoadProcess, nodes: NodeAddress[]): Promise<number[]> {
  load.send({ type: 'status', nodes });
  return (await load.next('status')).liveOn;
}

/** web2's snapshot once the feed has stopped (the same twice, a second apart), or null. */
async function quietSnapshot(url: string, signal: AbortSignal): Promise<string | null> {
  let last: string | null = null;
  for (let i = 0; i < 20 && !signal.aborted; i++) {
    const text = await fetch(`${url}/api/live/snapshot`, { signal: AbortSignal.timeout(10_000) })
      .then((res) => (res.ok ? res.text() : null))
      .catch(() => null);
    if (text !== null && text === last) return text;
    last = text;
    await sleep(1_000, signal);
  }
  return last;
}

async function killAndWait(ctx: PartContext, cluster: Cluster, load: LoadProcess, total: number) {
  const nodes = cluster.webs.map((n) => ({ name: n.name, url: n.url }));
  ctx.log(`kill -9 ${cluster.webs[0]!.name}`);
  const killAt = Date.now();
  await cluster.webs[0]!.kill();
  const backMs = await msUntil(
    'every viewer live on the node left',
    async () => (await liveOn(load, nodes))[1] === total,
    { timeoutMs: RESYNC_LIMIT_MS + WAIT_AFTER_LIMIT_MS, signal: ctx.signal, intervalMs: 250 },
  );
  const web2 = cluster.webs[1]!;
  ctx.log(
    backMs === null
      ? `not every client came back; web2 ${web2.exitStatus() ?? 'alive'}`
      : `every client back in ${backMs} ms`,
  );
  return killAt;
}

async function play(ctx: PartContext, cluster: Cluster, load: LoadProcess) {
  const mode = ctx.quick ? 'quick' : 'full';
  const total = CLIENTS[mode];
  const nodes = cluster.webs.map((n) => ({ name: n.name, url: n.url }));
  load.send({ type: 'connect', nodes, perNode: [total / 2, total / 2], addresses: ADDRESSES });
  const connected = await load.next('connected', CONNECT_LIMIT_MS[mode]);
  ctx.log(`${connected.live} of ${connected.total} clients in sync in ${connected.ms} ms`);
  await sleep(PLAY_BEFORE_MS[mode], ctx.signal);
  const killAt = await killAndWait(ctx, cluster, load, total);
  await sleep(PLAY_AFTER_MS[mode], ctx.signal);
  const alive = [cluster.ingest, cluster.webs[1]!].filter((n) => n.alive()).length;
  // Stopping the feed freezes the live state, so every client and web2 can be compared at once.
  await cluster.ingest.stop();
  const snapshot = await quietSnapshot(cluster.webs[1]!.url, ctx.signal);
  if (snapshot === null)
    ctx.log(`no snapshot from web2 (${cluster.webs[1]!.exitStatus() ?? 'alive'})`);
  load.send({ type: 'check', snapshot: snapshot ?? '{"data":{"seq":0,"matches":[]}}' });
  const checked = await load.next('checked');
  load.send({ type: 'report' });
  const report = await load.next('report');
  return { total, connected, killAt, alive, checked, report };
}

async function run(ctx: PartContext): Promise<PartResult> {
  const cleanup = createCleanup();
  try {
    const cluster = await startCluster(ctx, cleanup, {
      database: 'resilience_kill',
      webs: ['web1', 'web2'],
      env: { SIM_SPEED },
    });
    const load = await startLoad(ctx.root);
    cleanup.add(
      'close the load process',
      () => load.close(),
      () => {
        if (load.alive()) process.kill(load.pid, 'SIGKILL');
      },
    );
    const { total, connected, killAt, alive, checked, report } = await play(ctx, cluster, load);
    const wave = waveFigures(report.records, killAt, 0);
    const scores = await finalScoreBudgets(checked.groups, cluster.webs[1]!.url);
    const [web1, web2] = cluster.webs as [typeof cluster.ingest, typeof cluster.ingest];
    const budgets: Budget[] = [
      atLeast('clients in sync before the kill', total, connected.live),
      equals('web1 ended by the kill', 'signal SIGKILL', web1.exitStatus() ?? 'alive'),
      atLeast('web2 and ingest alive after the wave', 2, alive),
      atMost(
        'web2 and ingest log lines at error level or above',
        0,
        web2.problems().errors + cluster.ingest.problems().errors,
      ),
      ...wave.budgets,
      ...listBudgets(checked.groups, total),
      ...scores.budgets,
    ];
    return {
      name: 'web-node-kill',
      budgets,
      figures: {
        clients: total,
        connectMs: connected.ms,
        ...wave.figures,
        finalSeq: checked.expectedSeq,
        distinctFinalStates: checked.groups.length,
        listMismatches: checked.groups.filter((g) => !g.fullEqual).slice(0, 3),
        ...scores.figures,
        loadProcess: { rssMb: report.rssMb, cpuSeconds: report.cpuSeconds },
        nodeProblems: Object.fromEntries(
          [cluster.ingest, web1, web2].map((n) => [n.name, n.problems().count]),
        ),
        nodeLogTail: Object.fromEntries(
          [cluster.ingest, web1, web2].map((n) => [n.name, n.problems().lines.slice(-5)]),
        ),
        killedAfterSeconds: round((killAt - Date.now()) / -1000),
        exitStatus: Object.fromEntries(
          [cluster.ingest, web1, web2].map((n) => [n.name, n.exitStatus() ?? 'alive']),
        ),
      },
      notes: [
        `Simulator at SIM_SPEED=${SIM_SPEED}; ${total} raw socket.io clients (one process, source addresses 127.0.0.2–${1 + ADDRESSES}), half on each web node, each following the whole live list: the snapshot, then every live:batch frame applied with the product's live-rows and live-sequence functions (clients holding the same state share the result of applying the same frame).`,
        "A lost connection is retried on the other node (as a load balancer sends it to the node still up) on the product's schedule: src/lib/socket/manager-options.ts through the product's Backoff (1 s ± 50 %, doubling to 5 s, 5 attempts); then the snapshot is fetched with min_seq = the seq held before the loss (the browser sends 0; web2 is live, so the answer is the same).",
        'Herd limits: the first attempts of a wave are uniform over 2 × jitter × delay = 1 s, so a 100 ms window holds 10 % of them (a herd: all of them). Planned attempts (drop + the Backoff delay) may hold twice that (chance); attempts as made three times (the one load process fires late timers together while busy: attemptLateMs). The reconnects web2 acknowledged only have the spread floor: a server paused by the scheduler accepts queued connections together, which is absorption (the 15 s budget), not a herd; their densest window is a figure. Spread floor: half the uniform p90 − p10 (800 ms).',
        "At the end the ingest is stopped (after the alive check) so the live state holds still: every client's list is compared with web2's snapshot at that seq, and for each match that left a client's list, its last score with GET /api/result/info/{id}/summary.",
      ],
    };
  } finally {
    const failures = await cleanup.run();
    if (failures.length > 0) ctx.log('cleanup problems:', failures);
  }
}

export const webNodeKill: Part = {
  name: 'web-node-kill',
  summary:
    'kill -9 of a web node under 5,000 clients (quick 1,000): back on the other node and in sync in 15 s, spread, final scores',
  timeLimitSeconds: { quick: 120, full: 150 },
  server: 'none',
  run,
};
