/**
 * @module names/name-key
 * How names are compared: the exact key ignores case, accents and punctuation; the loose key
 * also drops the club words sources add or leave out ("Daegu FC" = "Daegu", "Man Utd" =
 * "Man United"), so one alias list covers the spellings different sources use.
 */

/** Lower-case, Latin accents and apostrophes dropped, spaces collapsed. */
export function nameKey(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Hangul and kana decompose too: compose them again so keys read as the names do.
      .normalize('NFC')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[.'’]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words that say "club" rather than which club. */
const CLUB_WORDS = new Set(['fc', 'afc', 'cf', 'sc', 'fk', 'sk', 'ac', 'club', 'the']);

/**
 * The exact key with punctuation as spaces, club words dropped and "utd" read as "united";
 * a name made only of club words keeps them.
 * @example looseKey('Daegu F.C.') // 'daegu'
 * @example looseKey('Man Utd') // 'man united'
 */
export function looseKey(name: string): string {
  const words = nameKey(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => (w === 'utd' ? 'united' : w));
  const kept = words.filter((w) => !CLUB_WORDS.has(w));
  return (kept.length > 0 ? kept : words).join(' ');
}
