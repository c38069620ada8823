/**
 * Sure bets board (spec §2.19): per match, market and line, the
 * margin, the best price of each outcome with the book offering it, and the stake to place on
 * each for the total typed above, with the payout every outcome returns alike.
 */
import { useState } from 'react';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import type { MessageKey, Translate } from '../../lib/i18n/messages';
import { localName } from '../../lib/inplay/row';
import {
  formatLine,
  formatMargin,
  formatPrice,
  outcomeLabel,
  sortSureBetRows,
  sureBetRowKey,
  type SureBetRow,
} from '../../lib/odds-board/rows';
import { DEFAULT_STAKE, formatAmount, stakePlan } from '../../lib/odds-board/stake';
import { MatchCells } from './MatchCells';
import { OUTCOME_KEYS } from './outcome-keys';
import { StakeInput } from './StakeInput';

export interface SureBetsBoardProps {
  lang: Language;
  rows: SureBetRow[];
}

const TYPE_KEYS: Record<1 | 2 | 3, MessageKey> = {
  1: 'oddsBoard.type.1',
  2: 'oddsBoard.type.2',
  3: 'oddsBoard.type.3',
};

function SureBet({
  t,
  lang,
  row,
  total,
}: {
  t: Translate;
  lang: Language;
  row: SureBetRow;
  total: number;
}) {
  const plan = stakePlan(
    total,
    row.legs.map((l) => l.price),
  );
  const span = row.legs.length;
  const line = formatLine(row.odd_type_id, row.middle);
  return (
    <tbody data-sure-bet={sureBetRowKey(row)} data-match={row.match_id} data-margin={row.margin}>
      {row.legs.map((leg, i) => {
        const stake = plan.rows[i]!;
        return (
          <tr key={leg.outcome} data-leg={leg.outcome} data-price={leg.price}>
            {i === 0 && (
              <>
                <MatchCells t={t} lang={lang} match={row.match} rowSpan={span} />
                <td className="board__market" rowSpan={span}>
                  {t(TYPE_KEYS[row.odd_type_id])}
                  {line && <span className="board__line"> {line}</span>}
                </td>
                <td className="board__margin num" rowSpan={span} data-col="margin">
                  <strong>{formatMargin(row.margin)}</strong>
                  <small data-profit={plan.profit}>
                    {t('oddsBoard.stake.profit', { amount: formatAmount(plan.profit) })}
                  </small>
                </td>
              </>
            )}
            <td className="board__outcome">
              {t(OUTCOME_KEYS[outcomeLabel(row.odd_type_id, leg.outcome)])}
            </td>
            <td className="board__book">
              {localName(lang, leg.book_name, leg.book_kor, leg.book_jp)}
            </td>
            <td className="num" data-col="price">
              {formatPrice(leg.price)}
            </td>
            <td className="num board__stake" data-col="stake" data-value={stake.stake}>
              {formatAmount(stake.stake)}
            </td>
            <td className="num" data-col="payout" data-value={stake.payout}>
              {formatAmount(stake.payout)}
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}

export default function SureBetsBoard({ lang, rows }: SureBetsBoardProps) {
  const t = useT(lang);
  const [total, setTotal] = useState(DEFAULT_STAKE);
  if (rows.length === 0)
    return (
      <p className="page-note board__empty" data-empty>
        {t('oddsBoard.empty.sureBets')}
      </p>
    );
  return (
    <div className="board" data-sure-bets-board>
      <StakeInput t={t} initial={DEFAULT_STAKE} onChange={setTotal} />
      <div
        className="board__wrap"
        role="region"
        aria-label={t('oddsBoard.table.sureBets')}
        tabIndex={0}
      >
        <table className="board__table board__table--sure">
          <thead>
            <tr>
              <th scope="col">{t('oddsBoard.column.sport')}</th>
              <th scope="col">{t('oddsBoard.column.league')}</th>
              <th scope="col">{t('oddsBoard.column.time')}</th>
              <th scope="col">{t('oddsBoard.column.match')}</th>
              <th scope="col">{t('oddsBoard.column.market')}</th>
              <th scope="col" className="num">
                {t('oddsBoard.column.margin')}
              </th>
              <th scope="col">{t('oddsBoard.column.outcome')}</th>
              <th scope="col">{t('oddsBoard.column.book')}</th>
              <th scope="col" className="num">
                {t('oddsBoard.column.bestPrice')}
              </th>
              <th scope="col" className="num">
                {t('oddsBoard.column.stake')}
              </th>
              <th scope="col" className="num">
                {t('oddsBoard.column.payout')}
              </th>
            </tr>
          </thead>
          {sortSureBetRows(rows).map((row) => (
            <SureBet key={sureBetRowKey(row)} t={t} lang={lang} row={row} total={total} />
          ))}
        </table>
      </div>
    </div>
  );
}
