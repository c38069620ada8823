/**
 * @module feed/simulator/engines/volleyball-pricing
 * Markov model of a rally-point volleyball match: from each side's probability of winning a
 * rally on its own serve, the exact distribution of every set (winner, point margin, total
 * points) and of the match from any score. The engine plays rallies with the same
 * probabilities, so these are the true probabilities of its matches.
 */

/** A distribution over consecutive integers: `p[k]` is P(value = lo + k) (may be unnormalised). */
export interface Dist {
  lo: number;
  p: Float64Array;
}

/** The end of one set, split by winner: `[home wins, away wins]` margins and totals. */
export interface SetOutcome {
  /** Home points minus away points at the end of the set, for a home win and an away win. */
  margin: [Dist, Dist];
  /** Points played in the set, for a home win and an away win. */
  total: [Dist, Dist];
}

/** A score inside a set: points of each side and who serves the next rally (0 home, 1 away). */
export interface SetScore {
  home: number;
  away: number;
  server: 0 | 1;
}

/** How far past the target a set is followed; the mass beyond (< 1e-12) is dropped. */
const DEUCE_ALLOWANCE = 40;

/** A distribution with all its mass on one value. */
export function pointMass(value: number): Dist {
  return { lo: value, p: Float64Array.of(1) };
}

/** Sum of independent variables: the convolution of two distributions. */
export function convolve(a: Dist, b: Dist): Dist {
  const out = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i]!;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) out[i + j]! += pa * b.p[j]!;
  }
  return { lo: a.lo + b.lo, p: out };
}

/** Pointwise sum of two (unnormalised) distributions. */
export function addDist(a: Dist, b: Dist): Dist {
  const lo = Math.min(a.lo, b.lo);
  const hi = Math.max(a.lo + a.p.length, b.lo + b.p.length);
  const out = new Float64Array(hi - lo);
  a.p.forEach((v, k) => (out[a.lo - lo + k]! += v));
  b.p.forEach((v, k) => (out[b.lo - lo + k]! += v));
  return { lo, p: out };
}

/** Total mass of a distribution. */
export function mass(d: Dist): number {
  let s = 0;
  for (const v of d.p) s += v;
  return s;
}

/** Drops zero cells at both ends so convolutions stay small. */
function trim(lo: number, p: Float64Array): Dist {
  let a = 0;
  let b = p.length;
  while (a < b && p[a] === 0) a++;
  while (b > a && p[b - 1] === 0) b--;
  return a === b ? { lo: 0, p: new Float64Array(1) } : { lo: lo + a, p: p.slice(a, b) };
}

/**
 * Plays a set out from `start` exactly: the rally winner scores and serves next (rally point),
 * the set ends at `target` with a two-point lead.
 * @param serveWin P(a side wins the rally when it serves), [home, away].
 * @example setOutcome({ home: 24, away: 23, server: 0 }, 25, [0.6, 0.6]) // home wins with 0.6 + …
 */
export function setOutcome(
  start: SetScore,
  target: number,
  serveWin: readonly [number, number],
): SetOutcome {
  const cap = Math.max(target, start.home, start.away) + DEUCE_ALLOWANCE;
  const width = cap + 1;
  // grid[(i * width + j) * 2 + server]: probability of passing through score i-j with that server.
  const grid = new Float64Array(width * width * 2);
  grid[(start.home * width + start.away) * 2 + start.server] = 1;
  const margin = [new Float64Array(2 * cap + 1), new Float64Array(2 * cap + 1)];
  const total = [new Float64Array(2 * cap + 1), new Float64Array(2 * cap + 1)];
  const pHomeRally = [serveWin[0], 1 - serveWin[1]];
  for (let k = start.home + start.away; k < 2 * cap; k++) {
    for (let i = Math.max(start.home, k - cap); i <= Math.min(k, cap); i++) {
      const j = k - i;
      if (j < start.away) continue;
      const cell = (i * width + j) * 2;
      const mass0 = grid[cell]! + grid[cell + 1]!;
      if (mass0 === 0) continue;
      if ((i >= target || j >= target) && Math.abs(i - j) >= 2) {
        const w = i > j ? 0 : 1;
        margin[w]![i - j + cap]! += mass0;
        total[w]![i + j]! += mass0;
        continue;
      }
      if (i === cap || j === cap) continue;
      for (const server of [0, 1] as const) {
        const m = grid[cell + server]!;
        if (m === 0) continue;
        const ph = pHomeRally[server]!;
        grid[((i + 1) * width + j) * 2]! += m * ph;
        grid[(i * width + j + 1) * 2 + 1]! += m * (1 - ph);
      }
    }
  }
  const decided = margin[0]!.reduce((s, v) => s + v, 0) + margin[1]!.reduce((s, v) => s + v, 0);
  for (const arr of [...margin, ...total]) for (let k = 0; k < arr.length; k++) arr[k]! /= decided;
  return {
    margin: [trim(-cap, margin[0]!), trim(-cap, margin[1]!)],
    total: [trim(0, total[0]!), trim(0, total[1]!)],
  };
}

const freshCache = new Map<string, SetOutcome>();

/** A set from 0-0 (memoised: every match prices its future sets with the same few inputs). */
export function freshSetOutcome(
  target: number,
  firstServer: 0 | 1,
  serveWin: readonly [number, number],
): SetOutcome {
  const key = `${target}|${firstServer}|${serveWin[0]}|${serveWin[1]}`;
  let hit = freshCache.get(key);
  if (!hit) {
    // Bounded: thousands of matches with distinct ratings would otherwise grow it forever.
    if (freshCache.size > 2000) freshCache.clear();
    hit = setOutcome({ home: 0, away: 0, server: firstServer }, target, serveWin);
    freshCache.set(key, hit);
  }
  return hit;
}

/** An even mixture of two set outcomes (set 5's first server comes from a new toss). */
export function mixOutcomes(a: SetOutcome, b: SetOutcome): SetOutcome {
  const half = (d: Dist): Dist => ({ lo: d.lo, p: d.p.map((v) => v / 2) });
  const mix = (x: Dist, y: Dist) => addDist(half(x), half(y));
  return {
    margin: [mix(a.margin[0], b.margin[0]), mix(a.margin[1], b.margin[1])],
    total: [mix(a.total[0], b.total[0]), mix(a.total[1], b.total[1])],
  };
}

/** Final distribution of a match. */
export interface MatchOutcome {
  home: number;
  away: number;
  margin: Dist;
  total: Dist;
}

interface Node {
  sets: [number, number];
  margin: Dist;
  total: Dist;
}

/**
 * Plays the rest of a best-of-(2·setsToWin−1) match from the current set's outcome.
 * @param setsWon sets already won, [home, away]
 * @param played points of the finished sets: margin (home − away) and total
 * @param outcomeOf outcome of set `n` (the current set first, later sets from 0-0)
 */
export function matchOutcome(
  setsWon: readonly [number, number],
  setsToWin: number,
  played: { margin: number; total: number },
  currentSet: number,
  outcomeOf: (setNumber: number) => SetOutcome,
): MatchOutcome {
  const start: Node = {
    sets: [setsWon[0], setsWon[1]],
    margin: pointMass(played.margin),
    total: pointMass(played.total),
  };
  if (setsWon[0] >= setsToWin || setsWon[1] >= setsToWin) {
    return {
      home: setsWon[0] >= setsToWin ? 1 : 0,
      away: setsWon[1] >= setsToWin ? 1 : 0,
      margin: start.margin,
      total: start.total,
    };
  }
  const done: MatchOutcome = {
    home: 0,
    away: 0,
    margin: { lo: 0, p: new Float64Array(1) },
    total: { lo: 0, p: new Float64Array(1) },
  };
  let live: Node[] = [start];
  for (let n = currentSet; live.length > 0; n++) {
    const outcome = outcomeOf(n);
    const next = new Map<number, Node>();
    for (const node of live) {
      for (const w of [0, 1] as const) {
        const sets: [number, number] =
          w === 0 ? [node.sets[0] + 1, node.sets[1]] : [node.sets[0], node.sets[1] + 1];
        const margin = convolve(node.margin, outcome.margin[w]);
        const total = convolve(node.total, outcome.total[w]);
        if (sets[w] >= setsToWin) {
          if (w === 0) done.home += mass(margin);
          else done.away += mass(margin);
          done.margin = addDist(done.margin, margin);
          done.total = addDist(done.total, total);
          continue;
        }
        const key = sets[0] * 16 + sets[1];
        const prev = next.get(key);
        next.set(
          key,
          prev
            ? { sets, margin: addDist(prev.margin, margin), total: addDist(prev.total, total) }
            : { sets, margin, total },
        );
      }
    }
    live = [...next.values()];
  }
  return done;
}
