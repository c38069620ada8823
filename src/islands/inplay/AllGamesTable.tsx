/**
 * The all-games table (spec §2): game, favourite star (logged in), start time, league,
 * broadcast, home, score, away, half, data, line-up, select; upcoming hides checkbox, broadcast,
 * half, data, line-up and select. Rows sit under date headers (weekday for upcoming and result)
 * or in the pinned group of selected matches, and within them under league headers with the
 * country's flag: the league is named once per group, not on every row, and
 * phones, which have no room for a league column, still see it.
 */
import { useStore } from '@nanostores/react';
import { Fragment, memo, useMemo } from 'react';
import { groupBy, isLive } from '../../lib/domain/inplay-filters';
import { seoulDate } from '../../lib/domain/seoul-time';
import { groupDate, listDate, weekday } from '../../lib/inplay/format';
import { halfScore, type InplayRow } from '../../lib/inplay/row';
import { $selectedIds } from '../../lib/inplay/selection';
import { $userId } from '../../lib/stores/user';
import { useClientStore } from './client-store';
import {
  BroadcastButton,
  TimeCell,
  DataButton,
  League,
  LineupButton,
  LiveDot,
  matchAttributes,
  Score,
  Team,
} from './cells';
import { useInplay } from './context';
import { sportName, weekdayName } from './labels';
import { Check, SelectArrow, Star } from './toggles';
import { useRow, useVisibleRows } from './use-rows';

const NONE: readonly number[] = [];

interface Columns {
  upcoming: boolean;
  star: boolean;
  half: boolean;
}

const GameRow = memo(function GameRow({ id, cols }: { id: number; cols: Columns }) {
  const { screen, actions } = useInplay();
  const row = useRow(id);
  const current = useStore(screen.$view).route.id;
  if (!row) return null;
  const { lang } = screen;
  const live = isLive(row);
  const choose = () => row.bet365 && actions.selectMatch(row.bet365);
  return (
    <tr
      className={`game-row${row.bet365 && row.bet365 === current ? ' is-current' : ''}`}
      {...matchAttributes(row, live)}
      onClick={choose}
    >
      {!cols.upcoming && (
        <td className="c-check">
          <Check id={row.id} />
        </td>
      )}
      <td className="c-game">{sportName(row.sport_id, lang)}</td>
      {cols.star && (
        <td className="c-star">
          <Star id={row.id} />
        </td>
      )}
      <td className="c-time">
        <LiveDot live={live} />
        <TimeCell row={row} live={live} />
      </td>
      {!cols.upcoming && (
        <td className="c-broadcast">
          <BroadcastButton row={row} live={live} />
        </td>
      )}
      <td className="c-home">
        <Team row={row} side="home" />
      </td>
      <td className="c-score">{cols.upcoming ? 'VS' : <Score ss={row.ss} />}</td>
      <td className="c-away">
        <Team row={row} side="away" />
      </td>
      {!cols.upcoming && cols.half && <td className="c-half">{halfScore(row) ?? '-'}</td>}
      {!cols.upcoming && (
        <td className="c-data">
          <DataButton row={row} />
        </td>
      )}
      {!cols.upcoming && (
        <td className="c-lineup">
          <LineupButton row={row} />
        </td>
      )}
      {!cols.upcoming && (
        <td className="c-select">
          <SelectArrow id={row.id} />
        </td>
      )}
    </tr>
  );
});

function Header({ cols }: { cols: Columns }) {
  const { t } = useInplay().screen;
  return (
    <thead>
      <tr>
        {!cols.upcoming && (
          <th className="c-check">
            <span className="sr-only">{t('inplay.check.accessibleLabel')}</span>
          </th>
        )}
        <th className="c-game">{t('inplay.column.game')}</th>
        {cols.star && (
          <th className="c-star">
            <span className="sr-only">{t('inplay.favourite.accessibleLabel')}</span>
          </th>
        )}
        <th className="c-time">{t('inplay.column.start')}</th>
        {!cols.upcoming && <th className="c-broadcast">{t('inplay.broadcast')}</th>}
        <th className="c-home">{t('inplay.column.home')}</th>
        <th className="c-score">{t('inplay.column.score')}</th>
        <th className="c-away">{t('inplay.column.away')}</th>
        {!cols.upcoming && cols.half && <th className="c-half">{t('inplay.column.half')}</th>}
        {!cols.upcoming && <th className="c-data">{t('inplay.column.data')}</th>}
        {!cols.upcoming && <th className="c-lineup">{t('inplay.column.lineup')}</th>}
        {!cols.upcoming && <th className="c-select">{t('inplay.column.select')}</th>}
      </tr>
    </thead>
  );
}

/**
 * A group's rows under a header per league, leagues in the order of their first match. Each
 * league is one keyed fragment: when a league comes in ahead of another (a match starting), the
 * rows behind it keep their components and state (an open broadcast) instead of remounting.
 */
export function LeagueGroups({
  rows,
  cols,
  colCount,
}: {
  rows: readonly InplayRow[];
  cols: Columns;
  colCount: number;
}) {
  return groupBy(rows, (r) => String(r.league_id)).map((league) => (
    <Fragment key={league.key}>
      <tr className="group__league">
        <th colSpan={colCount}>
          <League row={league.rows[0]!} />
        </th>
      </tr>
      {league.rows.map((r) => (
        <GameRow key={r.id} id={r.id} cols={cols} />
      ))}
    </Fragment>
  ));
}

export default function AllGamesTable() {
  const { screen } = useInplay();
  const { t, lang } = screen;
  const view = useStore(screen.$view);
  const rows = useVisibleRows();
  const selected = useClientStore($selectedIds, NONE);
  const userId = useClientStore($userId, null);
  const status = view.route.status;
  const upcoming = view.route.type === 'upcoming';
  // Spec §9: a half column for sport ids 1, 18, 16.
  const half = view.sport === undefined || [1, 18, 16].includes(view.sport);
  const cols = useMemo<Columns>(
    () => ({ upcoming, star: Boolean(userId), half }),
    [upcoming, userId, half],
  );
  const withWeekday = view.route.type === 'upcoming' || view.route.type === 'result';
  const byCreated = status === 'selected' || status === 'hide';
  const pinned = byCreated ? [] : rows.filter((r) => selected.includes(r.id));
  const rest = byCreated ? rows : rows.filter((r) => !selected.includes(r.id));
  const groups = groupBy(rest, (r) =>
    byCreated ? seoulDate(r.created_at * 1000) : r.play_time.slice(0, 10),
  );
  const colCount = 11;
  const heading = (day: string) =>
    byCreated
      ? groupDate(day)
      : listDate(day, lang, withWeekday ? weekdayName(t, weekday(day)) : null);
  return (
    <div className="table-wrap">
      <table className="games-table" data-list="all-games">
        <Header cols={cols} />
        {pinned.length > 0 && (
          <tbody className="group group--pinned">
            <tr className="group__head">
              <th colSpan={colCount}>{t('inplay.group.selected')}</th>
            </tr>
            <LeagueGroups rows={pinned} cols={cols} colCount={colCount} />
          </tbody>
        )}
        {groups.map((g) => (
          <tbody className="group" key={g.key}>
            <tr className="group__head">
              <th colSpan={colCount}>{heading(g.key)}</th>
            </tr>
            <LeagueGroups rows={g.rows} cols={cols} colCount={colCount} />
          </tbody>
        ))}
      </table>
    </div>
  );
}
