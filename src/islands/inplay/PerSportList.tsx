/**
 * The lists of the views with per-sport layouts (spec §2): the odds view, a section per sport,
 * and the league tabs, whose finished games of the day follow under "result" and the date. In
 * the layouts' chunk (list-layouts.ts): the in-play screen's first load, the all-games table,
 * carries none of it, leaving room for the offline note within the first load's 100 KB.
 */
import { useStore } from '@nanostores/react';
import { groupBy, isLeagueTab } from '../../lib/domain/inplay-filters';
import { ALL_SPORT_IDS } from '../../lib/domain/sports';
import { listDate, weekday } from '../../lib/inplay/format';
import { isFinished, type InplayRow } from '../../lib/inplay/row';
import BaseballCards from './BaseballCards';
import Empty from './Empty';
import PeriodTables from './PeriodTables';
import SoccerList from './SoccerList';
import TennisList from './TennisList';
import { useInplay } from './context';
import { sportName, weekdayName } from './labels';
import { layoutKind, type LayoutComponent, type LayoutKind } from './layout-kind';

const SPORT_ORDER: readonly number[] = ALL_SPORT_IDS;

const LAYOUTS: Record<LayoutKind, LayoutComponent> = {
  baseball: BaseballCards,
  period: PeriodTables,
  soccer: SoccerList,
  tennis: TennisList,
};

function SportLayout({ sport, rows }: { sport: number; rows: InplayRow[] }) {
  const Component = LAYOUTS[layoutKind(sport)];
  return <Component rows={rows} sport={sport} />;
}

export default function PerSportList({ rows }: { rows: InplayRow[] }) {
  const { screen } = useInplay();
  const { t, lang } = screen;
  const view = useStore(screen.$view);
  if (isLeagueTab(view.route.type)) {
    const sport = view.sport ?? 1;
    const open = rows.filter((r) => !isFinished(r));
    const done = rows.filter(isFinished);
    const emptyText = t(view.scope === 'inplay' ? 'inplay.empty.inplay' : 'inplay.empty.list');
    return (
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
  }
  const bySport = groupBy(rows, (r) => String(r.sport_id)).sort(
    (a, b) => SPORT_ORDER.indexOf(Number(a.key)) - SPORT_ORDER.indexOf(Number(b.key)),
  );
  return bySport.map((g) => (
    <section key={g.key} className="sport-section" data-sport={g.key}>
      <h2 className="section-title">{sportName(Number(g.key), lang)}</h2>
      <SportLayout sport={Number(g.key)} rows={g.rows} />
    </section>
  ));
}
