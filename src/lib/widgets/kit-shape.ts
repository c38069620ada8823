/**
 * @module widgets/kit-shape
 * The team-kit shirt's outline on a 24-unit grid, shared by the React icon and the sprite that
 * server-rendered lists reference once per team (spec §5 team-kit icon).
 */

/** The body, drawn in the shirt colour. */
export const KIT_BODY = 'M8 3 L5 4.5 L5 21 L19 21 L19 4.5 L16 3 Q12 6 8 3 Z';
/** Sleeves and collar, drawn over the body in the trim (kit) colour. */
export const KIT_SLEEVES =
  'M8 3 L1.5 6.5 L3.5 11 L5 10.2 L5 4.5 Z M16 3 L22.5 6.5 L20.5 11 L19 10.2 L19 4.5 Z';
export const KIT_COLLAR = 'M8 3 Q12 6 16 3 Q12 8 8 3 Z';
