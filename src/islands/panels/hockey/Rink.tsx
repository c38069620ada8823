/**
 * The rink tracker (spec §2 "Hockey: rink"): an inline SVG rink of 400x180 with the puck at
 * `info.ball_pos` (spec §4 fractions; hidden when the feed sends none), coloured for the side
 * the state names, moved by a CSS transition and frozen while the tab is hidden.
 */
import type { Translate } from '../../../lib/i18n/messages';
import type { RinkView } from '../../../lib/panels/hockey';
import { usePageVisible } from '../use-page-visible';
import { useWhileVisible } from './use-while-visible';

const W = 400;
const H = 180;

function Markings() {
  return (
    <g className="rink__lines" fill="none">
      <rect className="rink__boards" x="2" y="2" width={W - 4} height={H - 4} rx="46" />
      <line className="rink__red" x1="26" y1="8" x2="26" y2={H - 8} />
      <line className="rink__red" x1={W - 26} y1="8" x2={W - 26} y2={H - 8} />
      <line className="rink__blue" x1="140" y1="2" x2="140" y2={H - 2} />
      <line className="rink__blue" x1={W - 140} y1="2" x2={W - 140} y2={H - 2} />
      <line className="rink__red rink__centre" x1={W / 2} y1="2" x2={W / 2} y2={H - 2} />
      <circle className="rink__blue-thin" cx={W / 2} cy={H / 2} r="24" />
      {[60, W - 60].flatMap((x) =>
        [48, H - 48].map((y) => (
          <circle key={`${x}-${y}`} className="rink__red-thin" cx={x} cy={y} r="20" />
        )),
      )}
      <path className="rink__crease" d={`M26 78 A12 12 0 0 1 26 102`} />
      <path className="rink__crease" d={`M${W - 26} 78 A12 12 0 0 0 ${W - 26} 102`} />
      <rect className="rink__goal" x="18" y="82" width="8" height="16" />
      <rect className="rink__goal" x={W - 26} y="82" width="8" height="16" />
    </g>
  );
}

export default function Rink({
  view,
  t,
  teamName,
}: {
  view: RinkView;
  t: Translate;
  teamName: (side: 'home' | 'away') => string;
}) {
  const visible = usePageVisible();
  const shown = useWhileVisible(view, visible);
  const { puck, side, state } = shown;
  return (
    <figure className="rink" data-paused={visible ? undefined : ''}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('panel.hockey.rink')}>
        <Markings />
        {puck && (
          <g
            className="rink__puck"
            data-puck=""
            data-side={side ?? undefined}
            style={{ transform: `translate(${puck.x * W}px, ${puck.y * H}px)` }}
          >
            <circle className="rink__halo" r="11" />
            <circle className="rink__disc" r="5" />
          </g>
        )}
      </svg>
      {state && (
        // The frame's state line above already shows the state; this names it in the viewer's
        // language for assistive technology without showing it twice.
        <figcaption className="sr-only" data-state={state}>
          {side && `${teamName(side)} · `}
          {t(`panel.hockey.state.${state}`)}
        </figcaption>
      )}
    </figure>
  );
}
