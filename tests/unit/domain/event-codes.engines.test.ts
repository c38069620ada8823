// Every text the simulator's engines write maps to a catalogue code and back to the same text.
import { describe, expect, it } from 'vitest';
import { englishText } from '../../../src/lib/domain/event-codes';
import type { MatchEvent } from '../../../src/lib/domain/match';
import type { SportId } from '../../../src/lib/domain/sports';
import type { MatchSetup, PlayerRef } from '../../../src/server/feed/simulator/engines/engine';
import { ENGINES } from '../../../src/server/feed/simulator/engines/index';
import { createRng } from '../../../src/server/feed/simulator/rng';
import { ALL_MESSAGES } from '../../../src/lib/i18n/messages.server';
import { provideMessages } from '../../../src/lib/i18n/runtime';
import { createLightTranslate } from '../../../src/lib/i18n/translate';
import { eventLine } from '../../../src/lib/panels/event-line';

const POSITIONS: Partial<Record<SportId, string>> = {
  1: 'GDDDDMMMMFFGDMMFDF',
  16: 'PCIIIIOOOPPPPPPCIO',
  17: 'GDDDDDDFFFFFFFFFFFFG',
  18: 'GGFFCGFCGFCF',
  91: 'SOMPOMLSOMP',
};

function squad(sport: SportId, teamId: number, named: boolean): PlayerRef[] {
  if (!named) return [];
  const positions = POSITIONS[sport] ?? 'GDDDMMMFFGDMFOPCS';
  return [...positions].map((code, i) => ({
    id: teamId * 100 + i,
    name: `Player ${teamId}-${i}`,
    position:
      code === 'I' ? 'IF' : code === 'O' ? 'OF' : code === 'M' && sport === 91 ? 'MB' : code,
    shirt: i + 1,
  }));
}

function play(sport: SportId, seed: string, named: boolean): MatchEvent[] {
  const engine = ENGINES[sport];
  const setup: MatchSetup = {
    matchId: 9,
    sportId: sport,
    format: engine.formats[0]!,
    neutral: sport === 13 || sport === 151,
    home: { teamId: 1, name: 'Ulsan HD', rating: 1560, players: squad(sport, 1, named) },
    away: { teamId: 2, name: 'Jeonbuk Motors', rating: 1500, players: squad(sport, 2, named) },
  };
  const rng = createRng(seed);
  let state = engine.start(engine.init(setup, rng), rng);
  for (let i = 0; i < 40_000 && !engine.isFinished(state); i++)
    state = engine.step(state, 3000, rng);
  return engine.view(state).events;
}

describe('event codes of the simulated feed', () => {
  const sports = Object.keys(ENGINES).map(Number) as SportId[];
  it.each(sports)('sport %i: every event has a code that writes its text back', (sport) => {
    const events = [
      ...play(sport, `codes-${sport}-a`, true),
      ...play(sport, `codes-${sport}-b`, true),
      ...play(sport, `codes-${sport}-c`, false),
    ];
    expect(events.length).toBeGreaterThan(0);
    const missing = events.filter((e) => typeof e.code !== 'number').map((e) => e.text);
    expect(missing).toEqual([]);
    for (const e of events) expect(englishText(e.code, e.p)).toBe(e.text);
    // Team entries carry the side: the code starts 1 (home) or 2 (away).
    const sided = events.filter((e) => e.p && 'team' in e.p && e.p.team !== undefined);
    for (const e of sided) expect([1, 2]).toContain(Math.floor(e.code! / 10000));
  });
});

describe("the simulated feed in the viewer's language", () => {
  provideMessages((lang) => ALL_MESSAGES[lang]);
  // English words of the feed's texts that must not reach the Korean and Japanese pages.
  const ENGLISH =
    /Attack|Time ?[Oo]ut|Foul|Face Off|Goal|Point|Serve|Inning|Corner|Card|Strike|Ball|Score After|Overtime|Set \d|Map \d|Top \d|Bottom \d|Quarter|Period/;
  it.each(Object.keys(ENGINES).map(Number) as SportId[])(
    'sport %i renders every event in kr and jp, and in en as sent',
    (sport) => {
      const events = play(sport, `render-${sport}`, true);
      const teams = { kr: ['울산 HD', '전북 현대'], jp: ['蔚山HD', '全北現代'] } as const;
      for (const e of events) {
        expect(eventLine(e, createLightTranslate('en'), 'en')).toEqual({
          id: e.id,
          text: e.text,
          asSent: false,
        });
        for (const lang of ['kr', 'jp'] as const) {
          const line = eventLine(e, createLightTranslate(lang), lang, teams[lang]);
          expect(line.asSent, e.text).toBe(false);
          expect(line.text, `${lang}: ${e.text}`).not.toMatch(ENGLISH);
        }
      }
    },
  );
});
