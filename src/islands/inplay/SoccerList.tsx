/**
 * The soccer list (spec §2): game, checkbox, start, game situation, broadcast, home, score,
 * away, half, overall (the odds, when the dividend toggle is on), data; grouped by league.
 * Sports without a layout of their own use it too.
 */
import { memo } from 'react';
import { groupBy, isLive } from '../../lib/domain/inplay-filters';
import { kickoffClock } from '../../lib/inplay/format';
import { flagOver, $gameSettings } from '../../lib/inplay/game-settings';
import { oddsPopup, openPopup } from '../../lib/inplay/popups';
import { halfScore, leagueName, type InplayRow } from '../../lib/inplay/row';
import {
  BroadcastButton,
  Clock,
  DataButton,
  League,
  LiveDot,
  matchAttributes,
  OddsPair,
  Score,
  Team,
} from './cells';
import { NO_SETTINGS, useClientStore } from './client-store';
import { useInplay } from './context';
import { sportName } from './labels';
import { Check, SelectArrow } from './toggles';
import { useRow } from './use-rows';

const SoccerRow = memo(function SoccerRow({ id, odds }: { id: number; odds: boolean }) {
  const { screen, actions } = useInplay();
  const row = useRow(id);
  if (!row) return null;
  const { t, lang } = screen;
  const live = isLive(row);
  const choose = () => row.bet365 && actions.selectMatch(row.bet365);
  return (
    <tr className="game-row" {...matchAttributes(row, live)} onClick={choose}>
      <td className="c-game">{sportName(row.sport_id, lang)}</td>
      <td className="c-check">
        <Check id={row.id} />
      </td>
      <td className="c-time">{kickoffClock(row.play_time)}</td>
      <td className="c-state">
        <LiveDot live={live} />
        <Clock row={row} />
      </td>
      <td className="c-broadcast">
        <BroadcastButton row={row} live={live} />
      </td>
      <td className="c-home">
        <Team row={row} side="home" />
      </td>
      <td className="c-score">
        <Score ss={row.ss} />
      </td>
      <td className="c-away">
        <Team row={row} side="away" />
      </td>
      <td className="c-half">{halfScore(row) ?? '-'}</td>
      {odds && (
        <td className="c-odds">
          <button
            type="button"
            className="odds-group"
            onClick={(e) => {
              e.stopPropagation();
              openPopup(oddsPopup(row.id));
            }}
          >
            <OddsPair pair={row.odds.home} label="1" />
            {row.odds.draw && <OddsPair pair={row.odds.draw} label="X" />}
            <OddsPair pair={row.odds.away} label="2" />
            {/* The name holds the prices shown, then what the button opens (WCAG 2.5.3). */}
            <span className="sr-only">{t('inplay.odds.details')}</span>
          </button>
        </td>
      )}
      <td className="c-data">
        <DataButton row={row} />
      </td>
      <td className="c-select">
        <SelectArrow id={row.id} />
      </td>
    </tr>
  );
});

export default function SoccerList({ rows, sport }: { rows: InplayRow[]; sport: number }) {
  const { screen } = useInplay();
  const { t, lang } = screen;
  const settings = useClientStore($gameSettings, NO_SETTINGS);
  const odds = flagOver(settings, sport, 'is_odds');
  const groups = groupBy(rows, (r) => String(r.league_id));
  const colCount = odds ? 12 : 11;
  return (
    <div className="table-wrap">
      <table className="games-table games-table--soccer" data-list="soccer">
        <thead>
          <tr>
            <th className="c-game">{t('inplay.column.game')}</th>
            <th className="c-check">
              <span className="sr-only">{t('inplay.check.accessibleLabel')}</span>
            </th>
            <th className="c-time">{t('inplay.column.start')}</th>
            <th className="c-state">{t('inplay.column.situation')}</th>
            <th className="c-broadcast">{t('inplay.broadcast')}</th>
            <th className="c-home">{t('inplay.column.home')}</th>
            <th className="c-score">{t('inplay.column.score')}</th>
            <th className="c-away">{t('inplay.column.away')}</th>
            <th className="c-half">{t('inplay.column.half')}</th>
            {odds && <th className="c-odds">{t('inplay.column.overall')}</th>}
            <th className="c-data">{t('inplay.column.data')}</th>
            <th className="c-select">{t('inplay.column.select')}</th>
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody className="group" key={g.key}>
            <tr className="group__head">
              <th colSpan={colCount} title={leagueName(g.rows[0]!, lang)}>
                <League row={g.rows[0]!} />
              </th>
            </tr>
            {g.rows.map((r) => (
              <SoccerRow key={r.id} id={r.id} odds={odds} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
