import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { handballEngine as engine } from '../../../../../src/server/feed/simulator/engines/handball';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

interface Season {
  matches: number;
  goals: number;
  homeWins: number;
  draws: number;
  attacks: number;
  sevenMeters: number;
  sevenMeterGoals: number;
  wallMs: number;
  pricedHome: number;
}

/** Plays `n` league matches between teams rated around 1500 (sd 90). */
function season(n: number): Season {
  const ratings = createRng('handball-ratings');
  const out: Season = {
    matches: n,
    goals: 0,
    homeWins: 0,
    draws: 0,
    attacks: 0,
    sevenMeters: 0,
    sevenMeterGoals: 0,
    wallMs: 0,
    pricedHome: 0,
  };
  for (let g = 0; g < n; g++) {
    const rng = createRng(`handball-season-${g}`);
    const setup: MatchSetup = {
      matchId: g,
      sportId: 78,
      format: 'standard',
      neutral: false,
      home: { teamId: 1, name: 'Home', rating: ratings.normal(1500, 90), players: [] },
      away: { teamId: 2, name: 'Away', rating: ratings.normal(1500, 90), players: [] },
    };
    let s = engine.init(setup, rng);
    out.pricedHome += engine.price(s).winner.home;
    s = engine.start(s, rng);
    while (!engine.isFinished(s)) {
      s = engine.step(s, 60_000, rng);
      out.wallMs += 60_000;
    }
    const v = engine.view(s);
    const [h, a] = (v.ss ?? '').split('-').map(Number) as [number, number];
    out.goals += h + a;
    if (h > a) out.homeWins++;
    if (h === a) out.draws++;
    out.attacks += s.attacks[0] + s.attacks[1];
    out.sevenMeters += v.stats.seven_meters![0] + v.stats.seven_meters![1];
    out.sevenMeterGoals += v.stats.seven_meter_goals![0] + v.stats.seven_meter_goals![1];
  }
  return out;
}

describe('handball realism over 1,000 league matches', () => {
  let league: Season;
  // A thousand simulated matches: seconds alone, longer on a loaded machine.
  beforeAll(() => {
    league = season(1000);
  }, 120_000);

  it('scores 52-64 goals a match (Handball-Bundesliga 2018-2024 ≈ 55-59)', () => {
    const perMatch = league.goals / league.matches;
    expect(perMatch).toBeGreaterThanOrEqual(52);
    expect(perMatch).toBeLessThanOrEqual(64);
  });

  it('lets the home side win 50-62 % of matches', () => {
    const share = league.homeWins / league.matches;
    expect(share).toBeGreaterThanOrEqual(0.5);
    expect(share).toBeLessThanOrEqual(0.62);
  });

  it('ends 5-12 % of matches drawn', () => {
    const share = league.draws / league.matches;
    expect(share).toBeGreaterThanOrEqual(0.05);
    expect(share).toBeLessThanOrEqual(0.12);
  });

  it('gives each team 55-60 attacks and scores about 75 % of 7-metre throws', () => {
    const perTeam = league.attacks / league.matches / 2;
    expect(perTeam).toBeGreaterThanOrEqual(55);
    expect(perTeam).toBeLessThanOrEqual(60);
    const rate = league.sevenMeterGoals / league.sevenMeters;
    expect(rate).toBeGreaterThan(0.7);
    expect(rate).toBeLessThan(0.8);
  });

  it('lasts about 1 h 30 of wall time, as expectedDurationMs says', () => {
    const minutes = league.wallMs / league.matches / 60_000;
    expect(minutes).toBeGreaterThan(85);
    expect(minutes).toBeLessThan(100);
    expect(Math.abs(minutes * 60_000 - engine.expectedDurationMs('standard'))).toBeLessThan(
      0.05 * minutes * 60_000,
    );
  });

  it('prices the pre-match home win in line with how often the home side wins', () => {
    expect(Math.abs(league.pricedHome - league.homeWins) / league.matches).toBeLessThan(0.04);
  });
});
