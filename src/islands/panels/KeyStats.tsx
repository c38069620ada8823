/**
 * A sport's key stats as paired bars (home left, away right), from the live details' stats; a
 * stat the match does not hold is left out.
 */
import type { Stats } from '../../lib/domain/match';
import type { Translate } from '../../lib/i18n/messages';
import type { StatName } from '../../lib/stats/key-stats';

export default function KeyStats({
  names,
  stats,
  t,
}: {
  names: readonly StatName[];
  stats: Stats | undefined;
  t: Translate;
}) {
  const shown = names.filter(({ key }) => Array.isArray(stats?.[key]));
  if (shown.length === 0) return null;
  return (
    <dl className="key-stats">
      {shown.map(({ key, label }) => {
        const [h, a] = stats![key]!.map((v) => Number(v) || 0) as [number, number];
        const total = h + a;
        return (
          <div key={key} className="key-stats__row" data-stat={key}>
            <dd className="key-stats__home">{h}</dd>
            <dt className="key-stats__name">
              {t(label)}
              <span className="key-stats__bar" aria-hidden="true">
                <span style={{ width: `${total > 0 ? (h / total) * 100 : 50}%` }} />
              </span>
            </dt>
            <dd className="key-stats__away">{a}</dd>
          </div>
        );
      })}
    </dl>
  );
}
