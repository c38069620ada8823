import { describe, expect, it } from 'vitest';
import { BOOKMAKERS } from '../../../src/server/feed/betsapi/bookmakers';
import { BOOKS } from '../../../src/server/feed/simulator/catalogue/books';
import { bookKey, KNOWN_BOOKS, knownBook } from '../../../src/server/import/book-directory';
import { KNOWN_BOOK_PREFIXES } from '../../../src/server/import/football-data-books';

describe('bookmaker names', () => {
  it.each([
    ['Bet365', 'bet365'],
    ['bet 365', 'bet365'],
    ['BET-365', 'bet365'],
    ['B365', 'bet365'],
    ['B365C', 'bet365'],
    ['Pinnacle', 'pinnacle'],
    ['PinnacleSports', 'pinnacle'],
    ['Pinnacle Sports', 'pinnacle'],
    ['PS', 'pinnacle'],
    ['PSC', 'pinnacle'],
    ['P', 'pinnacle'],
    ['William Hill', 'williamhill'],
    ['WilliamHill', 'williamhill'],
    ['WH', 'williamhill'],
    ['IW', 'interwetten'],
    ['VC', 'betvictor'],
    ['BV', 'betvictor'],
    ['BW', 'bwin'],
    ['bwin', 'bwin'],
    ['BWin', 'bwin'],
    ['1XB', '1xbet'],
    ['bet-at-home', 'betathome'],
    ['Betfair Exchange', 'betfairexchange'],
    ['BFE', 'betfairexchange'],
    ['Bétfred', 'betfred'],
    ['벳365', '벳365'],
  ])('%s has the key %s', (name, key) => {
    expect(bookKey(name)).toBe(key);
  });

  it.each([
    ['Bet365', 1],
    ['B365', 1],
    ['PSC', 2],
    ['William Hill', 3],
    ['BW', 5],
    ['1XB', 7],
    ['LB', 11],
    ['Betfair', 15],
    ['BFD', 16],
    ['VC', 25],
    ['Interwetten', 27],
  ])('%s is the known book with id %i', (name, id) => {
    expect(knownBook(name)?.id).toBe(id);
  });

  it.each(['Coral', 'Stan James', 'Betfair Exchange', 'XY'])('%s is new to us', (name) => {
    expect(knownBook(name)).toBeUndefined();
  });

  it('gives the simulator and BetsAPI the same book under the same id', () => {
    for (const book of BOOKS) {
      const feed = BOOKMAKERS.find((b) => b.id === book.id);
      expect(feed && bookKey(feed.name)).toBe(bookKey(book.names.en));
    }
  });

  it('has one known book per key and maps every football-data prefix onto one book', () => {
    const keys = KNOWN_BOOKS.map((b) => bookKey(b.names.en));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [prefix, book] of Object.entries(KNOWN_BOOK_PREFIXES))
      expect(bookKey(prefix)).toBe(bookKey(book.names.en));
  });
});
