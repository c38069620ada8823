/**
 * The response schemas against the fixtures (written from BetsAPI's documented shapes) and
 * against the odd spellings BetsAPI uses: numbers as strings, PHP's [] for empty objects.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../../src/server/feed/betsapi/endpoints';
import {
  envelopeSchema,
  flagSchema,
  idSchema,
  numSchema,
  optionalNumSchema,
  parseRows,
} from '../../../../src/server/feed/betsapi/schemas/common';
import { EVENT_TEXT_MAX, eventRowSchema } from '../../../../src/server/feed/betsapi/schemas/events';
import {
  squadRowSchema,
  teamRowSchema,
} from '../../../../src/server/feed/betsapi/schemas/reference';
import { fixture } from '../../../fixtures/betsapi/server';

const FILES: [string, EndpointName, unknown?][] = [
  ['inplay-soccer-kickoff.json', 'inplay', eventRowSchema],
  ['inplay-soccer-goal.json', 'inplay', eventRowSchema],
  ['upcoming-soccer.json', 'upcoming', eventRowSchema],
  ['ended-soccer.json', 'ended', eventRowSchema],
  ['view-kickoff.json', 'view', eventRowSchema],
  ['view-goal.json', 'view', eventRowSchema],
  ['view-ended.json', 'view', eventRowSchema],
  ['odds-prematch.json', 'odds'],
  ['odds-live.json', 'odds'],
  ['summary-prematch.json', 'oddsSummary'],
  ['summary-live.json', 'oddsSummary'],
  ['history.json', 'history'],
  ['lineup.json', 'lineup'],
  ['lineup-none.json', 'lineup'],
  ['league-table.json', 'leagueTable'],
  ['toplist.json', 'toplist'],
  ['teams-soccer.json', 'teams', teamRowSchema],
  ['squad-man-city.json', 'squad', squadRowSchema],
  ['player-de-bruyne.json', 'player'],
];

describe('fixtures match the endpoint schemas', () => {
  it.each(FILES)('%s is a valid %s answer', (file, endpoint, rowSchema) => {
    const envelope = envelopeSchema.parse(fixture(file));
    const results = ENDPOINTS[endpoint].results.parse(envelope.results);
    if (rowSchema) {
      const { invalid } = parseRows(results as unknown[], rowSchema as typeof eventRowSchema);
      expect(invalid).toBe(0);
    }
  });
});

describe('primitives', () => {
  it.each([
    ['"708"', '708', 708],
    ['708', 708, 708],
  ] as const)('id %s', (_, raw, expected) => {
    expect(idSchema.parse(raw)).toBe(expected);
  });

  it.each(['', 'x1', '-1', '1.5', null])('rejects id %j', (raw) => {
    expect(idSchema.safeParse(raw).success).toBe(false);
  });

  it.each([
    ['2.050', 2.05],
    ['-0.5', -0.5],
    [' 12 ', 12],
    [3, 3],
  ] as const)('number %j', (raw, expected) => {
    expect(numSchema.parse(raw)).toBe(expected);
  });

  it.each(['', 'abc', '1e5', null])('rejects number %j', (raw) => {
    expect(numSchema.safeParse(raw).success).toBe(false);
  });

  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['7', 7],
  ] as const)('optional number %j → %j', (raw, expected) => {
    expect(optionalNumSchema.parse(raw)).toBe(expected);
  });

  it.each([
    ['1', true],
    [1, true],
    ['0', false],
    [null, false],
  ] as const)('flag %j → %j', (raw, expected) => {
    expect(flagSchema.parse(raw)).toBe(expected);
  });

  it('takes PHP’s [] for empty objects in event rows', () => {
    const row = eventRowSchema.parse({
      id: '1',
      time: '1602952200',
      time_status: '0',
      league: { id: '94', name: 'England Premier League' },
      home: { id: '708', name: 'Man City' },
      away: { id: '17230', name: 'Arsenal' },
      scores: [],
      stats: [],
      extra: [],
    });
    expect(row).toMatchObject({ scores: {}, stats: {}, extra: {} });
  });

  it('keeps a timeline entry by entry: odd entries dropped, overlong texts cut', () => {
    const row = eventRowSchema.parse({
      ...((fixture('view-kickoff.json') as { results: object[] }).results[0] as object),
      events: [
        { id: '1', text: "12' - 1st Goal - Kane - Man City" },
        { id: '2', text: 'x'.repeat(10_240) },
        { id: '3' },
        'text',
        { id: 4, text: '<script>alert(1)</script>' },
      ],
    });
    expect(row.events).toEqual([
      { id: '1', text: "12' - 1st Goal - Kane - Man City" },
      { id: '2', text: 'x'.repeat(EVENT_TEXT_MAX) },
      { id: '4', text: '<script>alert(1)</script>' },
    ]);
  });

  it('rejects rows without teams or with a non-numeric id, one by one', () => {
    const good = (fixture('upcoming-soccer.json') as { results: unknown[] }).results[0];
    const { rows, invalid, issues } = parseRows(
      [good, { ...(good as object), home: null }, { ...(good as object), id: 'abc' }, 'text'],
      eventRowSchema,
    );
    expect(rows).toHaveLength(1);
    expect(invalid).toBe(3);
    expect(issues).toHaveLength(3);
  });

  it('takes [] as an empty league table, top list and history', () => {
    expect(ENDPOINTS.leagueTable.results.parse([])).toEqual({});
    expect(ENDPOINTS.toplist.results.parse([])).toEqual({
      topgoals: [],
      topassists: [],
      topcards: [],
      injuries: [],
    });
    expect(ENDPOINTS.history.results.parse([])).toEqual({ h2h: [], home: [], away: [] });
  });
});
