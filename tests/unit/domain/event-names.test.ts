// Player names of timeline entries in the viewer's language.
import { describe, expect, it } from 'vitest';
import { encodeEvent } from '../../../src/lib/domain/event-codes';
import { playerName, withLocalNames } from '../../../src/lib/domain/event-names';
import type { MatchEvent } from '../../../src/lib/domain/match';
import { ALL_MESSAGES } from '../../../src/lib/i18n/messages.server';
import { provideMessages } from '../../../src/lib/i18n/runtime';
import { createLightTranslate } from '../../../src/lib/i18n/translate';
import { eventLine } from '../../../src/lib/panels/event-line';

provideMessages((lang) => ALL_MESSAGES[lang]);

const NAMES = new Map([
  ['Son Heung-min', { kr: '손흥민', jp: 'ソン・フンミン' }],
  ['Harry Kane', { kr: '해리 케인', jp: 'ハリー・ケイン' }],
]);
const TEAMS = ['Tottenham', 'Arsenal'] as const;

function coded(sport: number, text: string): MatchEvent {
  const c = encodeEvent(sport, text, TEAMS)!;
  expect(c, text).not.toBeNull();
  return { id: '1', text, code: c.code, p: c.p };
}

describe('withLocalNames', () => {
  it('adds the Korean and Japanese names of a known player', () => {
    const goal = withLocalNames(coded(1, "23' - 1st Goal - Son Heung-min - Tottenham"), NAMES);
    expect(goal.p).toMatchObject({
      player: 'Son Heung-min',
      player_kr: '손흥민',
      player_jp: 'ソン・フンミン',
    });
  });

  it.each([
    ['an unknown player', "23' - 1st Goal - Nobody Known - Tottenham"],
    ['an entry naming no player', "61' - 3rd Corner - Tottenham"],
  ])('leaves %s as it is', (_what, text) => {
    const event = coded(1, text);
    expect(withLocalNames(event, NAMES)).toBe(event);
  });

  it('leaves an entry without parameters as it is', () => {
    const event: MatchEvent = { id: '2', text: 'Kick Off' };
    expect(withLocalNames(event, NAMES)).toBe(event);
  });
});

describe('playerName', () => {
  const p = { player: 'Son Heung-min', player_kr: '손흥민', player_jp: '' };
  it.each([
    ['kr', '손흥민'],
    ['jp', 'Son Heung-min'],
    ['en', 'Son Heung-min'],
  ] as const)('%s', (lang, expected) => {
    expect(playerName(p, 'player', 'Son Heung-min', lang)).toBe(expected);
  });
});

describe('a summary line names the player in the viewer’s language', () => {
  const goal = withLocalNames(coded(1, "23' - 1st Goal - Son Heung-min - Tottenham"), NAMES);
  it.each([
    ['kr', "23' - 1번째 골 - 손흥민 - 토트넘"],
    ['jp', 'ソン・フンミン'],
    ['en', "23' - 1st Goal - Son Heung-min - Spurs"],
  ] as const)('%s', (lang, expected) => {
    const names = {
      kr: ['토트넘', '아스널'],
      jp: ['トッテナム', 'アーセナル'],
      en: ['Spurs', 'Arsenal'],
    }[lang] as [string, string];
    const line = eventLine(goal, createLightTranslate(lang), lang, names);
    expect(line.asSent).toBe(false);
    expect(line.text).toContain(expected);
  });
});
