/**
 * @module feed/simulator/engines/ice-hockey-price
 * Ice hockey true prices: money line (overtime and shoot-out included, as the final score
 * counts them), puck line and game total. Regulation goals still to come are Poisson with
 * means integrated from the same scoring model the simulator plays; a tied regulation goes to
 * sudden-death overtime and then to the shoot-out, each adding one goal to the winner.
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import {
  clampProbability,
  coverProbabilities,
  goalOutcome,
  halfLines,
  mainLine,
  poissonDistribution,
} from './pricing-math';
import { shootoutWinner } from './ice-hockey-flow';
import { POWER_PLAY_SHARE, type Situation, goalRate } from './ice-hockey-rates';
import {
  HOCKEY_FORMATS,
  type HockeyState,
  type ShootoutAttempt,
  type SideIndex,
  other,
} from './ice-hockey-rules';

const MAX_GOALS = 20;
const SHOOTOUT_PCT = 0.32;
const FUTURE_UPLIFT = 1.07;

function situation(
  s: HockeyState,
  side: SideIndex,
  manUp: -1 | 0 | 1,
  overtime: boolean,
): Situation {
  const opp = other(side);
  return {
    manUp,
    overtime,
    ownNetEmpty: !overtime && s.pulled[side],
    oppNetEmpty: !overtime && s.pulled[opp],
    lead: s.score[side] - s.score[opp],
    late: s.period >= 3,
  };
}

/** Expected goals of `side` over `seconds` of clock: the current penalty first, then a mix. */
function expectedGoals(
  s: HockeyState,
  side: SideIndex,
  seconds: number,
  overtime: boolean,
): number {
  if (seconds <= 0) return 0;
  const onPenalty = s.penalty ? Math.min(s.penalty.left, seconds) : 0;
  const manUp = !s.penalty ? 0 : s.penalty.side === side ? -1 : 1;
  const now = goalRate(s, side, situation(s, side, manUp, overtime)) * onPenalty;
  // Future time: penalties keep coming, so weight in power plays and penalty kills.
  const even = goalRate(s, side, situation(s, side, 0, overtime));
  const pp = goalRate(s, side, situation(s, side, 1, overtime));
  const pk = goalRate(s, side, situation(s, side, -1, overtime));
  const q = overtime ? POWER_PLAY_SHARE / 2 : POWER_PLAY_SHARE;
  // Score effects and empty-net goals add ≈ 7 % to the goals of an average future minute
  // (measured over simulated games); the current ones are already in the rates.
  const mixed = ((1 - 2 * q) * even + q * pp + q * pk) * FUTURE_UPLIFT;
  return now + mixed * (seconds - onPenalty);
}

/** Clock seconds of regulation still to play. */
function regulationLeft(s: HockeyState): number {
  const len = HOCKEY_FORMATS[s.format].periodSeconds;
  if (s.phase === 'pre') return 3 * len;
  if (s.phase === 'over' || s.period > 3) return 0;
  return (3 - s.period) * len + (len - s.clock);
}

/** P(home wins a shoot-out) from the attempts so far, shooters scoring with `ph` and `pa`. */
function shootoutHome(
  attempts: [ShootoutAttempt[], ShootoutAttempt[]],
  ph: number,
  pa: number,
  rounds: number,
): number {
  const winner = shootoutWinner(attempts, rounds);
  if (winner !== null) return winner === 0 ? 1 : 0;
  const [h, a] = attempts;
  if (h.length >= rounds && h.length === a.length) {
    // Tied after a complete round of sudden death: a geometric race.
    const x = ph * (1 - pa);
    const y = pa * (1 - ph);
    return x + y > 0 ? x / (x + y) : 0.5;
  }
  const homeShoots = h.length <= a.length;
  const p = homeShoots ? ph : pa;
  const next = (scored: boolean): [ShootoutAttempt[], ShootoutAttempt[]] => {
    const shot = { playerId: null, scored };
    return homeShoots ? [[...h, shot], a] : [h, [...a, shot]];
  };
  return (
    p * shootoutHome(next(true), ph, pa, rounds) +
    (1 - p) * shootoutHome(next(false), ph, pa, rounds)
  );
}

/** P(home wins | level after regulation): overtime goal, else shoot-out. */
function tiebreakHome(s: HockeyState): number {
  const rules = HOCKEY_FORMATS[s.format];
  const ph = SHOOTOUT_PCT * s.strength[0] ** 0.3;
  const pa = SHOOTOUT_PCT * s.strength[1] ** 0.3;
  const so = shootoutHome(s.shootout?.attempts ?? [[], []], ph, pa, rules.shootoutRounds);
  if (s.period >= 5 || (s.period === 4 && s.phase === 'break')) return so;
  const otLeft = rules.overtimeSeconds - (s.period === 4 ? s.clock : 0);
  const lh = expectedGoals(s, 0, otLeft, true);
  const la = expectedGoals(s, 1, otLeft, true);
  const scored = 1 - Math.exp(-(lh + la));
  return lh + la > 0 ? scored * (lh / (lh + la)) + (1 - scored) * so : so;
}

/**
 * Money line, puck line (±1.5 and beyond, the line nearest 50/50) and total, margin-free.
 * @example priceHockey(state).winner.home // 0.58
 */
export function priceHockey(s: HockeyState): MarketProbabilities {
  const left = regulationLeft(s);
  const current = { home: s.score[0], away: s.score[1] };
  const remaining = {
    home: expectedGoals(s, 0, left, false),
    away: expectedGoals(s, 1, left, false),
  };
  const tb = s.phase === 'over' ? 0.5 : tiebreakHome(s);
  const reg = goalOutcome(current, remaining, MAX_GOALS);

  // A level regulation adds one goal for the tie-break winner (overtime or shoot-out).
  const margin = new Map<number, number>();
  for (const [m, p] of reg.margin) {
    if (m !== 0) margin.set(m, (margin.get(m) ?? 0) + p);
  }
  margin.set(1, (margin.get(1) ?? 0) + reg.draw * tb);
  margin.set(-1, (margin.get(-1) ?? 0) + reg.draw * (1 - tb));
  const ph = poissonDistribution(remaining.home, MAX_GOALS);
  const pa = poissonDistribution(remaining.away, MAX_GOALS);
  const tieAt = (t: number): number => {
    if (t % 2 !== 0) return 0;
    return (ph[t / 2 - current.home] ?? 0) * (pa[t / 2 - current.away] ?? 0);
  };
  const total = new Map<number, number>();
  for (const [t, p] of reg.total) {
    total.set(t, (total.get(t) ?? 0) + p - tieAt(t));
    total.set(t + 1, (total.get(t + 1) ?? 0) + tieAt(t));
  }

  const home = clampProbability(reg.home + reg.draw * tb);
  // Puck lines are quoted at ±1.5 or wider (±0.5 would only repeat the money line); nearest
  // first, so a settled match, where every line is equally far from 50/50, shows ±1.5.
  const handicapLines = halfLines(-8, 8)
    .filter((l) => Math.abs(l) > 1)
    .sort((a, b) => Math.abs(a) - Math.abs(b) || a - b);
  const hLine = mainLine(handicapLines, (l) => coverProbabilities(margin, l).over);
  const hHome = clampProbability(coverProbabilities(margin, hLine).over);
  const goalsNow = current.home + current.away;
  const tLine = mainLine(
    halfLines(goalsNow, goalsNow + 16),
    (l) => coverProbabilities(total, -l).over,
  );
  const over = clampProbability(coverProbabilities(total, -tLine).over);
  return {
    winner: { home, draw: null, away: 1 - home },
    handicap: { line: hLine, home: hHome, away: 1 - hHome },
    total: { line: tLine, over, under: 1 - over },
  };
}
