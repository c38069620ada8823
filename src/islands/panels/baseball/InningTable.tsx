/**
 * The baseball stats tab (spec §2: the inning table run/hit/error padded to innings 1-9, MLB away
 * first): the line score with R/H/E totals, then the game totals of `sts.end`. Blank cells are
 * what the feed did not send; nothing is filled in.
 */
import type { Translate } from '../../../lib/i18n/messages';
import type { EndStat, InningTable as Table } from '../../../lib/panels/baseball-innings';

export interface InningTableProps {
  table: Table;
  end: EndStat[];
  names: [string, string];
  t: Translate;
}

export default function InningTable({ table, end, names, t }: InningTableProps) {
  return (
    <div className="bb-stats">
      <div className="bb-innings__wrap">
        <table className="bb-innings" data-innings={table.innings.length}>
          <caption className="sr-only">{t('panel.baseball.innings')}</caption>
          <thead>
            <tr>
              <th scope="col" className="bb-innings__team">
                <span className="sr-only">{t('panel.baseball.team')}</span>
              </th>
              {table.innings.map((n) => (
                <th key={n} scope="col" data-inning={n}>
                  {n}
                </th>
              ))}
              <th scope="col" className="bb-innings__total">
                <abbr title={t('panel.baseball.runs')}>{t('panel.baseball.r')}</abbr>
              </th>
              <th scope="col" className="bb-innings__total">
                <abbr title={t('panel.baseball.hits')}>{t('panel.baseball.h')}</abbr>
              </th>
              <th scope="col" className="bb-innings__total">
                <abbr title={t('panel.baseball.errors')}>{t('panel.baseball.e')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.lines.map((line, i) => (
              <tr key={line.side} data-side={line.side}>
                <th scope="row" className="bb-innings__team">
                  {names[i]}
                </th>
                {line.innings.map((runs, k) => (
                  <td key={k}>{runs}</td>
                ))}
                <td className="bb-innings__total">{line.runs ?? ''}</td>
                <td className="bb-innings__total">{line.hits ?? ''}</td>
                <td className="bb-innings__total">{line.errors ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {end.length > 0 && (
        <table className="bb-end">
          <caption>{t('panel.baseball.endTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{names[0]}</th>
              <td />
              <th scope="col">{names[1]}</th>
            </tr>
          </thead>
          <tbody>
            {end.map((stat) => (
              <tr key={stat.key} data-stat={stat.key}>
                <td>{stat.values[0]}</td>
                <th scope="row">{t(stat.label)}</th>
                <td>{stat.values[1]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
