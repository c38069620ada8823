/**
 * The basketball stats tab (spec §3 "Basketball stats: fouls, 2points, 3points, time_outs,
 * free_throws, free_throws_rate"): paired bars for counts, a bar per side for the free-throw
 * rate (a percentage of each side's own attempts, not a share between the sides).
 */
import type { Translate } from '../../../lib/i18n/messages';
import type { BasketballStatRow } from '../../../lib/panels/basketball';

const shown = (row: BasketballStatRow, v: number) => (row.percent ? `${v}%` : String(v));

export default function StatBars({
  rows,
  t,
}: {
  rows: readonly BasketballStatRow[];
  t: Translate;
}) {
  if (rows.length === 0) return null;
  return (
    <dl className="key-stats bb-stats">
      {rows.map((row) => (
        <div key={row.key} className="key-stats__row" data-stat={row.key}>
          <dd className="key-stats__home">{shown(row, row.home)}</dd>
          <dt className="key-stats__name">
            {t(row.label)}
            {row.percent ? (
              <span className="bb-stats__rates" aria-hidden="true">
                <span className="bb-stats__rate" data-side="home">
                  <span style={{ transform: `scaleX(${row.home / 100})` }} />
                </span>
                <span className="bb-stats__rate" data-side="away">
                  <span style={{ transform: `scaleX(${row.away / 100})` }} />
                </span>
              </span>
            ) : (
              <span className="key-stats__bar" aria-hidden="true">
                <span style={{ width: `${row.homeShare}%` }} />
              </span>
            )}
          </dt>
          <dd className="key-stats__away">{shown(row, row.away)}</dd>
        </div>
      ))}
    </dl>
  );
}
