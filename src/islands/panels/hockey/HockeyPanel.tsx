/**
 * The ice hockey panel body (spec §2 "Hockey: rink, tabs stats and summary; summary sub-tabs
 * match, period 1, period 2; timeline from event texts … events placed by minute"): the rink
 * tracker and the timeline bar once live details arrive, then the stats and summary tabs. The
 * body is keyed by match, so a new match starts on stats with the summary on match (spec §4).
 */
import { useMemo } from 'react';
import { awayName, homeName } from '../../../lib/inplay/row';
import {
  eventsOfPeriod,
  hasHockeyDetails,
  hockeyTimeline,
  manAdvantage,
  penaltyClockText,
  rinkView,
  safeStats,
  summaryFilters,
} from '../../../lib/panels/hockey';
import { KEY_STATS } from '../../../lib/stats/key-stats';
import css from '../../../styles/panels/hockey.css?inline';
import { ensurePanelStyle } from '../panel-style';
import KeyStats from '../KeyStats';
import PanelTabs from '../PanelTabs';
import Summary from '../Summary';
import type { PanelProps } from '../types';
import Rink from './Rink';
import TimelineBar from './TimelineBar';
import { timerText } from '../../inplay/labels';

ensurePanelStyle('hockey', css);

export default function HockeyPanel({ row, details, t, lang }: PanelProps) {
  const stats = useMemo(() => safeStats(details?.stats), [details?.stats]);
  const timeline = useMemo(
    () => hockeyTimeline(details?.events, row.home, row.away),
    [details?.events, row.home, row.away],
  );
  const view = useMemo(() => rinkView(details?.info), [details?.info]);
  const teamName = (side: 'home' | 'away') =>
    side === 'home' ? homeName(row, lang) : awayName(row, lang);
  const filters = summaryFilters(details?.info?.period, timeline);
  const advantage = manAdvantage(details?.sts);
  return (
    <div className="hockey-panel" aria-label={t('panel.hockey.label')} role="group">
      {hasHockeyDetails(details, stats) ? (
        <>
          <Rink view={view} t={t} teamName={teamName} />
          {/* The line keeps its height without a power play: the list below never moves. */}
          <p className="hockey-pp" data-side={advantage?.side}>
            {advantage && (
              <>
                {t('panel.hockey.event.powerPlay')} · <strong>{teamName(advantage.side)}</strong>
                {advantage.seconds !== null && (
                  <span className="hockey-pp__clock">{penaltyClockText(advantage.seconds)}</span>
                )}
              </>
            )}
          </p>
          <TimelineBar timeline={timeline} t={t} teamName={teamName} />
        </>
      ) : (
        <p className="empty">{t('panel.hockey.waiting')}</p>
      )}
      <PanelTabs
        name="hockey"
        tabs={[
          {
            id: 'stats',
            label: t('panel.tabs.stats'),
            render: () => <KeyStats names={KEY_STATS.hockey} stats={stats} t={t} />,
          },
          {
            id: 'summary',
            label: t('panel.tabs.summary'),
            render: () => (
              <PanelTabs
                name="hockey-summary"
                tabs={filters.map((filter) => ({
                  id: String(filter),
                  label:
                    filter === 'match'
                      ? t('panel.hockey.filter.match')
                      : timerText(t, { unit: 'period', n: filter, clock: null, running: null })
                          .unit,
                  render: () => (
                    <Summary
                      events={eventsOfPeriod(timeline, filter)}
                      t={t}
                      lang={lang}
                      row={row}
                    />
                  ),
                }))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
