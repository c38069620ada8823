import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../../../src/server/feed/simulator/catalogue/index';
import { scriptProblems } from './helpers';

const catalogue = createCatalogue('reference-test');

describe('bookmakers', () => {
  it.each([
    ['Pinnacle', 97.5],
    ['Marathonbet', 96],
    ['1xBet', 95.5],
    ['188Bet', 95],
    ['Bet365', 94.5],
    ['Betway', 94.5],
    ['Unibet', 94],
    ['William Hill', 93.5],
    ['Bwin', 93],
    ['10Bet', 93],
  ])('%s pays out about %f %%', (name, payout) => {
    const book = catalogue.books.find((b) => b.names.en === name);
    expect(book).toBeDefined();
    expect(book!.payout).toBeCloseTo(payout, 1);
  });

  it('has unique ids, three-language names and prices in range', () => {
    expect(catalogue.books.length).toBeGreaterThanOrEqual(8);
    expect(new Set(catalogue.books.map((b) => b.id)).size).toBe(catalogue.books.length);
    for (const book of catalogue.books) {
      expect(scriptProblems(book.names), book.names.en).toEqual([]);
      expect(book.payout).toBeGreaterThanOrEqual(92);
      expect(book.payout).toBeLessThanOrEqual(98);
      expect(book.lagSeconds).toBeGreaterThanOrEqual(2);
      expect(book.lagSeconds).toBeLessThanOrEqual(20);
      expect(book.noise).toBeGreaterThanOrEqual(0.005);
      expect(book.noise).toBeLessThanOrEqual(0.02);
      expect([0.01, 0.05]).toContain(book.tick);
    }
  });

  it('transliterates Bet365 as 벳365 / ベット365', () => {
    const bet365 = catalogue.books.find((b) => b.names.en === 'Bet365');
    expect(bet365?.names).toMatchObject({ kr: '벳365', jp: 'ベット365' });
  });
});

describe('countries', () => {
  const codes = new Set(catalogue.countries.map((c) => c.cc));

  it('has unique lower-case codes with three-language names', () => {
    expect(codes.size).toBe(catalogue.countries.length);
    for (const country of catalogue.countries) {
      expect(country.cc).toMatch(/^[a-z]{2}$/);
      expect(scriptProblems(country.names), country.cc).toEqual([]);
    }
  });

  it('includes Europe and World', () => {
    expect(codes.has('eu')).toBe(true);
    expect(codes.has('wo')).toBe(true);
  });

  it('covers every cc used by leagues, teams and players', () => {
    const used = new Set([
      ...catalogue.leagues.map((l) => l.cc),
      ...catalogue.teams.map((t) => t.cc),
      ...catalogue.teams.flatMap((t) => catalogue.squad(t.id).map((p) => p.cc)),
    ]);
    const missing = [...used].filter((cc) => !codes.has(cc));
    expect(missing).toEqual([]);
  });
});

describe('league names', () => {
  it('names every league in three languages with Hangul and kana/kanji', () => {
    const problems = catalogue.leagues.flatMap((l) =>
      scriptProblems(l.names).map((p) => `${l.id}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('createCatalogue', () => {
  it('is cheap: static data, squads generated only on demand', () => {
    const start = performance.now();
    for (let i = 0; i < 100; i++) createCatalogue(`cheap-${i}`);
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('returns its own arrays, so a caller cannot reorder another catalogue', () => {
    const a = createCatalogue('x');
    const b = createCatalogue('x');
    a.leagues.reverse();
    expect(b.leagues[0]?.id).not.toBe(a.leagues[0]?.id);
  });
});
