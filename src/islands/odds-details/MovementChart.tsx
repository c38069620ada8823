/**
 * The odds movement chart's frame (spec §2.3, §2.9): which market it draws and over which span
 * (since the market opened, the default, or since kick-off for a match with in-play prices),
 * and the graph with its legend, drawn as SVG on the server and redrawn in the viewer's zone
 * once hydrated.
 */
import { useMemo, useState } from 'react';
import type { Language } from '../../lib/domain/languages';
import type { OddTypeId } from '../../lib/domain/odds';
import type { Translate } from '../../lib/i18n/messages';
import {
  hasInPlay,
  movementChart,
  type ChartOutcome,
  type ChartSpan,
} from '../../lib/odds-details/chart';
import type { HistorySection } from '../../lib/odds-details/history';
import { LEG_KEYS } from './HistoryTables';
import { OddsGraph, type GraphClock } from './OddsGraph';

const SPAN_KEYS = {
  inPlay: 'oddsDetails.chart.inPlay',
  opening: 'oddsDetails.chart.opening',
} as const;

interface Props {
  t: Translate;
  sections: HistorySection[];
  title: (type: OddTypeId) => string;
  lang: Language;
  clock: GraphClock;
}

export function MovementChart({ t, sections, title, lang, clock }: Props) {
  const [picked, setPicked] = useState<OddTypeId | null>(null);
  const [spanPicked, setSpan] = useState<ChartSpan | null>(null);
  const section = sections.find((s) => s.oddType === picked) ?? sections[0];
  const inPlay = section ? hasInPlay(section) : false;
  // The axis runs from the opening price; a match with in-play prices can zoom to kick-off.
  const span: ChartSpan = inPlay ? (spanPicked ?? 'opening') : 'opening';
  const chart = useMemo(() => (section ? movementChart(section, span) : null), [section, span]);
  const names = useMemo(
    (): Record<ChartOutcome, string> => ({
      home: t(LEG_KEYS.home),
      draw: t(LEG_KEYS.draw),
      away: t(LEG_KEYS.away),
      over: t(LEG_KEYS.over),
      under: t(LEG_KEYS.under),
    }),
    [t],
  );
  if (!section || !chart) return null;
  const label = t('oddsDetails.chart.label', { market: title(section.oddType) });

  return (
    <figure className="odds-chart" data-odds-chart={section.oddType}>
      <figcaption className="odds-chart__caption">
        <span>{t('oddsDetails.chart.heading')}</span>
        {sections.length > 1 && (
          <span
            className="odds-chart__markets"
            role="group"
            aria-label={t('oddsDetails.chart.market')}
          >
            {sections.map((s) => (
              <button
                key={s.oddType}
                type="button"
                className={`tab${s.oddType === section.oddType ? ' tab--active' : ''}`}
                aria-pressed={s.oddType === section.oddType}
                data-chart-market={s.oddType}
                onClick={() => setPicked(s.oddType)}
              >
                {title(s.oddType)}
              </button>
            ))}
          </span>
        )}
        {inPlay && (
          <span
            className="odds-chart__markets"
            role="group"
            aria-label={t('oddsDetails.chart.span')}
          >
            {(['inPlay', 'opening'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={`tab${option === span ? ' tab--active' : ''}`}
                aria-pressed={option === span}
                data-chart-span={option}
                onClick={() => setSpan(option)}
              >
                {t(SPAN_KEYS[option])}
              </button>
            ))}
          </span>
        )}
        {chart.scores.length > 0 && (
          <small className="odds-chart__legend">{t('oddsDetails.chart.scores')}</small>
        )}
      </figcaption>
      <div className="odds-chart__plot" data-chart-scores={chart.scores.length}>
        <OddsGraph chart={chart} names={names} label={label} lang={lang} clock={clock} />
      </div>
    </figure>
  );
}
