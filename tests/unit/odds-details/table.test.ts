/**
 * The odds details table (spec §2 "Odds details", §4 "Odds tabs", §9 "Odds"): tabs, the payout
 * filter (default 85–90), header sorting that toggles, the best current price per column, and
 * the footer rows over the rows shown.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYOUT_RANGE,
  bestCurrent,
  detailsMatchId,
  filterByPayout,
  footerRows,
  isRelativeMode,
  legLabels,
  middleColumn,
  nextSort,
  oddsTabs,
  parsePayoutRange,
  rowsForTab,
  selectionAfterTabChange,
  sortRows,
  type OddsDetailRow,
  type PricePair,
} from '../../../src/lib/odds-details/table';

const pair = (o: number | '-', n: number | '-'): PricePair => ({ o, n });

function row(
  bookId: number,
  oddType: 1 | 2 | 3,
  prices: { home: PricePair; draw?: PricePair; middle?: PricePair; away: PricePair },
  payout: { o: number | null; n: number | null },
  name = `Book ${bookId}`,
): OddsDetailRow {
  return {
    id: bookId * 10 + oddType,
    book_id: bookId,
    book_name: name,
    book_kor: name,
    type_name: 'x',
    type_kor: 'x',
    odd_type_id: oddType,
    home: prices.home,
    draw: prices.draw ?? '-',
    middle: prices.middle ?? '-',
    away: prices.away,
    payout,
    suspended: false,
    created_at: 0,
    updated_at: 0,
  };
}

const a = row(
  1,
  1,
  { home: pair(2.1, 2.0), draw: pair(3.3, 3.4), away: pair(3.5, 3.7) },
  { o: 93.1, n: 94.2 },
  'Pinnacle',
);
const b = row(
  2,
  1,
  { home: pair(2.05, 2.1), draw: pair(3.2, 3.25), away: pair(3.4, 3.5) },
  { o: 91, n: 92.4 },
  'Bet365',
);
const c = row(
  3,
  1,
  { home: pair(2.0, '-'), draw: pair(3.1, 3.2), away: pair(3.3, 3.6) },
  { o: 89.5, n: null },
  'Unibet',
);
const h = row(
  1,
  2,
  { home: pair(1.9, 1.95), middle: pair(-0.5, -0.5), away: pair(1.9, 1.85) },
  { o: 95, n: 95 },
);
const t = row(
  2,
  3,
  { home: pair(1.8, 1.85), middle: pair(2.5, 2.5), away: pair(2.0, 1.95) },
  { o: 94.7, n: 94.8 },
);
const rows = [a, b, c, h, t];

describe('tabs', () => {
  it('offers all, one per quoted type and selected compare; relative mode hides selected', () => {
    expect(oddsTabs(rows, false)).toEqual(['all', 1, 2, 3, 'selected']);
    expect(oddsTabs([a, t], true)).toEqual(['all', 1, 3]);
    expect(oddsTabs([], false)).toEqual(['all', 'selected']);
  });

  it.each([
    ['all', new Set<number>(), [11, 21, 31, 12, 23]],
    [1, new Set<number>(), [11, 21, 31]],
    [3, new Set<number>(), [23]],
    ['selected', new Set([21, 12]), [21, 12]],
    ['selected', new Set<number>(), []],
  ] as const)('tab %j with %j selected shows %j', (tab, selected, ids) => {
    expect(rowsForTab(rows, tab, selected).map((r) => r.id)).toEqual(ids);
  });

  it('clears the checked rows when leaving for another tab (spec §4), keeps them for selected', () => {
    const picked = new Set([11, 21]);
    expect([...selectionAfterTabChange('selected', picked)]).toEqual([11, 21]);
    expect([...selectionAfterTabChange(1, picked)]).toEqual([]);
    expect([...selectionAfterTabChange('all', picked)]).toEqual([]);
  });
});

describe('payout filter', () => {
  it('defaults to 85–90 (spec §9)', () => {
    expect(DEFAULT_PAYOUT_RANGE).toEqual({ min: 85, max: 90 });
  });

  it.each([
    [{ min: 85, max: 90 }, []],
    [{ min: 92, max: 94.2 }, [11, 21]],
    [{ min: 94.2, max: 100 }, [11, 12, 23]],
    [null, [11, 21, 31, 12, 23]],
  ])('range %j keeps %j (a row without payout never matches)', (range, ids) => {
    expect(filterByPayout(rows, range).map((r) => r.id)).toEqual(ids);
  });

  it.each([
    ['85', '90', { min: 85, max: 90 }],
    [' 80.5 ', '99', { min: 80.5, max: 99 }],
    ['90', '85', undefined],
    ['', '90', undefined],
    ['abc', '90', undefined],
    ['-1', '90', undefined],
  ])('inputs %j to %j → %j', (min, max, expected) => {
    expect(parsePayoutRange(min, max)).toEqual(expected);
  });
});

describe('sorting', () => {
  it('a header click sorts ascending, the next click on it descending, another header restarts', () => {
    const first = nextSort(null, 'home');
    expect(first).toEqual({ column: 'home', direction: 'asc' });
    const second = nextSort(first, 'home');
    expect(second).toEqual({ column: 'home', direction: 'desc' });
    expect(nextSort(second, 'home')).toEqual({ column: 'home', direction: 'asc' });
    expect(nextSort(second, 'away')).toEqual({ column: 'away', direction: 'asc' });
  });

  const market = [a, b, c];
  it.each([
    [{ column: 'home', direction: 'asc' }, [11, 21, 31]],
    [{ column: 'home', direction: 'desc' }, [21, 11, 31]],
    [{ column: 'away', direction: 'desc' }, [11, 31, 21]],
    [{ column: 'draw', direction: 'asc' }, [31, 21, 11]],
    [{ column: 'payout', direction: 'desc' }, [11, 21, 31]],
    [{ column: 'company', direction: 'asc' }, [21, 11, 31]],
    [{ column: 'company', direction: 'desc' }, [31, 11, 21]],
  ] as const)('%j → %j (missing current prices last)', (sort, ids) => {
    expect(sortRows(market, sort).map((r) => r.id)).toEqual(ids);
  });

  it('sorts companies by the name in the page language', () => {
    const names: Record<number, string> = { 1: '피나클', 2: '벳365', 3: '유니벳' };
    const sorted = sortRows(
      market,
      { column: 'company', direction: 'asc' },
      (r) => names[r.book_id]!,
    );
    expect(sorted.map((r) => r.book_id)).toEqual([2, 3, 1]);
  });
});

describe('best current price', () => {
  it('marks the highest current price of each column within each market', () => {
    const best = bestCurrent(rows);
    expect([...best.home]).toEqual([21]);
    expect([...best.draw]).toEqual([11]);
    expect([...best.away]).toEqual([11]);
  });

  it('marks every book sharing the best price; a lone book or a suspended one is not marked', () => {
    const twin = { ...b, id: 41, book_id: 4, away: pair(3.5, 3.7) };
    expect([...bestCurrent([a, twin]).away].sort()).toEqual([11, 41]);
    expect([...bestCurrent([a]).home]).toEqual([]);
    expect([...bestCurrent([a, { ...b, suspended: true }]).home]).toEqual([]);
  });
});

describe('footer rows', () => {
  it('gives highest, lowest and average (2 decimals) of opening and current prices', () => {
    const footer = footerRows([a, b, c]);
    expect(footer.o.home).toEqual({ highest: 2.1, lowest: 2.0, average: 2.05 });
    expect(footer.n.home).toEqual({ highest: 2.1, lowest: 2.0, average: 2.05 });
    expect(footer.n.draw).toEqual({ highest: 3.4, lowest: 3.2, average: 3.28 });
    expect(footer.o.payout).toEqual({ highest: 93.1, lowest: 89.5, average: 91.2 });
    expect(footer.n.payout).toEqual({ highest: 94.2, lowest: 92.4, average: 93.3 });
  });

  it.each([
    // A float sum of these lands on 3.47499…: the mean is 3.475 as written, so 3.48.
    [[3, 3.35, 3.85, 3.7], 3.48],
    [[3.7, 3.75, 3.85, 3.76], 3.77],
    [[1.01, 1.02], 1.02],
    [[1.01, 1.01, 1.02], 1.01],
  ])('averages %j to %d, rounding half up as written', (prices, average) => {
    const quoted = prices.map((p, i) => ({ ...a, id: 900 + i, home: pair(p, p) }));
    expect(footerRows(quoted).o.home.average).toBe(average);
  });

  it('shows 0 as the average and dashes when nothing is quoted (spec §2 "0 when NaN")', () => {
    const footer = footerRows([a, b]);
    expect(footer.n.middle).toEqual({ highest: '-', lowest: '-', average: 0 });
    expect(footerRows([]).o.home).toEqual({ highest: '-', lowest: '-', average: 0 });
  });
});

describe('column labels', () => {
  it.each([
    [1, { home: 'home', middle: 'draw', away: 'away' }],
    [2, { home: 'home', middle: 'handicap', away: 'away' }],
    [3, { home: 'over', middle: 'line', away: 'under' }],
    ['mixed', { home: 'home', middle: 'drawOrMiddle', away: 'away' }],
  ] as const)('odds type %j → %j', (type, labels) => {
    expect(legLabels(type)).toEqual(labels);
  });
});

describe('pop-up parameters', () => {
  it.each([
    ['123', null, 123],
    [undefined, '456', 456],
    ['', '456', 456],
    ['123', '456', 123],
    ['abc', null, null],
    [undefined, 'abc', null],
    [undefined, null, null],
    ['0', null, null],
    ['12.5', null, null],
  ] as const)('route id %j with upcomingId %j → %j', (param, query, expected) => {
    expect(detailsMatchId(param, query)).toBe(expected);
  });

  it.each([
    [null, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', true],
    ['true', true],
    ['yes', true],
  ] as const)('relative=%j hides selected compare: %j', (value, expected) => {
    expect(isRelativeMode(value)).toBe(expected);
  });

  it('shows the line in the middle column of the handicap and over/under tabs, else the draw', () => {
    expect([middleColumn('all'), middleColumn(1), middleColumn(2), middleColumn(3)]).toEqual([
      'draw',
      'draw',
      'middle',
      'middle',
    ]);
    expect(middleColumn('selected')).toBe('draw');
  });
});
