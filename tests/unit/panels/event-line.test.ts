// Summary lines and the state line in the viewer's language.
import { describe, expect, it } from 'vitest';
import {
  BASEBALL_DETAILS,
  BASEBALL_PLAYS,
  EVENT_TEMPLATES,
  wordKey,
  type EventSportKey,
} from '../../../src/lib/domain/event-codes';
import { gameStateKeys } from '../../../src/lib/domain/game-states';
import { LANGUAGES } from '../../../src/lib/domain/languages';
import { ALL_SPORT_IDS } from '../../../src/lib/domain/sports';
import { ALL_MESSAGES } from '../../../src/lib/i18n/messages.server';
import { provideMessages } from '../../../src/lib/i18n/runtime';
import { createLightTranslate } from '../../../src/lib/i18n/translate';
import { eventLine, renderEvent } from '../../../src/lib/panels/event-line';
import { stateLine } from '../../../src/lib/panels/state-line';

provideMessages((lang) => ALL_MESSAGES[lang]);
const kr = createLightTranslate('kr');
const jp = createLightTranslate('jp');
const en = createLightTranslate('en');

/** Every key the catalogue renders from. */
function catalogueKeys(): string[] {
  const keys = (Object.keys(EVENT_TEMPLATES) as EventSportKey[]).flatMap((sport) =>
    EVENT_TEMPLATES[sport].map((e) => `panel.events.${sport}.${e.key}`),
  );
  return [
    ...keys,
    ...BASEBALL_PLAYS.map((w) => `panel.events.baseball.play.${wordKey(w)}`),
    ...BASEBALL_DETAILS.map((w) => `panel.events.baseball.detail.${wordKey(w)}`),
    'panel.events.baseball.detail.rbi',
    'panel.events.baseball.top',
    'panel.events.baseball.bottom',
    'panel.events.period.q',
    'panel.events.period.ot',
    ...ALL_SPORT_IDS.flatMap((id) => gameStateKeys(id)),
  ];
}

describe('event and state translations', () => {
  it.each(LANGUAGES)('%s has every event and state key', (lang) => {
    const messages = ALL_MESSAGES[lang] as Record<string, string>;
    const missing = catalogueKeys().filter((k) => !messages[k]);
    expect(missing).toEqual([]);
  });
  // Same placeholders in every language: tests/unit/i18n/locales.test.ts.
});

const GOAL = {
  id: '1',
  text: "23' - 1st Goal - Son - Ulsan HD",
  code: 10100,
  p: { min: '23', nth: 1, player: 'Son', team: 'Ulsan HD' },
};

describe('eventLine', () => {
  it.each([
    ['kr', kr, "23' - 1번째 골 - Son - 울산 HD"],
    ['jp', jp, "23' - 1点目 ゴール - Son - 蔚山HD"],
    ['en', en, "23' - 1st Goal - Son - Ulsan HD"],
  ] as const)('renders a goal in %s with the team name of the language', (lang, t, text) => {
    const names = { kr: ['울산 HD', '전북'], jp: ['蔚山HD', '全北'], en: ['Ulsan HD', 'Jeonbuk'] }[
      lang
    ];
    expect(eventLine(GOAL, t, lang, names as [string, string])).toEqual({
      id: '1',
      text,
      asSent: false,
    });
  });

  it('keeps the sent team name when the panel gives none', () => {
    expect(eventLine(GOAL, kr, 'kr').text).toBe("23' - 1번째 골 - Son - Ulsan HD");
  });

  it.each([
    [
      'Top 3rd - Strike - Ohtani (1-2, swinging)',
      30404,
      { half: 'Top 3rd', play: 'Strike', player: 'Ohtani', detail: '1-2, swinging' },
      '3회초 - 스트라이크 - Ohtani (1-2, 헛스윙)',
    ],
    [
      'Bottom 9th - Singles - Kim (walk-off, 1 RBI) - Jeon',
      20400,
      {
        half: 'Bottom 9th',
        play: 'Singles',
        player: 'Kim',
        detail: 'walk-off, 1 RBI',
        team: 'Jeon',
      },
      '9회말 - 안타 - Kim (끝내기, 1타점) - 전북',
    ],
    [
      'Q2 04:11 - 3 Points - Ulsan HD',
      10200,
      { per: 'Q2', clock: '04:11', team: 'Ulsan HD' },
      '2쿼터 04:11 - 3점슛 - 울산 HD',
    ],
    [
      'OT 00:31 - Time Out - Jeon',
      20203,
      { per: 'OT', clock: '00:31', team: 'Jeon' },
      '연장 00:31 - 타임아웃 - 전북',
    ],
  ])('renders "%s" in Korean', (text, code, p, want) => {
    expect(eventLine({ id: 'x', text, code, p }, kr, 'kr', ['울산 HD', '전북']).text).toBe(want);
  });

  it.each([
    ['no code', { id: '2', text: 'Kick Off' }],
    ['an unknown code', { id: '2', text: 'Kick Off', code: 99999, p: {} }],
    ['a code of a missing entry', { id: '2', text: 'Kick Off', code: 10199, p: {} }],
    ['missing parameters', { ...GOAL, p: { min: '23' } }],
    ['no parameters', { ...GOAL, p: undefined }],
    ['malformed parameters', { ...GOAL, p: { ...GOAL.p, nth: 'first' } }],
    [
      'an unknown baseball word',
      { id: '3', text: 'Top 1st - Balk', code: 30407, p: { half: 'Top 1st', play: 'Balk' } },
    ],
    ['a code as a string', { ...GOAL, code: '10100' as unknown as number }],
  ])('shows the text as sent, marked, for %s', (_, event) => {
    expect(eventLine(event, kr, 'kr')).toEqual({ id: event.id, text: event.text, asSent: true });
  });

  it('shows an entry as sent when the resources lack its key', () => {
    const bare = ((key: string) => key) as typeof kr;
    expect(renderEvent(GOAL.code, GOAL.p, bare, 'kr')).toBeNull();
  });
});

describe('stateLine', () => {
  it.each([
    [1, '10003', 'kr', { side: 'home', text: '위험한 공격' }],
    [1, '20008', 'jp', { side: 'away', text: '危険なフリーキック' }],
    [12, '1017', 'kr', { side: null, text: 'TV 타임아웃' }],
    [16, '10003', 'jp', { side: 'home', text: 'ファウル' }],
    [17, '20005', 'kr', { side: 'away', text: '페이스오프' }],
    [91, '1003', 'jp', { side: null, text: '得点経過' }],
    [13, '10004', 'kr', { side: 'home', text: '브레이크 포인트' }],
    [18, 10001, 'en', { side: 'home', text: 'Time Out' }],
  ] as const)('sport %i state %s in %s', (sport, code, lang, want) => {
    expect(stateLine(sport, code, createLightTranslate(lang))).toEqual(want);
  });

  it.each([
    [1, null],
    [1, '^'],
    [1, ''],
    [1, '19999'],
    [2, '10003'],
    [1, { code: 1 }],
  ])('hides sport %i state %j', (sport, code) => {
    expect(stateLine(sport, code, kr)).toBeNull();
  });
});
