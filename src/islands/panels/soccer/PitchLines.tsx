/** The markings of a 400×180 pitch (spec §9), drawn under the tracker and the line-up. */
import { memo } from 'react';

function PitchLines({ half = false }: { half?: boolean }) {
  return (
    <g className="soccer-pitch__lines" aria-hidden="true">
      <rect x="2" y="2" width="396" height="176" />
      <rect x="2" y="40" width="62" height="100" />
      <rect x="2" y="66" width="20" height="48" />
      {!half && (
        <>
          <line x1="200" y1="2" x2="200" y2="178" />
          <circle cx="200" cy="90" r="22" />
          <rect x="336" y="40" width="62" height="100" />
          <rect x="378" y="66" width="20" height="48" />
        </>
      )}
    </g>
  );
}

export default memo(PitchLines);
