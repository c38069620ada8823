// Basketball engine realism over 1,000 simulated games per format, against real league ranges.
// Sources: NBA league averages 2015-16 … 2024-25 (basketball-reference "League Averages":
// 100–118 points per team, home teams winning 54–60 % outside the 2020-21 bubble season,
// overtime in about 6 % of games); EuroLeague and KBL seasons 2018–2024 (≈ 155–170 points per
// game); bet365 e-basketball 4×5-minute totals (≈ 80–110).
import { describe, expect, it } from 'vitest';
import { basketballEngine as engine } from '../../../../../src/server/feed/simulator/engines/basketball';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const GAMES = 1000;

interface Summary {
  meanTotal: number;
  homeWinShare: number;
  overtimeShare: number;
  meanWallMs: number;
}

/** Plays GAMES games between teams rated like a league (Elo σ 100, home advantage on). */
function season(format: string): Summary {
  const ratings = createRng(`ratings-${format}`);
  let total = 0;
  let homeWins = 0;
  let overtimes = 0;
  let wall = 0;
  for (let i = 0; i < GAMES; i++) {
    const rng = createRng(`${format}-${i}`);
    let s = engine.init(
      {
        matchId: i,
        sportId: 18,
        format,
        home: { teamId: 1, name: 'Home', rating: ratings.normal(1500, 100), players: [] },
        away: { teamId: 2, name: 'Away', rating: ratings.normal(1500, 100), players: [] },
        neutral: false,
      },
      rng,
    );
    s = engine.start(s, rng);
    while (!engine.isFinished(s)) s = engine.step(s, 3_600_000, rng);
    const [home, away] = engine.view(s).ss!.split('-').map(Number) as [number, number];
    total += home + away;
    if (home > away) homeWins++;
    if (s.period > 4) overtimes++;
    wall += s.wallMs;
  }
  return {
    meanTotal: total / GAMES,
    homeWinShare: homeWins / GAMES,
    overtimeShare: overtimes / GAMES,
    meanWallMs: wall / GAMES,
  };
}

describe('basketball realism (1,000 games per format)', () => {
  const nba = season('nba');
  const fiba = season('fiba');
  const ebasketball = season('ebasketball-4x5');

  it('NBA: 205–240 points a game, home teams win 53–62 %, overtime in 4–9 %', () => {
    expect(nba.meanTotal).toBeGreaterThanOrEqual(205);
    expect(nba.meanTotal).toBeLessThanOrEqual(240);
    expect(nba.homeWinShare).toBeGreaterThanOrEqual(0.53);
    expect(nba.homeWinShare).toBeLessThanOrEqual(0.62);
    expect(nba.overtimeShare).toBeGreaterThanOrEqual(0.04);
    expect(nba.overtimeShare).toBeLessThanOrEqual(0.09);
  });

  it('FIBA (KBL, WKBL, B.League, EuroLeague): 145–180 points a game, overtime in 4–9 %', () => {
    expect(fiba.meanTotal).toBeGreaterThanOrEqual(145);
    expect(fiba.meanTotal).toBeLessThanOrEqual(180);
    expect(fiba.overtimeShare).toBeGreaterThanOrEqual(0.04);
    expect(fiba.overtimeShare).toBeLessThanOrEqual(0.09);
  });

  it('e-basketball 4×5: 70–120 points a game, overtime in 4–9 %', () => {
    expect(ebasketball.meanTotal).toBeGreaterThanOrEqual(70);
    expect(ebasketball.meanTotal).toBeLessThanOrEqual(120);
    expect(ebasketball.overtimeShare).toBeGreaterThanOrEqual(0.04);
    expect(ebasketball.overtimeShare).toBeLessThanOrEqual(0.09);
  });

  it.each([
    ['nba', nba],
    ['fiba', fiba],
    ['ebasketball-4x5', ebasketball],
  ])('%s: expectedDurationMs is within 10 %% of the simulated wall time', (format, summary) => {
    const expected = engine.expectedDurationMs(format);
    expect(Math.abs(expected - summary.meanWallMs) / summary.meanWallMs).toBeLessThan(0.1);
  });

  it('NBA wall time includes breaks: about 2 h 15 min for 48 minutes of game clock', () => {
    expect(nba.meanWallMs / 60_000).toBeGreaterThan(120);
    expect(nba.meanWallMs / 60_000).toBeLessThan(150);
  });
});
