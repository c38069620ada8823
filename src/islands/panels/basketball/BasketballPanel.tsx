/**
 * The basketball panel body (spec §2 "Basketball: header with logos, names, score, leader
 * highlighted; frame and stats shown only when details exist; tabs stats, summary; court
 * monitor"). The quarter table and leader come from the list row; the court and stats only
 * once the live details hold something to draw.
 */
import { useMemo } from 'react';
import type { Side } from '../../../lib/domain/match';
import { scorePair } from '../../../lib/domain/score';
import { awayName, homeName } from '../../../lib/inplay/row';
import {
  basketballStatRows,
  courtView,
  hasBasketballDetails,
  leaderOf,
  quarterCells,
  safeEvents,
  safeStats,
} from '../../../lib/panels/basketball';
import css from '../../../styles/panels/basketball.css?inline';
import { ensurePanelStyle } from '../panel-style';
import PanelTabs from '../PanelTabs';
import Summary from '../Summary';
import type { PanelProps } from '../types';
import Court from './Court';
import ScoreHeader from './ScoreHeader';
import StatBars from './StatBars';

ensurePanelStyle('basketball', css);

export default function BasketballPanel({ row, details, t, lang }: PanelProps) {
  const stats = useMemo(() => safeStats(details?.stats), [details?.stats]);
  const view = useMemo(() => courtView(details), [details]);
  const cells = useMemo(() => quarterCells(row.scores), [row.scores]);
  const teamName = (side: Side) => (side === 'home' ? homeName(row, lang) : awayName(row, lang));
  const live = hasBasketballDetails(details, stats);
  return (
    <div className="basketball-panel" aria-label={t('panel.basketball.label')} role="group">
      <ScoreHeader
        cells={cells}
        total={scorePair(row.ss)}
        leader={leaderOf(row.ss)}
        t={t}
        teamName={teamName}
      />
      {live ? (
        <Court view={view} t={t} teamName={teamName} />
      ) : (
        <p className="empty">{t('panel.basketball.waiting')}</p>
      )}
      <PanelTabs
        name="basketball"
        tabs={[
          {
            id: 'stats',
            label: t('panel.tabs.stats'),
            render: () => (live ? <StatBars rows={basketballStatRows(stats)} t={t} /> : null),
          },
          {
            id: 'summary',
            label: t('panel.tabs.summary'),
            render: () => (
              <Summary events={safeEvents(details?.events)} t={t} lang={lang} row={row} />
            ),
          },
        ]}
      />
    </div>
  );
}
