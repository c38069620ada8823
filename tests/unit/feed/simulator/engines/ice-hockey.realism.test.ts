import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { iceHockeyEngine as engine } from '../../../../../src/server/feed/simulator/engines/ice-hockey';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

interface Season {
  games: number;
  goals: number;
  pastRegulation: number;
  homeWins: number;
  powerPlays: number;
  powerPlayGoals: number;
  wallMs: number;
  pricedHome: number;
}

/** Plays `n` games between teams rated around 1500 (NHL-like parity, sd 80). */
function season(format: string, n: number): Season {
  const ratings = createRng(`${format}-ratings`);
  const out: Season = {
    games: n,
    goals: 0,
    pastRegulation: 0,
    homeWins: 0,
    powerPlays: 0,
    powerPlayGoals: 0,
    wallMs: 0,
    pricedHome: 0,
  };
  for (let g = 0; g < n; g++) {
    const rng = createRng(`${format}-season-${g}`);
    const setup: MatchSetup = {
      matchId: g,
      sportId: 17,
      format,
      neutral: false,
      home: { teamId: 1, name: 'Home', rating: ratings.normal(1500, 80), players: [] },
      away: { teamId: 2, name: 'Away', rating: ratings.normal(1500, 80), players: [] },
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
    if (v.scores['4']) out.pastRegulation++;
    if (h > a) out.homeWins++;
    out.powerPlays += v.stats.power_plays![0] + v.stats.power_plays![1];
    out.powerPlayGoals += v.stats.power_play_goals![0] + v.stats.power_play_goals![1];
  }
  return out;
}

describe('ice hockey realism over 1,000 NHL games', () => {
  let nhl: Season;
  // A thousand simulated matches: seconds alone, longer on a loaded machine.
  beforeAll(() => {
    nhl = season('nhl', 1000);
  }, 120_000);

  it('scores 5.3-6.6 goals a game (NHL 2015-16 … 2024-25 ≈ 5.5-6.4, shoot-out goal included)', () => {
    const perGame = nhl.goals / nhl.games;
    expect(perGame).toBeGreaterThanOrEqual(5.3);
    expect(perGame).toBeLessThanOrEqual(6.6);
  });

  it('goes to overtime or a shoot-out in 18-28 % of games', () => {
    const share = nhl.pastRegulation / nhl.games;
    expect(share).toBeGreaterThanOrEqual(0.18);
    expect(share).toBeLessThanOrEqual(0.28);
  });

  it('lets the home side win 50-58 % of games', () => {
    const share = nhl.homeWins / nhl.games;
    expect(share).toBeGreaterThanOrEqual(0.5);
    expect(share).toBeLessThanOrEqual(0.58);
  });

  it('converts 17-25 % of power plays', () => {
    const rate = nhl.powerPlayGoals / nhl.powerPlays;
    expect(rate).toBeGreaterThanOrEqual(0.17);
    expect(rate).toBeLessThanOrEqual(0.25);
  });

  it('lasts about 2 h 20 of wall time, as expectedDurationMs says', () => {
    const minutes = nhl.wallMs / nhl.games / 60_000;
    expect(minutes).toBeGreaterThan(130);
    expect(minutes).toBeLessThan(155);
    expect(Math.abs(minutes * 60_000 - engine.expectedDurationMs('nhl'))).toBeLessThan(
      0.05 * minutes * 60_000,
    );
  });

  it('prices the pre-match money line in line with how often the home side wins', () => {
    expect(Math.abs(nhl.pricedHome - nhl.homeWins) / nhl.games).toBeLessThan(0.04);
  });

  it('has the KHL score less than the NHL', () => {
    const khl = season('khl', 300);
    expect(khl.goals / khl.games).toBeLessThan(nhl.goals / nhl.games - 0.3);
    expect(khl.goals / khl.games).toBeGreaterThan(4.5);
  });
});
