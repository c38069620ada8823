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
  const margin = new Float64Array(2 * MAX_MARGIN + 1);
  const total = new Float64Array(ROW);
  const home = s.totals.home.runs;
  const away = s.totals.away.runs;
  const end: Settle = (m, t, p) => {
    margin[Math.max(-MAX_MARGIN, Math.min(MAX_MARGIN, m)) + MAX_MARGIN]! += p;
    total[Math.min(MAX_TOTAL, t)]! += p;
  };
  if (s.status === 3) {
    end(home - away, home + away, 1);
    return { margin, total };
  }
  const halfRuns = halfRunsFrom(s);
  const at: Position = { inning: s.inning, half: s.half, first: true };
  const gained = earlyRuns(at, rules.regulation, halfRuns);
  let alive = new Float64Array((2 * MAX_MARGIN + 1) * ROW);
  let next = new Float64Array(alive.length);
  let box = seedGrid(alive, gained, home, away);
  const lastInning = rules.lastInning ?? Infinity;
  for (let liveMass = 1; liveMass > SETTLED; at.first = false) {
    const bat = battingSide(at.half);
    const dist = halfRuns(bat, at.inning, at.first);
    const late = at.inning >= rules.regulation;
    playHalf({ alive, next, box, dist, bat, late, end });
    const reach = dist.length - 1;
    const scan: Box = {
      rowLo: Math.max(0, box.rowLo - (bat === 'away' ? reach : 0)),
      rowHi: Math.min(2 * MAX_MARGIN, box.rowHi + (bat === 'home' ? reach : 0)),
      colLo: box.colLo,
      colHi: Math.min(MAX_TOTAL, box.colHi + reach),
    };
    const { half, inning } = at;
    const over = (m: number): boolean =>
      (late && half === 'top' && m > 0) ||
      (late && half === 'bottom' && m !== 0) ||
      (half === 'bottom' && inning >= lastInning);
    ({ box, liveMass } = settle(next, scan, over, end));
    // Swap the buffers: the old one was cleared cell by cell as it was read.
    [alive, next] = [next, alive];
    advance(at);
  }
  return { margin, total };
}

/** Adds probability `p` to the final distributions at margin `m` and total `t`. */
type Settle = (m: number, t: number, p: number) => void;

/** Where the game is: the half-inning played next, and whether it is the current one. */
interface Position {
  inning: number;
  half: Half;
  /** The current half-inning (it starts from its base-out state and count). */
  first: boolean;
}

function advance(at: Position): void {
  if (at.half === 'top') at.half = 'bottom';
  else {
    at.half = 'top';
    at.inning += 1;
  }
}

/** Bounding box of the live cells (rows = margins, columns = totals): only it is scanned. */
interface Box {
  rowLo: number;
  rowHi: number;
  colLo: number;
  colHi: number;
}

const emptyBox = (): Box => ({
  rowLo: Infinity,
  rowHi: -Infinity,
  colLo: Infinity,
  colHi: -Infinity,
});

function widen(box: Box, row: number, col: number): void {
  box.rowLo = Math.min(box.rowLo, row);
  box.rowHi = Math.max(box.rowHi, row);
  box.colLo = Math.min(box.colLo, col);
  box.colHi = Math.max(box.colHi, col);
}

/** The run distribution of a half-inning of the side batting. */
type HalfRuns = (bat: 'home' | 'away', inning: number, first: boolean) => readonly number[];

function halfRunsFrom(s: BaseballState): HalfRuns {
  const rules = FORMAT_RULES[s.format];
  const skill: PerSide<number> = {
    home: battingSkill(s.format, s.teams.home.rating, s.teams.away.rating, true, s.neutral),
    away: battingSkill(s.format, s.teams.away.rating, s.teams.home.rating, false, s.neutral),
  };
  const start = (inning: number): BaseOut => ({
    bases: rules.ghostRunner && inning > rules.regulation ? 2 : 0,
    outs: 0,
  });
  // Until the half's first pitch (pre-match, between halves, rain) the half starts fresh.
  const fresh = s.status === 0 || s.next === 'halfStart' || s.next === 'resume';
  const mask =
    (s.bases[0] !== null ? 1 : 0) + (s.bases[1] !== null ? 2 : 0) + (s.bases[2] !== null ? 4 : 0);
  return (bat, inning, first) =>
    first && !fresh
      ? halfInningRuns(
          skill[bat],
          { bases: mask, outs: s.outs },
          { balls: s.balls, strikes: s.strikes },
        )
      : halfInningRuns(skill[bat], start(inning));
}

/**
 * Each side's runs from `at` up to the last regulation inning, moving `at` there. Before it
 * nothing can end the game, so each side's runs add up independently: plain convolutions.
 */
function earlyRuns(at: Position, regulation: number, halfRuns: HalfRuns): PerSide<number[]> {
  const gained: PerSide<number[]> = { home: [1], away: [1] };
  for (; at.inning < regulation; at.first = false) {
    const bat = battingSide(at.half);
    gained[bat] = convolve(gained[bat], halfRuns(bat, at.inning, at.first));
    advance(at);
  }
  return gained;
}

/** Fills the grid of margin by total from the runs so far and those gained early on. */
function seedGrid(alive: Float64Array, gained: PerSide<number[]>, home: number, away: number): Box {
  const box = emptyBox();
  gained.away.forEach((pa, a) => {
    gained.home.forEach((ph, h) => {
      const i = cell(home + h - away - a, home + away + h + a);
      alive[i]! += pa * ph;
      widen(box, Math.floor(i / ROW), i % ROW);
    });
  });
  return box;
}

/**
 * Plays one late half-inning over the live cells of `box`: moves their mass into `next` by the
 * runs scored, settling walk-offs; clears `alive` as it reads it.
 */
function playHalf(g: {
  alive: Float64Array;
  next: Float64Array;
  box: Box;
  dist: readonly number[];
  bat: 'home' | 'away';
  late: boolean;
  end: Settle;
}): void {
  const { alive, next, box, dist, bat, late, end } = g;
  for (let row = box.rowLo; row <= box.rowHi; row++) {
    const m = row - MAX_MARGIN;
    for (let t = box.colLo; t <= box.colHi; t++) {
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
}

/**
 * Settles the cells of `next` in `scan` where the game is `over` (and negligible ones, which
 * keeps the scanned box small); returns the box of the cells still live and their mass.
 */
function settle(
  next: Float64Array,
  scan: Box,
  over: (m: number) => boolean,
  end: Settle,
): { box: Box; liveMass: number } {
  const box = emptyBox();
  let liveMass = 0;
  for (let row = scan.rowLo; row <= scan.rowHi; row++) {
    const m = row - MAX_MARGIN;
    const ended = over(m);
    for (let t = scan.colLo; t <= scan.colHi; t++) {
      const p = next[row * ROW + t]!;
      if (p === 0) continue;
      if (ended || p < NEGLIGIBLE) {
        end(m, t, p);
        next[row * ROW + t] = 0;
        continue;
      }
      liveMass += p;
      widen(box, row, t);
    }
  }
  return { box, liveMass };
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
