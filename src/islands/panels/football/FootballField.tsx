/**
 * The American football field frame (spec §2): the 120-yard field with both end zones (home on
 * the left), yard lines every ten yards, the current drive from where it began to the ball, the
 * first-down line and the ball. Moves are CSS transitions of transform only; they stop while the
 * page is hidden (the panel sets data-paused).
 */
import type { FieldView } from '../../../lib/panels/football';

const W = 400;
const H = 180;
const YARD = W / 120;
/** Yard lines 10…50…10 between the goal lines, drawn every 10 yards. */
const LINES = [10, 20, 30, 40, 50, 60, 70, 80, 90];

export default function FootballField({
  field,
  label,
  homeColor,
  awayColor,
}: {
  field: FieldView;
  label: string;
  homeColor: string | null;
  awayColor: string | null;
}) {
  const { ball, driveFrom, target } = field;
  const ballX = ball ? ball.x * W : 0;
  const from = driveFrom === null ? null : driveFrom * W;
  return (
    <svg
      className="football-field"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-possession={field.possession ?? undefined}
    >
      <rect className="football-field__grass" width={W} height={H} />
      <rect
        className="football-field__endzone"
        width={10 * YARD}
        height={H}
        style={{ fill: homeColor ?? undefined }}
      />
      <rect
        className="football-field__endzone"
        x={110 * YARD}
        width={10 * YARD}
        height={H}
        style={{ fill: awayColor ?? undefined }}
      />
      {LINES.map((n) => (
        <g key={n}>
          <line className="football-field__line" x1={(10 + n) * YARD} x2={(10 + n) * YARD} y2={H} />
          <text className="football-field__number" x={(10 + n) * YARD} y={H - 8}>
            {n <= 50 ? n : 100 - n}
          </text>
        </g>
      ))}
      <line className="football-field__goal" x1={10 * YARD} x2={10 * YARD} y2={H} />
      <line className="football-field__goal" x1={110 * YARD} x2={110 * YARD} y2={H} />
      {ball && from !== null && (
        <rect
          className="football-field__drive"
          data-drive
          y={H / 2 - 6}
          width={1}
          height={12}
          style={{
            transform: `translateX(${Math.min(from, ballX)}px) scaleX(${Math.max(1, Math.abs(ballX - from))})`,
          }}
        />
      )}
      {ball && target !== null && (
        <line
          className="football-field__target"
          data-first-down
          y2={H}
          style={{ transform: `translateX(${target * W}px)` }}
        />
      )}
      {ball && (
        <g
          className="football-field__ball"
          data-ball
          data-x={ballX.toFixed(1)}
          style={{ transform: `translate(${ballX}px, ${ball.y * H}px)` }}
        >
          <line className="football-field__scrimmage" y1={-ball.y * H} y2={(1 - ball.y) * H} />
          <ellipse rx={7} ry={4.5} />
        </g>
      )}
    </svg>
  );
}
