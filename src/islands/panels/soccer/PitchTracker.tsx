/**
 * The pitch tracker (spec §4 "Ball position"): the ball at `info.ball_pos`, a
 * trail of its last points cleared when possession changes, the destination marker for 800 ms
 * and the state text on the side in possession. Only this SVG changes at the feed's rate (up to
 * 10 positions a second); the ball glides by a CSS transition on transform. While the page is
 * hidden the tracker keeps its last picture and its animations pause.
 */
import { memo, useState } from 'react';
import type { Translate } from '../../../lib/i18n/messages';
import {
  EMPTY_TRACK,
  nextTrack,
  parseBallPos,
  pitchState,
  toPitch,
  type Track,
} from '../../../lib/panels/soccer';
import PitchLines from './PitchLines';

interface Shown {
  pos: unknown;
  code: unknown;
  track: Track;
}

function follow(track: Track, pos: unknown, code: unknown): Shown {
  return { pos, code, track: nextTrack(track, parseBallPos(pos), pitchState(code)?.side ?? null) };
}

const STATE_X = { home: 100, away: 300, none: 200 } as const;

function PitchTracker({
  ballPos,
  state,
  visible,
  t,
}: {
  ballPos: unknown;
  state: unknown;
  visible: boolean;
  t: Translate;
}) {
  const [shown, setShown] = useState(() => follow(EMPTY_TRACK, ballPos, state));
  // Derived from the props during render (React's "adjusting state when a prop changes"), so a
  // position costs one render of this SVG and no effect; a hidden page keeps the last picture.
  if (visible && (shown.pos !== ballPos || shown.code !== state)) {
    setShown(follow(shown.track, ballPos, state));
  }
  const ball = parseBallPos(shown.pos);
  const at = ball ? toPitch(ball) : null;
  const status = pitchState(shown.code);
  const { points, side, moves } = shown.track;
  const trail = points.map((p) => {
    const q = toPitch(p);
    return `${q.x},${q.y}`;
  });
  const last = points.at(-1);
  const dest = last ? toPitch(last) : null;
  return (
    <svg
      className="soccer-pitch"
      viewBox="0 0 400 180"
      role="img"
      aria-label={t('panel.soccer.pitch')}
      data-pitch-tracker
      data-paused={visible ? undefined : ''}
      data-side={side ?? undefined}
    >
      <rect className="soccer-pitch__grass" width="400" height="180" />
      <PitchLines />
      {trail.length > 1 && <polyline className="soccer-pitch__trail" points={trail.join(' ')} />}
      {dest && (
        // Keyed by the move, so the 800 ms fade restarts at every new destination (no timer).
        <circle key={moves} className="soccer-pitch__dest" cx={dest.x} cy={dest.y} r="7" />
      )}
      {status && (
        <text
          className="soccer-pitch__state"
          data-state-side={status.side ?? 'none'}
          x={STATE_X[status.side ?? 'none']}
          y="24"
          textAnchor="middle"
        >
          {status.text}
        </text>
      )}
      <g
        className="soccer-pitch__ball"
        data-ball
        data-hidden={at ? undefined : ''}
        style={at ? { transform: `translate(${at.x}px, ${at.y}px)` } : undefined}
      >
        <circle r="4.5" />
      </g>
    </svg>
  );
}

export default memo(PitchTracker);
