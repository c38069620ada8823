// The American football feed carries what the field frame draws: the ball's yard line and where
// the current drive began.
import { describe, expect, it } from 'vitest';
import { americanFootballEngine as engine } from '../../../../../src/server/feed/simulator/engines/american-football';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const setup: MatchSetup = {
  matchId: 9,
  sportId: 12,
  format: 'nfl',
  home: { teamId: 1, name: 'Home', rating: 1500, players: [] },
  away: { teamId: 2, name: 'Away', rating: 1500, players: [] },
  neutral: false,
};

describe('american football feed for the field frame', () => {
  it('sends the drive start with the yard line, and a new drive starts where the ball is', () => {
    const rng = createRng('drive');
    let s = engine.start(engine.init(setup, rng), rng);
    let drives = 0;
    let lastPossession: unknown = null;
    for (let i = 0; i < 4000 && !engine.isFinished(s); i++) {
      s = engine.step(s, 1000, rng);
      const sts = engine.view(s).details.sts;
      if (sts.yardLine === null) {
        expect(sts.driveStart).toBeNull();
        continue;
      }
      expect(sts.driveStart).toEqual(expect.any(Number));
      expect(sts.driveStart).toBeGreaterThanOrEqual(1);
      expect(sts.driveStart).toBeLessThanOrEqual(99);
      if (sts.possession !== lastPossession) drives++;
      lastPossession = sts.possession;
    }
    expect(drives).toBeGreaterThan(5);
  });
});
