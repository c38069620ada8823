/**
 * The list under the panel, by type (spec §2): the all-games table for all, upcoming and
 * result; per-sport layouts for odds (a section per sport) and for the league tabs, whose
 * finished games of the day follow under "result" and the date.
 */
import { useStore } from '@nanostores/react';
import { groupBy, isLeagueTab } from '../../lib/domain/inplay-filters';
import { listDate, weekday } from '../../lib/inplay/format';
import { ALL_SPORT_IDS } from '../../lib/domain/sports';
import { isFinished, type InplayRow } from '../../lib/inplay/row';
import AllGamesTable from './AllGamesTable';
import BaseballCards from './BaseballCards';
import { useInplay } from './context';
import { sportName, weekdayName } from './labels';
import PeriodTables from './PeriodTables';
import SoccerList from './SoccerList';
import TennisList from './TennisList';
import { useVisibleRows } from './use-rows';

const SPORT_ORDER: readonly number[] = ALL_SPORT_IDS;

function SportLayout({ sport, rows }: { sport: number; rows: InplayRow[] }) {
  if (sport === 16) return <BaseballCards rows={rows} />;
  if (sport === 17 || sport === 91 || sport === 18)
    return <PeriodTables rows={rows} sport={sport} />;
  if (sport === 13) return <TennisList rows={rows} sport={sport} />;
  return <SoccerList rows={rows} sport={sport} />;
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
  const rows = useVisibleRows();
  const type = view.route.type;
  const emptyText = t(view.scope === 'inplay' ? 'inplay.empty.inplay' : 'inplay.empty.list');
  let body;
  if (type === 'all' || type === 'upcoming' || type === 'result') {
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
    <div className="inplay-list" aria-busy={loading} data-loading={loading || undefined}>
      {body}
    </div>
  );
}
