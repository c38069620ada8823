/**
 * @module feed/ingest/rows
 * The database rows of live state: a match, its current prices and a price history entry.
 * Suspended prices ('-') are stored as null.
 */
import type { Price } from '../../../lib/domain/odds';
import type { MatchesTable, OddsCurrentTable, OddsHistoryTable } from '../../db/schema';
import type { LiveMatch, LiveOdds } from '../live-state';
import type { OddsRecord } from '../updates';

export function priceOf(p: Price | null | undefined): number | null {
  return typeof p === 'number' ? p : null;
}

export function matchRow(m: LiveMatch): MatchesTable {
  const f = m.fixture;
  const s = m.snapshot;
  return {
    id: f.id,
    bet365_id: f.bet365_id,
    sport_id: f.sport_id,
    league_id: f.league_id,
    season_id: f.season_id,
    round: f.round,
    home_id: f.home_id,
    away_id: f.away_id,
    time: f.time,
    time_status: f.time_status,
    ss: s?.ss ?? null,
    scores: JSON.stringify(s?.scores ?? {}),
    timer: s?.timer ? JSON.stringify(s.timer) : null,
    stats: JSON.stringify(s?.stats ?? {}),
    details: s ? JSON.stringify(s.details) : null,
    extra: JSON.stringify(f.extra),
    url: m.url,
    has_lineup: m.hasLineup ? 1 : 0,
    source: 'feed',
    created_at: m.createdAt,
    updated_at: m.updatedAt,
    ended_at: m.endedAt,
  };
}

export function oddsCurrentRow(matchId: number, entry: LiveOdds): OddsCurrentTable {
  return {
    match_id: matchId,
    book_id: entry.bookId,
    odd_type: entry.oddType,
    o_home: priceOf(entry.o.home),
    o_draw: priceOf(entry.o.draw),
    o_away: priceOf(entry.o.away),
    o_middle: entry.o.middle,
    n_home: priceOf(entry.n.home),
    n_draw: priceOf(entry.n.draw),
    n_away: priceOf(entry.n.away),
    n_middle: entry.n.middle,
    suspended: entry.suspended ? 1 : 0,
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
  };
}

/** `at` rather than the record's own time: history keys must stay unique per market. */
export function oddsHistoryRow(matchId: number, record: OddsRecord, at: number): OddsHistoryTable {
  return {
    match_id: matchId,
    book_id: record.bookId,
    odd_type: record.oddType,
    at,
    home: priceOf(record.quote.home),
    draw: priceOf(record.quote.draw),
    away: priceOf(record.quote.away),
    middle: record.quote.middle,
    ss: record.ss,
    time_str: record.time_str,
  };
}
