/**
 * @module country-flag
 * A league's country as a flag and a name, from the provider's two-letter `cc` (lower case ISO
 * 3166 codes, plus `wo` for world-wide competitions). The flag is the pair of Unicode regional
 * indicators (no image to fetch); the name comes from the browser's own `Intl.DisplayNames`, so
 * a list carries no table of country names.
 */
import { HTML_LANG, type Language } from './languages';

/** The provider's code of competitions that belong to no country. */
export const WORLD_CC = 'wo';
/** Shown for world-wide competitions: a globe with meridians. */
export const WORLD_FLAG = '\u{1F310}';

/** Regional indicator symbol letter A; `a`..`z` map onto it in order. */
const REGIONAL_A = 0x1f1e6;

const regionOf = (cc: string | null | undefined): string | null => {
  const code = (cc ?? '').trim().toLowerCase();
  return /^[a-z]{2}$/.test(code) ? code : null;
};

const namers = new Map<Language, Intl.DisplayNames>();
const namerOf = (lang: Language): Intl.DisplayNames => {
  let namer = namers.get(lang);
  if (!namer) {
    namer = new Intl.DisplayNames([HTML_LANG[lang]], { type: 'region', fallback: 'none' });
    namers.set(lang, namer);
  }
  return namer;
};

/**
 * The country's name in the page's language; null for world-wide competitions and for codes
 * that name no region.
 * @example countryName('kr', 'en') // 'South Korea'
 */
export function countryName(cc: string | null | undefined, lang: Language): string | null {
  const code = regionOf(cc);
  if (code === null || code === WORLD_CC) return null;
  return namerOf(lang).of(code.toUpperCase()) ?? null;
}

/**
 * The flag of a country code: a globe for world-wide competitions, null for a code that names no
 * region (so a header never shows two stray letters).
 * @example countryFlag('kr') // '🇰🇷'
 */
export function countryFlag(cc: string | null | undefined): string | null {
  const code = regionOf(cc);
  if (code === null) return null;
  if (code === WORLD_CC) return WORLD_FLAG;
  if (countryName(code, 'en') === null) return null;
  return String.fromCodePoint(...[...code].map((c) => REGIONAL_A + c.charCodeAt(0) - 97));
}
