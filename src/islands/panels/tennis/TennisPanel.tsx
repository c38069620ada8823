/**
 * The tennis panel body (spec §2 "Tennis: tabs stats and summary"): the court tracker and the
 * scoreboard above the tabs. Serve marker, point score, set table, stats and summary all come
 * from the live details, where the original app showed hard-coded demo numbers.
 */
import css from '../../../styles/panels/tennis.css?inline';
import { ensurePanelStyle } from '../panel-style';
import { useMemo } from 'react';
import { awayName, homeName } from '../../../lib/inplay/row';
import { eventsOf } from '../../../lib/panels/court-values';
import { tennisView } from '../../../lib/panels/tennis';
import { statLines } from '../../../lib/stats/catalogue';
import KeyStats from '../KeyStats';
import PanelTabs from '../PanelTabs';
import Summary from '../Summary';
import type { PanelProps } from '../types';
import { usePageVisible } from '../use-page-visible';
import Scoreboard from './Scoreboard';
import TennisCourt from './TennisCourt';

ensurePanelStyle('tennis', css);

export default function TennisPanel({ row, details, t, lang }: PanelProps) {
  const visible = usePageVisible();
  const view = useMemo(() => tennisView(row, details), [row, details]);
  const names = statLines(13, view.stats).map(({ key, label }) => ({ key, label }));
  const courtName =
    view.court === 'deuce'
      ? t('panel.tennis.deuce')
      : view.court === 'ad'
        ? t('panel.tennis.ad')
        : null;
  return (
    <div className="net-panel net-panel--tennis" aria-label={t('panel.tennis.label')} role="group">
      <TennisCourt
        ball={view.ball}
        serve={view.serve}
        court={view.court}
        label={courtName ? `${t('panel.tennis.court')} · ${courtName}` : t('panel.tennis.court')}
        paused={!visible}
      />
      <Scoreboard view={view} home={homeName(row, lang)} away={awayName(row, lang)} t={t} />
      <PanelTabs
        name="tennis"
        tabs={[
          {
            id: 'stats',
            label: t('panel.tabs.stats'),
            render: () => <KeyStats names={names} stats={view.stats} t={t} />,
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
