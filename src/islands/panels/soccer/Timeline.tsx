/**
 * The timeline bar (spec §2 soccer): goal, yellow and red markers placed by minute over 0–90
 * (longer with stoppage or extra time), home above the bar and away below.
 */
import { memo } from 'react';
import type { Translate } from '../../../lib/i18n/messages';
import type { TimelineMarker } from '../../../lib/panels/soccer';

const LABEL = {
  goal: 'panel.soccer.marker.goal',
  yellow: 'panel.soccer.marker.yellow',
  red: 'panel.soccer.marker.red',
} as const;

function Timeline({ markers, t }: { markers: readonly TimelineMarker[]; t: Translate }) {
  return (
    <div className="soccer-timeline" data-timeline>
      <span className="soccer-timeline__bar" aria-hidden="true" />
      <ol className="soccer-timeline__markers" aria-label={t('panel.soccer.timeline')}>
        {markers.map((m) => {
          const label = t(LABEL[m.kind], { minute: m.minute });
          return (
            <li
              key={m.id}
              className="soccer-timeline__marker"
              data-marker={m.kind}
              data-side={m.side}
              style={{ left: `${m.at}%` }}
              title={label}
            >
              <span className="sr-only">{label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export default memo(Timeline);
