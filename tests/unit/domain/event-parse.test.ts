import { describe, expect, it } from 'vitest';
import {
  countEvents,
  minuteOf,
  parseEvent,
  sideOf,
  type ParsedEvent,
} from '../../../src/lib/domain/event-parse';

const HOME = 'Borussia Dortmund';
const AWAY = 'VfB Stuttgart';

describe('event side attribution (spec §5)', () => {
  it.each([
    ["4' - 1st Corner - VfB Stuttgart", 'away'],
    ["15' - 2nd Corner - Borussia Dortmund", 'home'],
    ["17' - 1st Goal - Jonas Weber - borussia dortmund", 'home'],
    // Two words of a name are enough, one is not.
    ['Free kick for Borussia Dortmund II', 'home'],
    ["30' - Foul by Stuttgart player", null],
    ['Score After First Half - 1-0', null],
    ['0-1 Corners 00:00 - 09:59', null],
  ] as const)('%s → %s', (text, side) => {
    expect(sideOf(text, HOME, AWAY)).toBe(side);
  });

  it('prefers the exact team part and then the longer name when one contains the other', () => {
    expect(sideOf("10' - 1st Goal - Kim - FC Seoul", 'FC Seoul', 'FC Seoul E-Land')).toBe('home');
    expect(sideOf("10' - 1st Goal - Kim - FC Seoul E-Land", 'FC Seoul', 'FC Seoul E-Land')).toBe(
      'away',
    );
    expect(sideOf('Goal for FC Seoul E-Land fans', 'FC Seoul', 'FC Seoul E-Land')).toBe('away');
  });

  it('ignores accents when comparing names', () => {
    expect(sideOf("12' - 1st Goal - X - Deportivo Alaves", 'Deportivo Alavés', 'Getafe')).toBe(
      'home',
    );
  });
});

describe('event minute (spec §5 "a+b" uses the first part)', () => {
  it.each([
    ["23' - 1st Goal - A - B", 23],
    ["45+2' - 3rd Goal - A - B", 45],
    ["90+5' - 1st Red Card - A - B", 90],
    ['Q2 04:11 - 3 Points - B', 4],
    ['06:49 - 1st Goal - A (C, D) - B', 6],
    ['Map 1 - 05:45 - Dragon - Gen.G', 5],
    ['Top 1st - Singles - Kim', null],
    ['0-1 Corners 00:00 - 09:59', null],
    ['Score After First Half - 1-0', null],
  ] as const)('%s → %s', (text, minute) => {
    expect(minuteOf(text)).toBe(minute);
  });
});

describe('parsed events', () => {
  const p = (text: string, home = HOME, away = AWAY) => parseEvent({ id: 'e', text }, home, away);
  type Expect = Partial<ParsedEvent>;
  const cases: [string, Expect][] = [
    [
      "17' - 1st Goal - Jonas Weber - VfB Stuttgart",
      { win: 'away', mid: 17, player: 'Jonas Weber', goal: true, yellow: false },
    ],
    [
      "45+1' - 2nd Goal - Lukas Kaiser (OG) - Borussia Dortmund",
      { win: 'home', mid: 45, player: 'Lukas Kaiser', goal: true },
    ],
    [
      "34' - 1st Yellow Card - Álvaro Navarro - Borussia Dortmund",
      { win: 'home', player: 'Álvaro Navarro', yellow: true, red: false, goal: false },
    ],
    ["88' - 1st Red Card - Max Braun - VfB Stuttgart", { red: true, yellow: false, win: 'away' }],
    ["61' - 3rd Corner - VfB Stuttgart", { corner: true, player: null, win: 'away' }],
    [
      "67' - Substitution - Cheikh Owusu for Mario Kovač - VfB Stuttgart",
      { substitution: true, player: 'Cheikh Owusu', subPlayer: 'Mario Kovač', win: 'away' },
    ],
    ["78' - Penalty missed - Kane - Borussia Dortmund", { penalty: true, goal: false }],
    ["55' - Offside - VfB Stuttgart", { offside: true, win: 'away' }],
    ['0-1 Corners 00:00 - 09:59', { corner: false, goal: false, win: null, player: null }],
    ['1-0 Goals 10:00 - 19:59', { goal: false, player: null }],
    ['Score After Full Time - 2-1', { goal: false, win: null }],
  ];
  it.each(cases)('%s', (text, expected) => {
    expect(p(text)).toMatchObject(expected);
  });

  it('reads other sports the feed writes', () => {
    const hockey = p(
      '06:49 - 1st Goal - Jalen Jones (Chris Taylor, Anders Christensen) - Seattle Kraken',
      'Winnipeg Jets',
      'Seattle Kraken',
    );
    expect(hockey).toMatchObject({
      win: 'away',
      goal: true,
      player: 'Jalen Jones',
      subPlayer: 'Chris Taylor, Anders Christensen',
    });
    expect(p('Race to 3 Goals - Seattle Kraken', 'Winnipeg Jets', 'Seattle Kraken').goal).toBe(
      false,
    );
    expect(p('Time Out - Seattle Kraken', 'Winnipeg Jets', 'Seattle Kraken')).toMatchObject({
      timeout: true,
      win: 'away',
      player: null,
    });
    expect(p('Technical Time Out', 'A Team', 'B Team')).toMatchObject({ timeout: true, win: null });
    const handball = p(
      "8' - 7m Goal - Alexandre Simon - Montpellier Handball",
      'Montpellier Handball',
      'Pays d’Aix UC',
    );
    expect(handball).toMatchObject({
      goal: true,
      penalty: true,
      win: 'home',
      player: 'Alexandre Simon',
    });
    expect(
      p("9' - 7m Missed - Clément Fontaine - Montpellier Handball", 'Montpellier Handball', 'X Y')
        .goal,
    ).toBe(false);
    const tennis = p('Game - Ugo Humbert - 1-0 (set 1)', 'Ugo Humbert', 'Francisco Cerúndolo');
    expect(tennis).toMatchObject({ win: 'home', player: null });
    const football = p(
      'Q1 08:53 - Field Goal (49 yds) - Denver Broncos',
      'Tampa Bay Buccaneers',
      'Denver Broncos',
    );
    expect(football).toMatchObject({ goal: false, win: 'away', mid: 8, player: null });
    const esports = p('Map 1 - 05:45 - Dragon - Gen.G', 'Gen.G', 'Dplus KIA');
    expect(esports).toMatchObject({ win: 'home', player: null, mid: 5 });
    expect(p('Map 2 won - Dplus KIA (2:1)', 'Gen.G', 'Dplus KIA').win).toBe('away');
  });

  it('attributes baseball half-innings as the spec does (Top = home batting)', () => {
    const top = p('Top 1st - Strike - Rafael Martínez (0-1, called)', 'LG Twins', 'Doosan Bears');
    expect(top).toMatchObject({ win: 'home', player: 'Rafael Martínez' });
    expect(p('Bottom 3rd - Singles - Kim Do-yeong', 'LG Twins', 'Doosan Bears').win).toBe('away');
  });
});

describe('event counts', () => {
  it('counts each kind per side', () => {
    const texts = [
      "10' - 1st Goal - A - Borussia Dortmund",
      "20' - 2nd Goal - B - VfB Stuttgart",
      "30' - 3rd Goal - C - Borussia Dortmund",
      "31' - 1st Yellow Card - D - VfB Stuttgart",
      "40' - 1st Corner - VfB Stuttgart",
      '0-1 Corners 30:00 - 39:59',
    ];
    const counts = countEvents(texts.map((text) => parseEvent({ id: text, text }, HOME, AWAY)));
    expect(counts.goal).toEqual({ home: 2, away: 1, total: 3 });
    expect(counts.yellow).toEqual({ home: 0, away: 1, total: 1 });
    expect(counts.corner).toEqual({ home: 0, away: 1, total: 1 });
    expect(counts.red).toEqual({ home: 0, away: 0, total: 0 });
  });
});
