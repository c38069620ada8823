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
import { groupBy, isLeagueTab } from '../../lib/domain/inplay-filters';
import { listDate, weekday } from '../../lib/inplay/format';
import { ALL_SPORT_IDS } from '../../lib/domain/sports';
import { isFinished, type InplayRow } from '../../lib/inplay/row';
import AllGamesTable from './AllGamesTable';
import { useInplay } from './context';
import { sportName, weekdayName } from './labels';
import { layoutKind, layoutsLoaded, loadLayouts } from './sport-layouts';
import { useVisibleRows } from './use-rows';

const SPORT_ORDER: readonly number[] = ALL_SPORT_IDS;

/** Whether a list type shows per-sport layouts (the odds view and the league tabs). */
const perSport = (type: string): boolean =>
  !(type === 'all' || type === 'upcoming' || type === 'result');

/** Roughly one list row, so the placeholder keeps the list's height while a layout loads. */
const PLACEHOLDER_ROW_REM = 2.5;

function Layout({ sport, rows }: { sport: number; rows: InplayRow[] }) {
  const Component = use(loadLayouts())[layoutKind(sport)];
  return <Component rows={rows} sport={sport} />;
}

function SportLayout({ sport, rows }: { sport: number; rows: InplayRow[] }) {
  return (
    <Suspense
      fallback={
        <div
          className="layout-pending"
          aria-busy="true"
          style={{ minHeight: `${rows.length * PLACEHOLDER_ROW_REM}rem` }}
        />
      }
    >
      <Layout sport={sport} rows={rows} />
    </Suspense>
  );
}

function Empty({ message }: { message: string }) {
  return (
    <p className="empty" data-empty>
      {message}
    </p>
  );
}

export default function MainList() {
  const { screen } = useInplay();
  const { t, lang } = screen;
  const view = useStore(screen.$view);
  const loading = useStore(screen.$loading);
  const mounted = useStore(screen.$mounted);
  const target = useStore(screen.$target);
  const rows = useVisibleRows();
  const type = view.route.type;
  const emptyText = t(view.scope === 'inplay' ? 'inplay.empty.inplay' : 'inplay.empty.list');
  const needsLayouts = perSport(type) && rows.length > 0;
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
  // Before the island mounts (server render, hydration) the list waits for its layouts here,
  // outside the placeholders, so hydration keeps the server's HTML as it is.
  if (!mounted && needsLayouts) use(loadLayouts());
  const busy = loading || (needsLayouts && !layoutsLoaded());
  let body;
  if (!perSport(type)) {
    body = rows.length === 0 ? <Empty message={emptyText} /> : <AllGamesTable />;
  } else if (isLeagueTab(type)) {
    const sport = view.sport ?? 1;
    const open = rows.filter((r) => !isFinished(r));
    const done = rows.filter(isFinished);
    body = (
      <>
        {open.length === 0 ? (
          <Empty message={emptyText} />
        ) : (
          <SportLayout sport={sport} rows={open} />
        )}
        <section className="results" aria-labelledby="inplay-results">
          <h2 id="inplay-results" className="section-title">
            {t('inplay.results.heading')}{' '}
            <span className="section-title__date">
              {listDate(view.day, lang, weekdayName(t, weekday(view.day)))}
            </span>
          </h2>
          {done.length === 0 ? (
            <Empty message={t('inplay.empty.list')} />
          ) : (
            <SportLayout sport={sport} rows={done} />
          )}
        </section>
      </>
    );
  } else {
    const bySport = groupBy(rows, (r) => String(r.sport_id)).sort(
      (a, b) => SPORT_ORDER.indexOf(Number(a.key)) - SPORT_ORDER.indexOf(Number(b.key)),
    );
    body =
      rows.length === 0 ? (
        <Empty message={emptyText} />
      ) : (
        bySport.map((g) => (
          <section key={g.key} className="sport-section" data-sport={g.key}>
            <h2 className="section-title">{sportName(Number(g.key), lang)}</h2>
            <SportLayout sport={Number(g.key)} rows={g.rows} />
          </section>
        ))
      );
  }
  return (
    <div className="inplay-list" aria-busy={busy} data-loading={busy || undefined}>
      {body}
    </div>
  );
}
