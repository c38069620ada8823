import { describe, expect, it } from 'vitest';
import {
  collapseSearchText,
  dateWindow,
  isGiven,
  normalizeListQuery,
} from '../../../src/lib/domain/list-query';

describe('search text (spec §5)', () => {
  it.each([
    ['  Ulsan   HD ', 'Ulsan HD'],
    ['\tFC\n Seoul', 'FC Seoul'],
    ['울산  현대', '울산 현대'],
    ['   ', ''],
  ])('collapses %j to %j', (input, expected) => {
    expect(collapseSearchText(input)).toBe(expected);
  });
});

describe('only truthy params count (spec §5)', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    [false, false],
    [0, false],
    [Number.NaN, false],
    ['undefined', false],
    ['null', false],
    ['0', true],
    [1, true],
    [true, true],
    ['kr', true],
  ] as const)('%j given: %j', (value, expected) => {
    expect(isGiven(value)).toBe(expected);
  });
});

describe('list query normalisation (spec §5, §7 "Defaults")', () => {
  it.each([
    [{}, 'generic', { rows: 50, page: 1, sort_by: 'id', sort: 'desc' }],
    [
      {},
      'results',
      { rows: 50, page: 1, sort_by: 'created_at', sort: 'desc', filter_by: 'team_name' },
    ],
    [{}, 'allGames', { rows: 30, page: 1, sort_by: 'play_time', sort: 'asc' }],
    [
      {},
      'resultsFilter',
      { rows: 50, page: 1, sort_by: 'id', sort: 'desc', filter_by: 'round', date_by: 'play_date' },
    ],
    [
      {},
      'relative',
      { rows: 10, page: 1, sort_by: 'play_time', sort: 'asc', filter_by: 'sport_id' },
    ],
  ] as const)('defaults of %j for %s', (raw, kind, expected) => {
    expect(normalizeListQuery(raw, kind)).toEqual(expected);
  });

  it('defaults filter_by to team_name when q comes without it', () => {
    expect(normalizeListQuery({ q: ' fc  seoul ' })).toMatchObject({
      q: 'fc seoul',
      filter_by: 'team_name',
    });
    expect(normalizeListQuery({ q: 'EPL', filter_by: 'league_name' }).filter_by).toBe(
      'league_name',
    );
  });

  it('drops empty and zero values and keeps defaults for them', () => {
    expect(
      normalizeListQuery({ rows: '', page: '0', sportsId: '0', q: '   ', date_by: undefined }),
    ).toEqual({
      rows: 50,
      page: 1,
      sort_by: 'id',
      sort: 'desc',
    });
  });

  it.each([
    [
      { rows: '20', page: '3' },
      { rows: 20, page: 3 },
    ],
    [
      { sportsId: '1', status: '1.5' },
      { sportsId: 1, status: 1.5 },
    ],
    [{ q: '2024', filter_by: 'round' }, { q: '2024' }],
    [
      { date_from: '20261122', date_to: '20261123' },
      { date_from: '20261122', date_to: '20261123' },
    ],
    [
      { filter_by: 'time', q: '12', round: '3' },
      { q: '12', round: '3' },
    ],
    [
      { sort_by: 'play_time', team: '07a' },
      { sort_by: 'play_time', team: '07a' },
    ],
    // Not canonical decimal: left as text, for the call's schema to refuse naming the field.
    [
      { page: '01', rows: '1e2', sportsId: '.5', league_id: '0x1F' },
      { page: '01', rows: '1e2', sportsId: '.5', league_id: '0x1F' },
    ],
  ] as const)(
    'coerces numeric-looking values in %j except the spec exceptions',
    (raw, expected) => {
      expect(normalizeListQuery(raw)).toMatchObject(expected);
    },
  );

  it('takes the last of repeated keys', () => {
    expect(normalizeListQuery({ page: ['1', '4'] }).page).toBe(4);
  });
});

describe('date window of a list query (spec §5, §9)', () => {
  const t = (iso: string) => Date.parse(iso);

  it('is today in Seoul, 00:00:00–23:59:59, when no range is given', () => {
    expect(dateWindow({}, t('2026-11-21T16:00:00Z'))).toEqual({
      from: t('2026-11-22T00:00:00+09:00'),
      to: t('2026-11-22T23:59:59+09:00'),
    });
  });

  it('reads a date range as Seoul days, a bare end date to its last second', () => {
    expect(dateWindow({ date_from: '2026-11-01 09:00', date_to: '2026-11-02' }, 0)).toEqual({
      from: t('2026-11-01T09:00:00+09:00'),
      to: t('2026-11-02T23:59:59+09:00'),
    });
  });

  it('names the bad end of a range', () => {
    expect(dateWindow({ date_from: 'x' }, 0)).toEqual({ error: 'date_from' });
    expect(dateWindow({ date_from: '2026-11-01', date_to: 'y' }, 0)).toEqual({ error: 'date_to' });
    expect(dateWindow({ date_to: '2026-11-01' }, 0)).toMatchObject({ from: -Infinity });
  });

  it('names date_to when the range ends before it starts', () => {
    expect(dateWindow({ date_from: '2026-11-02', date_to: '2026-11-01' }, 0)).toEqual({
      error: 'date_to',
      reversed: true,
    });
    // One day given as both ends is a whole day, not a reversed range.
    expect(dateWindow({ date_from: '2026-11-01', date_to: '2026-11-01' }, 0)).toEqual({
      from: t('2026-11-01T00:00:00+09:00'),
      to: t('2026-11-01T23:59:59+09:00'),
    });
  });
});
