/**
 * @module resilience/parts/provider-faults
 * Provider faults: one server on FEED=betsapi polling a stand-in BetsAPI whose
 * in-play matches score on a schedule, watched by live viewers. The stand-in sends every row
 * twice, older answers between newer ones and a score with its last goal taken away, then
 * hangs, answers 503, garbage, JSON cut short and a body of the wrong shape, then recovers.
 * Checks that the server lives without an error-level log line, that no score anyone could see
 * ever goes backwards, that health says `stale` while the provider fails (and not while it
 * answers), and that after the faults health says `running` and the viewers show the
 * provider's scores.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveRow } from '../../../src/lib/domain/live-rows';
import { createCleanup, type Cleanup } from '../cluster/cleanup';
import { startNode, type ClusterNode } from '../cluster/node';
import { recordHealth, type HealthSample } from '../cluster/probes';
import { openViewer, type Viewer } from '../cluster/viewer';
import { startFaultyBetsApi, type FaultyBetsApi } from '../provider/fault-api';
import { isFailing, isMisleading, runPhases, type Phase } from '../provider/phases';
import { watchScores, type ScoreWatch } from '../provider/score-watch';
import { createWorld, type World } from '../provider/world';
import { atLeast, atMost, round, tally } from '../stats';
import { msUntil } from '../../support/wait';
import type { Budget, Part, PartContext, PartResult } from '../types';

const MATCHES = 3;
const VIEWERS = { quick: 1, full: 2 };
const GOAL_EVERY_MS = { quick: 1_000, full: 2_000 };
const DURATIONS = {
  quick: { healthyMs: 2_500, faultMs: 2_100, firstFailingMs: 4_000 },
  full: { healthyMs: 8_000, faultMs: 6_000, firstFailingMs: 8_000 },
};
/** The server's pace against the stand-in (BETSAPI_* variables): seconds, not minutes. */
const TIMEOUT_MS = 1_000;
const BACKOFF_MAX_MS = 1_000;
const LIVE_POLL_MS = 500;
/** provider-health's default: consecutive provider failures that mark the data stale. */
const STALE_AFTER_FAILURES = 3;
/** Longest the failures that mark data stale can take: each waits its time-out and a pause. */
const STALE_GRACE_MS = STALE_AFTER_FAILURES * (TIMEOUT_MS + BACKOFF_MAX_MS);
const RECOVER_LIMIT_MS = { quick: 8_000, full: 20_000 };
const HEALTH_EVERY_MS = 250;
const POLL_EVERY_MS = 300;

interface Rig {
  world: World;
  api: FaultyBetsApi;
  node: ClusterNode;
  viewers: Viewer[];
}

async function startRig(ctx: PartContext, cleanup: Cleanup): Promise<Rig> {
  const mode = ctx.quick ? 'quick' : 'full';
  const world = createWorld({
    matches: MATCHES,
    goalEveryMs: GOAL_EVERY_MS[mode],
    startedAt: Date.now(),
  });
  // Older answers come from before each match's latest goal: matches score in turn.
  const api = await startFaultyBetsApi(world, { lagMs: (MATCHES + 0.5) * GOAL_EVERY_MS[mode] });
  cleanup.add('stop the stand-in BetsAPI', () => api.close());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-provider-faults-'));
  cleanup.dir(dataDir);
  const env = {
    FEED: 'betsapi',
    BETSAPI_TOKEN: api.token,
    BETSAPI_BASE_URL: api.url,
    BETSAPI_RATE_LIMIT: '360000',
    BETSAPI_TIMEOUT_MS: String(TIMEOUT_MS),
    BETSAPI_BACKOFF_MAX_MS: String(BACKOFF_MAX_MS),
    BETSAPI_LIVE_POLL_MS: String(LIVE_POLL_MS),
    // Only error-level lines are kept: each is a budget miss (a failing provider logs warn).
    LOG_LEVEL: 'error',
  };
  const node = await startNode(ctx.root, { name: 'server', dataDir, env, signal: ctx.signal });
  cleanup.add(
    'stop the server',
    () => node.stop(),
    () => process.kill(node.pid, 'SIGKILL'),
  );
  const viewers = Array.from({ length: VIEWERS[mode] }, (_, i) =>
    openViewer(`viewer-${i}`, node.url),
  );
  cleanup.add('close the viewers', () => viewers.forEach((v) => v.close()));
  return { world, api, node, viewers };
}

/** Match id → score each viewer lists for the world's matches. */
function shownBy(viewer: Viewer, world: World): Map<number, string | null> {
  const rows = Object.values<LiveRow | undefined>(viewer.stores.$matches.get());
  const byId = new Map(rows.filter((r): r is LiveRow => !!r).map((r) => [r.id, r.ss]));
  return new Map(world.ids.map((id) => [id, byId.get(id) ?? null]));
}

function inStep(viewers: Viewer[], world: World): boolean {
  const truth = world.truth();
  return viewers.every((v) => [...shownBy(v, world)].every(([id, ss]) => ss === truth.get(id)));
}

const feedOf = (s: HealthSample) => /feed=(\w+)/.exec(s.said)?.[1] ?? `http ${s.status}`;

async function recover(ctx: PartContext, rig: Rig, samples: HealthSample[]) {
  const limit = RECOVER_LIMIT_MS[ctx.quick ? 'quick' : 'full'];
  const up = Date.now();
  // The score holds still from here, so "in step" is a fixed target.
  rig.world.freeze(up);
  const [runningMs, inStepMs] = await Promise.all([
    msUntil(
      'the feed running again',
      () => samples.some((s) => s.at > up && feedOf(s) === 'running'),
      { timeoutMs: limit, signal: ctx.signal, intervalMs: 100 },
    ),
    msUntil('every viewer in step with the world', () => inStep(rig.viewers, rig.world), {
      timeoutMs: limit,
      signal: ctx.signal,
      intervalMs: 100,
    }),
    // The pages' marker follows the feed within a status round (about a second).
    msUntil(
      'every viewer told the data is current',
      () => rig.viewers.every((v) => v.statuses.at(-1)?.stale === false),
      { timeoutMs: limit, signal: ctx.signal, intervalMs: 100 },
    ),
  ]);
  ctx.log(`feed running after ${runningMs} ms, viewers in step after ${inStepMs} ms`);
  return { up, runningMs, inStepMs };
}

function healthBudgets(phases: Phase[], samples: HealthSample[], firstFailingMs: number) {
  const failing = phases.filter((p) => isFailing(p.fault));
  const failFrom = failing[0]?.from ?? 0;
  const failTo = failing.at(-1)?.to ?? 0;
  const checked = samples.filter((s) => s.at >= failFrom + STALE_GRACE_MS && s.at < failTo);
  const firstStale = samples.find((s) => s.at >= failFrom && feedOf(s) === 'stale');
  const misleading = phases.filter((p) => isMisleading(p.fault));
  const answering = samples.filter((s) => misleading.some((p) => s.at >= p.from && s.at < p.to));
  const budgets: Budget[] = [
    atLeast(
      'health samples while the provider failed (after the stale threshold)',
      1,
      checked.length,
    ),
    atLeast(
      'of them reporting feed stale',
      checked.length,
      checked.filter((s) => feedOf(s) === 'stale').length,
    ),
    atMost(
      // The first failing answers (a body of the wrong shape) must turn the feed stale alone.
      's from the first failing answer until health said stale',
      Math.min(STALE_GRACE_MS, firstFailingMs) / 1000,
      firstStale ? round((firstStale.at - failFrom) / 1000) : Number.NaN,
    ),
    atLeast('health samples while the provider answered misleadingly', 1, answering.length),
    atLeast(
      'of them reporting feed running (answers that mislead are not an outage)',
      answering.length,
      answering.filter((s) => feedOf(s) === 'running').length,
    ),
  ];
  const byPhase = Object.fromEntries(
    phases.map((p) => [
      p.fault,
      tally(
        samples.filter((s) => s.at >= p.from && s.at < p.to),
        feedOf,
      ),
    ]),
  );
  return { budgets, byPhase };
}

/**
 * The stale marker's source, as the pages get it: every viewer is told the data is stale
 * because of the feed while the provider fails, and is told it is current again after.
 */
function markerBudgets(rig: Rig, phases: Phase[], recoveredAt: number): Budget[] {
  const failing = phases.filter((p) => isFailing(p.fault));
  const failFrom = failing[0]?.from ?? 0;
  const failTo = failing.at(-1)?.to ?? 0;
  const told = rig.viewers.filter((v) =>
    v.statuses.some((s) => s.stale && s.reason === 'feed' && s.at >= failFrom && s.at < failTo),
  );
  const current = rig.viewers.filter((v) => {
    const last = v.statuses.at(-1);
    return last !== undefined && !last.stale && last.at >= failFrom && last.at <= recoveredAt;
  });
  return [
    atLeast(
      'viewers told the data is stale (feed) while it failed',
      rig.viewers.length,
      told.length,
    ),
    atLeast('viewers told the data is current again after', rig.viewers.length, current.length),
  ];
}

function budgetsOf(
  limitMs: number,
  firstFailingMs: number,
  rig: Rig,
  phases: Phase[],
  samples: HealthSample[],
  watch: ScoreWatch,
  recovery: Awaited<ReturnType<typeof recover>>,
) {
  const health = healthBudgets(phases, samples, firstFailingMs);
  const unexercised = phases.filter((p) => p.fault !== 'none' && p.requests === 0);
  const errors = rig.node.problems();
  const budgets: Budget[] = [
    atLeast('server alive at the end', 1, rig.node.alive() ? 1 : 0),
    atMost('error-level log lines of the server', 0, errors.count),
    atMost('faults no request met (each must be exercised)', 0, unexercised.length),
    atLeast(
      'scores looked at (viewer stores and polls)',
      1,
      Object.values(watch.looks).reduce((a, b) => a + b, 0),
    ),
    atLeast(
      'rows the provider sent with fewer goals than before (older answers, goals taken back)',
      1,
      rig.api.lowerRows(),
    ),
    atMost(
      'scores seen going backwards (viewers, live snapshot, inplay list)',
      0,
      watch.regressions.length,
    ),
    ...health.budgets,
    ...markerBudgets(rig, phases, Date.now()),
    atMost(
      's after the faults until health said running',
      limitMs / 1000,
      recovery.runningMs === null ? Number.NaN : round(recovery.runningMs / 1000),
    ),
    atMost(
      's after the faults until every viewer showed the provider’s scores',
      limitMs / 1000,
      recovery.inStepMs === null ? Number.NaN : round(recovery.inStepMs / 1000),
    ),
  ];
  return { budgets, health };
}

async function run(ctx: PartContext): Promise<PartResult> {
  const cleanup = createCleanup();
  const mode = ctx.quick ? 'quick' : 'full';
  try {
    const rig = await startRig(ctx, cleanup);
    const shownMs = await msUntil(
      'every viewer showing the provider scores',
      () =>
        rig.viewers.every((v) => [...shownBy(v, rig.world).values()].every((ss) => ss !== null)),
      { timeoutMs: 20_000, signal: ctx.signal, intervalMs: 100 },
    );
    if (shownMs === null) throw new Error('the viewers did not list the matches within 20 s');
    const health = recordHealth([{ name: 'server', url: rig.node.url }], HEALTH_EVERY_MS);
    const watch = watchScores(rig.viewers, rig.node.url, POLL_EVERY_MS);
    const phases = await runPhases(rig.api, DURATIONS[mode], ctx.signal, (...p) => ctx.log(...p));
    const recovery = await recover(ctx, rig, health.samples);
    await watch.stop();
    const samples = await health.stop();
    const { budgets, health: h } = budgetsOf(
      RECOVER_LIMIT_MS[mode],
      DURATIONS[mode].firstFailingMs,
      rig,
      phases,
      samples,
      watch,
      recovery,
    );
    return {
      name: 'provider-faults',
      budgets,
      figures: {
        phases: phases.map((p) => ({
          fault: p.fault,
          seconds: round((p.to - p.from) / 1000),
          requests: p.requests,
        })),
        healthByPhase: h.byPhase,
        scoresLookedAt: watch.looks,
        regressions: watch.regressions.slice(0, 10),
        recovery: { runningMs: recovery.runningMs, inStepMs: recovery.inStepMs },
        finalTruth: Object.fromEntries(rig.world.truth()),
        shown: Object.fromEntries(
          rig.viewers.map((v) => [v.name, Object.fromEntries(shownBy(v, rig.world))]),
        ),
        frames: Object.fromEntries(rig.viewers.map((v) => [v.name, v.frames()])),
        statusesTold: Object.fromEntries(
          rig.viewers.map((v) => [
            v.name,
            v.statuses.map((t) => `${t.at - phases[0]!.from}ms ${t.reason ?? 'current'}`),
          ]),
        ),
        exitStatus: rig.node.exitStatus() ?? 'alive',
        serverErrorLines: rig.node.problems().lines.slice(-8),
      },
      notes: [
        `${MATCHES} soccer matches in play, a goal every ${GOAL_EVERY_MS[mode] / 1000} s in turn; the server polls with BETSAPI_TIMEOUT_MS=${TIMEOUT_MS}, BETSAPI_BACKOFF_MAX_MS=${BACKOFF_MAX_MS}, BETSAPI_LIVE_POLL_MS=${LIVE_POLL_MS}.`,
        'Misleading answers: every row twice; every other answer from before each match’s latest goal; the latest goal taken away for the whole phase. Failing answers: hanging past the time limit, 503, garbage, JSON cut in half, a valid envelope whose results are an object.',
        `Stale is checked from ${STALE_GRACE_MS / 1000} s after the first failing answer (${STALE_AFTER_FAILURES} failures, each a time-out and a pause at most) to the end of the failing answers.`,
        'Scores going backwards: every change of each viewer’s live stores and every poll of /api/live/snapshot and /api/games/inplay, per source and match, against the most goals seen on each side.',
      ],
    };
  } finally {
    const failures = await cleanup.run();
    if (failures.length > 0) ctx.log('cleanup problems:', failures);
  }
}

export const providerFaults: Part = {
  name: 'provider-faults',
  summary:
    'BetsAPI hangs, fails, sends garbage, repeats, reorders and takes goals back: no crash, no score backwards, stale while failing, recovery',
  timeLimitSeconds: { quick: 90, full: 120 },
  server: 'none',
  run,
};
