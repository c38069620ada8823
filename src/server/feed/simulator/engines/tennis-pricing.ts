/**
 * @module feed/simulator/engines/tennis-pricing
 * Markov model of a tennis match from each player's probability of winning a point on serve:
 * game (with deuce), tie-break (with its serve rotation), set and match, from any score. It
 * yields P(win) and the distributions of the games margin and total games. The engine plays
 * points with the same probabilities, so these are the true probabilities of its matches.
 */

/** 0 = home, 1 = away. */
export type Idx = 0 | 1;

/** P(the server wins a point), [home serving, away serving]. */
export type ServeProbabilities = readonly [number, number];

/** One way a set can end. */
export interface SetFinal {
  winner: Idx;
  /** Home games minus away games (a tie-break counts as one game). */
  margin: number;
  /** Games in the set (13 after a tie-break): its parity says who serves first next set. */
  total: number;
  p: number;
}

/** Where a set stands: games, who served its first game, and the game or tie-break in progress. */
export interface SetPosition {
  games: readonly [number, number];
  firstServer: Idx;
  /** Points of the game (or tie-break) in progress, [home, away]. */
  points: readonly [number, number];
  tiebreak: boolean;
}

const other = (i: Idx): Idx => (i === 0 ? 1 : 0);

/**
 * P(the server wins the game) from `won`-`lost` points, deuce and advantage included.
 * @example gameWin(0.64, 0, 0) // ≈ 0.81
 */
export function gameWin(p: number, won: number, lost: number): number {
  const q = 1 - p;
  if (won >= 4 && won - lost >= 2) return 1;
  if (lost >= 4 && lost - won >= 2) return 0;
  if (won >= 3 && lost >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    if (won === lost) return deuce;
    return won > lost ? p + q * deuce : p * deuce;
  }
  return p * gameWin(p, won + 1, lost) + q * gameWin(p, won, lost + 1);
}

/** Who serves point `n` (0-based) of a tie-break: the first server once, then two each (ITF rule 5b). */
export function tiebreakServer(n: number, first: Idx): Idx {
  return ((n + 1) >> 1) % 2 === 0 ? first : other(first);
}

/**
 * P(home wins the tie-break) from `points`, first to `target` with two clear.
 * @example tiebreakWin([0.64, 0.64], [6, 6], 0, 7) // 0.5
 */
export function tiebreakWin(
  p: ServeProbabilities,
  points: readonly [number, number],
  first: Idx,
  target: number,
): number {
  const homeWinsPoint = (n: number) => (tiebreakServer(n, first) === 0 ? p[0] : 1 - p[1]);
  // From a tie past target-1 the next two points are one on each serve: a closed form.
  const x = p[0] * (1 - p[1]);
  const y = (1 - p[0]) * p[1];
  const fromTie = x / (x + y);
  const memo = new Map<number, number>();
  const win = (h: number, a: number): number => {
    if (h >= target && h - a >= 2) return 1;
    if (a >= target && a - h >= 2) return 0;
    if (h >= target - 1 && a >= target - 1 && h === a) return fromTie;
    const key = h * 64 + a;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const ph = homeWinsPoint(h + a);
    const v = ph * win(h + 1, a) + (1 - ph) * win(h, a + 1);
    memo.set(key, v);
    return v;
  };
  return win(points[0], points[1]);
}

/** Every way the set can end from `at`, with its probability. */
export function setFinals(
  p: ServeProbabilities,
  at: SetPosition,
  tiebreakTarget: number,
): SetFinal[] {
  const finals: SetFinal[] = [];
  const record = (h: number, a: number, mass: number) => {
    if (mass > 0) finals.push({ winner: h > a ? 0 : 1, margin: h - a, total: h + a, p: mass });
  };
  const serverOf = (gamesPlayed: number): Idx =>
    gamesPlayed % 2 === 0 ? at.firstServer : other(at.firstServer);
  const tiebreak = (points: readonly [number, number], mass: number) => {
    const w = tiebreakWin(p, points, serverOf(12), tiebreakTarget);
    record(7, 6, mass * w);
    record(6, 7, mass * (1 - w));
  };
  const [g0, g1] = at.games;
  if (at.tiebreak) {
    tiebreak(at.points, 1);
    return finals;
  }
  // grid[h][a]: probability the set passes through h-a in games; at most 7 each.
  const grid = Array.from({ length: 8 }, () => new Float64Array(8));
  const server = serverOf(g0 + g1);
  const holdNow = gameWin(p[server], at.points[server], at.points[other(server)]);
  const homeNow = server === 0 ? holdNow : 1 - holdNow;
  grid[g0 + 1]![g1] = homeNow;
  grid[g0]![g1 + 1] = 1 - homeNow;
  const hold: [number, number] = [gameWin(p[0], 0, 0), gameWin(p[1], 0, 0)];
  for (let k = g0 + g1 + 1; k <= 12; k++) {
    for (let h = Math.max(g0, k - 7); h <= Math.min(7, k); h++) {
      const a = k - h;
      const mass = grid[h]![a]!;
      if (mass === 0) continue;
      if ((h >= 6 || a >= 6) && Math.abs(h - a) >= 2) {
        record(h, a, mass);
        continue;
      }
      if (h === 6 && a === 6) {
        tiebreak([0, 0], mass);
        continue;
      }
      const s = serverOf(k);
      const ph = s === 0 ? hold[0] : 1 - hold[1];
      grid[h + 1]![a]! += mass * ph;
      grid[h]![a + 1]! += mass * (1 - ph);
    }
  }
  return finals;
}

/** A distribution over consecutive integers from `lo` (unnormalised). */
interface Dist {
  lo: number;
  p: Float64Array;
}

/** Adds `value + shift` with weight `mass·p` for each cell of `from` into a map. */
function spread(into: Map<number, number>, from: Dist, shift: number, mass: number): void {
  from.p.forEach((v, k) => {
    if (v > 0) into.set(from.lo + k + shift, (into.get(from.lo + k + shift) ?? 0) + v * mass);
  });
}

function toDist(m: Map<number, number>): Dist {
  const keys = [...m.keys()];
  const lo = Math.min(...keys);
  const p = new Float64Array(Math.max(...keys) - lo + 1);
  for (const [k, v] of m) p[k - lo] = v;
  return { lo, p };
}

/** Final distribution of a match: P(home), P(away), games margin and total games. */
export interface TennisOutcome {
  home: number;
  away: number;
  margin: Map<number, number>;
  total: Map<number, number>;
}

/**
 * Plays the match out from the current set's possible ends (before the start: set 1 from 0-0);
 * later sets from 0-0 with the first server each set's game count implies.
 * @param played games of the finished sets: margin (home − away) and total
 * @param freshSet the ends of a set started by `first`; `deciding` selects the final-set tie-break
 */
export function matchOutcome(
  setsWon: readonly [number, number],
  setsToWin: number,
  played: { margin: number; total: number },
  current: { finals: SetFinal[]; firstServer: Idx },
  freshSet: (first: Idx, deciding: boolean) => SetFinal[],
): TennisOutcome {
  const out: TennisOutcome = { home: 0, away: 0, margin: new Map(), total: new Map() };
  type Node = { sets: [number, number]; first: Idx; margin: Dist; total: Dist };
  const unit = (v: number): Dist => ({ lo: v, p: Float64Array.of(1) });
  let live: Node[] = [
    {
      sets: [setsWon[0], setsWon[1]],
      first: current.firstServer,
      margin: unit(played.margin),
      total: unit(played.total),
    },
  ];
  if (setsWon[0] >= setsToWin || setsWon[1] >= setsToWin) {
    out.home = setsWon[0] >= setsToWin ? 1 : 0;
    out.away = 1 - out.home;
    out.margin.set(played.margin, 1);
    out.total.set(played.total, 1);
    return out;
  }
  let first = true;
  while (live.length > 0) {
    const next = new Map<
      number,
      {
        sets: [number, number];
        first: Idx;
        margin: Map<number, number>;
        total: Map<number, number>;
      }
    >();
    for (const node of live) {
      const deciding = node.sets[0] === setsToWin - 1 && node.sets[1] === setsToWin - 1;
      const finals = first ? current.finals : freshSet(node.first, deciding);
      for (const f of finals) {
        const sets: [number, number] =
          f.winner === 0 ? [node.sets[0] + 1, node.sets[1]] : [node.sets[0], node.sets[1] + 1];
        if (sets[f.winner] >= setsToWin) {
          if (f.winner === 0) out.home += f.p * sumOf(node.margin);
          else out.away += f.p * sumOf(node.margin);
          spread(out.margin, node.margin, f.margin, f.p);
          spread(out.total, node.total, f.total, f.p);
          continue;
        }
        const nextServer = f.total % 2 === 0 ? node.first : other(node.first);
        const key = sets[0] * 32 + sets[1] * 2 + nextServer;
        let slot = next.get(key);
        if (!slot)
          next.set(key, (slot = { sets, first: nextServer, margin: new Map(), total: new Map() }));
        spread(slot.margin, node.margin, f.margin, f.p);
        spread(slot.total, node.total, f.total, f.p);
      }
    }
    first = false;
    live = [...next.values()].map((n) => ({
      sets: n.sets,
      first: n.first,
      margin: toDist(n.margin),
      total: toDist(n.total),
    }));
  }
  return out;
}

function sumOf(d: Dist): number {
  let s = 0;
  for (const v of d.p) s += v;
  return s;
}
