/**
 * The odds details table (spec §2): company, home, draw-or-line, away and payout, each with
 * opening and current values; the best current price marked; footer rows over the rows shown.
 */
import { memo } from 'react';
import { formatOdds, type PriceValue } from '../../lib/domain/odds-change';
import type { MessageKey, Translate } from '../../lib/i18n/messages';
import {
  bestCurrent,
  footerRows,
  legLabels,
  middleColumn,
  type Column,
  type FooterStats,
  type OddsDetailRow,
  type OddsTab,
  type Sort,
} from '../../lib/odds-details/table';
import { PriceCell, ValueCell, formatLine } from './PriceCell';
import { SortHeader } from './SortHeader';

const LEG_KEYS: Record<
  ReturnType<typeof legLabels>[keyof ReturnType<typeof legLabels>],
  MessageKey
> = {
  home: 'oddsDetails.column.home',
  away: 'oddsDetails.column.away',
  over: 'oddsDetails.column.over',
  under: 'oddsDetails.column.under',
  draw: 'oddsDetails.column.draw',
  handicap: 'oddsDetails.column.handicap',
  line: 'oddsDetails.column.line',
  drawOrMiddle: 'oddsDetails.column.drawOrMiddle',
};

const FOOTER_KEYS = {
  highest: 'oddsDetails.footer.highest',
  lowest: 'oddsDetails.footer.lowest',
  average: 'oddsDetails.footer.average',
} as const satisfies Record<keyof FooterStats, MessageKey>;

export interface OddsTableProps {
  t: Translate;
  rows: OddsDetailRow[];
  tab: OddsTab;
  sort: Sort | null;
  onSort: (column: Column) => void;
  /** Row checkboxes for selected compare; absent in relative mode (spec §2). */
  selection?: { ids: ReadonlySet<number>; toggle: (id: number) => void } | undefined;
  bookName: (row: OddsDetailRow) => string;
  marketName: (row: OddsDetailRow) => string;
}

/** The market whose headings apply: the tab's, or the one all shown rows share. */
function headingMarket(rows: readonly OddsDetailRow[], tab: OddsTab) {
  if (typeof tab === 'number') return tab;
  const types = new Set(rows.map((r) => r.odd_type_id));
  return types.size === 1 ? [...types][0]! : 'mixed';
}

const middleOf = (row: OddsDetailRow) => (row.odd_type_id === 1 ? row.draw : row.middle);
const lineStyle = (row: OddsDetailRow) =>
  row.odd_type_id === 2 ? 'signed' : row.odd_type_id === 3 ? 'plain' : undefined;
const percent = (v: PriceValue) => formatOdds(v);

export function OddsTable(props: OddsTableProps) {
  const { t, rows, tab, sort, onSort, selection } = props;
  const labels = legLabels(headingMarket(rows, tab));
  const middle = middleColumn(tab);
  const best = bestCurrent(rows);
  const bestText = t('oddsDetails.best');
  const showMarket = typeof tab !== 'number';
  const header = (id: string, column: Column, label: string) => (
    <SortHeader id={id} column={column} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <div className="odds-table-wrap" role="region" aria-label={t('oddsDetails.table')} tabIndex={0}>
      <table className="odds-table" data-odds-table>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="odds-table__select">
                <span className="sr-only">{t('oddsDetails.column.select')}</span>
              </th>
            )}
            {header('company', 'company', t('oddsDetails.column.company'))}
            {header('home', 'home', t(LEG_KEYS[labels.home]))}
            {header('middle', middle, t(LEG_KEYS[labels.middle]))}
            {header('away', 'away', t(LEG_KEYS[labels.away]))}
            {header('payout', 'payout', t('oddsDetails.column.payout'))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={selection ? 6 : 5} className="odds-table__none" data-no-rows>
                {tab === 'selected' ? t('oddsDetails.selectedHint') : t('oddsDetails.noRows')}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <BookRow
              key={row.id}
              t={t}
              row={row}
              checked={selection ? selection.ids.has(row.id) : undefined}
              onToggle={selection?.toggle}
              bestLegs={bestLegs(best, row.id)}
              bestText={bestText}
              showMarket={showMarket}
              bookName={props.bookName}
              marketName={props.marketName}
            />
          ))}
        </tbody>
        <Footer {...props} middle={middle} />
      </table>
    </div>
  );
}

/** Which of a row's prices are the best current of their column, as a string React compares. */
function bestLegs(best: ReturnType<typeof bestCurrent>, id: number): string {
  return LEGS.filter((leg) => best[leg].has(id)).join(' ');
}
const LEGS = ['home', 'draw', 'away'] as const;

interface BookRowProps {
  t: Translate;
  row: OddsDetailRow;
  /** Whether the row is ticked for selected compare; undefined: no checkbox (relative mode). */
  checked: boolean | undefined;
  onToggle: ((id: number) => void) | undefined;
  bestLegs: string;
  bestText: string;
  showMarket: boolean;
  bookName: (row: OddsDetailRow) => string;
  marketName: (row: OddsDetailRow) => string;
}

/**
 * One book's quote of one market; the best current price of a column carries a hidden text.
 * Memoised on plain props: a price change re-renders its own row (and the footer), not all 90.
 */
const BookRow = memo(function BookRow({
  t,
  row,
  checked,
  onToggle,
  bestLegs: legs,
  bestText,
  showMarket,
  bookName,
  marketName,
}: BookRowProps) {
  const mark = (leg: (typeof LEGS)[number]) => (legs.includes(leg) ? bestText : undefined);
  return (
    <tr data-book-row data-row-id={row.id} data-type={row.odd_type_id}>
      {checked !== undefined && (
        <td className="odds-table__select">
          <input
            type="checkbox"
            checked={checked}
            onChange={() => onToggle?.(row.id)}
            aria-label={t('oddsDetails.selectRow', { book: bookName(row) })}
          />
        </td>
      )}
      <th scope="row" className="odds-table__company">
        {bookName(row)}
        {showMarket && <span className="odds-table__market">{marketName(row)}</span>}
      </th>
      <PriceCell pair={row.home} column="home" bestLabel={mark('home')} />
      <PriceCell
        pair={middleOf(row)}
        column="middle"
        line={lineStyle(row)}
        bestLabel={mark('draw')}
      />
      <PriceCell pair={row.away} column="away" bestLabel={mark('away')} />
      <ValueCell o={row.payout.o} n={row.payout.n} column="payout" format={percent} />
    </tr>
  );
});

/** Spec §2 footer: highest, lowest and average of opening and current values per column. */
function Footer({
  t,
  rows,
  tab,
  selection,
  middle,
}: OddsTableProps & { middle: 'draw' | 'middle' }) {
  const footer = footerRows(rows);
  const middleFormat = (v: PriceValue) =>
    middle === 'draw' ? formatOdds(v) : formatLine(v, tab === 2);
  return (
    <tfoot>
      {(Object.keys(FOOTER_KEYS) as (keyof FooterStats)[]).map((stat) => (
        <tr key={stat} data-footer={stat}>
          {selection && <td />}
          <th scope="row">{t(FOOTER_KEYS[stat])}</th>
          <ValueCell
            o={footer.o.home[stat]}
            n={footer.n.home[stat]}
            column="home"
            format={formatOdds}
          />
          <ValueCell
            o={footer.o[middle][stat]}
            n={footer.n[middle][stat]}
            column="middle"
            format={middleFormat}
          />
          <ValueCell
            o={footer.o.away[stat]}
            n={footer.n.away[stat]}
            column="away"
            format={formatOdds}
          />
          <ValueCell
            o={footer.o.payout[stat]}
            n={footer.n.payout[stat]}
            column="payout"
            format={percent}
          />
        </tr>
      ))}
    </tfoot>
  );
}
