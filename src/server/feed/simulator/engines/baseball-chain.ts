/**
 * @module feed/simulator/engines/baseball-chain
 * Exact run distributions of the model: the ball-strike count as a Markov chain gives how a
 * plate appearance ends, and the 24 base-out states as a Markov chain give the runs still to
 * come in a half-inning. Pricing builds whole-game distributions from these.
 */
import {
  advances,
  BATTED_KINDS,
  battedWeights,
  HOME,
  OUT,
  OUT_KINDS,
  OUT_WEIGHTS,
  pitchWeights,
} from './baseball-model';
import type { PlayKind } from './baseball-model';

/** Runs in one half-inning are counted up to this; the tail folds into it. */
export const MAX_HALF_RUNS = 12;

export interface PlateOutcome {
  walk: number;
  strikeout: number;
  hbp: number;
  inplay: number;
  /** Expected pitches still to come in the plate appearance. */
  pitches: number;
}

/**
 * How a plate appearance ends from a count, for batting skill `s`.
 * @example plateOutcome(0, 0, 0).strikeout // ≈ 0.24
 */
export function plateOutcome(balls: number, strikes: number, s: number): PlateOutcome {
  const memo = new Map<number, PlateOutcome>();
  const at = (b: number, k: number): PlateOutcome => {
    const key = b * 3 + k;
    const hit = memo.get(key);
    if (hit) return hit;
    const [ball, called, swinging, foul, inplay, hbp] = pitchWeights(b, k, s) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    // A foul with two strikes leaves the count as it is: a self-loop, solved by dropping it.
    const total = ball + called + swinging + inplay + hbp + (k === 2 ? 0 : foul);
    const strike = called + swinging + (k === 2 ? 0 : foul);
    const loopPitches = k === 2 ? 1 / (1 - foul / (total + foul)) : 1;
    const afterBall = b === 3 ? null : at(b + 1, k);
    const afterStrike = k === 2 ? null : at(b, k + 1);
    const pBall = ball / total;
    const pStrike = strike / total;
    const out: PlateOutcome = {
      walk: pBall * (afterBall ? afterBall.walk : 1) + pStrike * (afterStrike?.walk ?? 0),
      strikeout:
        pBall * (afterBall?.strikeout ?? 0) + pStrike * (afterStrike ? afterStrike.strikeout : 1),
      hbp: hbp / total + pBall * (afterBall?.hbp ?? 0) + pStrike * (afterStrike?.hbp ?? 0),
      inplay:
        inplay / total + pBall * (afterBall?.inplay ?? 0) + pStrike * (afterStrike?.inplay ?? 0),
      pitches:
        loopPitches + pBall * (afterBall?.pitches ?? 0) + pStrike * (afterStrike?.pitches ?? 0),
    };
    memo.set(key, out);
    return out;
  };
  return at(balls, strikes);
}

/** Probability of each way a plate appearance ends, from a count. */
export function playDistribution(balls: number, strikes: number, s: number): [PlayKind, number][] {
  const pa = plateOutcome(balls, strikes, s);
  const batted = battedWeights(s);
  const battedTotal = batted.reduce((sum, w) => sum + w, 0);
  const out: [PlayKind, number][] = [
    ['walk', pa.walk],
    ['strikeout', pa.strikeout],
    ['hbp', pa.hbp],
  ];
  BATTED_KINDS.forEach((kind, i) => {
    const p = (pa.inplay * batted[i]!) / battedTotal;
    if (kind === 'out') OUT_KINDS.forEach((o, j) => out.push([o, p * OUT_WEIGHTS[j]!]));
    else out.push([kind, p]);
  });
  return out;
}

/** A base-out state: bases as a 3-bit mask (1 first, 2 second, 4 third) plus 8 × outs. */
export interface BaseOut {
  bases: number;
  outs: number;
}

interface Transition {
  next: number;
  runs: number;
  p: number;
}

const END = -1;

/** Transitions of one plate appearance from each of the 24 states; outs ≥ 3 end the half. */
function transitions(plays: [PlayKind, number][], state: number): Transition[] {
  const mask = state & 7;
  const outs = state >> 3;
  const bases = [(mask & 1) > 0, (mask & 2) > 0, (mask & 4) > 0] as const;
  const out: Transition[] = [];
  for (const [kind, q] of plays) {
    if (q <= 0) continue;
    for (const a of advances(kind, bases, outs)) {
      const outsAfter = outs + a.dest.filter((d) => d === OUT).length;
      if (outsAfter >= 3) {
        // Runs do not count on a play that makes the third out (time plays are ignored).
        out.push({ next: END, runs: 0, p: q * a.p });
        continue;
      }
      let nextMask = 0;
      let runs = 0;
      for (const d of a.dest) {
        if (d === HOME) runs++;
        else if (d >= 1 && d <= 3) nextMask |= 1 << (d - 1);
      }
      out.push({ next: nextMask + 8 * outsAfter, runs, p: q * a.p });
    }
  }
  return out;
}

/**
 * Transitions of several states packed into typed arrays: those of state k are the indices
 * [start[k], start[k + 1]), `code` is (next state + 1) × 16 + runs and `p` the probability. A
 * skill's tables are memoised for the process's life, and packed they take under half the
 * memory of transition objects (~30 KB a skill, and a server meets hundreds of skills).
 */
interface Packed {
  start: Uint32Array;
  code: Uint16Array;
  p: Float64Array;
}

function pack(states: readonly (readonly Transition[])[]): Packed {
  const start = new Uint32Array(states.length + 1);
  states.forEach((list, k) => (start[k + 1] = start[k]! + list.length));
  const code = new Uint16Array(start[states.length]!);
  const p = new Float64Array(code.length);
  let i = 0;
  for (const list of states) {
    for (const t of list) {
      code[i] = (t.next + 1) * 16 + t.runs;
      p[i++] = t.p;
    }
  }
  return { start, code, p };
}

function fold(runs: number): number {
  return Math.min(runs, MAX_HALF_RUNS);
}

const tableCache = new Map<number, Packed>();

/** Transition tables for a skill, memoised (skills repeat: one per team pair and side). */
function tableFor(s: number): Packed {
  const cached = tableCache.get(s);
  if (cached) return cached;
  // A long-running server meets many skills; a small bound keeps the cache from growing.
  if (tableCache.size > 512) tableCache.clear();
  const plays = playDistribution(0, 0, s);
  const table = pack(Array.from({ length: 24 }, (_, state) => transitions(plays, state)));
  tableCache.set(s, table);
  return table;
}

/**
 * P(runs = k) still to come in a half-inning, k = 0…MAX_HALF_RUNS, from a base-out state and
 * the count of the batter at the plate.
 * @example halfInningRuns(0, { bases: 0, outs: 0 })[0] // ≈ 0.72 (a scoreless half)
 */
export function halfInningRuns(
  s: number,
  from: BaseOut,
  count = { balls: 0, strikes: 0 },
): readonly number[] {
  const cacheKey = `${s}|${from.bases}|${from.outs}|${count.balls}|${count.strikes}`;
  const cached = runsCache.get(cacheKey);
  if (cached) return cached;
  const result = computeRuns(s, from, count);
  // A live server meets a few skills (one per side and game) and 288 base-out-count states
  // each; the bound only stops unbounded growth over days.
  if (runsCache.size > 8192) runsCache.clear();
  runsCache.set(cacheKey, result);
  return result;
}

/** Distributions memoised by skill and situation: pricing asks for the same ones all game. */
const runsCache = new Map<string, readonly number[]>();

function computeRuns(
  s: number,
  from: BaseOut,
  count: { balls: number; strikes: number },
): number[] {
  const table = tableFor(s);
  const width = MAX_HALF_RUNS + 1;
  const result = new Array<number>(width).fill(0);
  let mass = new Float64Array(24 * width);
  const start = from.bases + 8 * from.outs;
  // The batter at the plate may be deep in a count: his plate appearance uses that count.
  const [first, k] =
    count.balls === 0 && count.strikes === 0
      ? [table, start]
      : [pack([transitions(playDistribution(count.balls, count.strikes, s), start)]), 0];
  for (let i = first.start[k]!; i < first.start[k + 1]!; i++) {
    const next = (first.code[i]! >> 4) - 1;
    if (next === END) result[0]! += first.p[i]!;
    else mass[next * width + fold(first.code[i]! & 15)]! += first.p[i]!;
  }
  for (let round = 0; round < 60; round++) {
    const nextMass = new Float64Array(24 * width);
    let alive = 0;
    for (let state = 0; state < 24; state++) {
      for (let r = 0; r < width; r++) {
        const m = mass[state * width + r]!;
        if (m < 1e-15) continue;
        for (let i = table.start[state]!; i < table.start[state + 1]!; i++) {
          const p = m * table.p[i]!;
          const next = (table.code[i]! >> 4) - 1;
          if (next === END) result[r]! += p;
          else {
            nextMass[next * width + fold(r + (table.code[i]! & 15))]! += p;
            alive += p;
          }
        }
      }
    }
    mass = nextMass;
    if (alive < 1e-12) break;
  }
  const total = result.reduce((sum, p) => sum + p, 0);
  return result.map((p) => p / total);
}
