import { describe, expect, it } from 'vitest';
import {
  formationLines,
  lineupPlayer,
  parseLineups,
  placeLines,
  toLines,
  type LineupPlayer,
} from '../../../src/lib/panels/soccer-lineup';

const POS = ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F'];
const entry = (i: number, pos = POS[i]) => ({
  shirtnumber: i + 1,
  pos,
  player: { id: 100 + i, name: `Player ${i + 1}` },
});
const eleven = Array.from({ length: 11 }, (_, i) => entry(i));
const players = eleven.map((e) => lineupPlayer(e)!);

describe('soccer line-up formation (spec §3 "Lineup")', () => {
  it.each([
    ['4-3-3', [4, 3, 3]],
    ['4-2-3-1', [4, 2, 3, 1]],
    [' 3-5-2 ', [3, 5, 2]],
    ['4-0-6', null],
    ['433', null],
    ['4-3-3-', null],
    ['', null],
    [null, null],
    [442, null],
  ])('formationLines(%j)', (raw, expected) => {
    expect(formationLines(raw)).toEqual(expected);
  });

  it('puts the goalkeeper first, then the formation lines in order', () => {
    const { formation, lines } = toLines(players, '4-3-3');
    expect(formation).toBe('4-3-3');
    expect(lines.map((l) => l.length)).toEqual([1, 4, 3, 3]);
    expect(lines[0]![0]!.name).toBe('Player 1');
  });
  it('splits the midfield as the formation says', () => {
    expect(toLines(players, '4-2-3-1').lines.map((l) => l.length)).toEqual([1, 4, 2, 3, 1]);
  });
  it('falls back to position groups when the formation does not fit', () => {
    for (const bad of ['4-4-3', 'x', null]) {
      const { formation, lines } = toLines(players, bad);
      expect(formation).toBeNull();
      expect(lines.map((l) => l.length)).toEqual([1, 4, 3, 3]);
    }
  });
  it('groups long position names too', () => {
    const named = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'].map((pos, i) =>
      lineupPlayer(entry(i, pos)),
    ) as LineupPlayer[];
    expect(toLines(named.reverse(), undefined).lines.map((l) => l[0]!.pos)).toEqual([
      'Goalkeeper',
      'Defender',
      'Midfielder',
      'Forward',
    ]);
  });
});

describe('soccer line-up answer', () => {
  const answer = {
    data: {
      home: { formation: '4-3-3', startinglineup: eleven, substitutes: [entry(11, 'M')] },
      away: { formation: '4-4-2', startinglineup: eleven, substitutes: [] },
    },
  };
  it('reads both sides with starters and substitutes', () => {
    const { home, away } = parseLineups(answer);
    expect(home?.lines.flat()).toHaveLength(11);
    expect(home?.substitutes.map((p) => p.shirt)).toEqual(['12']);
    expect(home?.formation).toBe('4-3-3');
    // The formation sent decides the lines; positions only stand in when it does not fit.
    expect(away?.formation).toBe('4-4-2');
    expect(away?.lines.map((l) => l.length)).toEqual([1, 4, 4, 2]);
  });
  it('places every starter on the pitch, one column per line', () => {
    const placed = placeLines(parseLineups(answer).home!.lines);
    expect(placed).toHaveLength(11);
    expect(new Set(placed.map((p) => p.x)).size).toBe(4);
    for (const p of placed) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(400);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(180);
    }
  });

  const corpus: [string, unknown][] = [
    ['nothing', undefined],
    ['null', null],
    ['a string', 'lineup'],
    ['empty data', { data: {} }],
    ['empty sides', { data: { home: { formation: null, startinglineup: [], substitutes: [] } } }],
    ['wrong shapes', { data: { home: { startinglineup: 'x' }, away: [1, 2] } }],
    ['nameless entries', { data: { home: { startinglineup: [{ shirtnumber: 1 }, null, 3] } } }],
  ];
  it.each(corpus)('%s is the empty line-up', (_, raw) => {
    expect(parseLineups(raw)).toEqual({ home: null, away: null });
  });
  it('keeps the valid entries of a partial side', () => {
    const partial = {
      home: {
        formation: '4-3-3',
        startinglineup: [entry(0), { pos: 'D' }, entry(1), { player: { name: '  ' } }],
        substitutes: 'none',
      },
    };
    const { home, away } = parseLineups(partial);
    expect(home?.lines.flat().map((p) => p.name)).toEqual(['Player 1', 'Player 2']);
    expect(home?.formation).toBeNull();
    expect(home?.substitutes).toEqual([]);
    expect(away).toBeNull();
  });
  it('reads an entry without player object by its own name', () => {
    expect(lineupPlayer({ name: 'Solo', shirt: 9 })).toEqual({
      id: null,
      name: 'Solo',
      shirt: '9',
      pos: null,
    });
  });
});

describe("line-up names in the viewer's language", () => {
  const named = {
    shirtnumber: 7,
    pos: 'F',
    player: { id: 1, name: 'Son Heung-min', kor: '손흥민', jp: 'ソン・フンミン' },
  };
  it.each([
    ['kr', named, '손흥민'],
    ['jp', named, 'ソン・フンミン'],
    ['en', named, 'Son Heung-min'],
    ['kr', { ...named, player: { ...named.player, kor: null } }, 'Son Heung-min'],
    ['jp', { ...named, player: { ...named.player, jp: '  ' } }, 'Son Heung-min'],
  ] as const)('%s reads %j as %s', (lang, raw, name) => {
    expect(lineupPlayer(raw, lang)?.name).toBe(name);
  });

  it('names every starter and substitute of a side in the language', () => {
    const side = {
      formation: '4-3-3',
      startinglineup: eleven.map((e) => ({
        ...e,
        player: { ...e.player, kor: `선수 ${e.shirtnumber}` },
      })),
      substitutes: [{ ...named }],
    };
    const { home } = parseLineups({ data: { home: side } }, 'kr');
    expect(home?.lines.flat().map((p) => p.name)).toEqual(
      eleven.map((e) => `선수 ${e.shirtnumber}`),
    );
    expect(home?.substitutes.map((p) => p.name)).toEqual(['손흥민']);
  });
});
