/**
 * The volleyball set table (spec §2 "set table"; §9 five set columns): points per set, the set's
 * winner by the §5 rule highlighted, the set in play marked, and sets won.
 */
import type { Translate } from '../../../lib/i18n/messages';
import type { VolleyballView } from '../../../lib/panels/volleyball';

export default function SetTable({
  view,
  home,
  away,
  t,
}: {
  view: VolleyballView;
  home: string;
  away: string;
  t: Translate;
}) {
  const row = (side: 'home' | 'away', name: string, won: number) => (
    <tr data-side={side}>
      <th scope="row">
        {view.serve === side && (
          <span
            className="net-serve-dot"
            title={t('panel.volleyball.serving')}
            aria-label={t('panel.volleyball.serving')}
          />
        )}
        {name}
      </th>
      {view.sets.map((cell) => (
        <td
          key={cell.set}
          className={cell.winner === side ? 'is-won' : undefined}
          data-current={cell.current || undefined}
        >
          {cell[side] ?? ''}
        </td>
      ))}
      <td className="net-sets__total">{won}</td>
    </tr>
  );
  return (
    <table className="net-sets" data-set-table="volleyball">
      <caption>{t('panel.volleyball.sets')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('panel.volleyball.team')}</th>
          {view.sets.map((cell) => (
            <th key={cell.set} scope="col" data-current={cell.current || undefined}>
              {t('inplay.period.set', { n: cell.set })}
            </th>
          ))}
          <th scope="col">{t('inplay.column.sets')}</th>
        </tr>
      </thead>
      <tbody>
        {row('home', home, view.setsWon[0])}
        {row('away', away, view.setsWon[1])}
      </tbody>
    </table>
  );
}
