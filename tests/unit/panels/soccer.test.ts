import { describe, expect, it } from 'vitest';
import {
  cleanStats,
  EMPTY_TRACK,
  nextTrack,
  pairOf,
  parseBallPos,
  parseEvents,
  pitchState,
  shotsView,
  soccerCounts,
  timelineMarkers,
  TRAIL_POINTS,
  type Track,
} from '../../../src/lib/panels/soccer';
import { statLines } from '../../../src/lib/stats/catalogue';

const HOME = 'Tottenham Hotspur';
const AWAY = 'Arsenal';

const TIMELINE = [
  { id: '1', text: "12' - 1st Corner - Tottenham Hotspur" },
  { id: '2', text: "23' - 1st Goal - Son Heung-min - Tottenham Hotspur" },
  { id: '3', text: "45+2' - 1st Yellow Card - Rice - Arsenal" },
  { id: '4', text: "67' - 1st Substitution - Odegaard for Havertz - Arsenal" },
  { id: '5', text: "80' - 2nd Goal - Saka - Arsenal" },
  { id: '6', text: "88' - 1st Red Card - Romero - Tottenham Hotspur" },
  { id: '7', text: "95' - 3rd Goal - Kane - Tottenham Hotspur" },
];

describe('soccer ball position (spec §4)', () => {
  it.each([
    ['0.25,0.5', { x: 0.25, y: 0.5 }],
    [' 0.1 , 0.9 ', { x: 0.1, y: 0.9 }],
    ['1.04,0.5', { x: 1, y: 0.5 }],
    ['0,0', { x: 0, y: 0 }],
    ['^', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['0.5', null],
    ['a,b', null],
    ['0.5,0.5,0.5', null],
    ['3,4', null],
    [[0.5, 0.5], null],
    [{ x: 0.5 }, null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseBallPos(raw)).toEqual(expected);
  });
});

describe('soccer state on the pitch (spec §4 game states)', () => {
  it.each([
    ['10003', { side: 'home', text: 'Dangerous Attack' }],
    ['20009', { side: 'away', text: 'Corner' }],
    [20008, { side: 'away', text: 'Dangerous free kick' }],
    ['1018', { side: null, text: 'Half Time' }],
    ['99999', null],
    ['^', null],
    [null, null],
    [{}, null],
  ])('reads %j', (code, expected) => {
    expect(pitchState(code)).toEqual(expected);
  });
});

describe('soccer ball trail (spec §4: last points, cleared when possession changes)', () => {
  const p = (x: number, y = 0.5) => ({ x, y });
  const run = (
    steps: readonly (readonly [ReturnType<typeof p> | null, 'home' | 'away' | null])[],
  ): Track => steps.reduce((track, [point, side]) => nextTrack(track, point, side), EMPTY_TRACK);

  it('keeps at most the last points', () => {
    const track = run(Array.from({ length: 9 }, (_, i) => [p(i / 10), 'home'] as const));
    expect(track.points).toHaveLength(TRAIL_POINTS);
    expect(track.points.at(-1)).toEqual(p(0.8));
    expect(track.moves).toBe(9);
  });
  it('clears when the other side takes the ball', () => {
    const track = run([
      [p(0.1), 'home'],
      [p(0.2), 'home'],
      [p(0.3), 'away'],
    ]);
    expect(track).toEqual({ side: 'away', points: [p(0.3)], moves: 3 });
  });
  it('keeps the trail through neutral states and hidden balls', () => {
    const track = run([
      [p(0.1), 'home'],
      [p(0.2), null],
      [null, 'home'],
    ]);
    expect(track.points).toEqual([p(0.1), p(0.2)]);
    expect(track.side).toBe('home');
  });
  it('clears on a change of possession even while the ball is hidden', () => {
    const track = run([
      [p(0.1), 'home'],
      [null, 'away'],
    ]);
    expect(track.points).toEqual([]);
    expect(track.side).toBe('away');
  });
  it('does not count a repeated point as a move', () => {
    const track = run([
      [p(0.1), 'home'],
      [p(0.1), 'home'],
    ]);
    expect(track.moves).toBe(1);
    expect(track.points).toHaveLength(1);
  });
});

describe('soccer timeline markers (spec §2)', () => {
  const events = parseEvents(TIMELINE, HOME, AWAY);
  it('places goals and cards by minute, home above and away below', () => {
    expect(timelineMarkers(events).map((m) => [m.kind, m.side, m.minute])).toEqual([
      ['goal', 'home', 23],
      ['yellow', 'away', 45],
      ['goal', 'away', 80],
      ['red', 'home', 88],
      ['goal', 'home', 95],
    ]);
  });
  it('stretches the bar past 90 for stoppage time', () => {
    const markers = timelineMarkers(events);
    expect(markers.at(-1)?.at).toBe(100);
    expect(markers[0]?.at).toBeCloseTo((23 / 95) * 100, 1);
  });
  it('runs 0–90 when nothing is later', () => {
    const one = parseEvents([{ id: 'g', text: "45' - 1st Goal - X - Arsenal" }], HOME, AWAY);
    expect(timelineMarkers(one)[0]?.at).toBe(50);
  });
});

describe('soccer counts (spec §2: stats where present, else from events)', () => {
  const events = parseEvents(TIMELINE, HOME, AWAY);
  it('counts from the timeline when stats are missing', () => {
    const counts = Object.fromEntries(
      soccerCounts({}, events).map((c) => [c.id, [c.home, c.away, c.from]]),
    );
    expect(counts).toEqual({
      goals: [2, 1, 'events'],
      yellow: [0, 1, 'events'],
      red: [1, 0, 'events'],
      corners: [1, 0, 'events'],
      substitutions: [0, 1, 'events'],
      penalties: [0, 0, 'events'],
    });
  });
  it('prefers the stat pairs', () => {
    const counts = soccerCounts(cleanStats({ corners: ['5', 2], goals: [1, 1] }), events);
    expect(counts.find((c) => c.id === 'corners')).toEqual({
      id: 'corners',
      home: 5,
      away: 2,
      from: 'stats',
    });
    expect(counts.find((c) => c.id === 'goals')?.from).toBe('stats');
  });
  it('shows nothing for a match without stats or events', () => {
    expect(soccerCounts({}, [])).toEqual([]);
  });
});

describe('soccer shots bar (spec §5)', () => {
  it.each([
    [
      { on_target: [2, 1], off_target: [3, 0] },
      { shots: [5, 1], accuracy: [40, 100] },
    ],
    [
      { on_target: [0, 0], off_target: [0, 0] },
      { shots: [0, 0], accuracy: [100, 100] },
    ],
    [
      { on_target: [4, 0], off_target: [0, 4] },
      { shots: [4, 4], accuracy: [100, 0] },
    ],
  ])('%j', (stats, expected) => {
    expect(shotsView(cleanStats(stats))).toMatchObject(expected);
  });
  it('is hidden without both pairs', () => {
    expect(shotsView(cleanStats({ on_target: [2, 1] }))).toBeNull();
  });
});

describe('soccer panel bad input', () => {
  const corpus: [string, unknown, unknown][] = [
    ['nothing', undefined, undefined],
    ['nulls', null, null],
    ['strings', 'corners: 3-2', "12' - Goal"],
    ['wrong shapes', [1, 2], { id: 1 }],
    ['junk pairs', { corners: 'x', goals: [1], yellowcards: [null, 1], redcards: ['a', 'b'] }, []],
    ['string pairs', { on_target: ['3', '1'], off_target: ['2', '0'], corners: [' 4 ', '1'] }, []],
    [
      'junk events',
      {},
      [null, 7, {}, { id: 1 }, { text: '' }, { id: 'x', text: 42 }, { id: 'y', text: '??' }],
    ],
    ['infinite', { corners: [Infinity, 1], goals: [NaN, 0] }, [{ id: 'a', text: "x' - Goal" }]],
  ];
  it.each(corpus)('%s renders what is valid and never throws', (_, stats, events) => {
    const clean = cleanStats(stats);
    for (const pair of Object.values(clean)) {
      expect(pair.every((n) => Number.isFinite(n))).toBe(true);
    }
    const parsed = parseEvents(events, HOME, AWAY);
    expect(() => timelineMarkers(parsed)).not.toThrow();
    expect(() => soccerCounts(clean, parsed)).not.toThrow();
    expect(() => shotsView(clean)).not.toThrow();
    // The stats tab's list: string pairs must not concatenate ('3' + '2' = '32').
    for (const line of statLines(1, clean)) {
      expect(typeof line.home).toBe('number');
      expect(Number.isFinite(line.homeShare)).toBe(true);
    }
  });
  it('reads string pairs as numbers', () => {
    const clean = cleanStats({ on_target: ['3', '1'], off_target: ['2', '0'] });
    expect(statLines(1, clean).find((l) => l.key === 'shots')).toMatchObject({ home: 5, away: 1 });
  });
  it.each([
    [
      [1, 2],
      [1, 2],
    ],
    [
      ['1', '2'],
      [1, 2],
    ],
    [[1], null],
    ['1-2', null],
    [[1, null], null],
  ])('pairOf(%j)', (raw, expected) => {
    expect(pairOf(raw)).toEqual(expected);
  });
});
