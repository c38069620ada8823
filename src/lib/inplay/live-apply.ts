/**
 * @module inplay/live-apply
 * Lays a match's live state (spec §3 score update fields, status, URL and main-book odds, as the
 * live stores hold it) over an in-play list row.
 */
import type { LiveRow, LiveQuote } from '../domain/live-rows';
import type { InplayRow, PricePair, RowOdds } from './row';

const LIVE_STATUS = 1;

function middlePair(middle: { o: number | null; n: number | null }): PricePair | null {
  if (middle.o === null && middle.n === null) return null;
  return { o: middle.o ?? '-', n: middle.n ?? '-' };
}

function withQuote(odds: RowOdds, type: string, q: LiveQuote): RowOdds {
  if (type === '1') return { ...odds, home: q.home, draw: q.draw, away: q.away };
  if (type === '2') {
    return { ...odds, handicap: { line: middlePair(q.middle), home: q.home, away: q.away } };
  }
  if (type === '3') {
    return { ...odds, total: { line: middlePair(q.middle), over: q.home, under: q.away } };
  }
  return odds;
}

/** What the live state sets on a row, as one comparable text. */
const liveFields = (r: InplayRow): string =>
  JSON.stringify([r.bet365, r.status_id, r.is_inplay, r.ss, r.url, r.scores, r.timer, r.odds]);

/**
 * A snapshot's live state laid over a row; the row itself when the live state is what it shows
 * already (a snapshot after connecting repeats what the server rendered: the list's rows keep
 * their identity, so none of them renders again).
 */
export function applyLiveRow(row: InplayRow, live: LiveRow): InplayRow {
  let odds = row.odds;
  for (const [type, quote] of Object.entries(live.odds)) {
    if (quote) odds = withQuote(odds, type, quote);
  }
  const next: InplayRow = {
    ...row,
    bet365: live.bet365_id ?? row.bet365,
    status_id: live.time_status,
    is_inplay: live.time_status === LIVE_STATUS,
    ss: live.ss,
    scores: live.scores,
    timer: live.timer,
    url: live.url,
    odds,
  };
  return liveFields(next) === liveFields(row) ? row : next;
}
