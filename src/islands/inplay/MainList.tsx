/**
 * The list under the panel, by type (spec §2): the all-games table for all, upcoming and
 * result; per-sport layouts for odds (a section per sport) and for the league tabs, whose
 * finished games of the day follow under "result" and the date. The per-sport layouts load when
 * a view first shows them: the server render and hydration wait for those of the first rows, so
 * the first paint is the server's HTML; later views show a placeholder of the list's height
 * until the layout is in.
 */
import { useStore } from '@nanostores/react';
import { Suspense, use, useEffect, useState } from 'react';
import { isLeagueTab } from '../../lib/domain/inplay-filters';
import type { InplayRow } from '../../lib/inplay/row';
import AllGamesTable from './AllGamesTable';
import Empty from './Empty';
import { useInplay } from './context';
import { layoutsLoaded, loadLayouts } from './sport-layouts';
import { useVisibleRows } from './use-rows';

/** Whether a list type shows per-sport layouts (the odds view and the league tabs). */
const perSport = (type: string): boolean =>
  !(type === 'all' || type === 'upcoming' || type === 'result');

/** Roughly one list row, so the placeholder keeps the list's height while a layout loads. */
const PLACEHOLDER_ROW_REM = 2.5;

function Lists({ rows }: { rows: InplayRow[] }) {
  const { PerSportList } = use(loadLayouts());
  return <PerSportList rows={rows} />;
}

function PerSportLists({ rows }: { rows: InplayRow[] }) {
  const pending = (
    <div
      className="layout-pending"
      aria-busy="true"
      style={{ minHeight: `${rows.length * PLACEHOLDER_ROW_REM}rem` }}
    />
  );
  return (
    <Suspense fallback={pending}>
      <Lists rows={rows} />
    </Suspense>
  );
}

export default function MainList() {
  const { screen } = useInplay();
  const { t } = screen;
  const view = useStore(screen.$view);
  const loading = useStore(screen.$loading);
  const mounted = useStore(screen.$mounted);
  const target = useStore(screen.$target);
  const rows = useVisibleRows();
  const type = view.route.type;
  const emptyText = t(view.scope === 'inplay' ? 'inplay.empty.inplay' : 'inplay.empty.list');
  // A league tab shows its day's results under the open matches, even with neither.
  const needsLayouts = perSport(type) && (rows.length > 0 || isLeagueTab(type));
  // The layouts load with the list of the view that needs them; the list stays busy until then.
  const [, setLoaded] = useState(false);
  const wanted = needsLayouts || (target !== null && perSport(target.route.type));
  useEffect(() => {
    if (wanted && !layoutsLoaded()) {
      loadLayouts().then(
        () => setLoaded(true),
        () => undefined,
      );
    }
  }, [wanted]);
  // Before the island mounts (hydration) the list waits for its layouts here, outside the
  // placeholders, so hydration keeps the server's HTML as it is. The server has them already:
  // its render cannot wait (the page loads them first, astro.config.ts says why).
  if (!mounted && needsLayouts) use(loadLayouts());
  const busy = loading || (needsLayouts && !layoutsLoaded());
  let body;
  if (needsLayouts) body = <PerSportLists rows={rows} />;
  else if (rows.length === 0) body = <Empty message={emptyText} />;
  else body = <AllGamesTable />;
  return (
    <div className="inplay-list" aria-busy={busy} data-loading={busy || undefined}>
      {body}
    </div>
  );
}
