/**
 * Small icons (no icon font, so they render wherever the text does), drawn once in a sprite
 * that every row points to: 500 rows do not repeat the same paths 1,500 times in the HTML.
 */

/** The symbols every icon uses; rendered once by the in-play island. */
export function IconSprite() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <symbol id="icon-data" viewBox="0 0 16 16">
        <rect x="2" y="8" width="3" height="6" />
        <rect x="6.5" y="4" width="3" height="10" />
        <rect x="11" y="6" width="3" height="8" />
      </symbol>
      <symbol id="icon-lineup" viewBox="0 0 16 16">
        <circle cx="5" cy="5" r="2.2" />
        <circle cx="11" cy="5" r="2.2" />
        <path d="M1 14c0-3 2-4.5 4-4.5S9 11 9 14zM7 14c0-3 2-4.5 4-4.5s4 1.5 4 4.5z" />
      </symbol>
      <symbol id="icon-broadcast" viewBox="0 0 16 16">
        <rect
          x="1.5"
          y="3"
          width="13"
          height="9"
          rx="1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <path d="M6.5 5.5v4l3.5-2z" />
      </symbol>
    </svg>
  );
}

const icon = (id: string) => (
  <svg className="icon" aria-hidden="true">
    <use href={`#icon-${id}`} />
  </svg>
);

export const DataIcon = () => icon('data');
export const LineupIcon = () => icon('lineup');
export const BroadcastIcon = () => icon('broadcast');
