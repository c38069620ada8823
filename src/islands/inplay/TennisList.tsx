/** The tennis list (spec §2): sets 1 to 5, the point of the current game, and the line. */
import { useStore } from '@nanostores/react';
import { memo } from 'react';
import { isLive } from '../../lib/domain/inplay-filters';
import { tennisPoint } from '../../lib/inplay/details-view';
import { flagOver, $gameSettings } from '../../lib/inplay/game-settings';
import { shownTotals, type InplayRow } from '../../lib/inplay/row';
import { TimeCell, League, LiveDot, matchAttributes, OddsPair, Score, Team } from './cells';
import { NO_SETTINGS, useClientStore } from './client-store';
import { useInplay } from './context';
import { periodText } from './labels';
import { MatchButtons } from './PeriodTables';
import { SelectBox } from './toggles';
import { useRow } from './use-rows';

const SETS = ['1', '2', '3', '4', '5'];

const TennisMatch = memo(function TennisMatch({ id, odds }: { id: number; odds: boolean }) {
  const { screen, actions } = useInplay();
  const row = useRow(id);
  const details = useStore(screen.details.store(row?.bet365 ?? ''));
  if (!row) return null;
  const live = isLive(row);
  const point = tennisPoint(details?.sts);
  const sets = shownTotals(row);
  const serve = details?.info.serve;
  const side = (s: 'home' | 'away', i: 0 | 1) => (
    <tr className={`side side--${s}`}>
      <th scope="row" className="c-team">
        {s === 'home' && <SelectBox id={row.id} />}
        <Team row={row} side={s} />
        {serve === s && (
          <span className="serve" aria-hidden="true">
            ●
          </span>
        )}
      </th>
      <td className="c-total">
        <Score ss={sets[i]} />
      </td>
      {SETS.map((k) => (
        <td key={k} className="c-period">
          {row.scores[k]?.[s] ?? ''}
        </td>
      ))}
      <td className="c-point">{point ? point[i] : '-'}</td>
      {odds && (
        <td className="c-line">
          <OddsPair pair={s === 'home' ? row.odds.home : row.odds.away} />
        </td>
      )}
    </tr>
  );
  return (
    <tbody
      className="tennis-match"
      {...matchAttributes(row, live)}
      onClick={() => row.bet365 && actions.selectMatch(row.bet365)}
    >
      <tr className="group__head">
        <th colSpan={odds ? 9 : 8}>
          <League row={row} /> <LiveDot live={live} />
          <TimeCell row={row} live={live} /> <MatchButtons row={row} />
        </th>
      </tr>
      {side('home', 0)}
      {side('away', 1)}
    </tbody>
  );
});

export default function TennisList({ rows, sport }: { rows: InplayRow[]; sport: number }) {
  const { t } = useInplay().screen;
  const settings = useClientStore($gameSettings, NO_SETTINGS);
  const odds = flagOver(settings, sport, 'is_odds');
  return (
    <div className="table-wrap">
      <table className="games-table games-table--tennis" data-list="tennis">
        <thead>
          <tr>
            <th className="c-team">{t('inplay.column.player')}</th>
            <th className="c-total">{t('inplay.column.sets')}</th>
            {SETS.map((k) => (
              <th key={k} className="c-period">
                {periodText(t, { kind: 'set', n: Number(k) })}
              </th>
            ))}
            <th className="c-point">{t('inplay.column.point')}</th>
            {odds && <th className="c-line">{t('inplay.column.line')}</th>}
          </tr>
        </thead>
        {rows.map((r) => (
          <TennisMatch key={r.id} id={r.id} odds={odds} />
        ))}
      </table>
    </div>
  );
}
