/**
 * Hockey, volleyball and basketball lists (spec §2): per match a table with league name and
 * play time, home and away rows, per-period scores (hockey 3 periods, overtime and shoot-out;
 * volleyball 5 sets and first-to-5/7/10; sport 18 four quarters, overtime, first-to-5/7/10/15/20
 * and first score), a total row, over/under and handicap lines, relative and broadcast buttons
 * (broadcast only in play with a bet365 id) and a selection checkbox.
 */
import { useStore } from '@nanostores/react';
import type { Translate } from '../../lib/i18n/messages';
import { memo } from 'react';
import { isLive } from '../../lib/domain/inplay-filters';
import { periodColumns, type PeriodColumn } from '../../lib/domain/period-names';
import { firstScoreThresholds, firstToOf } from '../../lib/inplay/details-view';
import { flagOver, $gameSettings } from '../../lib/inplay/game-settings';
import { openPopup, relativePopup } from '../../lib/inplay/popups';
import { shownTotals, type InplayRow } from '../../lib/inplay/row';
import {
  BroadcastButton,
  TimeCell,
  FirstMark,
  League,
  LiveDot,
  matchAttributes,
  OddsPair,
  Score,
  Team,
} from './cells';
import { NO_SETTINGS, useClientStore } from './client-store';
import { useInplay } from './context';
import { periodText } from './labels';
import { SelectBox } from './toggles';
import { useRow } from './use-rows';

/** Spec §2: volleyball's first-to-5/7/10; sport 18 first-to 5-20; hockey has none. */
function firstToColumns(sportId: number): number[] {
  if (sportId === 91) return [5, 7, 10];
  if (sportId === 18) return firstScoreThresholds(18);
  return [];
}

const num = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));

/** A period's two scores added, or nothing while one is missing. */
function periodSum(row: InplayRow, key: string) {
  const h = num(row.scores[key]?.home);
  const a = num(row.scores[key]?.away);
  return h === null || a === null ? '' : String(h + a);
}

const MatchTable = memo(function MatchTable({ id, odds }: { id: number; odds: boolean }) {
  const { screen, actions } = useInplay();
  const row = useRow(id);
  const details = useStore(screen.details.store(row?.bet365 ?? ''));
  const current = useStore(screen.$view).route.id;
  if (!row) return null;
  const live = isLive(row);
  const cols = periodColumns(row.sport_id);
  const firstTo = firstToColumns(row.sport_id);
  const marks = firstToOf(row.sport_id, details, row.home, row.away);
  const firstScore = row.sport_id === 18;
  const [homeTotal, awayTotal] = shownTotals(row);
  const cell = (key: string, side: 'home' | 'away') => row.scores[key]?.[side] ?? '';
  const sideRow = (side: 'home' | 'away') => (
    <tr className={`side side--${side}`}>
      <th scope="row" className="c-team">
        {side === 'home' && <SelectBox id={row.id} />}
        <Team row={row} side={side} />
      </th>
      {cols.map((c) => (
        <td key={c.key} className="c-period">
          {cell(c.key, side)}
        </td>
      ))}
      {firstScore && (
        <td className="c-first">
          <FirstMark on={marks[1] === side} />
        </td>
      )}
      {firstTo.map((n) => (
        <td key={n} className="c-first">
          <FirstMark on={marks[n] === side} />
        </td>
      ))}
      <td className="c-total">
        <Score ss={side === 'home' ? homeTotal : awayTotal} />
      </td>
      {odds && (
        <td className="c-line">
          <OddsPair pair={side === 'home' ? row.odds.total.over : row.odds.total.under} />
        </td>
      )}
      {odds && (
        <td className="c-line">
          <OddsPair pair={side === 'home' ? row.odds.handicap.home : row.odds.handicap.away} />
        </td>
      )}
    </tr>
  );
  return (
    <table
      className={`match-table${row.bet365 && row.bet365 === current ? ' is-current' : ''}`}
      {...matchAttributes(row, live)}
      onClick={() => row.bet365 && actions.selectMatch(row.bet365)}
    >
      <thead>{matchHead(screen.t, row, live, cols, firstTo, odds)}</thead>
      <tbody>
        {sideRow('home')}
        {sideRow('away')}
        <tr className="side side--sum">
          <th scope="row" className="c-team">
            {screen.t('inplay.row.total')}
          </th>
          {cols.map((c) => (
            <td key={c.key} className="c-period">
              {periodSum(row, c.key)}
            </td>
          ))}
          <td
            className="c-actions"
            colSpan={(firstScore ? 1 : 0) + firstTo.length + 1 + (odds ? 2 : 0)}
          >
            <MatchButtons row={row} />
          </td>
        </tr>
      </tbody>
    </table>
  );
});

/** The table's heading row: league, time, the sport's period and first-to columns, the lines. */
function matchHead(
  t: Translate,
  row: InplayRow,
  live: boolean,
  cols: PeriodColumn[],
  firstTo: number[],
  odds: boolean,
) {
  const firstScore = row.sport_id === 18;
  return (
    <tr>
      <th className="c-team">
        <League row={row} />
        <span className="match-table__time">
          <LiveDot live={live} />
          <TimeCell row={row} live={live} />
        </span>
      </th>
      {cols.map((c) => (
        <th key={c.key} className="c-period">
          {periodText(t, c.name)}
        </th>
      ))}
      {firstScore && (
        <th className="c-first" title={t('inplay.column.firstScoreTitle')}>
          {t('inplay.column.firstScore')}
        </th>
      )}
      {firstTo.map((n) => (
        <th key={n} className="c-first" title={t('inplay.column.firstToTitle', { n })}>
          {t('inplay.column.firstTo', { n })}
        </th>
      ))}
      <th className="c-total">{t('inplay.column.total')}</th>
      {odds && (
        <th className="c-line">
          <LineHeading
            full={t('inplay.column.overUnder')}
            short={t('inplay.column.overUnderShort')}
          />{' '}
          <OddsPair pair={row.odds.total.line} single />
        </th>
      )}
      {odds && (
        <th className="c-line">
          <LineHeading
            full={t('inplay.column.handicap')}
            short={t('inplay.column.handicapShort')}
          />{' '}
          <OddsPair pair={row.odds.handicap.line} single />
        </th>
      )}
    </tr>
  );
}

/** A line's heading; phones show the short form (the stylesheet picks one). */
function LineHeading({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="label-full">{full}</span>
      <span className="label-short" title={full}>
        {short}
      </span>
    </>
  );
}

/** Relative (head-to-head) and broadcast buttons; broadcast only when live with a bet365 id. */
export function MatchButtons({ row }: { row: InplayRow }) {
  const { t } = useInplay().screen;
  const live = isLive(row);
  return (
    <span className="match-buttons">
      <button
        type="button"
        className="chip"
        onClick={(e) => {
          e.stopPropagation();
          openPopup(relativePopup(row));
        }}
      >
        {t('inplay.relative')}
      </button>
      <BroadcastButton row={row} live={live} chip />
    </span>
  );
}

export default function PeriodTables({ rows, sport }: { rows: InplayRow[]; sport: number }) {
  const settings = useClientStore($gameSettings, NO_SETTINGS);
  const odds = flagOver(settings, sport, 'is_odds');
  return (
    <div className="match-tables" data-list={`period-${sport}`}>
      {rows.map((r) => (
        <div className="table-wrap" key={r.id}>
          <MatchTable id={r.id} odds={odds} />
        </div>
      ))}
    </div>
  );
}
