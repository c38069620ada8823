import { describe, expect, it } from 'vitest';
import { relativeOutcome, sportIdOf, tallyRelative } from '../../../src/lib/domain/relative';

const half = (h: number, a: number) => ({ 1: { home: String(h), away: String(a) } });

describe('relative game outcome (spec §3, §4 over/under)', () => {
  it.each([
    [1, '2-1', half(0, 0), null, { win: 'H', overunder: 'O', halfOverUnder: 'U' }],
    [1, '1-1', half(1, 0), null, { win: 'D', overunder: 'U', halfOverUnder: 'O' }],
    [1, '0-2', half(0, 1), null, { win: 'A', overunder: 'U', halfOverUnder: 'O' }],
    [1, '3-0', {}, null, { win: 'H', overunder: 'O', halfOverUnder: null }],
    // Other sports use the game's own total line and have no half-time over/under.
    [18, '101-99', half(50, 48), 210.5, { win: 'H', overunder: 'U', halfOverUnder: null }],
    [18, '111-109', {}, 210.5, { win: 'H', overunder: 'O', halfOverUnder: null }],
    [16, '4-4', {}, null, { win: 'D', overunder: null, halfOverUnder: null }],
    [1, null, {}, null, { win: null, overunder: null, halfOverUnder: null, score_home: null }],
  ] as const)('sport %i %s', (sportId, ss, scores, totalLine, expected) => {
    expect(relativeOutcome({ sportId, ss, scores, totalLine })).toMatchObject(expected);
  });
});

describe('relative tallies', () => {
  const games = [
    { home_id: 1, away_id: 2, win: 'H', overunder: 'O', halfOverUnder: 'U' },
    { home_id: 2, away_id: 1, win: 'H', overunder: 'U', halfOverUnder: 'U' },
    { home_id: 2, away_id: 1, win: 'D', overunder: 'U', halfOverUnder: 'O' },
    { home_id: 1, away_id: 3, win: 'A', overunder: 'O', halfOverUnder: null },
  ] as const;

  it('counts results and over/under, and one team’s record', () => {
    const t = tallyRelative(games, 1);
    expect(t.total).toBe(4);
    expect(t.win).toEqual({ H: 2, D: 1, A: 1 });
    expect(t.overunder).toEqual({ O: 2, U: 2 });
    expect(t.halfOverUnder).toEqual({ O: 1, U: 2 });
    expect(t.team).toEqual({ id: 1, win: 1, draw: 1, loss: 2 });
    expect(tallyRelative(games, 2).team).toEqual({ id: 2, win: 1, draw: 1, loss: 1 });
    expect(tallyRelative(games).team).toBeNull();
  });
});

describe('sport named in a query', () => {
  it.each([
    ['soccer', 1],
    ['Soccer', 1],
    ['1', 1],
    [17, 17],
    ['hockey', 17],
    ['Ice Hockey', 17],
    ['iceHockey', 17],
    ['ice-hockey', 17],
    ['basketball', 18],
    ['American Football', 12],
    ['football', 12],
    ['e-sports', 151],
    ['esports', 151],
    ['cricket', null],
    ['4242', null],
    [4242, null],
  ] as const)('%j → %s', (text, id) => {
    expect(sportIdOf(text)).toBe(id);
  });
});
