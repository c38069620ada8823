/**
 * Dropping odds board (spec §2.19): per match the outcome whose
 * average price across books fell most over the chosen window, its average before and now and
 * the fall in percent; live: refreshed as prices move, changed numbers flashed.
 */
import { useMemo } from 'react';
import type { Language } from '../../lib/domain/languages';
import { shouldHighlight } from '../../lib/domain/odds-change';
import { useT } from '../../lib/i18n/react';
import type { Translate } from '../../lib/i18n/messages';
import { droppingApiQuery, type DroppingChoice } from '../../lib/odds-board/query';
import {
  dropRowKey,
  formatDrop,
  formatPrice,
  outcomeLabel,
  sortDropRows,
  toDropRow,
  withLiveMatch,
  type DropRow,
} from '../../lib/odds-board/rows';
import type { LiveRow } from '../../lib/domain/live-rows';
import { $liveMatches } from '../../lib/stores/live';
import { useClientStore } from '../common/client-store';
import { useChangeFlash } from '../common/use-change-flash';
import { MatchCells } from './MatchCells';
import { OUTCOME_KEYS } from './outcome-keys';
import { useLiveBoard } from './use-live-board';

export interface DroppingBoardProps {
  lang: Language;
  rows: DropRow[];
  choice: DroppingChoice;
}

const NO_MATCHES: Readonly<Partial<Record<string, LiveRow>>> = {};

function DropLine({ t, lang, row }: { t: Translate; lang: Language; row: DropRow }) {
  const flashTo = useChangeFlash(row.to, shouldHighlight);
  const flashDrop = useChangeFlash(row.drop_percent, shouldHighlight);
  return (
    <tr
      data-drop-row={dropRowKey(row)}
      data-match={row.match_id}
      data-outcome={row.outcome}
      data-from={row.from}
      data-to={row.to}
      data-drop={row.drop_percent}
    >
      <MatchCells t={t} lang={lang} match={row.match} />
      <td className="board__outcome">
        {t(OUTCOME_KEYS[outcomeLabel(row.odd_type_id, row.outcome)])}
      </td>
      <td className="board__prices num">
        <span className="board__from" data-col="from">
          {formatPrice(row.from)}
        </span>
        <span className="board__arrow" aria-hidden="true">
          {' → '}
        </span>
        <span className="board__to" data-col="to" data-flash={flashTo ?? undefined}>
          {formatPrice(row.to)}
        </span>
      </td>
      <td className="board__drop num" data-col="drop" data-flash={flashDrop ?? undefined}>
        {formatDrop(row.drop_percent)}
        <small className="board__books">{t('oddsBoard.books', { n: row.books })}</small>
      </td>
    </tr>
  );
}

export default function DroppingBoard({ lang, rows: initial, choice }: DroppingBoardProps) {
  const t = useT(lang);
  const path = `/odds/dropping${droppingApiQuery(choice)}`;
  const { rows, updatedAt } = useLiveBoard(initial, path, choice.sportsId, toDropRow);
  const live = useClientStore($liveMatches, NO_MATCHES);
  const shown = useMemo(
    () =>
      sortDropRows(rows).map((r) => ({
        ...r,
        match: withLiveMatch(r.match, live[String(r.match_id)] ?? undefined),
      })),
    [rows, live],
  );

  if (shown.length === 0)
    return (
      <p className="page-note board__empty" data-empty>
        {t('oddsBoard.empty.dropping')}
      </p>
    );
  return (
    <div className="board" data-dropping-board data-updated={updatedAt ?? undefined}>
      <div
        className="board__wrap"
        role="region"
        aria-label={t('oddsBoard.table.dropping')}
        tabIndex={0}
      >
        <table className="board__table">
          <thead>
            <tr>
              <th scope="col">{t('oddsBoard.column.sport')}</th>
              <th scope="col">{t('oddsBoard.column.league')}</th>
              <th scope="col">{t('oddsBoard.column.time')}</th>
              <th scope="col">{t('oddsBoard.column.match')}</th>
              <th scope="col">{t('oddsBoard.column.outcome')}</th>
              <th scope="col" className="num">
                {t('oddsBoard.column.before')} → {t('oddsBoard.column.now')}
              </th>
              <th scope="col" className="num">
                {t('oddsBoard.column.drop')}
              </th>
            </tr>
          </thead>
          <tbody aria-live="off">
            {shown.map((row) => (
              <DropLine key={dropRowKey(row)} t={t} lang={lang} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
