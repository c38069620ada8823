/** Small inline icons (no icon font, so they render wherever the text does). */
export function DataIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" aria-hidden="true">
      <rect x="2" y="8" width="3" height="6" />
      <rect x="6.5" y="4" width="3" height="10" />
      <rect x="11" y="6" width="3" height="8" />
    </svg>
  );
}

export function LineupIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="5" cy="5" r="2.2" />
      <circle cx="11" cy="5" r="2.2" />
      <path d="M1 14c0-3 2-4.5 4-4.5S9 11 9 14zM7 14c0-3 2-4.5 4-4.5s4 1.5 4 4.5z" />
    </svg>
  );
}

export function BroadcastIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" aria-hidden="true">
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
    </svg>
  );
}
