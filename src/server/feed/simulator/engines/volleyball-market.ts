/**
 * @module feed/simulator/engines/volleyball-market
 * True probabilities of the three volleyball markets from the Markov model: match winner,
 * points handicap and total match points, each on the half-point line nearest 50/50.
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import { clampProbability, coverProbabilities, halfLines, mainLine } from './pricing-math';
import type { Dist, SetOutcome } from './volleyball-pricing';
import { freshSetOutcome, matchOutcome, mixOutcomes, setOutcome } from './volleyball-pricing';
import { SETS_TO_WIN, firstServerOf, setTarget } from './volleyball-rules';
import type { VolleyballState } from './volleyball-state';

/** How many half-point lines either side of the expected value are considered. */
const LINE_SPREAD = 12;

function toMap(d: Dist): Map<number, number> {
  const out = new Map<number, number>();
  d.p.forEach((p, k) => p > 0 && out.set(d.lo + k, p));
  return out;
}

function mean(d: Dist): number {
  let s = 0;
  let m = 0;
  d.p.forEach((p, k) => {
    s += p;
    m += p * (d.lo + k);
  });
  return s > 0 ? m / s : d.lo;
}

/** A two-way market from one side's probability: clamped, and the other side is the rest. */
function twoWay(p: number): [number, number] {
  const a = clampProbability(p);
  return [a, 1 - a];
}

/**
 * Winner, points handicap and total points. The handicap is in points (not sets): a points
 * line has many half-point steps, so one near 50/50 always exists.
 * @example volleyballPrice(state).winner.home // 0.71
 */
export function volleyballPrice(s: VolleyballState): MarketProbabilities {
  const played = { margin: 0, total: 0 };
  s.points.forEach((p, i) => {
    if (i < s.set - 1 || s.phase === 'ended') {
      played.margin += p[0] - p[1];
      played.total += p[0] + p[1];
    }
  });
  const current = s.points[s.set - 1] ?? [0, 0];
  const outcomeOf = (n: number): SetOutcome => {
    if (n === s.set && s.phase === 'live') {
      return setOutcome(
        { home: current[0], away: current[1], server: s.server },
        setTarget(n),
        s.serveWin,
      );
    }
    // Before the first serve only the toss is known: it is the server in the state.
    const first = firstServerOf(n, s.firstServers.length > 0 ? s.firstServers : [s.server]);
    if (first !== null) return freshSetOutcome(setTarget(n), first, s.serveWin);
    return mixOutcomes(
      freshSetOutcome(setTarget(n), 0, s.serveWin),
      freshSetOutcome(setTarget(n), 1, s.serveWin),
    );
  };
  const m = matchOutcome(s.setsWon, SETS_TO_WIN, played, Math.max(1, s.set), outcomeOf);
  const [home, away] = twoWay(m.home / (m.home + m.away));

  const margins = toMap(m.margin);
  const centre = Math.round(-mean(m.margin));
  const cover = (line: number) => coverProbabilities(margins, line).over;
  const hLine = mainLine(halfLines(centre - LINE_SPREAD, centre + LINE_SPREAD), cover);
  const [hHome, hAway] = twoWay(cover(hLine));

  const totals = toMap(m.total);
  const expected = Math.round(mean(m.total));
  const over = (line: number) => coverProbabilities(totals, -line).over;
  const tLine = mainLine(halfLines(expected - LINE_SPREAD, expected + LINE_SPREAD), over);
  const [tOver, tUnder] = twoWay(over(tLine));

  return {
    winner: { home, draw: null, away },
    handicap: { line: hLine, home: hHome, away: hAway },
    total: { line: tLine, over: tOver, under: tUnder },
  };
}
