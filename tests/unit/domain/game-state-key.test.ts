import { describe, expect, it } from 'vitest';
import { GAME_STATES, gameStateCode, gameStateKey } from '../../../src/lib/domain/game-states';
import { ALL_MESSAGES } from '../../../src/lib/i18n/messages.server';

describe('gameStateKey (spec §4: state codes to the viewer’s words)', () => {
  it.each([
    [1, '10003', { side: 'home', key: 'panel.states.soccer.3' }],
    [1, '20009', { side: 'away', key: 'panel.states.soccer.9' }],
    [1, '1018', { side: null, key: 'panel.states.soccer.18' }],
    [16, 1001, { side: null, key: 'panel.states.baseball.1' }],
    [151, '10000', { side: 'home', key: 'panel.states.esports.0' }],
  ] as const)('sport %s code %s', (sport, code, expected) => {
    expect(gameStateKey(sport, code)).toEqual(expected);
  });

  it.each([null, undefined, '', '  ', '^', 'abc', '12.5', 999, -10003, '21000'])(
    'has no key for the malformed code %s',
    (code) => {
      expect(gameStateKey(1, code as string)).toBeNull();
    },
  );

  it('gives every named state the key whose words are the state’s, in all three languages', () => {
    for (const [sport, names] of Object.entries(GAME_STATES)) {
      (names as readonly string[]).forEach((name) => {
        const id = Number(sport) as keyof typeof GAME_STATES;
        const key = gameStateKey(id, gameStateCode(id, name as never, 'home'))!.key;
        for (const lang of ['kr', 'en', 'jp'] as const)
          expect(
            ALL_MESSAGES[lang][key as keyof (typeof ALL_MESSAGES)['en']],
            `${lang} ${key}`,
          ).toBeTruthy();
      });
    }
    // English words are the state's own name (the keys moved from names to indices).
    expect(ALL_MESSAGES.en['panel.states.soccer.3' as keyof (typeof ALL_MESSAGES)['en']]).toMatch(
      /dangerous attack/i,
    );
  });
});
