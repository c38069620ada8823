/**
 * BetsAPI prices → odds records: price and line parsing, market keys per sport, reversed
 * bookmakers, newest-first histories and the odds summary.
 */
import { describe, expect, it } from 'vitest';
import {
  eventOddsRecords,
  oddTypeOf,
  parseLine,
  parsePrice,
  quoteOf,
  summaryRecords,
} from '../../../../src/server/feed/betsapi/map-odds';
import { NOT_QUOTED } from '../../../../src/server/feed/betsapi/notation';
import { eventOddsSchema, oddsRowSchema } from '../../../../src/server/feed/betsapi/schemas/odds';
import { fixture } from '../../../fixtures/betsapi/server';

describe('parsePrice', () => {
  it.each([
    ['2.050', 2.05],
    ['401.000', 401],
    [1.833, 1.833],
    ['-', '-'],
    ['0.000', null],
    ['1.000', null],
    ['', null],
    [null, null],
    ['abc', null],
  ] as const)('%j → %j', (raw, expected) => {
    expect(parsePrice(raw)).toBe(expected);
  });
});

describe('parseLine', () => {
  it.each([
    ['-0.50', -0.5],
    ['2.5', 2.5],
    ['+1.5', 1.5],
    ['2.5,3.0', 2.75],
    ['0.0,-0.5', -0.25],
    ['0.0', 0],
    ['-', null],
    ['1,2,3', null],
    [null, null],
  ] as const)('%j → %j', (raw, expected) => {
    expect(parseLine(raw)).toBe(expected);
  });
});

describe('market keys', () => {
  it.each([
    ['1_1', 1, 1],
    ['1_2', 1, 2],
    ['1_3', 1, 3],
    ['1_4', 1, null],
    ['1_8', 1, null],
    ['18_1', 18, 1],
    ['18_3', 18, 3],
    ['18_1', 1, null],
    ['151_2', 151, 2],
    ['x', 1, null],
  ] as const)('%s of sport %d → %j', (key, sport, expected) => {
    expect(oddTypeOf(key, sport)).toBe(expected);
  });
});

describe('quoteOf', () => {
  const row = (over: Record<string, unknown>) =>
    oddsRowSchema.parse({ add_time: '1602950000', ss: null, time_str: null, ...over });

  it.each([
    {
      name: '1X2',
      raw: { home_od: '1.700', draw_od: '4.000', away_od: '4.750' },
      type: 1,
      dir: 1,
      quote: { home: 1.7, draw: 4, away: 4.75, middle: null },
    },
    {
      name: '1X2 reversed',
      raw: { home_od: '4.750', draw_od: '4.000', away_od: '1.700' },
      type: 1,
      dir: -1,
      quote: { home: 1.7, draw: 4, away: 4.75, middle: null },
    },
    {
      name: 'money line (no draw)',
      raw: { home_od: '1.500', away_od: '2.600' },
      type: 1,
      dir: 1,
      quote: { home: 1.5, draw: null, away: 2.6, middle: null },
    },
    {
      name: 'handicap reversed: the line turns with the teams',
      raw: { home_od: '1.850', handicap: '0.75', away_od: '2.000' },
      type: 2,
      dir: -1,
      quote: { home: 2, draw: null, away: 1.85, middle: -0.75 },
    },
    {
      name: 'total: over is home, under is away, reversal changes nothing',
      raw: { over_od: '1.850', handicap: '2.5,3.0', under_od: '1.950' },
      type: 3,
      dir: -1,
      quote: { home: 1.85, draw: null, away: 1.95, middle: 2.75 },
    },
    {
      name: 'suspended',
      raw: { home_od: '-', draw_od: '-', away_od: '-' },
      type: 1,
      dir: 1,
      quote: { home: '-', draw: '-', away: '-', middle: null },
    },
    // A zero, a missing line or an empty price is a market the book does not quote.
    { name: 'no price', raw: { home_od: '0', away_od: '2.0' }, type: 1, dir: 1, quote: NOT_QUOTED },
    {
      name: 'handicap without line',
      raw: { home_od: '1.9', away_od: '1.9' },
      type: 2,
      dir: 1,
      quote: NOT_QUOTED,
    },
    {
      name: 'empty prices',
      raw: { home_od: '', draw_od: '', away_od: '' },
      type: 1,
      dir: 1,
      quote: NOT_QUOTED,
    },
    {
      name: 'evens and fractions',
      raw: { home_od: 'EVS', draw_od: '12/5', away_od: '5/2' },
      type: 1,
      dir: 1,
      quote: { home: 2, draw: 3.4, away: 3.5, middle: null },
    },
    {
      name: 'a quarter line written with a hyphen, reversed book',
      raw: { home_od: '1.870', handicap: '0-0.5', away_od: '2.030' },
      type: 2,
      dir: -1,
      quote: { home: 2.03, draw: null, away: 1.87, middle: 0.25 },
    },
    {
      name: 'a total line written with a slash',
      raw: { over_od: '1.900', handicap: '2.5/3', under_od: '1.960' },
      type: 3,
      dir: 1,
      quote: { home: 1.9, draw: null, away: 1.96, middle: 2.75 },
    },
    {
      name: 'a price that is no price',
      raw: { home_od: 'n/a', draw_od: '3.1', away_od: '2.0' },
      type: 1,
      dir: 1,
      quote: null,
    },
  ] as const)('$name', ({ raw, type, dir, quote }) => {
    expect(quoteOf(row(raw), type, dir)).toEqual(quote);
  });
});

describe('price histories', () => {
  it('orders v2/event/odds oldest first and skips other markets', () => {
    const results = eventOddsSchema.parse(
      (fixture('odds-live.json') as { results: unknown }).results,
    );
    const { records, invalid } = eventOddsRecords(results, 1);
    expect(invalid).toBe(0);
    const ats = records.map((r) => r.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    expect(new Set(records.map((r) => r.oddType))).toEqual(new Set([1, 2, 3]));
    const winner = records.filter((r) => r.oddType === 1);
    expect(winner[0]).toMatchObject({ bookId: 1, at: 1_602_800_000_000, ss: null, time_str: null });
    expect(winner.at(-1)).toMatchObject({ quote: { home: 1.4 }, ss: '1-0', time_str: '24' });
    expect(winner.at(-2)!.quote.home).toBe('-');
  });

  it('counts rows it cannot use instead of failing', () => {
    const results = eventOddsSchema.parse({
      odds: {
        '1_1': [
          { home_od: '1.5', draw_od: '4', away_od: '6', add_time: '100' },
          { home_od: 'x', add_time: '99' },
          'garbage',
        ],
      },
    });
    const { records, invalid } = eventOddsRecords(results, 1);
    expect(records).toHaveLength(1);
    expect(invalid).toBe(2);
  });

  it('reads the summary per known bookmaker, opening before latest', () => {
    const { records, unknownBooks, invalid } = summaryRecords(
      (fixture('summary-prematch.json') as { results: Record<string, unknown> }).results,
      1,
    );
    expect(unknownBooks).toEqual(['FooBet']);
    expect(invalid).toBe(0);
    const tenBet = records.filter((r) => r.bookId === 10 && r.oddType === 1);
    expect(tenBet.map((r) => r.quote.home)).toEqual([1.76, 1.72]);
    expect(new Set(records.map((r) => r.bookId))).toEqual(new Set([1, 2, 10]));
  });
});
