/**
 * The handball court tracker (spec §4 "Ball position"): a 40 x 20 m court with
 * its 6 m goal areas and 9 m lines, the ball from `ball_pos`, and the side in possession. Moves
 * by CSS transitions only, which stop while the page is hidden.
 */
import type { Side } from '../../../lib/domain/match';
import type { CourtPoint } from '../../../lib/panels/court-values';
import CourtBall from '../volleyball/CourtBall';

/** Court lines in the 400x180 frame: 40 x 20 m, 9.5 px a metre across and 8.5 down. */
const X0 = 10;
const X1 = 390;
const Y0 = 5;
const Y1 = 175;
const MX = (X1 - X0) / 40;
const MY = (Y1 - Y0) / 20;
/** Half the goal's width (3 m). */
const POST = 1.5 * MY;

/**
 * A goal-area line `r` metres around the goal at `x`, opening towards `dir`: quarter arcs
 * round the posts joined by a straight part, cut by the side lines (the 9 m line is).
 */
function area(x: number, r: number, dir: 1 | -1): string {
  const top = Math.max(Y0, 90 - POST - r * MY);
  const bottom = Math.min(Y1, 90 + POST + r * MY);
  const reach = x + dir * r * MX;
  return `M${x} ${top} Q${reach} ${top} ${reach} ${90 - POST} L${reach} ${90 + POST} Q${reach} ${bottom} ${x} ${bottom}`;
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
      <rect className="net-court__goal" x={X0 - 6} y={90 - POST} width="6" height={2 * POST} />
      <rect className="net-court__goal" x={X1} y={90 - POST} width="6" height={2 * POST} />
      <CourtBall point={ball} />
    </svg>
  );
}
