/**
 * Event rows → fixture and snapshot: status codes, clocks, stats, periods, and merging that
 * never takes away what a row does not carry.
 */
import { describe, expect, it } from 'vitest';
import type { MatchSnapshot } from '../../../../src/lib/domain/match';
import {
  fixtureOf,
  mergeEvents,
  periodOf,
  providerEvent,
  snapshotOf,
  statsOf,
  timerOf,
  toTimeStatus,
} from '../../../../src/server/feed/betsapi/map-match';
import { eventRowSchema } from '../../../../src/server/feed/betsapi/schemas/events';
import { fixture } from '../../../fixtures/betsapi/server';

const rowOf = (file: string) =>
  eventRowSchema.parse((fixture(file) as { results: unknown[] }).results[0]);

describe('time_status', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3, 3],
    [10, 10],
    [11, 11],
    [99, 99],
    [12, 2],
    [98, 2],
    [100, null],
    [-1, null],
    [1.5, null],
  ])('%d → %j', (code, expected) => {
    expect(toTimeStatus(code)).toBe(expected);
  });
});

describe('timerOf', () => {
  it.each([
    [
      { tm: 79, ts: 4, tt: '1', ta: 0, md: 1, q: null },
      { tm: 79, ts: 4, tt: '1', ta: 0, md: 1 },
    ],
    [
      { tm: 10, ts: 0, tt: null, ta: null, md: null, q: 3 },
      { tm: 10, ts: 0, q: 3 },
    ],
    [
      { tm: 45, ts: null, tt: 0, ta: null, md: 0, q: null },
      { tm: 45, ts: 0, tt: '0', md: 0 },
    ],
    [null, null],
  ])('%j → %j', (row, expected) => {
    expect(timerOf(row)).toEqual(expected);
  });
});

describe('statsOf', () => {
  it('keeps numeric pairs and leaves out the rest', () => {
    expect(
      statsOf({
        corners: ['4', '4'],
        xg: ['1.23', '0.4'],
        free_throws_rate: [80, '62.5'],
        odd: ['a', '1'],
        short: ['1'],
        blank: ['', '1'],
      }),
    ).toEqual({ corners: [4, 4], xg: [1.23, 0.4], free_throws_rate: [80, 62.5] });
  });
});

describe('periodOf', () => {
  it.each([
    { sport: 1, status: 0, scores: {}, timer: null, period: 0 },
    { sport: 1, status: 1, scores: {}, timer: { tm: 30, ts: 0, md: 0 }, period: 1 },
    { sport: 1, status: 1, scores: {}, timer: { tm: 60, ts: 0, md: 1 }, period: 2 },
    { sport: 1, status: 3, scores: { '1': {}, '2': {} }, timer: null, period: 2 },
    { sport: 18, status: 1, scores: {}, timer: { tm: 4, ts: 0, q: 3 }, period: 3 },
    { sport: 91, status: 1, scores: { '1': {}, '2': {}, '3': {} }, timer: null, period: 3 },
    { sport: 16, status: 1, scores: { '1': {}, '7': {}, run: {} }, timer: null, period: 7 },
  ] as const)(
    'sport $sport status $status → $period',
    ({ sport, status, scores, timer, period }) => {
      expect(periodOf(sport, status, scores as never, timer as never)).toBe(period);
    },
  );
});

describe('merging rows', () => {
  it('appends new timeline entries by id and keeps known ones', () => {
    const a = { id: '1', text: 'a' };
    const b = { id: '2', text: 'b' };
    const c = { id: '3', text: 'c' };
    expect(mergeEvents([a, b], [b, c])).toEqual([a, b, c]);
    expect(mergeEvents([a, b], [])).toEqual([a, b]);
  });

  it('takes the round from extra and keeps earlier extra facts', () => {
    const view = rowOf('view-kickoff.json');
    const first = fixtureOf(view, 1, 1, undefined, 9418516);
    expect(first).toMatchObject({
      id: 2654397,
      round: 5,
      season_id: 9418516,
      bet365_id: '93624166',
    });
    const inplay = rowOf('inplay-soccer-goal.json');
    const next = fixtureOf(inplay, 1, 1, first, null);
    expect(next.round).toBe(5);
    expect(next.season_id).toBe(9418516);
    expect(next.extra).toMatchObject({ stadium: 'Etihad Stadium', weather: 'Clear' });
  });

  it('never blanks stats, timeline or score that a sparser row does not carry', () => {
    const full: MatchSnapshot = snapshotOf(rowOf('view-goal.json'), 1, 1, null);
    expect(full.events).toHaveLength(4);
    const sparse = eventRowSchema.parse({
      ...(fixture('inplay-soccer-goal.json') as { results: Record<string, unknown>[] }).results[0],
      ss: null,
      scores: [],
      timer: null,
    });
    const merged = snapshotOf(sparse, 1, 1, full);
    expect(merged.ss).toBe('1-0');
    expect(merged.scores).toEqual(full.scores);
    expect(merged.stats).toEqual(full.stats);
    expect(merged.events).toEqual(full.events);
    expect(merged.timer).toEqual(full.timer);
  });
});

describe('provider event texts to codes', () => {
  it('codes the texts the catalogue knows and leaves the rest as text', () => {
    const events = snapshotOf(rowOf('view-goal.json'), 1, 1, null).events;
    expect(events.find((e) => e.id === '69731051')).toEqual({
      id: '69731051',
      text: "18' - 1st Corner - Man City",
      code: 10107,
      p: { min: '18', nth: 1, team: 'Man City' },
    });
    // The provider's `(Team) -` form: the team is recognised, the parameters name it cleanly.
    expect(events.find((e) => e.id === '69731050')).toEqual({
      id: '69731050',
      text: "23' - 1st Goal - (Man City) -",
      code: 10102,
      p: { min: '23', nth: 1, team: 'Man City' },
    });
    // `0:0` scores are not a shape the catalogue knows: shown as sent.
    expect(events.find((e) => e.id === '69731001')).toEqual({
      id: '69731001',
      text: '0:0 Corners 00:00 - 09:59',
    });
  });

  it.each([
    // The provider spells the team longer in its text than in the row: the side still follows.
    [1, "30' - 2nd Yellow Card - Rice - Arsenal FC", 'Man City', 'Arsenal', 20103],
    [1, "30' - 2nd Yellow Card - Rice - Somebody", 'Man City', 'Arsenal', undefined],
    [18, 'Q1 10:00 - Time Out - LA Lakers', 'LA Lakers', 'Boston Celtics', 10203],
    [1, 'Kick Off', 'Man City', 'Arsenal', undefined],
    // A scorer the player slot cannot read is not taken for part of the team: shown as sent.
    [1, "10' - 1st Goal - Kane (pen) - Man City", 'Man City', 'Arsenal', undefined],
    [
      1,
      "10' - 1st Goal - <img src=x onerror=alert(1)> - Man City FC",
      'Man City',
      'Arsenal',
      undefined,
    ],
  ])('sport %i "%s" gets code %s', (sport, text, home, away, code) => {
    expect(providerEvent(sport as 1 | 18, { id: '1', text }, home, away).code).toBe(code);
  });
});
