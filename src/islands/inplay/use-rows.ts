/** Hooks that read the screen's stores: one row, and the rows the current filters show. */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { filterByLeagues, filterByStatus, showsLeaguePopup } from '../../lib/domain/inplay-filters';
import type { InplayRow } from '../../lib/inplay/row';
import { FIRST_PAINT_ROWS, sportKey } from '../../lib/inplay/screen';
import { $favourites, $selectedIds } from '../../lib/inplay/selection';
import { useClientStore } from './client-store';
import { useInplay } from './context';

const NONE: readonly number[] = [];

/** One match's row; re-renders only when that match changes. */
export function useRow(id: number): InplayRow | undefined {
  const { screen } = useInplay();
  return useStore(screen.rows.row(id));
}

/**
 * The rows the status tab and the league choice let through, in list order. The list
 * re-renders when matches come or go or a filter changes, not on live updates of a row. Before
 * the island mounts (server render, hydration) only the first rows are rendered.
 */
export function useVisibleRows(): InplayRow[] {
  const { screen } = useInplay();
  const order = useStore(screen.rows.$order);
  const view = useStore(screen.$view);
  const selected = useClientStore($selectedIds, NONE);
  const favourites = useClientStore($favourites, NONE);
  const choice = useStore(screen.$leagueChoice);
  const mounted = useStore(screen.$mounted);
  // The league popup's choice filters the views that offer the popup (spec §2).
  const chosen = showsLeaguePopup(view.route.type) ? choice[sportKey(view.sport)] : undefined;
  return useMemo(() => {
    const rows = order.map((id) => screen.rows.get(id)).filter((r): r is InplayRow => !!r);
    const sets = { selected: new Set(selected), favourites: new Set(favourites) };
    const byStatus = filterByStatus(rows, view.route.status, sets);
    const shown = filterByLeagues(byStatus, chosen ? new Set(chosen) : null);
    return mounted ? shown : shown.slice(0, FIRST_PAINT_ROWS);
  }, [order, view.route.status, selected, favourites, chosen, screen.rows, mounted]);
}
