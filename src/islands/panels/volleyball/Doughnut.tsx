/**
 * A home/away pair as a doughnut in plain SVG (spec §2 "longest streak and points won on serve
 * as doughnut charts"; plain SVG is lighter than a chart library): the home share
 * of the ring in the home colour, the rest in the away colour, the pair in the middle.
 */
const R = 42;
const RING = 2 * Math.PI * R;

export default function Doughnut({
  title,
  pair,
  label,
  name,
}: {
  title: string;
  pair: [number, number];
  /** Spoken text: both teams with their values. */
  label: string;
  name: string;
}) {
  const [home, away] = pair;
  const total = home + away;
  const share = total > 0 ? home / total : 0;
  return (
    <figure className="net-doughnut" data-doughnut={name}>
      <svg viewBox="0 0 100 100" role="img" aria-label={`${title}: ${label}`}>
        <circle
          className={total > 0 ? 'net-doughnut__away' : 'net-doughnut__empty'}
          cx="50"
          cy="50"
          r={R}
        />
        {total > 0 && (
          <circle
            className="net-doughnut__home"
            cx="50"
            cy="50"
            r={R}
            strokeDasharray={`${share * RING} ${RING}`}
            transform="rotate(-90 50 50)"
          />
        )}
        <text x="50" y="55" textAnchor="middle" className="net-doughnut__value">
          {home} : {away}
        </text>
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
