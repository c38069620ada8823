/**
 * @module resilience/parts/redis-outage
 * Redis outage: one ROLE=ingest node (the simulator, fast) and two ROLE=web nodes on a
 * private Redis and a fresh PostgreSQL database, live viewers on each web node. Redis is killed
 * mid-play and started again empty on the same port. Checks that no node dies, that the web
 * nodes' health says so while Redis is gone and is ok again after, that every viewer's list
 * converges on its node's live state, and that the viewers hold each finished match's final score.
 */
import { createCleanup } from '../cluster/cleanup';
import { convergence, finalScores, type Convergence } from '../cluster/live-checks';
import { recordHealth, type HealthSample } from '../cluster/probes';
import { startCluster, type Cluster } from '../cluster/start-cluster';
import { openViewer, type Viewer } from '../cluster/viewer';
import { atLeast, atMost, round, sleep, tally } from '../stats';
import { msUntil } from '../../support/wait';
import type { Budget, Part, PartContext, PartResult } from '../types';

/** Simulated minutes per real second: a football match lasts about half a minute. */
const SIM_SPEED = '200';
const VIEWERS_PER_NODE = { quick: 2, full: 3 };
const OUTAGE_MS = { quick: 5_000, full: 10_000 };
/** Play before the outage and after recovery (matches end on both sides of it). */
const PLAY_MS = { quick: 3_000, full: 10_000 };
const CONVERGE_LIMIT_MS = 30_000;
/** The check before the outage only shows the comparison works: a short wait. */
const BEFORE_LIMIT_MS = 10_000;
const HEALTH_EVERY_MS = 250;
/** Health is shared for 250 ms and a dropped connection takes a moment to be noticed. */
const DETECT_GRACE_MS = 2_000;

function healthBudgets(samples: HealthSample[], webs: string[], down: number, up: number) {
  const web = samples.filter((s) => webs.includes(s.node));
  const during = web.filter((s) => s.at >= down + DETECT_GRACE_MS && s.at < up);
  const afterOk = new Map<string, number>();
  for (const s of samples)
    if (s.at >= up && s.status === 200 && !afterOk.has(s.node)) afterOk.set(s.node, s.at - up);
  const lastOk = Math.max(
    ...[...new Set(samples.map((s) => s.node))].map((n) => afterOk.get(n) ?? Infinity),
  );
  const said = tally(during, (s) => `${s.status} ${s.said}`);
  return {
    budgets: [
      atLeast('web-node health samples while Redis was down', 1, during.length),
      atLeast(
        // A web node still serves pages and stored data without the bus, so it stays in the
        // load balancer (200) and says `stale` with the bus down.
        'of them reporting the live bus down (200 stale, bus connected false)',
        during.length,
        during.filter((s) => s.status === 200 && /^stale .*bus=false$/.test(s.said)).length,
      ),
      atMost(
        's after Redis returned until every node’s health is 200',
        CONVERGE_LIMIT_MS / 1000,
        round(lastOk / 1000),
      ),
    ],
    figures: { healthDuringOutage: said, healthOkAfterMs: Object.fromEntries(afterOk) },
  };
}

/**
 * The stale marker's source: every viewer was told its node's data is stale because of the bus
 * while Redis was down, and is told it is current again after.
 */
function markerBudgets(viewers: Viewer[], down: number, up: number): Budget[] {
  const told = viewers.filter((v) =>
    v.statuses.some(
      (s) => s.stale && s.reason === 'bus' && s.at >= down && s.at < up + DETECT_GRACE_MS,
    ),
  );
  const toldAt = told.map(
    (v) => v.statuses.find((s) => s.stale && s.reason === 'bus' && s.at >= down)!.at - down,
  );
  const currentAfter = viewers.filter((v) => {
    const last = v.statuses.at(-1);
    return last !== undefined && !last.stale && last.at >= up;
  });
  return [
    atLeast(
      'viewers told the data is stale (bus) while Redis was down',
      viewers.length,
      told.length,
    ),
    atMost(
      's after Redis went down until the slowest viewer was told',
      DETECT_GRACE_MS / 1000 + 1,
      toldAt.length === viewers.length ? round(Math.max(...toldAt) / 1000) : Number.NaN,
    ),
    atLeast('viewers told the data is current again after', viewers.length, currentAfter.length),
  ];
}

function convergenceBudgets(results: Convergence[], viewers: number): Budget[] {
  const times = results.map((r) => r.ms).filter((ms): ms is number => ms !== null);
  return [
    atLeast('viewers in step with the feed and their node after the outage', viewers, times.length),
    atMost(
      's after Redis returned until the slowest viewer converged',
      CONVERGE_LIMIT_MS / 1000,
      times.length === viewers ? round(Math.max(...times) / 1000) : Number.NaN,
    ),
  ];
}

async function play(ctx: PartContext, cluster: Cluster, viewers: Viewer[]) {
  const mode = ctx.quick ? 'quick' : 'full';
  const nodes = [cluster.ingest, ...cluster.webs].map((n) => ({ name: n.name, url: n.url }));
  const health = recordHealth(nodes, HEALTH_EVERY_MS);
  await sleep(PLAY_MS[mode], ctx.signal);
  // The same check before the outage: it shows the comparison can succeed at all.
  const before = await convergence(viewers, cluster.ingest.url, BEFORE_LIMIT_MS, ctx.signal);
  const down = Date.now();
  ctx.log(`stopping redis for ${OUTAGE_MS[mode] / 1000} s`);
  await cluster.redis.stop();
  await sleep(OUTAGE_MS[mode], ctx.signal);
  await cluster.redis.start();
  const up = Date.now();
  ctx.log('redis is back; waiting for the viewers to converge');
  const converged = await convergence(viewers, cluster.ingest.url, CONVERGE_LIMIT_MS, ctx.signal);
  await msUntil(
    'every node healthy after Redis returned',
    () =>
      nodes.every((n) =>
        health.samples.some((s) => s.node === n.name && s.at > up && s.status === 200),
      ),
    { timeoutMs: CONVERGE_LIMIT_MS, signal: ctx.signal, intervalMs: 100 },
  );
  await sleep(PLAY_MS[mode], ctx.signal);
  const samples = await health.stop();
  return { down, up, before, converged, samples };
}

async function run(ctx: PartContext): Promise<PartResult> {
  const cleanup = createCleanup();
  const viewers: Viewer[] = [];
  try {
    const cluster = await startCluster(ctx, cleanup, {
      database: 'resilience_redis',
      webs: ['web1', 'web2'],
      env: { SIM_SPEED },
    });
    const perNode = VIEWERS_PER_NODE[ctx.quick ? 'quick' : 'full'];
    for (const web of cluster.webs)
      for (let i = 0; i < perNode; i++) viewers.push(openViewer(`${web.name}-${i}`, web.url));
    cleanup.add('close the viewers', () => viewers.forEach((v) => v.close()));
    const liveMs = await msUntil(
      'every viewer live',
      () => viewers.every((v) => v.stores.$sync.get().status === 'live'),
      { timeoutMs: 20_000, signal: ctx.signal, intervalMs: 100 },
    );
    if (liveMs === null) throw new Error('the viewers did not reach live within 20 s');
    const { down, up, before, converged, samples } = await play(ctx, cluster, viewers);
    const scores = await finalScores(viewers, cluster.webs[0]!.url);
    const nodes = [cluster.ingest, ...cluster.webs];
    const health = healthBudgets(
      samples,
      cluster.webs.map((w) => w.name),
      down,
      up,
    );
    const budgets: Budget[] = [
      atLeast(
        'nodes alive at the end (ingest, web1, web2)',
        3,
        nodes.filter((n) => n.alive()).length,
      ),
      ...health.budgets,
      atLeast(
        'viewers in step with the feed before the outage (the comparison works)',
        viewers.length,
        before.filter((c) => c.ms !== null).length,
      ),
      ...convergenceBudgets(converged, viewers.length),
      ...markerBudgets(viewers, down, up),
      ...scores.budgets,
      atMost(
        'ends that put right a score the viewer never got (a score frame missed without a resync)',
        0,
        viewers.reduce((n, v) => n + v.corrections().length, 0),
      ),
    ];
    return {
      name: 'redis-outage',
      budgets,
      figures: {
        viewers: viewers.length,
        outageSeconds: round((up - down) / 1000),
        ...health.figures,
        convergenceBefore: before,
        convergence: converged,
        ...scores.figures,
        frames: Object.fromEntries(viewers.map((v) => [v.name, v.frames()])),
        resyncs: Object.fromEntries(viewers.map((v) => [v.name, v.stores.$sync.get().resyncs])),
        endedCorrections: Object.fromEntries(viewers.map((v) => [v.name, v.corrections()])),
        statusesTold: Object.fromEntries(
          viewers.map((v) => [
            v.name,
            v.statuses.map((s) => `${s.at - down}ms ${s.reason ?? 'current'}`),
          ]),
        ),
        nodeProblems: Object.fromEntries(nodes.map((n) => [n.name, n.problems().count])),
        nodeLogTail: Object.fromEntries(nodes.map((n) => [n.name, n.problems().lines.slice(-5)])),
        exitStatus: Object.fromEntries(nodes.map((n) => [n.name, n.exitStatus() ?? 'alive'])),
      },
      notes: [
        `Simulator at SIM_SPEED=${SIM_SPEED}; Redis killed (SIGKILL) and restarted empty on the same port; ${perNode} viewers per web node use the product's socket client and sync engine over WebSocket.`,
        'In step: at one look the viewer lists every match of GET /api/games/inplay on the ingest node (the rows the feed stored, overlaid with its own live state, not the bus) with its score, and its whole list equals its node’s GET /api/live/snapshot.',
        'Final scores: for each match a viewer saw leave its list, the last score it showed against GET /api/result/info/{id}/summary, by how it left the list.',
        'endedCorrections: ends whose final score (the ended entry carries it) differed from the score the viewer showed and its frame brought, i.e. a score frame it never got: the viewer ends on the final either way, but the list showed an old score until then, so each one fails its budget.',
      ],
    };
  } finally {
    const failures = await cleanup.run();
    if (failures.length > 0) ctx.log('cleanup problems:', failures);
  }
}

export const redisOutage: Part = {
  name: 'redis-outage',
  summary:
    'Redis killed mid-play under an ingest and two web nodes: health, viewers converge, final scores',
  timeLimitSeconds: { quick: 120, full: 150 },
  server: 'none',
  run,
};
