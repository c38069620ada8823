import { describe, expect, it } from 'vitest';
import {
  basketballStatRows,
  courtView,
  hasBasketballDetails,
  leaderOf,
  quarterCells,
  safeEvents,
  safeStats,
} from '../../../src/lib/panels/basketball';
import { BAD_DETAILS } from './hockey-basketball-bad-input';

const details = (state: unknown, ball_pos: unknown, sts: unknown = {}) => ({
  info: { state, ball_pos },
  sts,
});

describe('basketball court monitor', () => {
  it.each([
    // spec §4 basketball states; code = side base + index in game-states.ts
    ['10000', '0.800,0.450', { x: 0.8, y: 0.45 }, 'home', 'inPossession', 'play'],
    ['20001', '0.500,0.500', { x: 0.5, y: 0.5 }, 'away', 'timeOut', 'stop'],
    ['10002', '0.300,0.200', { x: 0.3, y: 0.2 }, 'home', 'foul', 'stop'],
    ['20003', '0.150,0.500', { x: 0.15, y: 0.5 }, 'away', 'freeThrow', 'freeThrow'],
    ['10004', '0.850,0.500', { x: 0.85, y: 0.5 }, 'home', 'freeThrowScored', 'score'],
    ['10005', '0.850,0.500', { x: 0.85, y: 0.5 }, 'home', 'freeThrowMissed', 'miss'],
    ['20006', '0.900,0.500', { x: 0.9, y: 0.5 }, 'away', 'score2', 'score'],
    ['20007', '0.900,0.500', { x: 0.9, y: 0.5 }, 'away', 'shotMissed', 'miss'],
    ['10008', '0.700,0.100', { x: 0.7, y: 0.1 }, 'home', 'score3', 'score'],
    ['10009', '0.700,0.100', { x: 0.7, y: 0.1 }, 'home', 'shot3Missed', 'miss'],
    ['1012', null, null, null, 'endOfQuarter', 'stop'],
  ])('state %s at %s', (state, ball, point, side, key, mark) => {
    expect(courtView(details(state, ball))).toEqual({ ball: point, side, state: key, mark });
  });

  it('takes possession from sts when the state names no side', () => {
    expect(courtView(details(null, '0.5,0.5', { possession: 'away' }))).toMatchObject({
      side: 'away',
      state: null,
      mark: null,
    });
    expect(courtView(details('1012', '^', { possession: 'home' })).side).toBe('home');
  });

  it('hides the ball for the spec null, ^ and empty positions', () => {
    for (const pos of [null, '^', '', ' , ', '2,0.5', 'NaN,1'])
      expect(courtView(details('10000', pos)).ball).toBeNull();
  });
});

describe('basketball header', () => {
  it.each([
    ['88-91', 'away'],
    ['102-99', 'home'],
    ['50-50', null],
    ['0-0', null],
    ['', null],
    [null, null],
    ['^', null],
    ['12-', null],
  ])('score %s is led by %s', (ss, side) => {
    expect(leaderOf(ss)).toBe(side);
  });

  it('lists quarters 1-4 and overtime, never the half or total keys', () => {
    const cells = quarterCells({
      '1': { home: '25', away: '20' },
      '2': { home: '18', away: '22' },
      '3': { home: '43', away: '42' },
      '4': { home: '20', away: '19' },
      '5': { home: '21', away: '22' },
      '6': { home: '9', away: '7' },
      '7': { home: '93', away: '90' },
    });
    expect(cells.map((c) => [c.key, c.name, c.home, c.away])).toEqual([
      ['1', { kind: 'quarter', n: 1 }, 25, 20],
      ['2', { kind: 'quarter', n: 2 }, 18, 22],
      ['4', { kind: 'quarter', n: 3 }, 20, 19],
      ['5', { kind: 'quarter', n: 4 }, 21, 22],
      ['6', { kind: 'ot', n: 0 }, 9, 7],
    ]);
  });

  it.each([null, '^', [], { '1': null }, { '1': { home: '', away: '3' } }, { '1': '25-20' }])(
    'reads no quarter from %j',
    (scores) => {
      expect(quarterCells(scores)).toEqual([]);
    },
  );
});

describe('basketball stats', () => {
  it('shows spec §3 stats in order, only those held', () => {
    const rows = basketballStatRows(
      safeStats({
        fouls: [12, 9],
        time_outs: ['3', '2'],
        '3points': [7, 11],
        '2points': [20, 18],
        free_throws: [10, 12],
        free_throws_rate: ['83.3', 75],
        rebounds: [30, 31],
      }),
    );
    expect(rows.map((r) => [r.key, r.home, r.away, r.percent])).toEqual([
      ['2points', 20, 18, false],
      ['3points', 7, 11, false],
      ['free_throws', 10, 12, false],
      ['free_throws_rate', 83.3, 75, true],
      ['fouls', 12, 9, false],
      ['time_outs', 3, 2, false],
    ]);
    expect(rows[4]!.homeShare).toBe(57.1);
  });

  it.each([
    [{ fouls: [0, 0] }, [['fouls', 50]]],
    [{ free_throws_rate: [120, 50] }, []],
    [{ fouls: [-1, 3] }, []],
    [{ fouls: '3-4' }, []],
  ])('stats %j give rows %j', (stats, rows) => {
    expect(basketballStatRows(safeStats(stats)).map((r) => [r.key, r.homeShare])).toEqual(rows);
  });
});

describe('basketball panel with bad input', () => {
  it.each(BAD_DETAILS.map((d, i) => [i, d]))('payload %i renders what is valid', (_i, raw) => {
    const d = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    expect(() => courtView(raw)).not.toThrow();
    const view = courtView(raw);
    if (view.ball) expect(view.ball.x).toBeLessThanOrEqual(1);
    expect([null, 'home', 'away']).toContain(view.side);
    const stats = safeStats(d.stats);
    expect(() => basketballStatRows(stats)).not.toThrow();
    expect(safeEvents(d.events).every((e) => typeof e.text === 'string')).toBe(true);
    expect(() => hasBasketballDetails(raw, stats)).not.toThrow();
  });

  it('shows frame and stats only when details exist (spec §2)', () => {
    expect(hasBasketballDetails(undefined, {})).toBe(false);
    expect(hasBasketballDetails({ info: {}, sts: {} }, {})).toBe(false);
    expect(hasBasketballDetails({ info: {}, sts: {} }, { rebounds: [1, 2] })).toBe(false);
    expect(hasBasketballDetails({ info: {}, sts: {} }, { fouls: [1, 2] })).toBe(true);
    expect(hasBasketballDetails(details('10000', '^'), {})).toBe(true);
  });
});
