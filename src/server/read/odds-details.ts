/**
 * @module read/odds-details
 * What the odds details pop-up (spec §2 "Odds details") renders on the server: the match header
 * and every book's rows, read in-process through the same readers as
 * `GET /api/upcoming-odds/details/{upId}`.
 */
import type { Language } from '../../lib/domain/languages';
import { localName } from '../../lib/inplay/row';
import type { OddsDetailRow } from '../../lib/odds-details/table';
import type { AppServices } from '../services';
import type { HistorySeries } from '../../lib/odds-details/history';
import { bookNamesById } from './books';
import { MAIN_BOOK_ID, readMatch } from './matches';
import { historySeries, oddsDetailRow, readBookQuotes, readHistory } from './odds';

/** Largest history the pop-up renders (newest kept), as the API caps it. */
const MAX_HISTORY = 5000;

/** The pop-up header: league, teams, kick-off and, once under way, the score. */
export interface OddsDetailsMatch {
  id: number;
  /** The live room's key (matches without one get no live prices). */
  bet365Id: string | null;
  sportId: number;
  league: string;
  home: string;
  away: string;
  /** Kick-off in Asia/Seoul, `YYYY-MM-DD HH:mm`. */
  kickoff: string;
  score: string | null;
  inPlay: boolean;
  /** The match is over (ended, abandoned, void): the odds graph's time axis ends at its end. */
  over: boolean;
  /** When it ended, epoch ms, if known. */
  endedAt: number | null;
}

/** A bookmaker tab of the odds history. */
export interface HistoryBook {
  id: number;
  name: string;
}

export interface OddsDetailsData {
  match: OddsDetailsMatch;
  rows: OddsDetailRow[];
  /**
   * The main book's price history (spec §2 "Odds history"), and the books quoting the match for
   * the history's bookmaker tabs (main book first), named in the page language.
   */
  history: { series: HistorySeries; bookId: number; books: HistoryBook[] };
}

/**
 * The match and its odds rows, or null when no match has this id.
 * @example await loadOddsDetails(Astro.locals.services, 1234, 'kr')
 */
export async function loadOddsDetails(
  services: Pick<AppServices, 'database' | 'live'>,
  matchId: number,
  lang: Language,
): Promise<OddsDetailsData | null> {
  const { db } = services.database;
  const m = await readMatch(db, services.live, matchId);
  if (!m) return null;
  const [names, quotes, history] = await Promise.all([
    bookNamesById(db),
    readBookQuotes(db, services.live, m.id),
    readHistory(db, m.id, { bookId: MAIN_BOOK_ID, limit: MAX_HISTORY }),
  ]);
  const bookIds = [...new Set([MAIN_BOOK_ID, ...quotes.map((q) => q.bookId)])];
  const started = m.status !== 'waiting';
  return {
    match: {
      id: m.id,
      bet365Id: m.bet365 ? String(m.bet365) : null,
      sportId: m.sport_id,
      league: localName(lang, m.league_name, m.league_kor, m.league_jp),
      home: localName(lang, m.home, m.home_kor, m.home_jp),
      away: localName(lang, m.away, m.away_kor, m.away_jp),
      kickoff: m.play_time.slice(0, 16),
      score: started ? m.ss || null : null,
      inPlay: m.is_inplay,
      over: m.status === 'done' || m.status === 'void',
      endedAt: m.ended_at === null ? null : m.ended_at * 1000,
    },
    rows: quotes.map((q) => oddsDetailRow(m.sport_id, q, names(q.bookId))),
    history: {
      series: historySeries(history),
      bookId: MAIN_BOOK_ID,
      books: bookIds.map((id) => {
        const book = names(id);
        return { id, name: localName(lang, book.name, book.kor, book.jp) };
      }),
    },
  };
}
