/**
 * @module feed/ingest/apply-odds
 * A book's new price for a market: a repeated price is dropped; a new one updates the live odds,
 * queues the current row and (unless suspended) a history entry, and publishes an odds event.
 */
import type { OddsChange } from '../../../lib/domain/live-events';
import type { Quote } from '../../../lib/domain/odds';
import { oddsKey, type LiveMatch, type LiveOdds } from '../live-state';
import type { OddsRecord } from '../updates';
import { oddsCurrentRow, oddsHistoryRow } from './rows';
import { leagueName, publish, teamName, type IngestState } from './state';

function sameQuote(a: Quote, b: Quote): boolean {
  return a.home === b.home && a.away === b.away && a.draw === b.draw && a.middle === b.middle;
}

export function applyOdds(state: IngestState, m: LiveMatch, record: OddsRecord): void {
  const key = oddsKey(record.bookId, record.oddType);
  const existing = m.odds.get(key);
  const suspended = record.quote.home === '-' || record.quote.away === '-';
  if (existing && sameQuote(existing.n, record.quote)) return;
  const at = Math.max(record.at, (existing?.lastHistoryAt ?? 0) + 1);
  const entry: LiveOdds = existing
    ? { ...existing, n: record.quote, suspended, updatedAt: at, lastHistoryAt: at }
    : {
        bookId: record.bookId,
        oddType: record.oddType,
        o: record.quote,
        n: record.quote,
        suspended,
        createdAt: at,
        updatedAt: at,
        lastHistoryAt: at,
      };
  m.odds.set(key, entry);
  state.batch.oddsCurrent.push(oddsCurrentRow(m.fixture.id, entry));
  if (!suspended) state.batch.oddsHistory.push(oddsHistoryRow(m.fixture.id, record, at));
  publish(state, {
    type: 'odds',
    sportId: m.fixture.sport_id,
    matchId: m.fixture.id,
    update: {
      upcoming_id: m.fixture.id,
      book_id: record.bookId,
      odd_type: record.oddType,
      home: { o: entry.o.home, n: entry.n.home },
      draw: entry.n.draw === null ? null : { o: entry.o.draw ?? '-', n: entry.n.draw },
      away: { o: entry.o.away, n: entry.n.away },
      middle: { o: entry.o.middle, n: entry.n.middle },
    },
    change: oddsChange(state, m, existing?.n, record),
  });
}

/** The notification of a price move: the winner market only, and not its first price. */
function oddsChange(
  state: IngestState,
  m: LiveMatch,
  previous: Quote | undefined,
  record: OddsRecord,
): OddsChange | null {
  if (!previous || record.oddType !== 1) return null;
  return {
    id: m.fixture.id,
    sport_id: m.fixture.sport_id,
    league: leagueName(state, m.fixture.league_id),
    home: teamName(state, m.fixture.home_id),
    away: teamName(state, m.fixture.away_id),
    home_odds: previous.home,
    away_odds: previous.away,
    new_home_odds: record.quote.home,
    new_away_odds: record.quote.away,
    homeOddsChange: previous.home !== record.quote.home,
    awayOddsChange: previous.away !== record.quote.away,
  };
}
