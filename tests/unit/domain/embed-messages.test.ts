import { describe, expect, it } from 'vitest';
import { parseEmbedMessage } from '../../../src/lib/domain/embed-messages';
import { teamDetailsMessage } from '../../../src/lib/inplay/team-details';

describe('messages from the embedding page (spec §1)', () => {
  it.each([
    [
      { type: 'set_height', height: 800 },
      { type: 'set_height', height: 800 },
    ],
    [
      { type: 'set_height', height: '640.4' },
      { type: 'set_height', height: 640 },
    ],
    ['{"type":"set_height","height":500}', { type: 'set_height', height: 500 }],
    [{ type: 'logout' }, { type: 'logout' }],
    ['{"type":"logout"}', { type: 'logout' }],
  ])('%o is accepted', (data, expected) => {
    expect(parseEmbedMessage(data)).toEqual(expected);
  });

  it.each([
    [null],
    [42],
    ['not json'],
    [{ type: 'set_height' }],
    [{ type: 'set_height', height: -1 }],
    [{ type: 'set_height', height: 'tall' }],
    [{ type: 'set_height', height: 1e9 }],
    [{ type: 'eval', code: 'x' }],
  ])('%o is ignored', (data) => {
    expect(parseEmbedMessage(data)).toBeNull();
  });
});

describe('what a team click tells the embedding page (spec §1 teamDetails)', () => {
  const row = { sport_id: 17, league: 'NHL', home_id: 11, away_id: 22 };
  it.each([
    ['home', 11],
    ['away', 22],
  ] as const)('the %s team: sport and league by their English names, the team id', (side, id) => {
    expect(teamDetailsMessage(row, side)).toEqual({
      type: 'teamDetails',
      sportsName: 'Ice Hockey',
      leagueName: 'NHL',
      teamId: id,
    });
  });

  it('names a sport it does not know by its id', () => {
    expect(teamDetailsMessage({ ...row, sport_id: 999 }, 'home').sportsName).toBe('999');
  });
});
