/**
 * The handball possession chart (spec §2 "possession chart"; §9 "Possession bar"): the match
 * possession as a two-colour bar and, below it, home's share in each five-minute block as a
 * stepped area over the away colour (plain SVG, no chart library). Only what the details hold:
 * blocks the feed has not sent are left empty.
 */
import { possessionPath, POSSESSION_BLOCKS } from '../../../lib/panels/handball';

const W = 240;
const H = 60;

export default function PossessionChart({
  possession,
  blocks,
  title,
  chartLabel,
  minute,
  empty,
}: {
  possession: [number, number] | null;
  blocks: readonly (number | null)[];
  title: string;
  chartLabel: string;
  minute: (n: number) => string;
  empty: string;
}) {
  if (!possession && blocks.length === 0) return <p className="empty">{empty}</p>;
  return (
    <figure className="hb-possession" data-possession-chart>
      <figcaption>{title}</figcaption>
      {possession && (
        <div className="hb-possession__bar" data-possession-bar>
          <span className="hb-possession__home" style={{ flexGrow: possession[0] }}>
            {possession[0]}%
          </span>
          <span className="hb-possession__away" style={{ flexGrow: possession[1] }}>
            {possession[1]}%
          </span>
        </div>
      )}
      {blocks.length > 0 && (
        <svg
          viewBox={`0 0 ${W} ${H + 14}`}
          role="img"
          aria-label={chartLabel}
          className="hb-possession__chart"
        >
          <rect
            className="hb-possession__played"
            x="0"
            y="0"
            width={(blocks.length / POSSESSION_BLOCKS) * W}
            height={H}
          />
          <path className="hb-possession__area" d={possessionPath(blocks, W, H)} />
          <line className="hb-possession__even" x1="0" y1={H / 2} x2={W} y2={H / 2} />
          <line className="hb-possession__half" x1={W / 2} y1="0" x2={W / 2} y2={H} />
          {[0, 30, 60].map((n) => (
            <text
              key={n}
              x={(n / 60) * W}
              y={H + 12}
              textAnchor={n === 0 ? 'start' : n === 60 ? 'end' : 'middle'}
            >
              {minute(n)}
            </text>
          ))}
        </svg>
      )}
    </figure>
  );
}
