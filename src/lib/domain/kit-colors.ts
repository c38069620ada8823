/**
 * @module kit-colors
 * Colours of the team-kit (shirt) icon (spec §5: a theme colour that is white or light grey is
 * replaced by the dark defaults, home #652c2c and away #622745, so the shirt stays visible on a
 * light page), read from a team's `color` and `kit_color`.
 */

export type KitSide = 'home' | 'away';

/** Spec §5 and §9 "Themes": the dark defaults that replace white or light grey. */
export const KIT_DARK_DEFAULTS = { home: '#652c2c', away: '#622745' } as const satisfies Record<
  KitSide,
  string
>;

/** CSS names the providers send for white and light greys. */
const LIGHT_NAMES = new Set([
  'white',
  'whitesmoke',
  'gainsboro',
  'lightgray',
  'lightgrey',
  'silver',
  'snow',
  'ghostwhite',
]);

/** Lowest channel of a "light" colour: `silver` (#c0c0c0) is the darkest grey we call light. */
const LIGHT_MIN_CHANNEL = 0xc0;
/** Largest channel spread of a grey: more than this is a tint (pale pink, light blue), not grey. */
const GREY_MAX_SPREAD = 0x10;

/**
 * A colour as `#rrggbb` (lower case) from `#rgb`, `#rrggbb` or `rrggbb`; a CSS name is kept as
 * it is (lower case); null for nothing usable.
 * @example normaliseColor('FFF') // '#ffffff'
 */
export function normaliseColor(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '') return null;
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!;
    const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
    return `#${full}`;
  }
  return /^[a-z]+$/.test(text) ? text : null;
}

/**
 * Whether a colour is white or a light grey (spec §5).
 * @example isWhiteOrLightGrey('#d3d3d3') // true
 * @example isWhiteOrLightGrey('#ffe4e1') // false (a pale pink is a colour of its own)
 */
export function isWhiteOrLightGrey(color: string | null | undefined): boolean {
  const c = normaliseColor(color);
  if (c === null) return false;
  if (!c.startsWith('#')) return LIGHT_NAMES.has(c);
  const channels = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const low = Math.min(...channels);
  return low >= LIGHT_MIN_CHANNEL && Math.max(...channels) - low <= GREY_MAX_SPREAD;
}

/**
 * The colour a kit icon paints for one side: the team's colour, its dark default when the
 * colour is white or light grey, and null when the team has none (the icon then uses the
 * page theme's home or away colour).
 * @example kitColor('#FFFFFF', 'away') // '#622745'
 */
export function kitColor(color: string | null | undefined, side: KitSide): string | null {
  const c = normaliseColor(color);
  if (c === null) return null;
  return isWhiteOrLightGrey(c) ? KIT_DARK_DEFAULTS[side] : c;
}

export interface KitPaint {
  /** The shirt's body. */
  body: string | null;
  /** Sleeves and collar: the kit colour, else the body's. */
  trim: string | null;
}

/**
 * Both colours of a team's kit icon from its `color` and `kit_color`.
 * @example kitPaint({ color: '#fff', kit_color: '#0033aa' }, 'home') // { body: '#652c2c', trim: '#0033aa' }
 */
export function kitPaint(
  team: { color?: string | null; kit_color?: string | null },
  side: KitSide,
): KitPaint {
  const body = kitColor(team.color, side);
  return { body, trim: kitColor(team.kit_color, side) ?? body };
}
