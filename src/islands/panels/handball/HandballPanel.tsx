/**
 * The handball panel body (spec §2 "Handball: tabs stats, summary, possession chart"): the court
 * tracker with the side in possession, then tabs; the stats tab holds the possession chart and
 * the stats the details carry.
 */
import css from '../../../styles/panels/handball.css?inline';
import { ensurePanelStyle } from '../panel-style';
import { useMemo } from 'react';
import { awayName, homeName } from '../../../lib/inplay/row';
import { eventsOf } from '../../../lib/panels/court-values';
import { handballView } from '../../../lib/panels/handball';
import { statLines } from '../../../lib/stats/catalogue';
import KeyStats from '../KeyStats';
import PanelTabs from '../PanelTabs';
import Summary from '../Summary';
import type { PanelProps } from '../types';
import { usePageVisible } from '../use-page-visible';
import HandballCourt from './HandballCourt';
import PossessionChart from './PossessionChart';

ensurePanelStyle('handball', css);

export default function HandballPanel({ row, details, t, lang }: PanelProps) {
  const visible = usePageVisible();
  const view = useMemo(() => handballView(row, details), [row, details]);
  const names = statLines(78, view.stats)
    .filter(({ key }) => key !== 'possession')
    .map(({ key, label }) => ({ key, label }));
  const side = view.possessionSide;
  return (
    <div
      className="net-panel net-panel--handball"
      aria-label={t('panel.handball.label')}
      role="group"
    >
      <p className="hb-holder" data-holder={side ?? undefined} aria-live="off">
        {side && (
          <>
            <span className="hb-holder__label">{t('panel.handball.inPossession')}</span>
            <strong>{side === 'home' ? homeName(row, lang) : awayName(row, lang)}</strong>
          </>
        )}
      </p>
      <HandballCourt
        ball={view.ball}
        possession={side}
        label={t('panel.handball.court')}
        paused={!visible}
      />
      <PanelTabs
        name="handball"
        tabs={[
          {
            id: 'stats',
            label: t('panel.tabs.stats'),
            render: () => (
              <>
                <PossessionChart
                  possession={view.possession}
                  blocks={view.blocks}
                  title={t('inplay.stats.possession')}
                  chartLabel={t('panel.handball.chart')}
                  minute={(n) => t('panel.handball.minute', { n })}
                  empty={t('panel.handball.noPossession')}
                />
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
