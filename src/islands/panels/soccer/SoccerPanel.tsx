/**
 * The soccer panel body (spec §2 "Match detail panels" soccer): the timeline bar, the pitch
 * tracker, the counts and shots bar, and the tabs stats, summary and line-up (the line-up loads
 * when chosen). Everything comes from the live details; what they lack is not shown.
 */
import { memo, useMemo, type CSSProperties } from 'react';
import { kitColor } from '../../../lib/domain/kit-colors';
import { awayName, homeName } from '../../../lib/inplay/row';
import {
  cleanStats,
  parseEvents,
  shotsView,
  soccerCounts,
  timelineMarkers,
} from '../../../lib/panels/soccer';
import css from '../../../styles/panels/soccer.css?inline';
import PanelTabs from '../PanelTabs';
import { ensurePanelStyle } from '../panel-style';
import Summary from '../Summary';
import type { PanelProps } from '../types';
import { usePageVisible } from '../use-page-visible';
import Counts from './Counts';
import PitchTracker from './PitchTracker';
import SoccerLineup from './SoccerLineup';
import StatsList from './StatsList';
import Timeline from './Timeline';

ensurePanelStyle('soccer', css);

/** The timeline list changes with the events only, not with each ball position. */
const SummaryTab = memo(Summary);

export default function SoccerPanel({ row, details, t, lang }: PanelProps) {
  const visible = usePageVisible();
  const rawEvents = details?.events;
  const rawStats = details?.stats;
  // Parsed only when the timeline or the stats change, not at every ball position.
  const events = useMemo(
    () => parseEvents(rawEvents, row.home, row.away),
    [rawEvents, row.home, row.away],
  );
  const stats = useMemo(() => cleanStats(rawStats), [rawStats]);
  const markers = useMemo(() => timelineMarkers(events), [events]);
  const counts = useMemo(() => soccerCounts(stats, events), [stats, events]);
  const shots = useMemo(() => shotsView(stats), [stats]);
  const home = homeName(row, lang);
  const away = awayName(row, lang);
  const tabs = useMemo(
    () => [
      {
        id: 'stats',
        label: t('panel.tabs.stats'),
        render: () => <StatsList stats={stats} t={t} />,
      },
      {
        id: 'summary',
        label: t('panel.tabs.summary'),
        render: () => <SummaryTab events={rawEvents} t={t} lang={lang} row={row} />,
      },
      {
        id: 'lineup',
        label: t('panel.tabs.lineup'),
        render: () => <SoccerLineup matchId={row.id} names={{ home, away }} t={t} lang={lang} />,
      },
    ],
    [stats, rawEvents, t, lang, row.id, home, away],
  );
  const colours = {
    '--soccer-home': kitColor(row.home_color, 'home') ?? undefined,
    '--soccer-away': kitColor(row.away_color, 'away') ?? undefined,
  } as CSSProperties;
  const info = details?.info as Partial<NonNullable<typeof details>['info']> | undefined;
  return (
    <div className="soccer-panel" data-soccer-panel style={colours}>
      <Timeline markers={markers} t={t} />
      <PitchTracker ballPos={info?.ball_pos} state={info?.state} visible={visible} t={t} />
      <Counts lines={counts} shots={shots} t={t} />
      <PanelTabs name="soccer" tabs={tabs} />
    </div>
  );
}
