/**
 * The tennis scoreboard, from the live details:
 * games per set with the set's winner highlighted and tie-break points raised, the set in play
 * marked, the serve dot at the server and the point score of the current game.
 */
import type { Side } from '../../../lib/domain/match';
import type { Translate } from '../../../lib/i18n/messages';
import type { TennisView } from '../../../lib/panels/tennis';

export default function Scoreboard({
  view,
  home,
  away,
  t,
}: {
  view: TennisView;
  home: string;
  away: string;
  t: Translate;
}) {
  const row = (side: Side, name: string, i: 0 | 1) => (
    <tr data-side={side}>
      <th scope="row">
        <span
          className="net-serve-dot"
          data-serving={view.serve === side || undefined}
          title={view.serve === side ? t('panel.tennis.serving') : undefined}
          role={view.serve === side ? 'img' : undefined}
          aria-label={view.serve === side ? t('panel.tennis.serving') : undefined}
        />
        {name}
      </th>
      {view.sets.map((cell) => (
        <td
          key={cell.set}
          className={cell.winner === side ? 'is-won' : undefined}
          data-current={cell.current || undefined}
        >
          {cell[side] ?? ''}
          {cell.tiebreak && <sup title={t('panel.tennis.tiebreak')}>{cell.tiebreak[i]}</sup>}
        </td>
      ))}
      {view.point && (
        <td className="net-sets__point" data-point={side}>
          {view.point[i]}
        </td>
      )}
    </tr>
  );
  return (
    <table className="net-sets" data-set-table="tennis">
      <caption>{t('panel.tennis.sets')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('panel.tennis.player')}</th>
          {view.sets.map((cell) => (
            <th key={cell.set} scope="col" data-current={cell.current || undefined}>
              {t('inplay.period.set', { n: cell.set })}
            </th>
          ))}
          {view.point && (
            <th scope="col">
              {view.tiebreak ? t('panel.tennis.tiebreak') : t('panel.tennis.point')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {row('home', home, 0)}
        {row('away', away, 1)}
      </tbody>
    </table>
  );
}
