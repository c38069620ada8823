/**
 * @module feed/simulator/engines/handball-price
 * Handball true prices: 3-way result (league matches can end drawn), handicap and total.
 * Goals still to come are Poisson with means from the attacks left and the attack model the
 * simulator plays, including current suspensions and a 7-metre throw about to be taken.
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import {
  clampProbability,
  coverProbabilities,
  goalOutcome,
  halfLines,
  mainLine,
} from './pricing-math';
import { manUp } from './handball-play';
import {
  HANDBALL_FORMATS,
  type HandballState,
  type SideIndex,
  attackOdds,
  goalsPerAttack,
  matchSecond,
} from './handball-rules';

/**
 * Clock seconds per attack for pricing: ≈ 57 attacks per team in 60 minutes, less the attacks
 * a half-time or final buzzer cuts short (measured over simulated matches).
 */
const ATTACK_SECONDS = 31.7;

type Outcome = ReturnType<typeof goalOutcome>;

/** Expected goals of `side` over `seconds`: current suspensions first, then full strength. */
function expectedGoals(s: HandballState, side: SideIndex, seconds: number): number {
  if (seconds <= 0) return 0;
  const now = matchSecond(s);
  let shortFor = 0;
  for (const x of s.suspensions) if (x.until > now) shortFor = Math.max(shortFor, x.until - now);
  shortFor = Math.min(shortFor, seconds);
  const perSecond = (up: number) =>
    goalsPerAttack(attackOdds(s.strength[side], up, 0)) / (2 * ATTACK_SECONDS);
  return perSecond(manUp(s, side)) * shortFor + perSecond(0) * (seconds - shortFor);
}

/** Mixes two outcome distributions with weights p and 1 - p. */
function mix(a: Outcome, b: Outcome, p: number): Outcome {
  const merge = (x: Map<number, number>, y: Map<number, number>) => {
    const out = new Map<number, number>();
    for (const [k, v] of x) out.set(k, v * p);
    for (const [k, v] of y) out.set(k, (out.get(k) ?? 0) + v * (1 - p));
    return out;
  };
  return {
    margin: merge(a.margin, b.margin),
    total: merge(a.total, b.total),
    home: a.home * p + b.home * (1 - p),
    draw: a.draw * p + b.draw * (1 - p),
    away: a.away * p + b.away * (1 - p),
  };
}

/**
 * 3-way result, handicap and total (main lines nearest 50/50), margin-free.
 * @example priceHandball(state).winner.draw // 0.07
 */
export function priceHandball(s: HandballState): MarketProbabilities {
  const half = HANDBALL_FORMATS[s.format].halfSeconds;
  const left = s.phase === 'over' ? 0 : Math.max(0, 2 * half - matchSecond(s));
  const lh = expectedGoals(s, 0, left);
  const la = expectedGoals(s, 1, left);
  const maxGoals = Math.ceil(Math.max(lh, la) + 7 * Math.sqrt(Math.max(lh, la)) + 6);
  const current = { home: s.score[0], away: s.score[1] };
  const remaining = { home: lh, away: la };
  let outcome = goalOutcome(current, remaining, maxGoals);
  const throwing = s.sevenMeter;
  if (throwing) {
    // The throw about to be taken is a single Bernoulli goal, not part of the Poisson flow.
    const p = attackOdds(s.strength[throwing.side], 0, 0).sevenGoal;
    const scored =
      throwing.side === 0
        ? { ...current, home: current.home + 1 }
        : { ...current, away: current.away + 1 };
    outcome = mix(goalOutcome(scored, remaining, maxGoals), outcome, p);
  }

  const home = clampProbability(outcome.home);
  const draw = clampProbability(outcome.draw);
  const away = clampProbability(outcome.away);
  const sum = home + draw + away;

  const expectedMargin = s.score[0] - s.score[1] + lh - la;
  const hLines = halfLines(Math.floor(-expectedMargin) - 8, Math.ceil(-expectedMargin) + 8);
  const hLine = mainLine(hLines, (l) => coverProbabilities(outcome.margin, l).over);
  const hHome = clampProbability(coverProbabilities(outcome.margin, hLine).over);
  const expectedTotal = s.score[0] + s.score[1] + lh + la;
  const tLines = halfLines(Math.floor(expectedTotal) - 10, Math.ceil(expectedTotal) + 10);
  const tLine = mainLine(tLines, (l) => coverProbabilities(outcome.total, -l).over);
  const over = clampProbability(coverProbabilities(outcome.total, -tLine).over);
  return {
    winner: { home: home / sum, draw: draw / sum, away: away / sum },
    handicap: { line: hLine, home: hHome, away: 1 - hHome },
    total: { line: tLine, over, under: 1 - over },
  };
}
