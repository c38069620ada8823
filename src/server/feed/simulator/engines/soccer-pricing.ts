/**
 * @module feed/simulator/engines/soccer-pricing
 * True prices of a soccer match: 1X2, the Asian handicap and goal line nearest 50/50, from the
 * goals each side is expected to add in the time left (score, clock, ratings, red cards).
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import {
  clampProbability,
  coverProbabilities,
  goalOutcome,
  halfLines,
  mainLine,
} from './pricing-math';
import {
  expectedPlayMs,
  FORMAT_RULES,
  goalRate,
  PENALTY_SHARE,
  rampIntegral,
} from './soccer-rates';
import type { SideIndex, SoccerState } from './soccer-types';

const MINUTE = 60_000;
/** Keeps a 1X2 probability above zero (and its odds finite) without flattening long shots. */
const LONG_SHOT_FLOOR = 1e-300;
/** Keeps a 1X2 probability below one while play goes on; the market still sums to 1 ± 1e-12. */
const FAVOURITE_CEILING = 1 - 1e-12;

/** Game-clock spans still to be played: [from, to] pairs. */
function remainingSpans(s: SoccerState): [number, number][] {
  const rules = FORMAT_RULES[s.format];
  const h = rules.halfMs;
  // Expected stoppage per half, split like the format's weights (the second half gets more).
  const extra = expectedPlayMs(s.format) - 2 * h;
  const firstShare = rules.added ? 0.35 : 0.5;
  const firstEnd =
    h + (s.announced > 0 && s.status === 'h1' ? s.announced * MINUTE : extra * firstShare);
  const secondEnd =
    2 * h +
    (s.announced > 0 && s.status === 'h2' ? s.announced * MINUTE : extra * (1 - firstShare));
  const now = s.clockMs;
  // Past the expected end the whistle is near: keep a few seconds of play in the price.
  const tail = 20_000 * rules.tempo;
  switch (s.status) {
    case 'pre':
      return [
        [0, firstEnd],
        [h, secondEnd],
      ];
    case 'h1':
      return [
        [now, Math.max(firstEnd, now + tail)],
        [h, secondEnd],
      ];
    case 'ht':
      return [[h, secondEnd]];
    case 'h2':
      return [[now, Math.max(secondEnd, now + tail)]];
    default:
      return [];
  }
}

/** Goals a side is expected to add from now, penalties included. */
export function expectedRemainingGoals(s: SoccerState, side: SideIndex): number {
  const span = remainingSpans(s).reduce((sum, [from, to]) => sum + rampIntegral(s, from, to), 0);
  return (goalRate(s, side) * span) / (1 - PENALTY_SHARE);
}

function twoWay(p: number): [number, number] {
  const q = clampProbability(p);
  return [q, 1 - q];
}

/**
 * 1X2, handicap and total probabilities now; each market sums to 1.
 * @example soccerPrice(state).winner // { home: 0.47, draw: 0.27, away: 0.26 }
 */
export function soccerPrice(s: SoccerState): MarketProbabilities {
  const current = { home: s.score[0], away: s.score[1] };
  const remaining = { home: expectedRemainingGoals(s, 0), away: expectedRemainingGoals(s, 1) };
  const outcome = goalOutcome(current, remaining);
  // No 0.5 % floor here: in a decided match the book splits its margin between the two long
  // shots by their odds against each other, which a common floor would make equal (a goal for
  // the leader could then shorten the trailing side). The ladder caps the prices instead.
  const raw = [outcome.home, outcome.draw, outcome.away].map((p) => Math.max(p, LONG_SHOT_FLOOR));
  const sum = raw[0]! + raw[1]! + raw[2]!;
  const share = (p: number) => Math.min(p / sum, FAVOURITE_CEILING);
  const winner = { home: share(raw[0]!), draw: share(raw[1]!), away: share(raw[2]!) };

  const homeCovers = (line: number): number => coverProbabilities(outcome.margin, line).over;
  const handicapLine = mainLine(halfLines(-6, 6), homeCovers);
  const [home, away] = twoWay(homeCovers(handicapLine));

  const goals = current.home + current.away;
  const over = (line: number): number => coverProbabilities(outcome.total, -line).over;
  const totalLine = mainLine(halfLines(goals, goals + 9), over);
  const [overP, underP] = twoWay(over(totalLine));

  return {
    winner,
    handicap: { line: handicapLine, home, away },
    total: { line: totalLine, over: overP, under: underP },
  };
}
