/**
 * The volleyball court tracker (spec §4 volleyball states): home on the left,
 * the server's end marked, the ball from `ball_pos`. Moves by CSS transitions only, which stop
 * while the page is hidden.
 */
import type { Side } from '../../../lib/domain/match';
import type { CourtPoint } from '../../../lib/panels/court-values';
import CourtBall from './CourtBall';

/** The court lines inside the 400x180 frame: 18 x 9 m, 320 x 162 px, attack lines 3 m off the net. */
const COURT = { x: 40, y: 9, w: 320, h: 162 };
const ATTACK = (3 / 9) * (COURT.w / 2);

export default function VolleyballCourt({
  ball,
  serve,
  label,
  servingLabel,
  paused,
}: {
  ball: CourtPoint | null;
  serve: Side | null;
  label: string;
  servingLabel: string;
  paused: boolean;
}) {
  const mid = COURT.x + COURT.w / 2;
  return (
    <svg
      className={`net-court net-court--volleyball${paused ? ' is-paused' : ''}`}
      viewBox="0 0 400 180"
      role="img"
      aria-label={label}
      data-tracker="volleyball"
    >
      <rect className="net-court__floor" x="0" y="0" width="400" height="180" />
      <rect
        className="net-court__half net-court__half--home"
        x={COURT.x}
        y={COURT.y}
        width={COURT.w / 2}
        height={COURT.h}
      />
      <rect
        className="net-court__half net-court__half--away"
        x={mid}
        y={COURT.y}
        width={COURT.w / 2}
        height={COURT.h}
      />
      <g className="net-court__lines">
        <rect x={COURT.x} y={COURT.y} width={COURT.w} height={COURT.h} />
        <line x1={mid - ATTACK} y1={COURT.y} x2={mid - ATTACK} y2={COURT.y + COURT.h} />
        <line x1={mid + ATTACK} y1={COURT.y} x2={mid + ATTACK} y2={COURT.y + COURT.h} />
      </g>
      <line className="net-court__net" x1={mid} y1="2" x2={mid} y2="178" />
      {serve && (
        <g
          className="court-serve"
          data-serve={serve}
          style={{ transform: `translateX(${serve === 'home' ? 20 : 380}px)` }}
        >
          <circle r="9" cy="135" />
          <text y="162" textAnchor="middle">
            {servingLabel}
          </text>
        </g>
      )}
      <CourtBall point={ball} />
    </svg>
  );
}
