/**
 * The odds history tables (spec §2 "Odds history"): one per odds type, titled per sport, with
 * period (not volleyball or baseball), score, home, draw or line, away and when it changed.
 */
import type { OddTypeId } from '../../lib/domain/odds';
import { formatOdds } from '../../lib/domain/odds-change';
import { seoulTime } from '../../lib/domain/seoul-time';
import type { Translate } from '../../lib/i18n/messages';
import type { HistorySection } from '../../lib/odds-details/history';
import { legLabels } from '../../lib/odds-details/table';

export const LEG_KEYS = {
  home: 'oddsDetails.column.home',
  over: 'oddsDetails.column.over',
  draw: 'oddsDetails.column.draw',
  handicap: 'oddsDetails.column.handicap',
  line: 'oddsDetails.column.line',
  drawOrMiddle: 'oddsDetails.column.drawOrMiddle',
  away: 'oddsDetails.column.away',
  under: 'oddsDetails.column.under',
} as const;

interface Props {
  t: Translate;
  sections: HistorySection[];
  showPeriod: boolean;
  title: (type: OddTypeId) => string;
}

export function HistoryTables({ t, sections, showPeriod, title }: Props) {
  return sections.map((section) => {
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
                {showPeriod && <th scope="col">{t('oddsDetails.history.period')}</th>}
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
                  {showPeriod && <td>{line.period ?? '-'}</td>}
                  <td>{line.score ?? '-'}</td>
                  <td className="num">{formatOdds(line.home)}</td>
                  <td className="num">
                    {section.oddType === 1 ? formatOdds(line.middle) : (line.middle ?? '-')}
                  </td>
                  <td className="num">{formatOdds(line.away)}</td>
                  <td className="num">
                    <time dateTime={new Date(line.at).toISOString()}>{seoulTime(line.at)}</time>
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
  });
}
