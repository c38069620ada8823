/**
 * The handball court tracker (issue 15 item 1; spec §4 "Ball position"): a 40 x 20 m court with
 * its 6 m goal areas and 9 m lines, the ball from `ball_pos`, and the side in possession. Moves
 * by CSS transitions only, which stop while the page is hidden.
 */
import type { Side } from '../../../lib/domain/match';
import type { CourtPoint } from '../../../lib/panels/court-values';
import CourtBall from '../volleyball/CourtBall';

/** Court lines in the 400x180 frame: 9 px a metre across, 8.5 down. */
const X0 = 10;
const X1 = 390;
const Y0 = 5;
const Y1 = 175;
const M = 9.5;

/** A goal-area arc of `r` metres around the goal at `x`, opening towards `dir`. */
function area(x: number, r: number, dir: 1 | -1): string {
  const top = 90 - 1.5 * M - r * M;
  const bottom = 90 + 1.5 * M + r * M;
  const reach = x + dir * r * M;
  return `M${x} ${top} Q${reach} ${top} ${reach} ${90 - 1.5 * M} L${reach} ${90 + 1.5 * M} Q${reach} ${bottom} ${x} ${bottom}`;
}

export default function HandballCourt({
  ball,
  possession,
  label,
  paused,
}: {
  ball: CourtPoint | null;
  possession: Side | null;
  label: string;
  paused: boolean;
}) {
  return (
    <svg
      className={`net-court net-court--handball${paused ? ' is-paused' : ''}`}
      viewBox="0 0 400 180"
      role="img"
      aria-label={label}
      data-tracker="handball"
      data-possession={possession ?? undefined}
    >
      <rect className="net-court__floor" x="0" y="0" width="400" height="180" />
      <rect
        className="net-court__glow"
        data-side={possession ?? undefined}
        x={X0}
        y={Y0}
        width={(X1 - X0) / 2}
        height={Y1 - Y0}
        style={{
          transform: `translateX(${possession === 'away' ? (X1 - X0) / 2 : 0}px)`,
          opacity: possession ? 1 : 0,
        }}
      />
      <g className="net-court__lines">
        <rect x={X0} y={Y0} width={X1 - X0} height={Y1 - Y0} />
        <line x1="200" y1={Y0} x2="200" y2={Y1} />
        <path d={area(X0, 6, 1)} />
        <path d={area(X1, 6, -1)} />
        <path className="net-court__dashed" d={area(X0, 9, 1)} />
        <path className="net-court__dashed" d={area(X1, 9, -1)} />
      </g>
      <rect className="net-court__goal" x={X0 - 6} y={90 - 1.5 * M} width="6" height={3 * M} />
      <rect className="net-court__goal" x={X1} y={90 - 1.5 * M} width="6" height={3 * M} />
      <CourtBall point={ball} />
    </svg>
  );
}
