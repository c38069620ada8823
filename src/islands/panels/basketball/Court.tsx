/**
 * The court monitor (spec §2 "Basketball: … court monitor"; §4 basketball states): an inline SVG
 * court of 400x180 with the ball at `info.ball_pos`, coloured for the side in possession, a ring
 * at the basket on a score or miss, moved by CSS transitions and frozen while the tab is hidden.
 */
import type { Translate } from '../../../lib/i18n/messages';
import type { CourtView } from '../../../lib/panels/basketball';
import { useWhileVisible } from '../hockey/use-while-visible';
import { usePageVisible } from '../use-page-visible';

const W = 400;
const H = 180;

function Half({ mirror }: { mirror: boolean }) {
  // One half drawn for the left basket; the right half is the same mirrored.
  return (
    <g transform={mirror ? `translate(${W} 0) scale(-1 1)` : undefined}>
      <rect className="court__paint" x="4" y="64" width="76" height="52" />
      <circle className="court__line" cx="80" cy="90" r="24" />
      <path className="court__line" d="M4 16 H36 A86 86 0 0 1 36 164 H4" />
      <line className="court__line" x1="16" y1="78" x2="16" y2="102" />
      <circle className="court__rim" cx="22" cy="90" r="4" />
    </g>
  );
}

export default function Court({
  view,
  t,
  teamName,
}: {
  view: CourtView;
  t: Translate;
  teamName: (side: 'home' | 'away') => string;
}) {
  const visible = usePageVisible();
  const { ball, side, state, mark } = useWhileVisible(view, visible);
  return (
    <figure className="court" data-paused={visible ? undefined : ''} data-mark={mark ?? undefined}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('panel.basketball.court')}>
        <rect className="court__floor" x="2" y="2" width={W - 4} height={H - 4} rx="4" />
        <line className="court__line" x1={W / 2} y1="2" x2={W / 2} y2={H - 2} />
        <circle className="court__line" cx={W / 2} cy={H / 2} r="22" />
        <Half mirror={false} />
        <Half mirror />
        {ball && (
          <g
            className="court__ball"
            data-ball=""
            data-side={side ?? undefined}
            style={{ transform: `translate(${ball.x * W}px, ${ball.y * H}px)` }}
          >
            <circle className="court__ring" r="13" />
            <circle className="court__dot" r="6" />
          </g>
        )}
      </svg>
      {state && (
        // The frame's state line above already shows the state; this names it in the viewer's
        // language for assistive technology without showing it twice.
        <figcaption className="sr-only" data-state={state}>
          {side && `${teamName(side)} · `}
          {t(`panel.basketball.state.${state}`)}
        </figcaption>
      )}
    </figure>
  );
}
