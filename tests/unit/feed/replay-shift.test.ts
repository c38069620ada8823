import { describe, expect, it } from 'vitest';
import type {
  CompletedMatch,
  Fixture,
  OddsRecord,
  ReferenceData,
} from '../../../src/server/contracts/feed-records';
import type { Quote } from '../../../src/lib/domain/odds';
import { shiftUpdate } from '../../../src/server/feed/replay-shift';
import type { FeedUpdate } from '../../../src/server/feed/updates';

const DAY_MS = 86_400_000;
const fixture: Fixture = {
  id: 7,
  bet365_id: null,
  sport_id: 1,
  league_id: 3,
  season_id: 9,
  round: 4,
  home_id: 10,
  away_id: 11,
  time: 1_764_000_000,
  time_status: 0,
  extra: { round: '4' },
};
const quote: Quote = { home: 1.9, draw: 3.4, away: 4.1, middle: null };
const odds: OddsRecord = {
  bookId: 2,
  oddType: 1,
  quote,
  at: 1_764_000_000_500,
  ss: null,
  time_str: null,
};
const completed: CompletedMatch = {
  fixture: { ...fixture, time_status: 3 },
  snapshot: {
    time_status: 3,
    ss: '2-1',
    scores: {},
    timer: { tm: 90, ts: 0 },
    stats: {},
    events: [],
    details: {},
  } as unknown as CompletedMatch['snapshot'],
  incidents: [],
  odds: [odds],
  appearances: [{ playerId: 1, side: 'home', starting: true, minutes: 90 }],
  endedAt: 1_764_006_000_000,
};

describe('shiftUpdate', () => {
  it.each<[string, FeedUpdate, (u: FeedUpdate) => unknown, unknown]>([
    [
      'a status time',
      { type: 'status', at: 1_000, matchId: 1, status: 1 },
      (u) => u.at,
      1_000 + DAY_MS,
    ],
    [
      'a kick-off, in seconds',
      { type: 'fixture', at: 0, fixture },
      (u) => (u as { fixture: Fixture }).fixture.time,
      fixture.time + 86_400,
    ],
    [
      'a price time',
      { type: 'odds', at: 5, matchId: 7, record: odds },
      (u) => (u as { record: typeof odds }).record.at,
      odds.at + DAY_MS,
    ],
    [
      "a finished match's kick-off, prices and end",
      { type: 'completed', at: 0, matches: [completed] },
      (u) => {
        const m = (u as { matches: CompletedMatch[] }).matches[0]!;
        return [m.fixture.time, m.odds[0]!.at, m.endedAt, m.appearances![0]!.minutes];
      },
      [fixture.time + 86_400, odds.at + DAY_MS, completed.endedAt + DAY_MS, 90],
    ],
    [
      'seasons, injuries and provider tables',
      {
        type: 'reference',
        at: 0,
        data: {
          seasons: [
            { id: 1, league_id: 3, name: '2026', start_time: 100, end_time: 200, team_ids: [] },
          ],
          injuries: [
            {
              player_id: 1,
              team_id: 10,
              league_id: 3,
              start: 300,
              end: null,
              status_id: 1,
              missing: true,
              doubtful: false,
              comment: '',
            },
            {
              player_id: 2,
              team_id: 10,
              league_id: 3,
              start: 300,
              end: 400,
              status_id: 1,
              missing: true,
              doubtful: false,
              comment: '',
            },
          ],
          providerTables: [
            {
              league_id: 3,
              season_id: 1,
              fetched_at: 1_000,
              kind: 'toplist',
              body: { topgoals: [], topassists: [], topcards: [] },
            },
          ],
        },
      },
      (u) => {
        const d = (
          u as {
            data: Required<Pick<ReferenceData, 'seasons' | 'injuries' | 'providerTables'>>;
          }
        ).data;
        return [
          d.seasons[0]!.start_time,
          d.seasons[0]!.end_time,
          d.injuries.map((i) => [i.start, i.end]),
          d.providerTables[0]!.fetched_at,
        ];
      },
      [
        100 + 86_400,
        200 + 86_400,
        [
          [300 + 86_400, null],
          [300 + 86_400, 400 + 86_400],
        ],
        1_000 + DAY_MS,
      ],
    ],
    [
      'no match clock or score',
      { type: 'snapshot', at: 0, matchId: 7, snapshot: completed.snapshot },
      (u) => (u as { snapshot: CompletedMatch['snapshot'] }).snapshot,
      completed.snapshot,
    ],
  ])('moves %s by a day', (_, update, read, expected) => {
    expect(read(shiftUpdate(update, DAY_MS))).toEqual(expected);
  });

  it('leaves the recorded update as it was', () => {
    const update: FeedUpdate = { type: 'fixture', at: 0, fixture };
    shiftUpdate(update, DAY_MS);
    expect(update.fixture.time).toBe(1_764_000_000);
  });

  it('returns the same update when there is nothing to move', () => {
    const update: FeedUpdate = { type: 'status', at: 1, matchId: 1, status: 1 };
    expect(shiftUpdate(update, 0)).toBe(update);
  });
});
