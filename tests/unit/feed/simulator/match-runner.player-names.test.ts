// The simulated feed names its players in every language: each timeline entry
// that names a squad player carries the player's Korean and Japanese names beside the English.
import { describe, expect, it } from 'vitest';
import { PLAYER_SLOTS } from '../../../../src/lib/domain/event-names';
import { createCatalogue } from '../../../../src/server/feed/simulator/catalogue/index';
import { createRunner } from '../../../../src/server/feed/simulator/match-runner';
import { fixturesBetween } from '../../../../src/server/feed/simulator/schedule';

const SEED = 'player-names';
const DAY = Date.UTC(2026, 10, 20);

describe.each([
  ['soccer', 1],
  ['ice hockey', 17],
  ['handball', 78],
  ['baseball', 16],
])('simulated %s', (_name, sportId) => {
  it('gives every named player of the timeline a Korean and a Japanese name', () => {
    const catalogue = createCatalogue(SEED);
    // The sport's first league with a match that week (baseball's are in their off-season).
    const [league, match] = catalogue.leagues
      .filter((l) => l.sportId === sportId)
      .map((l) => [l, fixturesBetween(l, DAY, DAY + 7 * 86_400_000, SEED)[0]] as const)
      .find(([, first]) => first !== undefined)!;
    const runner = createRunner(match!, league, catalogue, SEED);
    for (let t = match!.kickoff; t < match!.kickoff + 6 * 3_600_000; t += 60_000) {
      runner.advanceTo(t);
      if (runner.phase(t) === 'ended') break;
    }
    const named = runner
      .snapshot()
      .events.filter((e) => PLAYER_SLOTS.some((slot) => typeof e.p?.[slot] === 'string'));
    expect(named.length).toBeGreaterThan(0);
    for (const e of named) {
      const slot = PLAYER_SLOTS.find((s) => typeof e.p?.[s] === 'string')!;
      expect(e.p?.[`${slot}_kr`], e.text).toMatch(/[가-힣]/);
      expect(e.p?.[`${slot}_jp`], e.text).toEqual(expect.any(String));
    }
  });
});
