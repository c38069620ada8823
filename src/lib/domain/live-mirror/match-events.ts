/**
 * @module live-mirror/match-events
 * Odds, details, end and URL events: each updates the match's row or details and says who
 * hears of it. Odds of other books and details go to the match's room only; the lists carry
 * main-book prices and the rows.
 */
import type { LiveEvent } from '../live-events';
import { applyDetails, applyOdds, applyUrl, emptyRow, isListed, MAIN_BOOK_ID } from '../live-rows';
import type { DetailsPayload, EndedPayload, FrameEntry } from '../socket-contract';
import { keepEnded, setRow, type MirrorState } from './mirror-state';
import type { MirrorOutput } from './output';

/** Applies a price; only the main book's prices are kept in the row. */
export function applyOddsEvent(
  state: MirrorState,
  event: Extract<LiveEvent, { type: 'odds' }>,
): MirrorOutput[] {
  const u = event.update;
  let row = state.rows.get(event.matchId);
  if (u.book_id === MAIN_BOOK_ID) {
    const before = row;
    row = applyOdds(row ?? emptyRow(event.matchId, event.sportId, null), {
      ...u,
      draw: u.draw,
      seq: event.seq,
    })!;
    setRow(state, row, before);
  }
  const entry: FrameEntry = [
    'odds',
    {
      upcoming_id: u.upcoming_id,
      seq: event.seq,
      book_id: u.book_id,
      odd_type: u.odd_type,
      home: u.home,
      draw: u.draw,
      away: u.away,
      middle: u.middle,
      ...(event.change ? { change: event.change } : {}),
    },
  ];
  return [
    {
      entry,
      sportId: event.sportId,
      bet365Id: row?.bet365_id ?? null,
      toLists: u.book_id === MAIN_BOOK_ID && isListed(row),
      toMatch: true,
    },
  ];
}

/** Applies details (none for a match without a bet365 id: its room is named by that id). */
export function applyDetailsEvent(
  state: MirrorState,
  event: Extract<LiveEvent, { type: 'details' }>,
): MirrorOutput[] {
  const u = event.update;
  const bet365 = u.bet365_id;
  if (!bet365) return [];
  const payload: DetailsPayload = {
    seq: event.seq,
    info: {
      bet365id: bet365,
      upcoming_id: event.matchId,
      sport_id: event.sportId,
      state: u.details.state,
      ball_pos: u.details.ball_pos,
      period: u.details.period,
      serve: u.details.serve,
    },
    sts: u.details.sts,
    stats: u.stats,
    events: u.newEvents,
  };
  state.details.set(bet365, applyDetails(state.details.get(bet365), payload));
  return [
    {
      entry: [`bet365-${bet365}`, payload],
      sportId: event.sportId,
      bet365Id: bet365,
      toLists: false,
      toMatch: true,
    },
  ];
}

/** Ends a match: its row keeps the final score, its prices and details go. */
export function applyEndedEvent(
  state: MirrorState,
  event: Extract<LiveEvent, { type: 'ended' }>,
): MirrorOutput[] {
  const before = state.rows.get(event.matchId);
  const payload: EndedPayload = { ids: [event.matchId], seq: event.seq };
  if (before) {
    // The row's seq becomes the end's: a stored copy read back orders the finals by it.
    state.rows.set(event.matchId, {
      ...before,
      time_status: event.status,
      timer: null,
      odds: {},
      seq: event.seq,
    });
    keepEnded(state, event.matchId);
    payload.finals = [{ id: event.matchId, time_status: event.status, ss: before.ss }];
  }
  if (isListed(before)) state.version++;
  if (before?.bet365_id) state.details.delete(before.bet365_id);
  return [
    {
      entry: ['ended', payload],
      sportId: event.sportId,
      bet365Id: before?.bet365_id ?? null,
      toLists: true,
      toMatch: true,
    },
  ];
}

/** Applies a match's new bet365 id and URL. */
export function applyUrlEvent(
  state: MirrorState,
  event: Extract<LiveEvent, { type: 'url' }>,
): MirrorOutput[] {
  const before = state.rows.get(event.matchId);
  const payload = {
    game_id: event.sportId,
    id: event.matchId,
    bet365_id: event.bet365_id,
    url: event.url,
    seq: event.seq,
  };
  const next = applyUrl(before, payload);
  if (next) setRow(state, next, before);
  return [
    {
      entry: ['update', payload],
      sportId: event.sportId,
      bet365Id: event.bet365_id,
      toLists: isListed(next),
      toMatch: true,
    },
  ];
}
