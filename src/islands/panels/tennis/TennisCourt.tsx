/**
 * The tennis court tracker: home on the left, the server marked at the
 * baseline on the court (deuce or advantage) the next serve is struck from, and the ball from
 * `ball_pos` when the feed sends it. Moves by CSS transitions only, which stop while the page
 * is hidden.
 */
import type { Side } from '../../../lib/domain/match';
import type { CourtPoint } from '../../../lib/panels/court-values';
import CourtBall from '../volleyball/CourtBall';

/** Doubles court 23.77 x 10.97 m in the frame; singles lines 1.37 m in, service lines 6.4 m from the net. */
const X0 = 40;
const X1 = 360;
const Y0 = 16;
const Y1 = 164;
const PX = (X1 - X0) / 23.77;
const ALLEY = 1.37 * PX;
const SERVICE = 6.4 * PX;

export default function TennisCourt({
  ball,
  serve,
  court,
  label,
  paused,
}: {
  ball: CourtPoint | null;
  serve: Side | null;
  court: 'deuce' | 'ad' | null;
  label: string;
  paused: boolean;
}) {
  const mid = (X0 + X1) / 2;
  // Facing the net from the left, home's right hand (the deuce court) is the bottom half.
  const low = court === null ? true : serve === 'home' ? court === 'deuce' : court !== 'deuce';
  const serverAt = { x: serve === 'away' ? 376 : 24, y: low ? 126 : 54 };
  return (
    <svg
      className={`net-court net-court--tennis${paused ? ' is-paused' : ''}`}
      viewBox="0 0 400 180"
      role="img"
      aria-label={label}
      data-tracker="tennis"
    >
      <rect className="net-court__floor" x="0" y="0" width="400" height="180" />
      <g className="net-court__lines">
        <rect x={X0} y={Y0} width={X1 - X0} height={Y1 - Y0} />
        <line x1={X0} y1={Y0 + ALLEY} x2={X1} y2={Y0 + ALLEY} />
        <line x1={X0} y1={Y1 - ALLEY} x2={X1} y2={Y1 - ALLEY} />
        <line x1={mid - SERVICE} y1={Y0 + ALLEY} x2={mid - SERVICE} y2={Y1 - ALLEY} />
        <line x1={mid + SERVICE} y1={Y0 + ALLEY} x2={mid + SERVICE} y2={Y1 - ALLEY} />
        <line x1={mid - SERVICE} y1="90" x2={mid + SERVICE} y2="90" />
      </g>
      <line className="net-court__net" x1={mid} y1="8" x2={mid} y2="172" />
      {serve && (
        <g
          className="court-serve"
          data-serve={serve}
          data-court={court ?? undefined}
          style={{ transform: `translate(${serverAt.x}px, ${serverAt.y}px)` }}
        >
          <circle r="9" />
        </g>
      )}
      <CourtBall point={ball} />
    </svg>
  );
}
