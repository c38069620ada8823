/**
 * The odds history (spec §2 "Odds history"): one section per odds type titled per sport, with
 * period (not volleyball or baseball), score, home, draw or line, away and the time of the
 * change, newest first; the search by time or odds narrows every section.
 */
import { useMemo, useState } from 'react';
import type { Language } from '../../lib/domain/languages';
import type { OddTypeId } from '../../lib/domain/odds';
import { formatOdds } from '../../lib/domain/odds-change';
import { marketName } from '../../lib/domain/odds-summary';
import { useT } from '../../lib/i18n/react';
import {
  historySections,
  searchHistory,
  showsPeriod,
  type HistorySearchBy,
  type HistorySeries,
} from '../../lib/odds-details/history';
import { legLabels } from '../../lib/odds-details/table';

export interface OddsHistoryProps {
  lang: Language;
  sportId: number;
  series: HistorySeries;
  /** The book the history is of, in the page language. */
  bookName: string;
}

const LEG_KEYS = {
  home: 'oddsDetails.column.home',
  over: 'oddsDetails.column.over',
  draw: 'oddsDetails.column.draw',
  handicap: 'oddsDetails.column.handicap',
  line: 'oddsDetails.column.line',
  drawOrMiddle: 'oddsDetails.column.drawOrMiddle',
  away: 'oddsDetails.column.away',
  under: 'oddsDetails.column.under',
} as const;

/** `HH:mm:ss` in Seoul, the service's time zone. */
function seoulTime(epochMs: number): string {
  return new Date(epochMs + 9 * 3_600_000).toISOString().slice(11, 19);
}

export default function OddsHistory({ lang, sportId, series, bookName }: OddsHistoryProps) {
  const t = useT(lang);
  const [by, setBy] = useState<HistorySearchBy>('time');
  const [q, setQ] = useState('');
  const sections = useMemo(() => historySections(series), [series]);
  const shown = useMemo(() => searchHistory(sections, by, q), [sections, by, q]);
  const period = showsPeriod(sportId);
  const title = (type: OddTypeId) => marketName(sportId, type)[lang];

  return (
    <section className="odds-history" data-odds-history aria-labelledby="odds-history-heading">
      <h2 id="odds-history-heading" className="odds-history__heading">
        {t('oddsDetails.history.heading')}
        <small>{t('oddsDetails.history.book', { book: bookName })}</small>
      </h2>
      {sections.length === 0 ? (
        <p className="page-note" data-history-empty>
          {t('oddsDetails.history.empty')}
        </p>
      ) : (
        <>
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
          {shown.map((section) => {
            const labels = legLabels(section.oddType);
            return (
              <div
                key={section.oddType}
                className="odds-history__section"
                data-history-type={section.oddType}
              >
                <h3>{title(section.oddType)}</h3>
                <div
                  className="odds-table-wrap"
                  role="region"
                  aria-label={title(section.oddType)}
                  tabIndex={0}
                >
                  <table className="odds-table odds-history__table">
                    <thead>
                      <tr>
                        {period && <th scope="col">{t('oddsDetails.history.period')}</th>}
                        <th scope="col">{t('oddsDetails.history.score')}</th>
                        <th scope="col">{t(LEG_KEYS[labels.home])}</th>
                        <th scope="col">{t(LEG_KEYS[labels.middle])}</th>
                        <th scope="col">{t(LEG_KEYS[labels.away])}</th>
                        <th scope="col">{t('oddsDetails.history.created')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {section.lines.map((line) => (
                        <tr key={line.at} data-history-line>
                          {period && <td>{line.period ?? '-'}</td>}
                          <td>{line.score ?? '-'}</td>
                          <td className="num">{formatOdds(line.home)}</td>
                          <td className="num">
                            {section.oddType === 1 ? formatOdds(line.middle) : (line.middle ?? '-')}
                          </td>
                          <td className="num">{formatOdds(line.away)}</td>
                          <td className="num">
                            <time dateTime={new Date(line.at).toISOString()}>
                              {seoulTime(line.at)}
                            </time>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {section.lines.length === 0 && (
                  <p className="page-note">{t('oddsDetails.history.noMatch')}</p>
                )}
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
