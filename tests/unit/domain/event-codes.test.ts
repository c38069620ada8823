// The event code catalogue: texts to codes and back, sides in the code, bad input.
import { describe, expect, it } from 'vitest';
import {
  codeWithSide,
  decodeEvent,
  encodeEvent,
  englishText,
  EVENT_KEYS,
  EVENT_TEMPLATES,
  SPORT_BLOCKS,
  type EventSportKey,
} from '../../../src/lib/domain/event-codes';

const NAMES = ['Ulsan HD', 'Jeonbuk Motors'] as const;

const CASES: [number, string, number, Record<string, string | number>][] = [
  [
    1,
    "23' - 1st Goal - Son - Ulsan HD",
    10100,
    { min: '23', nth: 1, player: 'Son', team: 'Ulsan HD' },
  ],
  [
    1,
    "45+2' - 2nd Goal - Kim (OG) - Jeonbuk Motors",
    20101,
    { min: '45+2', nth: 2, player: 'Kim', team: 'Jeonbuk Motors' },
  ],
  [1, "61' - 3rd Corner - Jeonbuk Motors", 20107, { min: '61', nth: 3, team: 'Jeonbuk Motors' }],
  [
    1,
    "67' - Substitution - Lee for Park - Ulsan HD",
    10108,
    { min: '67', player: 'Lee', out: 'Park', team: 'Ulsan HD' },
  ],
  [1, '0-1 Corners 00:00 - 09:59', 30112, { score: '0-1', from: '00:00', to: '09:59' }],
  [1, 'Score After Full Time - 2-1', 30115, { score: '2-1' }],
  [18, 'Q2 04:11 - 3 Points - Ulsan HD', 10200, { per: 'Q2', clock: '04:11', team: 'Ulsan HD' }],
  [
    18,
    'OT 00:31 - Race to 100 Points - Jeonbuk Motors',
    20202,
    { per: 'OT', clock: '00:31', n: 100, team: 'Jeonbuk Motors' },
  ],
  [18, 'Overtime 2', 30205, { n: 2 }],
  [
    17,
    '06:49 - 1st Goal - Ovechkin (Backstrom, Carlson) - Ulsan HD',
    10300,
    { clock: '06:49', nth: 1, player: 'Ovechkin', assists: 'Backstrom, Carlson', team: 'Ulsan HD' },
  ],
  [17, 'Race to 1 Goal - Ulsan HD', 10303, { n: 1, team: 'Ulsan HD' }],
  [
    16,
    'Top 3rd - Strike - Ohtani (1-2, swinging)',
    30404,
    { half: 'Top 3rd', play: 'Strike', player: 'Ohtani', detail: '1-2, swinging' },
  ],
  [
    16,
    'Bottom 9th - Singles - Kim (walk-off, 1 RBI) - Jeonbuk Motors',
    20400,
    {
      half: 'Bottom 9th',
      play: 'Singles',
      player: 'Kim',
      detail: 'walk-off, 1 RBI',
      team: 'Jeonbuk Motors',
    },
  ],
  [16, 'Top 1st - Foul Ball', 30407, { half: 'Top 1st', play: 'Foul Ball' }],
  [16, 'End of Top 1st - 0-2', 30408, { half: 'Top 1st', score: '0-2' }],
  [91, 'Set 2 - 25-18 - Ulsan HD', 10500, { n: 2, score: '25-18', team: 'Ulsan HD' }],
  [
    13,
    'Game - Jeonbuk Motors - 3-2 (set 1)',
    20601,
    { team: 'Jeonbuk Motors', score: '3-2', n: 1 },
  ],
  [13, 'Tie Break', 30603, {}],
  [
    12,
    'Q4 01:58 - Field Goal (47 yds) - Ulsan HD',
    10700,
    { per: 'Q4', clock: '01:58', n: 47, team: 'Ulsan HD' },
  ],
  [12, 'Q2 02:00 - Two-Minute Warning', 30712, { per: 'Q2', clock: '02:00' }],
  [
    78,
    "12' - 7m Goal - Hansen - Ulsan HD",
    10803,
    { min: '12', player: 'Hansen', team: 'Ulsan HD' },
  ],
  [
    151,
    'Map 2 won - Jeonbuk Motors (31:05)',
    20903,
    { n: 2, team: 'Jeonbuk Motors', clock: '31:05' },
  ],
];

describe('event codes', () => {
  it.each(CASES)('sport %i reads "%s"', (sport, text, code, p) => {
    expect(encodeEvent(sport, text, NAMES)).toEqual({ code, p });
    expect(englishText(code, p)).toBe(text);
  });

  it('puts the side in the first digit: 1 home, 2 away, 3 neutral', () => {
    expect(decodeEvent(10100)).toMatchObject({ sport: 'soccer', key: 'goal', side: 'home' });
    expect(decodeEvent(20100)).toMatchObject({ side: 'away' });
    expect(decodeEvent(30112)).toMatchObject({ key: 'cornersWindow', side: null });
    expect(codeWithSide(30100, 'away')).toBe(20100);
    expect(codeWithSide(10100, null)).toBe(30100);
  });

  it('gives every sport its own block and at most 100 entries', () => {
    const blocks = Object.values(SPORT_BLOCKS).map((b) => b.block);
    expect(new Set(blocks).size).toBe(blocks.length);
    for (const sport of Object.keys(EVENT_TEMPLATES) as EventSportKey[]) {
      expect(EVENT_TEMPLATES[sport].length).toBeLessThan(100);
      const keys = EVENT_TEMPLATES[sport].map((e) => e.key);
      expect(new Set(keys).size, sport).toBe(keys.length);
    }
  });

  it('needs the team to be one of the match when names are given', () => {
    expect(encodeEvent(1, "61' - 3rd Corner - Somebody Else", NAMES)).toBeNull();
    expect(encodeEvent(1, "61' - 3rd Corner - Somebody Else")?.code).toBe(30107);
  });

  it.each([
    [1, 'Dangerous Attack - Ulsan HD'],
    [1, ''],
    [16, 'Top 3rd - Strike - Ohtani (1-2, knuckleball)'],
    [99, 'Tie Break'],
    [1, 42 as unknown as string],
  ])('reads no code from sport %i "%s"', (sport, text) => {
    expect(encodeEvent(sport, text, NAMES)).toBeNull();
  });

  it.each([
    [99999, { min: '1' }],
    [10100, { min: '23', nth: 1, team: 'Ulsan HD' }],
    [10100, { min: 'soon', nth: 1, player: 'Son', team: 'Ulsan HD' }],
    [10100, { min: '23', nth: '1st', player: 'Son', team: 'Ulsan HD' }],
    [10100, null],
    ['10100', { min: '23', nth: 1, player: 'Son', team: 'Ulsan HD' }],
    [30404, { half: 'Top 3rd', play: 'Knuckle', player: 'A', detail: '1-2' }],
  ])('writes no text for code %s with %j', (code, p) => {
    expect(englishText(code, p)).toBeNull();
  });
});

describe('event keys', () => {
  it('list the keys of the templates, in code order', () => {
    for (const sport of Object.keys(EVENT_TEMPLATES) as EventSportKey[])
      expect(EVENT_KEYS[sport], sport).toEqual(EVENT_TEMPLATES[sport].map((e) => e.key));
  });
});
