/**
 * @module resilience/killload/wave-figures
 * The reconnect wave after a web node's kill, measured from the load clients' records: how many
 * of the dead node's clients were back on the other node and in sync within the limit, and how
 * spread their reconnects were (a herd shows as one crowded window and a narrow spread).
 */
import { atLeast, atMost, percentile, round, tally } from '../stats';
import type { Budget } from '../types';
import type { ClientRecord } from './load-client';
import { firstWave, RECONNECT } from './reconnect-policy';

/** Resync within this long of the kill (docs/benchmarks.md `web-node-kill`). */
export const RESYNC_LIMIT_MS = 15_000;
export const RESYNC_SHARE_PERCENT = 99;
const BIN_MS = 100;
/**
 * The first attempts of the wave are uniform over `2 × jitter × delay` (1 s for 1 s ± 50 %), so a
 * 100 ms window holds 10 % of them on average; a herd (no jitter) puts them all in one.
 * - Planned (drop + the Backoff's delay: the policy itself): at most twice the uniform share,
 *   room for chance alone (hundreds of clients per window: ± 1–2 points).
 * - Made (when each reached the network): at most three times. One process holds every client
 *   and shares two cores with three servers, so in the wave its timers fire late and together
 *   (the lateness is a figure); still a third of a herd.
 * - Acknowledged by web2: only the spread floor. A server the scheduler pauses for a moment
 *   accepts the queued connections together, which is absorption (the 15 s budget), not a herd;
 *   its densest window is a figure.
 * The spread floor (p90 − p10) is half the uniform one (800 ms).
 */
const WAVE = firstWave(BIN_MS);
const PLANNED_MAX_PERCENT = round(2 * WAVE.windowShare * 100);
const MADE_MAX_PERCENT = round(3 * WAVE.windowShare * 100);
const MIN_SPREAD_MS = round(WAVE.spreadMs / 2, 0);

const firstAtOrAfter = (times: number[], t: number) => times.find((x) => x >= t);

/** The largest number of sorted times within any `width` ms window. */
function densestWindow(sorted: number[], width: number): number {
  let best = 0;
  for (let lo = 0, hi = 0; hi < sorted.length; hi++) {
    while (sorted[hi]! - sorted[lo]! >= width) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

/** Counts per `BIN_MS` bin from 0, up to 6 s (the curve in the report). */
function curve(msAfter: number[]): number[] {
  const bins = Array.from({ length: 60 }, () => 0);
  for (const ms of msAfter) if (ms >= 0 && ms < 6_000) bins[Math.floor(ms / BIN_MS)]! += 1;
  while (bins.length > 0 && bins[bins.length - 1] === 0) bins.pop();
  return bins;
}

const spreadOf = (values: number[]) => percentile(values, 90) - percentile(values, 10);

/** The densest window's share of a curve, % (ms after the kill, NaN for none). */
function densestShare(msAfter: number[]): number {
  const sorted = msAfter.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? round((100 * densestWindow(sorted, BIN_MS)) / sorted.length) : Number.NaN;
}

const spreadBudget = (what: string, msAfter: number[]) =>
  atLeast(
    `${what}: spread (p90 − p10), ms`,
    MIN_SPREAD_MS,
    round(spreadOf(msAfter.filter(Number.isFinite)), 0),
  );

const crowdBudget = (what: string, msAfter: number[], maxPercent: number) =>
  atMost(`${what}: largest share in one ${BIN_MS} ms window, %`, maxPercent, densestShare(msAfter));

const quantiles = (values: number[]) => ({
  p10: round(percentile(values, 10), 0),
  p50: round(percentile(values, 50), 0),
  p90: round(percentile(values, 90), 0),
  max: values.length ? Math.max(...values) : Number.NaN,
});

/**
 * @example const { budgets, figures } = waveFigures(records, killAt, 0);
 */
export function waveFigures(records: ClientRecord[], killAt: number, victim: number) {
  const victims = records.filter((r) => r.home === victim);
  const survivors = records.filter((r) => r.home !== victim);
  const after = (t: number | undefined) => (t === undefined ? Number.NaN : t - killAt);
  const drop = victims.map((r) => after(firstAtOrAfter(r.drops, killAt)));
  const attempt = victims.map((r) => after(firstAtOrAfter(r.attempts, killAt)));
  const connect = victims.map((r) => after(firstAtOrAfter(r.connects, killAt)));
  const synced = victims.map((r, i) => after(firstAtOrAfter(r.syncs, killAt + connect[i]!)));
  const planned = victims.map((r) => after(firstAtOrAfter(r.planned, killAt)));
  const late = victims.map((r, i) => attempt[i]! - planned[i]!).filter(Number.isFinite);
  const inTime = synced.filter((ms) => ms <= RESYNC_LIMIT_MS).length;
  const survivorDrops = survivors.filter((r) => r.drops.length > 0).length;
  const failed = records.filter((r) => r.failed !== null);
  const budgets: Budget[] = [
    atLeast(
      `of web1's clients, % on web2 and in sync within ${RESYNC_LIMIT_MS / 1000} s of the kill`,
      RESYNC_SHARE_PERCENT,
      victims.length ? round((100 * inTime) / victims.length, 2) : Number.NaN,
    ),
    crowdBudget('their first attempts as planned', planned, PLANNED_MAX_PERCENT),
    spreadBudget('their first attempts as planned', planned),
    crowdBudget('their first attempts as made', attempt, MADE_MAX_PERCENT),
    spreadBudget('their reconnects web2 acknowledged', connect),
    atMost('web2 clients that lost their connection', 0, survivorDrops),
    atMost(
      'clients that gave up (reconnect failed, connect error, server disconnect)',
      0,
      failed.length,
    ),
  ];
  return {
    budgets,
    figures: {
      policy: { ...RECONNECT, firstWaveMs: WAVE.widthMs },
      web1Clients: victims.length,
      web2Clients: survivors.length,
      inSyncWithinLimit: inTime,
      msAfterKill: {
        lost: quantiles(drop.filter(Number.isFinite)),
        plannedAttempt: quantiles(planned.filter(Number.isFinite)),
        firstAttempt: quantiles(attempt.filter(Number.isFinite)),
        reconnected: quantiles(connect.filter(Number.isFinite)),
        inSync: quantiles(synced.filter(Number.isFinite)),
      },
      attemptLateMs: quantiles(late),
      acknowledgedDensestSharePercent: densestShare(connect),
      plannedAttemptsPer100ms: curve(planned.filter(Number.isFinite)),
      reconnectsPer100ms: curve(connect.filter(Number.isFinite)),
      firstAttemptsPer100ms: curve(attempt.filter(Number.isFinite)),
      attemptsPerClient: tally(victims, (r) => String(r.attempts.length)),
      failed: tally(failed, (r) => r.failed!),
      frameGapResyncs: records.reduce((n, r) => n + r.gaps, 0),
      snapshotsApplied: records.reduce((n, r) => n + r.syncs.length, 0),
    },
  };
}
