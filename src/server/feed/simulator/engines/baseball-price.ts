/**
 * @module feed/simulator/engines/baseball-price
 * True prices of a baseball game: money line, run line and total runs from the distribution of
 * the final score. The current half-inning starts from its base-out state and count; every
 * later half-inning is the model's fresh-inning run distribution for the side batting, played
 * out with the real end rules (no bottom of the 9th when the home side leads, walk-offs,
 * extra innings, KBO/NPB ties).
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import { clampProbability, coverProbabilities, halfLines, mainLine } from './pricing-math';
import { halfInningRuns } from './baseball-chain';
import type { BaseOut } from './baseball-chain';
import { battingSkill } from './baseball-model';
import { battingSide, FORMAT_RULES } from './baseball-types';
import type { BaseballState, Half, PerSide } from './baseball-types';

/**
 * Live (not yet ended) games as a dense grid of margin (home − away) by total runs. A margin
 * beyond ±MAX_MARGIN or a total beyond MAX_TOTAL is folded into the edge (never reached in
 * practice: P < 1e-12).
 */
const MAX_MARGIN = 40;
const MAX_TOTAL = 80;
const ROW = MAX_TOTAL + 1;
const cell = (margin: number, total: number): number =>
  (Math.max(-MAX_MARGIN, Math.min(MAX_MARGIN, margin)) + MAX_MARGIN) * ROW +
  Math.min(MAX_TOTAL, total);

/** Live mass below this is dropped (the result is renormalised). */
const NEGLIGIBLE = 1e-9;
/** MLB extra innings are played out until the live mass is below this. */
const SETTLED = 1e-9;

/** Final distributions: `margin[m + MAX_MARGIN]`, `total[t]`. */
interface Outcome {
  margin: Float64Array;
  total: Float64Array;
}

/** The distribution of a sum of two independent run counts (negligible tails dropped). */
function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((pa, i) => {
    if (pa < NEGLIGIBLE) return;
    b.forEach((pb, j) => {
      out[i + j]! += pa * pb;
    });
  });
  while (out.length > 1 && out[out.length - 1]! < NEGLIGIBLE) out.pop();
  return out;
}

/** Distribution of the final margin and total from the current state. */
function finalOutcome(s: BaseballState): Outcome {
  const rules = FORMAT_RULES[s.format];
  const skill: PerSide<number> = {
    home: battingSkill(s.format, s.teams.home.rating, s.teams.away.rating, true, s.neutral),
    away: battingSkill(s.format, s.teams.away.rating, s.teams.home.rating, false, s.neutral),
  };
  const start = (inning: number): BaseOut => ({
    bases: rules.ghostRunner && inning > rules.regulation ? 2 : 0,
    outs: 0,
  });
  const margin = new Float64Array(2 * MAX_MARGIN + 1);
  const total = new Float64Array(ROW);
  const home = s.totals.home.runs;
  const away = s.totals.away.runs;
  const end = (m: number, t: number, p: number): void => {
    margin[Math.max(-MAX_MARGIN, Math.min(MAX_MARGIN, m)) + MAX_MARGIN]! += p;
    total[Math.min(MAX_TOTAL, t)]! += p;
  };
  if (s.status === 3) {
    end(home - away, home + away, 1);
    return { margin, total };
  }
  // Until the half's first pitch (pre-match, between halves, rain) the half starts fresh.
  const fresh = s.status === 0 || s.next === 'halfStart' || s.next === 'resume';
  const mask =
    (s.bases[0] !== null ? 1 : 0) + (s.bases[1] !== null ? 2 : 0) + (s.bases[2] !== null ? 4 : 0);
  const halfRuns = (bat: 'home' | 'away', inning: number, first: boolean): readonly number[] =>
    first && !fresh
      ? halfInningRuns(
          skill[bat],
          { bases: mask, outs: s.outs },
          { balls: s.balls, strikes: s.strikes },
        )
      : halfInningRuns(skill[bat], start(inning));
  let inning = s.inning;
  let half: Half = s.half;
  let first = true;
  // Before the last regulation inning nothing can end the game, so each side's runs add up
  // independently: plain convolutions, then one grid of margin by total for the late innings.
  const gained: PerSide<number[]> = { home: [1], away: [1] };
  for (; inning < rules.regulation; first = false) {
    const bat = battingSide(half);
    gained[bat] = convolve(gained[bat], halfRuns(bat, inning, first));
    if (half === 'top') half = 'bottom';
    else {
      half = 'top';
      inning += 1;
    }
  }
  let alive = new Float64Array((2 * MAX_MARGIN + 1) * ROW);
  let next = new Float64Array(alive.length);
  // Bounding box of the live cells (rows = margins, columns = totals): only it is scanned.
  let [rowLo, rowHi, colLo, colHi] = [Infinity, -Infinity, Infinity, -Infinity];
  gained.away.forEach((pa, a) => {
    gained.home.forEach((ph, h) => {
      const i = cell(home + h - away - a, home + away + h + a);
      alive[i]! += pa * ph;
      rowLo = Math.min(rowLo, Math.floor(i / ROW));
      rowHi = Math.max(rowHi, Math.floor(i / ROW));
      colLo = Math.min(colLo, i % ROW);
      colHi = Math.max(colHi, i % ROW);
    });
  });
  const lastInning = rules.lastInning ?? Infinity;
  for (let liveMass = 1; liveMass > SETTLED; first = false) {
    const bat = battingSide(half);
    const dist = halfRuns(bat, inning, first);
    const late = inning >= rules.regulation;
    for (let row = rowLo; row <= rowHi; row++) {
      const m = row - MAX_MARGIN;
      for (let t = colLo; t <= colHi; t++) {
        const p = alive[row * ROW + t]!;
        alive[row * ROW + t] = 0;
        if (p < NEGLIGIBLE) continue;
        for (let r = 0; r < dist.length; r++) {
          const pr = p * dist[r]!;
          // Beyond one run the distribution only falls, so the rest is negligible too.
          if (pr < NEGLIGIBLE) {
            if (r > 0) break;
            continue;
          }
          if (bat === 'away') next[cell(m - r, t + r)]! += pr;
          // Walk-off: the game ends when the winning run scores, so the home side wins by
          // one (a walk-off home run can win by more; that small share is ignored here).
          else if (late && m + r > 0) end(1, t + 1 - m, pr);
          else next[cell(m + r, t + r)]! += pr;
        }
      }
    }
    const reach = dist.length - 1;
    const scanRowLo = Math.max(0, rowLo - (bat === 'away' ? reach : 0));
    const scanRowHi = Math.min(2 * MAX_MARGIN, rowHi + (bat === 'home' ? reach : 0));
    const scanColLo = colLo;
    const scanColHi = Math.min(MAX_TOTAL, colHi + reach);
    [rowLo, rowHi, colLo, colHi] = [Infinity, -Infinity, Infinity, -Infinity];
    liveMass = 0;
    for (let row = scanRowLo; row <= scanRowHi; row++) {
      const m = row - MAX_MARGIN;
      const over =
        (late && half === 'top' && m > 0) ||
        (late && half === 'bottom' && m !== 0) ||
        (half === 'bottom' && inning >= lastInning);
      for (let t = scanColLo; t <= scanColHi; t++) {
        const p = next[row * ROW + t]!;
        if (p === 0) continue;
        if (over || p < NEGLIGIBLE) {
          // Negligible live cells are settled as they stand, keeping the scanned box small.
          end(m, t, p);
          next[row * ROW + t] = 0;
          continue;
        }
        liveMass += p;
        rowLo = Math.min(rowLo, row);
        rowHi = Math.max(rowHi, row);
        colLo = Math.min(colLo, t);
        colHi = Math.max(colHi, t);
      }
    }
    // Swap the buffers: the old one was cleared cell by cell as it was read.
    [alive, next] = [next, alive];
    if (half === 'top') half = 'bottom';
    else {
      half = 'top';
      inning += 1;
    }
  }
  return { margin, total };
}

/** Clamps a distribution away from 0 and 1 and rescales the rest so it still sums to 1. */
function clampAll(ps: number[]): number[] {
  const floor = 0.005;
  const out = [...ps];
  for (let round = 0; round < ps.length; round++) {
    const low = out.map((p) => p <= floor);
    const fixed = low.filter(Boolean).length * floor;
    const rest = out.reduce((sum, p, i) => (low[i] ? sum : sum + p), 0);
    for (let i = 0; i < out.length; i++) out[i] = low[i] ? floor : (out[i]! * (1 - fixed)) / rest;
    if (out.every((p) => p >= floor - 1e-15)) break;
  }
  return out.map((p) => clampProbability(p, floor));
}

/** Run lines start at ±1.5: a ±0.5 line is the money line again, which books do not offer. */
const RUN_LINES = [...halfLines(-15, 15)].filter((l) => Math.abs(l) > 1);

/**
 * Money line, run line and game total now.
 * @example baseballPrice(preMatchState).winner.draw // null for MLB, ≈ 0.03 for KBO
 */
export function baseballPrice(s: BaseballState): MarketProbabilities {
  const outcome = finalOutcome(s);
  const mass = outcome.margin.reduce((sum, p) => sum + p, 0);
  const marginDist = new Map<number, number>();
  const totalDist = new Map<number, number>();
  outcome.margin.forEach((p, i) => p > 0 && marginDist.set(i - MAX_MARGIN, p / mass));
  outcome.total.forEach((p, t) => p > 0 && totalDist.set(t, p / mass));
  let home = 0;
  let away = 0;
  for (const [m, p] of marginDist) {
    if (m > 0) home += p;
    else if (m < 0) away += p;
  }
  const tie = Math.max(0, 1 - home - away);
  const ties = FORMAT_RULES[s.format].lastInning !== null;
  let winner: MarketProbabilities['winner'];
  if (ties) {
    const [h, d, a] = clampAll([home, tie, away]) as [number, number, number];
    winner = { home: h, draw: d, away: a };
  } else {
    // MLB has no ties; the sliver of mass left unsettled in long extra innings is shared evenly.
    const h = clampProbability(home + tie / 2);
    winner = { home: h, draw: null, away: 1 - h };
  }
  const cover = (line: number): number => coverProbabilities(marginDist, line).over;
  const line = mainLine(RUN_LINES, cover);
  const h = clampProbability(cover(line));
  const now = s.totals.home.runs + s.totals.away.runs;
  const totalLines = halfLines(now, now + 30);
  const over = (l: number): number => coverProbabilities(totalDist, -l).over;
  const totalLine = mainLine(totalLines, over);
  const o = clampProbability(over(totalLine));
  return {
    winner,
    handicap: { line, home: h, away: 1 - h },
    total: { line: totalLine, over: o, under: 1 - o },
  };
}
