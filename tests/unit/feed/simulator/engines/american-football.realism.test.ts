// American football engine realism over 1,000 simulated NFL games, against real league ranges.
// Sources: pro-football-reference "NFL League Averages" 2015–2024 (21.7–24.8 points per team,
// so 43–50 per game, ≈ 45 on average; home teams winning 50–58 % a season, ≈ 55 % overall;
// ties 0.2–0.4 % of games); NFL kicking 2015–2024 (≈ 92 % inside 40 yards, ≈ 68 % from 50+);
// average broadcast game length about three hours.
import { describe, expect, it } from 'vitest';
import { americanFootballEngine as engine } from '../../../../../src/server/feed/simulator/engines/american-football';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const GAMES = 1000;

function season() {
  const ratings = createRng('ratings-nfl');
  let total = 0;
  let homeWins = 0;
  let ties = 0;
  let wall = 0;
  const kicks: Record<'short' | 'long', [number, number]> = { short: [0, 0], long: [0, 0] };
  for (let i = 0; i < GAMES; i++) {
    const rng = createRng(`nfl-${i}`);
    let s = engine.init(
      {
        matchId: i,
        sportId: 12,
        format: 'nfl',
        // NFL Elo ratings spread about ±90 around 1500.
        home: { teamId: 1, name: 'Home', rating: ratings.normal(1500, 90), players: [] },
        away: { teamId: 2, name: 'Away', rating: ratings.normal(1500, 90), players: [] },
        neutral: false,
      },
      rng,
    );
    s = engine.start(s, rng);
    while (!engine.isFinished(s)) s = engine.step(s, 3_600_000, rng);
    const v = engine.view(s);
    const [home, away] = v.ss!.split('-').map(Number) as [number, number];
    total += home + away;
    if (home > away) homeWins++;
    if (home === away) ties++;
    wall += s.wallMs;
    for (const { text } of v.events) {
      const m = /Field Goal( Missed)? \((\d+) yds\)/.exec(text);
      if (!m) continue;
      const bucket = Number(m[2]) >= 50 ? kicks.long : Number(m[2]) < 40 ? kicks.short : null;
      if (bucket) {
        bucket[1]++;
        if (!m[1]) bucket[0]++;
      }
    }
  }
  return {
    meanTotal: total / GAMES,
    homeWinShare: homeWins / GAMES,
    tieShare: ties / GAMES,
    meanWallMs: wall / GAMES,
    shortRate: kicks.short[0] / kicks.short[1],
    longRate: kicks.long[0] / kicks.long[1],
  };
}

describe('american football realism (1,000 NFL games)', () => {
  const nfl = season();

  it('scores 40–50 points a game', () => {
    expect(nfl.meanTotal).toBeGreaterThanOrEqual(40);
    expect(nfl.meanTotal).toBeLessThanOrEqual(50);
  });

  it('home teams win 50–60 % and fewer than 1 % of games end tied', () => {
    expect(nfl.homeWinShare).toBeGreaterThanOrEqual(0.5);
    expect(nfl.homeWinShare).toBeLessThanOrEqual(0.6);
    expect(nfl.tieShare).toBeLessThan(0.01);
  });

  it('makes short field goals far more often than long ones', () => {
    expect(nfl.shortRate).toBeGreaterThan(0.85);
    expect(nfl.longRate).toBeLessThan(0.8);
    expect(nfl.longRate).toBeGreaterThan(0.5);
  });

  it('lasts about three hours of wall time, as expectedDurationMs says (within 10 %)', () => {
    const expected = engine.expectedDurationMs('nfl');
    expect(Math.abs(expected - nfl.meanWallMs) / nfl.meanWallMs).toBeLessThan(0.1);
    expect(nfl.meanWallMs / 60_000).toBeGreaterThan(160);
    expect(nfl.meanWallMs / 60_000).toBeLessThan(200);
  });
});
