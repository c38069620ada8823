/**
 * The ball of a court tracker (spec §4 "Ball position": a fraction pair on the 400x180 court;
 * null, '^' or empty hides it). It glides between positions with a CSS transform transition and
 * fades out where it was last seen when the feed hides it. Shared by the volleyball, handball
 * and tennis courts.
 */
import css from '../../../styles/panels/volleyball.css?inline';
import { ensurePanelStyle } from '../panel-style';
import { useState } from 'react';
import type { CourtPoint } from '../../../lib/panels/court-values';

ensurePanelStyle('volleyball', css);

export const COURT_W = 400;
export const COURT_H = 180;

export default function CourtBall({ point }: { point: CourtPoint | null }) {
  // Derived state: the last position the feed sent, so a hidden ball fades where it was.
  const [last, setLast] = useState<CourtPoint | null>(point);
  if (point && (point.x !== last?.x || point.y !== last?.y)) setLast(point);
  const at = point ?? last;
  if (!at) return null;
  return (
    <g
      className="court-ball"
      data-ball={point ? `${point.x},${point.y}` : undefined}
      data-hidden={point ? undefined : true}
      style={{ transform: `translate(${at.x * COURT_W}px, ${at.y * COURT_H}px)` }}
    >
      <circle className="court-ball__dot" r="6" />
    </g>
  );
}
