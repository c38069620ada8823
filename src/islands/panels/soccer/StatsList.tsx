/** The stats tab: every soccer stat the match holds (spec §3 "Soccer stats"), as paired bars. */
import { memo } from 'react';
import type { Stats } from '../../../lib/domain/match';
import type { Translate } from '../../../lib/i18n/messages';
import { statLines } from '../../../lib/stats/catalogue';

function StatsList({ stats, t }: { stats: Stats; t: Translate }) {
  const lines = statLines(1, stats);
  if (lines.length === 0) return null;
  const show = (n: number, percent: boolean) => (percent ? `${n}%` : String(n));
  return (
    <dl className="key-stats soccer-stats">
      {lines.map((line) => (
        <div key={line.key} className="key-stats__row" data-stat={line.key}>
          <dd className="key-stats__home">{show(line.home, line.percent)}</dd>
          <dt className="key-stats__name">
            {t(line.label)}
            <span className="key-stats__bar" aria-hidden="true">
              <span style={{ width: `${line.homeShare}%` }} />
            </span>
          </dt>
          <dd className="key-stats__away">{show(line.away, line.percent)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default memo(StatsList);
