import { describe, expect, it } from 'vitest';
import {
  BAR_MINUTES,
  barShare,
  eventsOfPeriod,
  hasHockeyDetails,
  hockeyState,
  hockeyTimeline,
  isMarker,
  manAdvantage,
  penaltyClockText,
  rinkView,
  safeEvents,
  safeStats,
  summaryFilters,
} from '../../../src/lib/panels/hockey';
import { BAD_DETAILS } from './hockey-basketball-bad-input';

const HOME = 'Dallas Stars';
const AWAY = 'Colorado Avalanche';
const ev = (id: number, text: string) => ({ id: String(id), text });

describe('hockey rink', () => {
  it.each([
    ['10000', '0.700,0.400', { x: 0.7, y: 0.4 }, 'home', 'inPossession'],
    ['20004', '0.300,0.500', { x: 0.3, y: 0.5 }, 'away', 'powerPlay'],
    ['1005', '0.500,0.500', { x: 0.5, y: 0.5 }, null, 'faceOff'],
    ['10007', '0.120,0.880', { x: 0.12, y: 0.88 }, 'home', 'emptyNet'],
    ['20012', '0.150,0.500', { x: 0.15, y: 0.5 }, 'away', 'penaltyShot'],
    ['1011', null, null, null, 'endOfPeriod'],
    [null, '^', null, null, null],
    ['99999', '', null, null, null],
    ['10000', '1.2,0.5', null, 'home', 'inPossession'],
  ])('state %s at %s', (state, ball_pos, puck, side, key) => {
    expect(rinkView({ state, ball_pos })).toEqual({ puck, side, state: key });
  });

  it('reads numeric codes and ignores states of other sports', () => {
    expect(hockeyState(10001)).toEqual({ side: 'home', state: 'shot' });
    expect(hockeyState('1013')).toEqual({ side: null, state: null });
  });
});

describe('hockey timeline', () => {
  const events = [
    ev(1, `07:41 - 1st Goal - Roope Hintz (Jason Robertson, Miro Heiskanen) - ${HOME}`),
    ev(2, `Race to 1 Goal - ${HOME}`),
    ev(3, `Power Play - ${AWAY}`),
    ev(4, `Score After Period 1 - 1-0`),
    ev(5, `03:12 - 2nd Goal - Cale Makar - ${AWAY}`),
    ev(6, `Time Out - ${AWAY}`),
    ev(7, `Score After Period 2 - 1-1`),
    ev(8, `Empty Net - ${HOME}`),
    ev(9, `19:10 - 3rd Goal - Mikko Rantanen - ${AWAY}`),
    ev(10, `Score After Period 3 - 1-2`),
  ];
  const timeline = hockeyTimeline(events, HOME, AWAY);

  it.each([
    // id, kind, side, period, at, estimated
    ['1', 'goal', 'home', 1, 7, false],
    ['2', 'race', 'home', 1, 7, true],
    ['3', 'powerPlay', 'away', 1, 7, true],
    ['4', 'scoreAfter', null, 1, 20, false],
    ['5', 'goal', 'away', 2, 23, false],
    ['6', 'timeOut', 'away', 2, 23, true],
    ['7', 'scoreAfter', null, 2, 40, false],
    ['8', 'emptyNet', 'home', 3, 40, true],
    ['9', 'goal', 'away', 3, 59, false],
    ['10', 'scoreAfter', null, 3, 60, false],
  ])('entry %s is a %s of %s in period %i at %i', (id, kind, side, period, at, estimated) => {
    const e = timeline.find((x) => x.id === id);
    expect(e).toMatchObject({ kind, side, period, at, estimated });
  });

  it('reads N of a race', () => {
    expect(timeline[1]!.race).toBe(1);
  });

  it('opens overtime at 60 and puts the shoot-out at the end of the bar', () => {
    const more = hockeyTimeline(
      [
        ...events.slice(0, 9),
        ev(10, 'Score After Period 3 - 2-2'),
        ev(11, 'Overtime'),
        ev(12, `Penalty Shot - Nathan MacKinnon - ${AWAY}`),
        ev(13, 'Shootout'),
        ev(14, `Shootout Winner - Jason Robertson - ${HOME}`),
      ],
      HOME,
      AWAY,
    );
    expect(more.slice(10).map((e) => [e.kind, e.period, e.at, e.estimated])).toEqual([
      ['overtime', 4, 60, false],
      ['penaltyShot', 4, 60, true],
      ['shootout', 5, BAR_MINUTES, false],
      ['shootoutWinner', 5, BAR_MINUTES, false],
    ]);
  });

  it('keeps goals of a period inside it and overtime goals inside overtime', () => {
    const t = hockeyTimeline(
      [ev(1, '25:00 - 1st Goal - X - A'), ev(2, 'Overtime'), ev(3, '09:00 - 2nd Goal - Y - B')],
      'A',
      'B',
    );
    expect(t.map((e) => e.at)).toEqual([20, 60, 65]);
  });

  it('draws markers for events, not for summaries and openers', () => {
    expect(timeline.filter(isMarker).map((e) => e.id)).toEqual(['1', '2', '3', '5', '6', '8', '9']);
  });

  it.each([
    [0, 0],
    [BAR_MINUTES, 100],
    [30, 46.2],
    [-5, 0],
    [99, 100],
  ])('places minute %f at %f %% of the bar', (at, share) => {
    expect(barShare(at)).toBe(share);
  });

  it.each([
    ['match', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']],
    [1, ['1', '2', '3', '4']],
    [2, ['5', '6', '7']],
    [3, ['8', '9', '10']],
  ] as const)('sub-tab %s lists its events', (filter, ids) => {
    expect(eventsOfPeriod(timeline, filter).map((e) => e.id)).toEqual(ids);
  });

  it.each([
    [1, [], ['match', 1, 2]],
    [2, [], ['match', 1, 2]],
    [3, [], ['match', 1, 2, 3]],
    ['^', [], ['match', 1, 2]],
    [1, timeline, ['match', 1, 2, 3]],
  ] as const)('period %s offers sub-tabs %j', (period, tl, filters) => {
    expect(summaryFilters(period, tl)).toEqual(filters);
  });

  it('leaves texts it does not know as other, unplaced', () => {
    const [e] = hockeyTimeline([ev(1, 'Something new')], HOME, AWAY);
    expect(e).toMatchObject({ kind: 'other', at: null, estimated: false, side: null });
  });
});

describe('hockey panel with bad input', () => {
  it.each(BAD_DETAILS.map((d, i) => [i, d]))('payload %i renders what is valid', (_i, raw) => {
    const d = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const info = d.info;
    expect(() => rinkView(info)).not.toThrow();
    const view = rinkView(info);
    if (view.puck) {
      expect(view.puck.x).toBeGreaterThanOrEqual(0);
      expect(view.puck.x).toBeLessThanOrEqual(1);
    }
    const stats = safeStats(d.stats);
    for (const pair of Object.values(stats)) expect(pair.every(Number.isFinite)).toBe(true);
    const timeline = hockeyTimeline(d.events, HOME, AWAY);
    expect(timeline.length).toBe(safeEvents(d.events).length);
    expect(() =>
      summaryFilters((info as { period?: unknown } | null)?.period, timeline),
    ).not.toThrow();
    expect(() => hasHockeyDetails(raw, stats)).not.toThrow();
  });

  it('hides the tracker when nothing is drawable and shows it for a puck alone', () => {
    expect(hasHockeyDetails(undefined, {})).toBe(false);
    expect(hasHockeyDetails({ info: { ball_pos: '^' } }, {})).toBe(false);
    expect(hasHockeyDetails({ info: { ball_pos: '0.5,0.5' } }, {})).toBe(true);
    expect(hasHockeyDetails({ info: null }, { shots: [3, 4] })).toBe(true);
  });

  it('keeps stats sent as numeric strings and drops the rest', () => {
    expect(
      safeStats({ shots: ['12', 9], saves: '3-4', goals: [1], bad: [NaN, 1], x: ['', 2] }),
    ).toEqual({ shots: [12, 9] });
  });
});

describe('hockey power play', () => {
  it.each([
    [
      { manAdvantage: 'away', penaltyClock: 83 },
      { side: 'away', seconds: 83 },
    ],
    [
      { manAdvantage: 'home', penaltyClock: null },
      { side: 'home', seconds: null },
    ],
    [
      { manAdvantage: 'home', penaltyClock: '83' },
      { side: 'home', seconds: null },
    ],
    [
      { manAdvantage: 'home', penaltyClock: -4 },
      { side: 'home', seconds: null },
    ],
    [{ manAdvantage: null, penaltyClock: 83 }, null],
    [{ manAdvantage: 'left' }, null],
    ['^', null],
    [null, null],
  ])('sts %j gives %j', (sts, expected) => {
    expect(manAdvantage(sts)).toEqual(expected);
  });

  it.each([
    [120, '2:00'],
    [83, '1:23'],
    [5, '0:05'],
  ])('shows %i seconds as %s', (s, text) => {
    expect(penaltyClockText(s)).toBe(text);
  });
});
