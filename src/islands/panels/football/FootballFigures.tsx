/**
 * The football panel's figures (spec §2): the matchUp comparison, one team's figures, and the
 * doughnuts for yards, turnovers and downs. Only what the live details hold is shown.
 */
import type { Translate } from '../../../lib/i18n/messages';
import type { DoughnutFigure, MatchUpRow, TeamFigure } from '../../../lib/panels/football';
import Doughnut from '../Doughnut';

export function MatchUp({ rows, t }: { rows: MatchUpRow[]; t: Translate }) {
  if (rows.length === 0) return <p className="empty">{t('panel.football.noStats')}</p>;
  return (
    <dl className="key-stats football-matchup">
      {rows.map((row) => (
        <div key={row.id} className="key-stats__row" data-stat={row.id}>
          <dd className="key-stats__home">{row.home}</dd>
          <dt className="key-stats__name">
            {t(row.label)}
            <span className="key-stats__bar" aria-hidden="true">
              <span style={{ width: `${row.homeShare}%` }} />
            </span>
          </dt>
          <dd className="key-stats__away">{row.away}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TeamFigures({
  team,
  figures,
  t,
}: {
  team: string;
  figures: TeamFigure[];
  t: Translate;
}) {
  if (figures.length === 0) return <p className="empty">{t('panel.football.noStats')}</p>;
  return (
    <section className="football-team" aria-label={team}>
      <h3 className="football-team__name">{team}</h3>
      <dl className="football-team__figures">
        {figures.map((f) => (
          <div key={f.id} data-stat={f.id}>
            <dt>{t(f.label)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Doughnuts({
  figures,
  home,
  away,
  t,
}: {
  figures: DoughnutFigure[];
  home: string;
  away: string;
  t: Translate;
}) {
  if (figures.length === 0) return null;
  return (
    <div className="football-doughnuts">
      {figures.map((f) => (
        <Doughnut
          key={f.id}
          title={t(f.label)}
          home={{ label: home, value: f.home }}
          away={{ label: away, value: f.away }}
        />
      ))}
    </div>
  );
}
