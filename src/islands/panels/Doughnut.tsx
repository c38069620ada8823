/**
 * A two-part doughnut chart as plain SVG, lighter than a chart library: home's
 * share against away's, the figures beside it and one accessible sentence for screen readers.
 * Generic: any sport's panel passes a title and two labelled figures.
 */
import css from '../../styles/panels/doughnut.css?inline';
import { ensurePanelStyle } from './panel-style';

ensurePanelStyle('doughnut', css);

export interface DoughnutPart {
  label: string;
  value: number;
  /** Display text of the value when it is not just the number (e.g. "55%"). */
  text?: string;
}

/** Circumference 100, so a share in percent is the dash length directly. */
const R = 15.915;

export default function Doughnut({
  title,
  home,
  away,
  className = '',
}: {
  title: string;
  home: DoughnutPart;
  away: DoughnutPart;
  className?: string;
}) {
  // A negative figure (lost yards) has no share of the ring.
  const h = Math.max(0, home.value);
  const a = Math.max(0, away.value);
  const homeShare = h + a > 0 ? (h / (h + a)) * 100 : 0;
  const empty = h + a === 0;
  const homeText = home.text ?? String(home.value);
  const awayText = away.text ?? String(away.value);
  return (
    <figure className={`doughnut ${className}`}>
      <svg
        viewBox="0 0 42 42"
        className="doughnut__ring"
        role="img"
        aria-label={`${title}: ${home.label} ${homeText}, ${away.label} ${awayText}`}
      >
        <circle className="doughnut__track" cx="21" cy="21" r={R} />
        {!empty && (
          <>
            <circle
              className="doughnut__away"
              cx="21"
              cy="21"
              r={R}
              strokeDasharray={`${100 - homeShare} ${homeShare}`}
              strokeDashoffset={25 - homeShare}
            />
            <circle
              className="doughnut__home"
              cx="21"
              cy="21"
              r={R}
              strokeDasharray={`${homeShare} ${100 - homeShare}`}
              strokeDashoffset={25}
            />
          </>
        )}
      </svg>
      <figcaption className="doughnut__caption" aria-hidden="true">
        <span className="doughnut__value doughnut__value--home">{homeText}</span>
        <span className="doughnut__title">{title}</span>
        <span className="doughnut__value doughnut__value--away">{awayText}</span>
      </figcaption>
    </figure>
  );
}
