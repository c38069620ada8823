// In-play prices follow the score: over a simulated day every book's 1X2 prices move the right
// way after each goal and red card, whatever the book's lag, noise and ladder.
import { describe, expect, it } from 'vitest';
import type { Side } from '../../../../src/lib/domain/match';
import {
  MAX_PRICE,
  MIN_PRICE,
  roundDownToLadder,
} from '../../../../src/server/feed/simulator/bookmakers';
import type { BookDef } from '../../../../src/server/feed/simulator/catalogue/types';
import {
  movesAround,
  playSoccerMatches,
  soccerMatchesBetween,
  type OpenQuote,
  type PriceMove,
} from './simulated-day';

const SEED = 'in-play-moves';
// A Saturday of the spring: the leagues' weekend round kicks off beside e-soccer.
const DAY = Date.UTC(2026, 2, 7, 12);
const HOUR = 3_600_000;

type Outcome = 'home' | 'draw' | 'away';
type Direction = 'shorter' | 'longer';

/**
 * Whether one outcome's price moved the expected way. A price may also stay where the ladder
 * ends: a near-certain outcome is held at 1.01 and a hopeless one at the book's longest price.
 */
function movedRightWay(
  before: OpenQuote,
  after: OpenQuote,
  outcome: Outcome,
  expected: Direction,
  book: BookDef,
): boolean {
  const [was, now] = [before[outcome], after[outcome]];
  const cap = roundDownToLadder(MAX_PRICE, book.tick);
  if (was === now) return was === MIN_PRICE || was >= cap;
  return expected === 'shorter' ? now < was : now > was;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** A scorer priced at 50 or longer before its goal had about a 2 % chance or less. */
const LONG_SHOT = 50;

/**
 * A goal by a side long out of the match. Its price may lengthen all the same: the book
 * reopens only after the post-goal suspension, and when that is a large part of the time left
 * (late in an e-soccer match) the time gone outweighs a goal that still leaves it needing
 * several more. A real move, not noise; the test keeps such cases rare.
 */
function consolation(move: PriceMove): boolean {
  return move.before[move.event.side] >= LONG_SHOT;
}

/** The outcome with the shortest price before the event. */
function favourite(quote: OpenQuote): Outcome {
  const outcomes: Outcome[] = ['home', 'draw', 'away'];
  return outcomes.reduce((best, o) => (quote[o] < quote[best] ? o : best));
}

/**
 * How a goal should move one outcome: the scorer shortens, the other side lengthens, and the
 * draw shortens only when the goal brings the sides level or closer.
 */
function goalDirection(move: PriceMove, outcome: Outcome): Direction {
  const { side, scoreBefore } = move.event;
  if (outcome === side) return 'shorter';
  if (outcome === other(side)) return 'longer';
  const [home, away] = scoreBefore;
  const marginAfter = side === 'home' ? home + 1 - away : home - away - 1;
  return Math.abs(marginAfter) < Math.abs(home - away) ? 'shorter' : 'longer';
}

/** A readable line for a failed expectation. */
function describeMove(move: PriceMove, outcome: Outcome): string {
  const { event, book, before, after } = move;
  const quote = (q: OpenQuote) => `${q.home}/${q.draw}/${q.away}`;
  return `match ${event.matchId} ${event.kind} ${event.side} at ${event.scoreBefore.join('-')}, ${book.names.en} ${outcome}: ${quote(before)} → ${quote(after)}`;
}

describe('in-play prices over a simulated day', () => {
  // Every soccer match (leagues, cups, e-soccer) kicking off in two hours of the day, at the
  // simulator's one-second tick; e-soccer makes this a few hundred goals in about two seconds.
  const played = playSoccerMatches(SEED, soccerMatchesBetween(SEED, DAY, DAY + 2 * HOUR));
  const goals = movesAround(played, 'goal');

  it('has enough goals priced before and after by every book to mean something', () => {
    const events = new Set(goals.moves.map((m) => m.event));
    expect(events.size).toBeGreaterThanOrEqual(40);
    expect(goals.moves.length).toBeGreaterThanOrEqual(400);
  });

  it("shortens the scorer's price and lengthens the other side's at every book", () => {
    const wrong = goals.moves.flatMap((move) =>
      [move.event.side, other(move.event.side)]
        .filter(
          (o) => !movedRightWay(move.before, move.after, o, goalDirection(move, o), move.book),
        )
        .map((o) => ({ move, outcome: o })),
    );
    // The one exception: a hopeless side's late goal, and only its own price.
    const unexplained = wrong.filter(
      ({ move, outcome }) => !consolation(move) || outcome !== move.event.side,
    );
    expect(unexplained.map(({ move, outcome }) => describeMove(move, outcome))).toEqual([]);
    expect(wrong.length).toBeLessThanOrEqual(goals.moves.length * 0.05);
  });

  it("moves the favourite's price the right way after every goal", () => {
    const wrong = goals.moves
      .map((move) => ({ move, outcome: favourite(move.before) }))
      .filter(
        ({ move, outcome }) =>
          !movedRightWay(move.before, move.after, outcome, goalDirection(move, outcome), move.book),
      )
      .map(({ move, outcome }) => describeMove(move, outcome));
    expect(wrong).toEqual([]);
  });

  it("lengthens the price of a side that has a player sent off (the day's first red cards)", () => {
    const withReds = soccerMatchesBetween(SEED, DAY, DAY + 24 * HOUR, 'red').slice(0, 4);
    const reds = movesAround(playSoccerMatches(SEED, withReds), 'red');
    expect(new Set(reds.moves.map((m) => m.event)).size).toBeGreaterThanOrEqual(3);
    const wrong = reds.moves
      .filter(
        (move) => !movedRightWay(move.before, move.after, move.event.side, 'longer', move.book),
      )
      .map((move) => describeMove(move, move.event.side));
    expect(wrong).toEqual([]);
  });
});
