/**
 * Every sport's clock as BetsAPI sends it, read from a raw in-play row into the snapshot's timer
 * and period: keys a sport does not send are simply absent (a missing key once cost the whole
 * timer), and a clock that is there but unreadable is reported rather than shown as "waiting".
 */
import { describe, expect, it } from 'vitest';
import type { SportId } from '../../../../src/lib/domain/sports';
import { timerLabel } from '../../../../src/lib/domain/timer-label';
import { snapshotOf } from '../../../../src/server/feed/betsapi/map-match';
import { eventRowSchema } from '../../../../src/server/feed/betsapi/schemas/events';

const team = (id: string, name: string) => ({ id, name, image_id: null, cc: 'kr' });

function rawRow(sportId: number, extra: Record<string, unknown>) {
  return {
    id: '1',
    sport_id: String(sportId),
    time: '1764806400',
    time_status: '1',
    league: { id: '9', name: 'League', cc: 'kr' },
    home: team('11', 'Home'),
    away: team('12', 'Away'),
    ss: '1-0',
    ...extra,
  };
}

const pair = (home: string, away: string) => ({ home, away });

describe('clocks of every sport', () => {
  it.each([
    {
      name: 'soccer, the in-play list: {tm, ts, tt, ta, md}, no q',
      sport: 1,
      raw: { timer: { tm: 79, ts: 4, tt: '1', ta: 0, md: 1 }, scores: { '2': pair('2', '3') } },
      timer: { tm: 79, ts: 4, tt: '1', ta: 0, md: 1 },
      period: 2,
      label: { unit: 'half', n: 2, clock: '79:04', running: true },
    },
    {
      name: 'soccer, all strings, first-half added time',
      sport: 1,
      raw: { timer: { tm: '45', ts: '12', tt: '1', ta: '3', md: '0' } },
      timer: { tm: 45, ts: 12, tt: '1', ta: 3, md: 0 },
      period: 1,
      label: { unit: 'half', n: 1, clock: '45:12', running: true },
    },
    {
      name: 'soccer, the event view: {tm, ts, tt} only',
      sport: 1,
      raw: { timer: { tm: 76, ts: 12, tt: '1' }, scores: { '2': pair('2', '1') } },
      timer: { tm: 76, ts: 12, tt: '1', md: 1 },
      period: 2,
      label: { unit: 'half', n: 2, clock: '76:12', running: true },
    },
    {
      name: 'basketball: {tm, ts, q} with no tt, ta, md',
      sport: 18,
      raw: {
        timer: { tm: '10', ts: '0', q: '3' },
        scores: { '1': pair('20', '21'), '3': pair('35', '51'), '7': pair('35', '51') },
      },
      timer: { tm: 10, ts: 0, q: 3 },
      period: 3,
      label: { unit: 'quarter', n: 3, clock: '10:00', running: null },
    },
    {
      name: 'basketball without q: the quarter from its score keys (3 is the half, 7 the total)',
      sport: 18,
      raw: {
        timer: { tm: '2', ts: '35' },
        scores: {
          '1': pair('20', '21'),
          '2': pair('15', '30'),
          '3': pair('35', '51'),
          '4': pair('20', '18'),
          '5': pair('4', '2'),
          '7': pair('59', '71'),
        },
      },
      timer: { tm: 2, ts: 35 },
      period: 4,
      label: { unit: 'quarter', n: 4, clock: '02:35', running: null },
    },
    {
      name: 'ice hockey: {tm, ts, tt, q}',
      sport: 17,
      raw: { timer: { tm: '12', ts: '30', tt: '1', q: '2' }, scores: { '1': pair('1', '0') } },
      timer: { tm: 12, ts: 30, tt: '1', q: 2 },
      period: 2,
      label: { unit: 'period', n: 2, clock: '12:30', running: true },
    },
    {
      name: 'ice hockey without q, clock stopped',
      sport: 17,
      raw: {
        timer: { tm: '5', ts: '0', tt: '0' },
        scores: { '1': pair('1', '0'), '2': pair('0', '0'), '3': pair('0', '1') },
      },
      timer: { tm: 5, ts: 0, tt: '0' },
      period: 3,
      label: { unit: 'period', n: 3, clock: '05:00', running: false },
    },
    {
      name: 'tennis: no timer key, the set from the scores',
      sport: 13,
      raw: { scores: { '1': pair('6', '4'), '2': pair('3', '6'), '3': pair('2', '1') } },
      timer: null,
      period: 3,
      label: { unit: 'set', n: 3, clock: null, running: null },
    },
    {
      name: 'tennis: timer null',
      sport: 13,
      raw: { timer: null, scores: { '1': pair('4', '3') } },
      timer: null,
      period: 1,
      label: { unit: 'set', n: 1, clock: null, running: null },
    },
    {
      name: 'baseball: no clock, the inning from the scores',
      sport: 16,
      raw: { scores: { '1': pair('0', '1'), '2': pair('2', '0'), '5': pair('0', '0') } },
      timer: null,
      period: 5,
      label: { unit: 'inning', n: 5, clock: null, running: null },
    },
    {
      name: 'volleyball: no clock, the set from the scores',
      sport: 91,
      raw: { scores: { '1': pair('25', '21'), '2': pair('22', '25'), '3': pair('10', '8') } },
      timer: null,
      period: 3,
      label: { unit: 'set', n: 3, clock: null, running: null },
    },
    {
      name: 'handball: {tm, ts, tt}',
      sport: 78,
      raw: {
        timer: { tm: '41', ts: '20', tt: '1' },
        scores: { '1': pair('14', '12'), '2': pair('20', '19') },
      },
      timer: { tm: 41, ts: 20, tt: '1' },
      period: 2,
      label: { unit: 'quarter', n: 2, clock: '41:20', running: true },
    },
    {
      name: 'American football: {tm, ts, tt, q}',
      sport: 12,
      raw: { timer: { tm: '7', ts: '45', tt: '1', q: '2' } },
      timer: { tm: 7, ts: 45, tt: '1', q: 2 },
      period: 2,
      label: { unit: 'quarter', n: 2, clock: '07:45', running: true },
    },
    {
      name: 'e-sports: {tm, ts, tt}, the map from the scores',
      sport: 151,
      raw: {
        timer: { tm: '23', ts: '10', tt: '1' },
        scores: { '1': pair('1', '0'), '2': pair('0', '0') },
      },
      timer: { tm: 23, ts: 10, tt: '1' },
      period: 2,
      label: { unit: 'map', n: 2, clock: '23:10', running: true },
    },
    {
      name: 'e-sports without a clock: the map alone',
      sport: 151,
      raw: { scores: { '1': pair('0', '1') } },
      timer: null,
      period: 1,
      label: { unit: 'map', n: 1, clock: null, running: null },
    },
  ])('$name', ({ sport, raw, timer, period, label }) => {
    const row = eventRowSchema.parse(rawRow(sport, raw));
    expect(row.unread).toEqual([]);
    const snapshot = snapshotOf(row, sport as SportId, 1, null);
    expect(snapshot.timer).toEqual(timer);
    expect(snapshot.details.period).toBe(period);
    expect(timerLabel(sport, snapshot.timer, snapshot.details.period)).toEqual(label);
  });
});

describe('a clock that cannot be read', () => {
  it('keeps the row, names the field and keeps the clock known before', () => {
    const first = eventRowSchema.parse(rawRow(1, { timer: { tm: 10, ts: 0, tt: '1', md: 0 } }));
    const before = snapshotOf(first, 1, 1, null);
    const row = eventRowSchema.parse(rawRow(1, { timer: { tm: 'abc', ts: '0' } }));
    expect(row.unread).toHaveLength(1);
    expect(row.unread[0]).toMatch(/^timer\.tm:/);
    expect(snapshotOf(row, 1, 1, before).timer).toEqual(before.timer);
  });

  it('keeps the periods it can read and names the one it cannot', () => {
    const row = eventRowSchema.parse(
      rawRow(91, { scores: { '1': pair('25', '20'), '2': { home: '11' } } }),
    );
    expect(row.scores).toEqual({ '1': { home: '25', away: '20' } });
    expect(row.unread).toEqual(['scores.2: not a home/away pair']);
  });

  it('leaves out a row without its teams', () => {
    const { home: _home, ...rest } = rawRow(1, {});
    expect(eventRowSchema.safeParse(rest).success).toBe(false);
  });
});
