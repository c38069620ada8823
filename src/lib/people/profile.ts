/**
 * @module people/profile
 * What the team and player pages (spec §2.10, §2.11) show of a person: the age on a day
 * (from a `YYYY-MM-DD` birthdate, in Seoul time as the site's dates are), and the squad rows a
 * team page shows before "show more" (spec §2 "Team list and team info": 10).
 */
import { seoulDate } from '../domain/seoul-time';
import type { MessageKey, Translate } from '../i18n/messages';

/** Spec §2: a team page shows 10 players, then a show more/less toggle. */
export const SQUAD_SHOWN = 10;

/**
 * Whole years from a birthdate to the Seoul date of `nowMs`; null when the date is not one.
 * @example ageOn('1992-07-08', Date.UTC(2026, 10, 27)) // 34
 */
export function ageOn(birthdate: string | null | undefined, nowMs: number): number | null {
  const m = birthdate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const [ty, tm, td] = seoulDate(nowMs).split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
  return age >= 0 && age < 130 ? age : null;
}

/**
 * A measure with its unit, or '-' when unknown.
 * @example measure(181, 'cm') // '181 cm'
 */
export function measure(value: number | null | undefined, unit: 'cm' | 'kg'): string {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? `${value} ${unit}`
    : '-';
}

/**
 * A word the feed gives in English (a position, a foot) in the viewer's language when the
 * resources know it (`{prefix}.{word in lower case, spaces as dashes}`), else as given.
 * @example localWord(t, 'pages.people.foot', 'right') // '오른발'
 */
export function localWord(t: Translate, prefix: string, word: string | null): string | null {
  if (!word) return null;
  const key = `${prefix}.${word.trim().toLowerCase().replace(/\s+/g, '-')}`;
  const text = t(key as MessageKey);
  return text === key ? word : text;
}
