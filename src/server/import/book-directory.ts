/**
 * @module import/book-directory
 * Which bookmaker a source's name means. Names are compared by a key that ignores case,
 * accents, spaces and punctuation and knows the aliases sources use (football-data.co.uk's
 * column prefixes, BetsAPI's summary keys). Known books keep the ids the feeds give them: the
 * simulator's catalogue and BetsAPI's list share ids 1–10 and BetsAPI goes on from 11, so a
 * bookmaker has one row whether a feed or an import wrote it first.
 */
import { BOOKMAKERS } from '../feed/betsapi/bookmakers';
import { BOOKS } from '../feed/simulator/catalogue/books';
import { KNOWN_BOOK_PREFIXES } from './football-data-books';
import type { Names } from './types';

export interface KnownBook {
  id: number;
  names: Names;
  /** The simulator's payout for its books; null for books the feeds price quote by quote. */
  payout: number | null;
}

/** Letters and digits only, lower case, accents dropped: `Bet 365`, `bet-365`, `BET365` agree. */
function plainKey(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '')
    // Hangul and kana decomposed by NFKD are put back together.
    .normalize('NFC');
  return key === '' ? name.trim().toLowerCase() : key;
}

/** Catalogue books first (they carry a payout), then BetsAPI's that the catalogue lacks. */
const KNOWN: readonly KnownBook[] = [
  ...BOOKS.map((b) => ({ id: b.id, names: b.names, payout: b.payout })),
  ...BOOKMAKERS.filter((b) => !BOOKS.some((c) => c.id === b.id)).map((b) => ({
    id: b.id,
    names: { en: b.name, kr: b.kor, jp: b.jp },
    payout: null,
  })),
];

/** Alias key → the key of the name it stands for. A book's own name is never an alias. */
const ALIASES: ReadonlyMap<string, string> = (() => {
  const pairs: [string, string][] = [
    ...BOOKMAKERS.map((b): [string, string] => [b.key, b.name]),
    // A football-data prefix and its closing form (`PS`, `PSC`) stand for the book they price.
    ...Object.entries(KNOWN_BOOK_PREFIXES).flatMap(([prefix, book]): [string, string][] => [
      [prefix, book.names.en],
      [`${prefix}C`, book.names.en],
    ]),
  ];
  const ownNames = new Set(
    [...KNOWN, ...Object.values(KNOWN_BOOK_PREFIXES)].map((b) => plainKey(b.names.en)),
  );
  const out = new Map<string, string>();
  for (const [alias, name] of pairs) {
    const key = plainKey(alias);
    if (!ownNames.has(key) && key !== plainKey(name)) out.set(key, plainKey(name));
  }
  return out;
})();

/**
 * The key two names of one bookmaker share.
 * @example bookKey('Pinnacle Sports') === bookKey('PSC') // both 'pinnacle'
 */
export function bookKey(name: string): string {
  const key = plainKey(name);
  return ALIASES.get(key) ?? key;
}

const KNOWN_BY_KEY = new Map(KNOWN.map((b) => [bookKey(b.names.en), b]));

/**
 * The known bookmaker a name means, with its feed id, or undefined for a book new to us.
 * @example knownBook('B365')?.id // 1
 */
export function knownBook(name: string): KnownBook | undefined {
  return KNOWN_BY_KEY.get(bookKey(name));
}

/** Every known bookmaker (for tests and checks). */
export const KNOWN_BOOKS = KNOWN;
