/**
 * @module feed/simulator/pre-match-prices
 * Books' pre-match prices: points from a week out to kick-off, drifting from the opening market.
 */
import type { MarketProbabilities } from '../../../lib/domain/odds';
import type { OddsRecord } from '../updates';
import { ALL_ODD_TYPES, bookQuote } from './bookmakers';
import type { BookDef } from './catalogue/types';
import type { Fate } from './fate';
import { createRng } from './rng';
import type { ScheduledMatch } from './schedule';

const MINUTE = 60_000;
/** Pre-match price points before kick-off: opening a week out, then nearer the start. */
const PRE_MATCH_POINTS = [7 * 24 * 60, 24 * 60, 6 * 60, 60, 5].map((m) => m * MINUTE);

/**
 * Books' pre-match prices published in (from, to], drifting from the opening market
 * `prices()`, which is asked for only when a point falls in the range.
 */
export function preMatchRecords(
  match: ScheduledMatch,
  fate: Fate,
  seed: string,
  prices: () => MarketProbabilities,
  books: readonly BookDef[],
  from: number,
  to: number,
  openClose: boolean,
): OddsRecord[] {
  const out: OddsRecord[] = [];
  if (fate.offSchedule !== undefined) return out;
  let prematch: MarketProbabilities | undefined;
  PRE_MATCH_POINTS.forEach((before, point) => {
    const at = match.kickoff - before;
    if (at <= from || at > to) return;
    if (openClose && point !== 0 && point !== PRE_MATCH_POINTS.length - 1) return;
    prematch ??= prices();
    // Market-wide drift that shrinks toward kick-off, shared by every book.
    const drift = createRng(`${seed}/drift/${match.id}/${point}`);
    const scale = (0.06 * (PRE_MATCH_POINTS.length - 1 - point)) / (PRE_MATCH_POINTS.length - 1);
    const probs = driftProbabilities(prematch, drift.normal(0, scale));
    for (const book of books) {
      const rng = createRng(`${seed}/pre/${match.id}/${point}/${book.id}`);
      for (const oddType of ALL_ODD_TYPES) {
        const quote = bookQuote(probs, oddType, book, rng, false);
        if (quote) out.push({ bookId: book.id, oddType, quote, at, ss: null, time_str: null });
      }
    }
  });
  return out;
}

/** Shifts win probability between home and away by `shift`, keeping every market summing to 1. */
function driftProbabilities(p: MarketProbabilities, shift: number): MarketProbabilities {
  const move = (a: number, b: number): [number, number] => {
    const total = a + b;
    const na = Math.min(total * 0.98, Math.max(total * 0.02, a + shift * total));
    return [na, total - na];
  };
  const [home, away] = move(p.winner.home, p.winner.away);
  const handicap = p.handicap ? move(p.handicap.home, p.handicap.away) : null;
  return {
    winner: { home, draw: p.winner.draw, away },
    handicap:
      p.handicap && handicap
        ? { line: p.handicap.line, home: handicap[0], away: handicap[1] }
        : null,
    total: p.total,
  };
}
