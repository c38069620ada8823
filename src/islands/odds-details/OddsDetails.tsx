/**
 * Odds details island (spec §2 "Odds details"): tabs, payout filter and the sortable table over
 * the rows the page rendered with. Every rule is in `lib/odds-details/table`; this only holds
 * the visitor's choices.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { localName } from '../../lib/inplay/row';
import {
  filterByPayout,
  nextSort,
  oddsTabs,
  rowsForTab,
  selectionAfterTabChange,
  sortRows,
  type Column,
  type OddsDetailRow,
  type OddsTab,
  type Sort,
} from '../../lib/odds-details/table';
import { OddsTable } from './OddsTable';
import { OddsTabs } from './OddsTabs';
import { PayoutFilter, type PayoutRange } from './PayoutFilter';
import { useLiveRows } from './use-live-rows';

export interface OddsDetailsProps {
  lang: Language;
  rows: OddsDetailRow[];
  matchId: number;
  /** The match's live room (null: no bet365 id, no live prices). */
  bet365Id: string | null;
  /** Relative mode (query `relative`) hides selected compare (spec §2). */
  relative: boolean;
}

export default function OddsDetails({
  lang,
  rows: initialRows,
  matchId,
  bet365Id,
  relative,
}: OddsDetailsProps) {
  const t = useT(lang);
  const rows = useLiveRows(initialRows, matchId, bet365Id);
  const [tab, setTab] = useState<OddsTab>('all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [sort, setSort] = useState<Sort | null>(null);
  // Every book until the visitor presses view: the 85–90 default waits in the inputs.
  const [range, setRange] = useState<PayoutRange | null>(null);

  const bookName = useCallback(
    (r: OddsDetailRow) => localName(lang, r.book_name, r.book_kor, r.book_jp ?? null),
    [lang],
  );
  const marketName = useCallback(
    (r: OddsDetailRow) => localName(lang, r.type_name, r.type_kor, r.type_jp ?? null),
    [lang],
  );
  const tabs = useMemo(() => oddsTabs(rows, relative), [rows, relative]);
  const shown = useMemo(
    () => sortRows(filterByPayout(rowsForTab(rows, tab, selected), range), sort, bookName),
    [rows, tab, selected, range, sort, bookName],
  );
  const typeName = (type: OddsDetailRow['odd_type_id']) => {
    const row = rows.find((r) => r.odd_type_id === type);
    return row ? marketName(row) : String(type);
  };
  const changeTab = (next: OddsTab) => {
    setSelected((current) => selectionAfterTabChange(next, current));
    setTab(next);
  };
  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  return (
    <div className="odds-details__board" data-odds-details>
      <OddsTabs
        t={t}
        tabs={tabs}
        current={tab}
        typeName={typeName}
        selectedCount={selected.size}
        onChange={changeTab}
      />
      <PayoutFilter t={t} applied={range} onApply={setRange} />
      <p className="odds-details__legend">{t('oddsDetails.legend')}</p>
      <OddsTable
        t={t}
        rows={shown}
        tab={tab}
        sort={sort}
        onSort={(column: Column) => setSort((current) => nextSort(current, column))}
        selection={relative ? undefined : { ids: selected, toggle }}
        bookName={bookName}
        marketName={marketName}
      />
    </div>
  );
}
