/**
 * The volleyball panel body (spec §2 "Volleyball: tabs stats, summary; longest streak and
 * points won on serve as doughnut charts; set table"): the court tracker and the set table above
 * the tabs; the stats tab holds the doughnuts and the key stats. All from the live details.
 */
import css from '../../../styles/panels/volleyball.css?inline';
import { ensurePanelStyle } from '../panel-style';
import { useMemo } from 'react';
import { awayName, homeName } from '../../../lib/inplay/row';
import { statLines } from '../../../lib/stats/catalogue';
import { eventsOf } from '../../../lib/panels/court-values';
import { volleyballView, type VolleyballView } from '../../../lib/panels/volleyball';
import KeyStats from '../KeyStats';
import PanelTabs from '../PanelTabs';
import Summary from '../Summary';
import type { PanelProps } from '../types';
import { usePageVisible } from '../use-page-visible';
import Doughnut from './Doughnut';
import SetTable from './SetTable';
import VolleyballCourt from './VolleyballCourt';

ensurePanelStyle('volleyball', css);

function Doughnuts({
  view,
  home,
  away,
  t,
}: { view: VolleyballView; home: string; away: string } & Pick<PanelProps, 't'>) {
  const charts = [
    { name: 'longest-streak', title: t('inplay.stats.longestStreak'), pair: view.longestStreak },
    {
      name: 'points-won-on-serve',
      title: t('stats.pointsWonOnServe'),
      pair: view.pointsWonOnServe,
    },
  ];
  const shown = charts.filter((c) => c.pair !== null);
  if (shown.length === 0) return <p className="empty">{t('panel.volleyball.noCharts')}</p>;
  return (
    <div className="net-doughnuts">
      {shown.map((c) => (
        <Doughnut
          key={c.name}
          name={c.name}
          title={c.title}
          pair={c.pair!}
          label={t('panel.volleyball.pair', {
            home,
            away,
            homeValue: c.pair![0],
            awayValue: c.pair![1],
          })}
        />
      ))}
    </div>
  );
}

export default function VolleyballPanel({ row, details, t, lang }: PanelProps) {
  const visible = usePageVisible();
  const view = useMemo(() => volleyballView(row, details), [row, details]);
  const home = homeName(row, lang);
  const away = awayName(row, lang);
  // The doughnuts show these two pairs; their bars would say the same twice.
  const inDoughnuts = new Set([
    view.longestStreak && 'longest_streak',
    view.pointsWonOnServe && 'points_won_on_serve',
  ]);
  const names = statLines(91, view.stats)
    .filter(({ key }) => !inDoughnuts.has(key))
    .map(({ key, label }) => ({ key, label }));
  return (
    <div
      className="net-panel net-panel--volleyball"
      aria-label={t('panel.volleyball.label')}
      role="group"
    >
      <VolleyballCourt
        ball={view.ball}
        serve={view.serve}
        label={t('panel.volleyball.court')}
        servingLabel={t('panel.volleyball.serving')}
        paused={!visible}
      />
      <SetTable view={view} home={home} away={away} t={t} />
      {view.lastSix.length > 0 && (
        <p className="net-last-six" data-last-six>
          <span>{t('panel.volleyball.lastSix')}</span>
          {view.lastSix.map((side, i) => (
            <span
              key={i}
              className="net-last-six__point"
              data-side={side}
              title={side === 'home' ? home : away}
            />
          ))}
        </p>
      )}
      <PanelTabs
        name="volleyball"
        tabs={[
          {
            id: 'stats',
            label: t('panel.tabs.stats'),
            render: () => (
              <>
                <Doughnuts view={view} home={home} away={away} t={t} />
                <KeyStats names={names} stats={view.stats} t={t} />
              </>
            ),
          },
          {
            id: 'summary',
            label: t('panel.tabs.summary'),
            render: () => <Summary events={eventsOf(details)} t={t} lang={lang} row={row} />,
          },
        ]}
      />
    </div>
  );
}
