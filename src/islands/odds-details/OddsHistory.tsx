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
import { HistorySearch } from './HistorySearch';
import { HistoryTables } from './HistoryTables';
import { MovementChart } from './MovementChart';
import type { GraphClock } from './OddsGraph';
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
  /**
   * Which parts show: the whole history (the odds details pop-up), or one of the result details
   * page's tabs (spec §2): the graph, the odds table with its search, the bookmaker history.
   */
  view?: HistoryView;
  /** The search the address asked for (the result page's `isTime`, `q`, `filter_by`). */
  initialSearch?: { by: HistorySearchBy; q: string };
  /** Whether and when the match ended, and when the page was rendered: the graph's time axis. */
  clock: GraphClock;
}

export type HistoryView = 'full' | 'graph' | 'table' | 'books';

const PARTS: Record<
  HistoryView,
  { books: boolean; chart: boolean; search: boolean; tables: boolean }
> = {
  full: { books: true, chart: true, search: true, tables: true },
  graph: { books: true, chart: true, search: false, tables: false },
  table: { books: false, chart: false, search: true, tables: true },
  books: { books: true, chart: false, search: false, tables: true },
};

const NO_SERIES: HistorySeries = { T1: [], T2: [], T3: [] };

export default function OddsHistory({
  lang,
  sportId,
  matchId,
  bookId: initialBook,
  series: initialSeries,
  books,
  view = 'full',
  initialSearch,
  clock,
}: OddsHistoryProps) {
  const parts = PARTS[view];
  const t = useT(lang);
  const [bookId, setBookId] = useState(initialBook);
  const history = useBookHistory(matchId, bookId, { bookId: initialBook, series: initialSeries });
  const [by, setBy] = useState<HistorySearchBy>(initialSearch?.by ?? 'time');
  const [q, setQ] = useState(initialSearch?.q ?? '');
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
      data-history-view={view}
      aria-labelledby="odds-history-heading"
    >
      <h2 id="odds-history-heading" className="odds-history__heading">
        {t('oddsDetails.history.heading')}
        <small>{t('oddsDetails.history.book', { book: bookName })}</small>
      </h2>
      {parts.books && books.length > 1 && (
        <BookTabs t={t} books={books} current={bookId} onChange={setBookId} />
      )}
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
          {parts.chart && (
            <MovementChart
              key={bookId}
              t={t}
              sections={sections}
              title={title}
              lang={lang}
              clock={clock}
            />
          )}
          {parts.search && <HistorySearch t={t} by={by} q={q} onBy={setBy} onQ={setQ} />}
          {parts.tables && (
            <HistoryTables t={t} sections={shown} showPeriod={showsPeriod(sportId)} title={title} />
          )}
        </>
      )}
    </section>
  );
}
