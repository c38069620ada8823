// The e-sports feed names each finished map's winner (kills per map do not say who won), for
// the panel's per-map table.
import { describe, expect, it } from 'vitest';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { esportsEngine as engine } from '../../../../../src/server/feed/simulator/engines/esports';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const setup: MatchSetup = {
  matchId: 4,
  sportId: 151,
  format: 'bo5',
  neutral: true,
  home: { teamId: 301, name: 'T1', rating: 1500, players: [] },
  away: { teamId: 302, name: 'Gen.G', rating: 1500, players: [] },
};

describe('e-sports feed for the per-map table', () => {
  it('lists one winner per finished map, agreeing with the maps won', () => {
    const rng = createRng('maps');
    let s = engine.start(engine.init(setup, rng), rng);
    while (!engine.isFinished(s)) s = engine.step(s, 1000, rng);
    const view = engine.view(s);
    const winners = view.details.sts.mapWinners as string[];
    const wins = view.details.sts.mapWins as [number, number];
    expect(winners).toHaveLength(wins[0] + wins[1]);
    expect(winners.filter((w) => w === 'home')).toHaveLength(wins[0]);
    expect(Object.keys(view.scores)).toHaveLength(winners.length);
    expect(Math.max(...wins)).toBe(3);
  });
});
