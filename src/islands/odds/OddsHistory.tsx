/**
 * The odds history (spec §2 "Odds history"): a tab per bookmaker quoting the match, the chosen
 * book's price movement chart, then one table per odds type titled per sport; the search by
 * time or odds narrows every table.
 */
import { useMemo, useState } from 'react';
import type { Language } from '../../lib/domain/languages';
import type { OddTypeId } from '../../lib/domain/odds';
import { marketName } from '../../lib/domain/odds-summary';
import { useT } from '../../lib/i18n/react';
import {
  historySections,
  searchHistory,
  showsPeriod,
  type HistorySearchBy,
  type HistorySeries,
} from '../../lib/odds-details/history';
import { BookTabs, type BookTab } from './BookTabs';
import { HistoryTables } from './HistoryTables';
import { MovementChart } from './MovementChart';
import { useBookHistory } from './use-book-history';

export interface OddsHistoryProps {
  lang: Language;
  sportId: number;
  matchId: number;
  /** The book whose history came with the page (the main book). */
  bookId: number;
  series: HistorySeries;
  /** The books quoting the match, the main book first, named in the page language. */
  books: BookTab[];
}

const NO_SERIES: HistorySeries = { T1: [], T2: [], T3: [] };

export default function OddsHistory({
  lang,
  sportId,
  matchId,
  bookId: initialBook,
  series: initialSeries,
  books,
}: OddsHistoryProps) {
  const t = useT(lang);
  const [bookId, setBookId] = useState(initialBook);
  const history = useBookHistory(matchId, bookId, { bookId: initialBook, series: initialSeries });
  const [by, setBy] = useState<HistorySearchBy>('time');
  const [q, setQ] = useState('');
  const series = history.state === 'ready' ? history.series : NO_SERIES;
  const sections = useMemo(() => historySections(series), [series]);
  const shown = useMemo(() => searchHistory(sections, by, q), [sections, by, q]);
  const title = (type: OddTypeId) => marketName(sportId, type)[lang];
  const bookName = books.find((b) => b.id === bookId)?.name ?? '';

  return (
    <section
      className="odds-history"
      data-odds-history
      data-history-state={history.state}
      aria-labelledby="odds-history-heading"
    >
      <h2 id="odds-history-heading" className="odds-history__heading">
        {t('oddsDetails.history.heading')}
        <small>{t('oddsDetails.history.book', { book: bookName })}</small>
      </h2>
      {books.length > 1 && <BookTabs t={t} books={books} current={bookId} onChange={setBookId} />}
      {history.state !== 'ready' ? (
        <p className="page-note" role="status">
          {t(
            history.state === 'loading'
              ? 'oddsDetails.history.loading'
              : 'oddsDetails.history.failed',
          )}
        </p>
      ) : sections.length === 0 ? (
        <p className="page-note" data-history-empty>
          {t('oddsDetails.history.empty')}
        </p>
      ) : (
        <>
          <MovementChart key={bookId} t={t} sections={sections} title={title} />
          <form className="odds-history__search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label>
              {t('oddsDetails.history.searchBy')}
              <select
                value={by}
                data-history-by
                onChange={(e) => setBy(e.target.value as HistorySearchBy)}
              >
                <option value="time">{t('oddsDetails.history.byTime')}</option>
                <option value="odds">{t('oddsDetails.history.byOdds')}</option>
              </select>
            </label>
            <label>
              {t('oddsDetails.history.query')}
              <input
                type="search"
                value={q}
                data-history-q
                placeholder={t('oddsDetails.history.queryHint')}
                onChange={(e) => setQ(e.target.value)}
              />
            </label>
          </form>
          <HistoryTables t={t} sections={shown} showPeriod={showsPeriod(sportId)} title={title} />
        </>
      )}
    </section>
  );
}
