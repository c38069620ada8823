// Does the simulated game look like real baseball? Thousands of games per format against
// league facts: the real KBO 2025 season (tests/fixtures/kbo), MLB 2015–2024 scoring and
// home-field records, and NPB's lower scoring with ties after 12 innings.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseballEngine as engine } from '../../../../../src/server/feed/simulator/engines/baseball';
import type { BaseballState } from '../../../../../src/server/feed/simulator/engines/baseball';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

function readCsv(name: string): Record<string, string>[] {
  const text = readFileSync(
    new URL(`../../../../fixtures/kbo/${name}`, import.meta.url),
    'utf8',
  ).trim();
  const [head, ...rows] = text.split(/\r?\n/);
  const keys = head!.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((v, i) => [keys[i]!, v])));
}

interface Sample {
  runs: number[];
  homeWins: number;
  ties: number;
  games: number;
}

const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const variance = (xs: number[]): number => {
  const m = mean(xs);
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
};
/** Standard error of a mean, and of a share. */
const seMean = (xs: number[]): number => Math.sqrt(variance(xs) / xs.length);
const seShare = (p: number, n: number): number => Math.sqrt((p * (1 - p)) / n);

function setup(format: string, home: number, away: number): MatchSetup {
  return {
    matchId: 1,
    sportId: 16,
    format,
    neutral: false,
    home: { teamId: 1, name: 'Home', rating: home, players: [] },
    away: { teamId: 2, name: 'Away', rating: away, players: [] },
  };
}

function simulate(format: string, home: number, away: number, seed: string): BaseballState {
  const rng = createRng(seed);
  // Coarse steps play the same game as 1 s steps (see the determinism tests), only faster.
  let s = engine.start(engine.init(setup(format, home, away), rng), rng);
  while (!engine.isFinished(s)) s = engine.step(s, 3_600_000, rng);
  return s;
}

function summarise(games: BaseballState[]): Sample {
  return {
    runs: games.map((s) => s.totals.home.runs + s.totals.away.runs),
    homeWins: games.filter((s) => s.result === 'home').length,
    ties: games.filter((s) => s.result === 'tie').length,
    games: games.length,
  };
}

/** Wall time of the last play: the game's duration. */
const durationMin = (s: BaseballState): number => s.nextAtMs / 60_000;

describe('KBO realism against the 2025 season', () => {
  const results = readCsv('kbo_2025_regular_season_results.csv');
  const standings = readCsv('kbo_2025_final_standings.csv');
  // Team strength from the final table: the Elo gap that gives each team's W / (W + L).
  const rating = new Map(
    standings.map((row) => {
      const pct = Number(row.W) / (Number(row.W) + Number(row.L));
      return [row.team_ko!, 1500 + 400 * Math.log10(pct / (1 - pct))];
    }),
  );
  const real = summarise([]);
  for (const row of results) {
    const home = Number(row.home_score);
    const away = Number(row.away_score);
    real.runs.push(home + away);
    real.games += 1;
    if (home > away) real.homeWins += 1;
    if (home === away) real.ties += 1;
  }
  // The real schedule twice over (1,440 games), each side rated from the final table.
  const simulated = summarise(
    results.flatMap((row, i) =>
      ['a', 'b'].map((round) =>
        simulate('kbo', rating.get(row.home_ko!)!, rating.get(row.away_ko!)!, `kbo-${i}-${round}`),
      ),
    ),
  );

  it('reads the whole season from the fixture', () => {
    expect(real.games).toBe(720);
    expect(rating.size).toBe(10);
    expect(real.ties).toBe(standings.reduce((s, row) => s + Number(row.D), 0) / 2);
  });

  // Tolerance: real ± 2·SE of the season, widened by the simulation's own sampling error
  // (also ≈ 2·SE): the two means are compared as two samples, 2·√(SE_real² + SE_sim²).
  it('scores as many runs per game as the 2025 season', () => {
    const gap = Math.abs(mean(simulated.runs) - mean(real.runs));
    expect(gap).toBeLessThan(2 * Math.hypot(seMean(real.runs), seMean(simulated.runs)));
  });

  it('gives the home side its 2025 share of wins', () => {
    const realShare = real.homeWins / real.games;
    const simShare = simulated.homeWins / simulated.games;
    const se = Math.hypot(seShare(realShare, real.games), seShare(simShare, simulated.games));
    expect(Math.abs(simShare - realShare)).toBeLessThan(2 * se);
  });

  it('ends as many games tied after 11 innings as in 2025', () => {
    const realShare = real.ties / real.games;
    const simShare = simulated.ties / simulated.games;
    const se = Math.hypot(seShare(realShare, real.games), seShare(simShare, simulated.games));
    expect(simShare).toBeGreaterThan(0);
    expect(Math.abs(simShare - realShare)).toBeLessThan(2 * se);
  });
});

describe('MLB and NPB realism', () => {
  const ratings = createRng('league-ratings');
  // Team strengths spread like MLB's (Elo SD ≈ 50: most teams win 40–60 % of their games).
  const pairs = (n: number): [number, number][] =>
    Array.from({ length: n }, () => [ratings.normal(1500, 50), ratings.normal(1500, 50)]);
  const mlbRatings = pairs(1200);
  const mlb = mlbRatings.map(([home, away], i) => simulate('mlb', home, away, `mlb-${i}`));
  const npb = pairs(1200).map(([home, away], i) => simulate('npb', home, away, `npb-${i}`));

  it('MLB scores 8.2–9.8 runs a game (2015–2024 league averages ≈ 4.1–4.9 a team)', () => {
    const runs = mean(summarise(mlb).runs);
    expect(runs).toBeGreaterThan(8.2);
    expect(runs).toBeLessThan(9.8);
  });

  it('MLB plate appearances end like MLB 2021–2024 ones (K ≈ 22–23 %, BB ≈ 8–9 %)', () => {
    const sum = (key: 'batters' | 'strikeouts' | 'walks' | 'pitches' | 'homers' | 'hits'): number =>
      mlb.reduce((t, g) => t + g.totals.home[key] + g.totals.away[key], 0);
    const pa = sum('batters');
    expect(sum('strikeouts') / pa).toBeGreaterThan(0.2);
    expect(sum('strikeouts') / pa).toBeLessThan(0.26);
    expect(sum('walks') / pa).toBeGreaterThan(0.07);
    expect(sum('walks') / pa).toBeLessThan(0.1);
    expect(sum('pitches') / pa).toBeGreaterThan(3.6);
    expect(sum('pitches') / pa).toBeLessThan(4.1);
    // Per team and game: ≈ 1.1–1.3 home runs and 8–8.5 hits in recent seasons.
    expect(sum('homers') / mlb.length / 2).toBeGreaterThan(0.9);
    expect(sum('homers') / mlb.length / 2).toBeLessThan(1.4);
    expect(sum('hits') / mlb.length / 2).toBeGreaterThan(7.5);
    expect(sum('hits') / mlb.length / 2).toBeLessThan(9.5);
  });

  it('MLB home teams win 50–58 % and no game ends tied', () => {
    const sample = summarise(mlb);
    expect(sample.homeWins / sample.games).toBeGreaterThan(0.5);
    expect(sample.homeWins / sample.games).toBeLessThan(0.58);
    expect(sample.ties).toBe(0);
  });

  it('NPB scores less than MLB and ties a few games after 12 innings', () => {
    const sample = summarise(npb);
    expect(mean(sample.runs)).toBeGreaterThan(6.2);
    expect(mean(sample.runs)).toBeLessThan(mean(summarise(mlb).runs));
    expect(sample.ties / sample.games).toBeGreaterThan(0.01);
    expect(sample.ties / sample.games).toBeLessThan(0.05);
  });

  it('lasts about as long as expectedDurationMs says (MLB ≈ 2 h 40)', () => {
    for (const [format, games] of [
      ['mlb', mlb],
      ['npb', npb],
    ] as const) {
      const minutes = mean(games.map(durationMin));
      expect(Math.abs(minutes - engine.expectedDurationMs(format) / 60_000)).toBeLessThan(6);
      expect(minutes).toBeGreaterThan(150);
      expect(minutes).toBeLessThan(190);
    }
  });

  it('stops for rain in under 1 % of games', () => {
    const rained = [...mlb, ...npb].filter((s) =>
      s.events.some((e) => e.text.endsWith('Rain Delay')),
    ).length;
    expect(rained / (mlb.length + npb.length)).toBeLessThan(0.01);
  });

  // Prices of the same 1,200 games before the first pitch (computed here, outside the
  // per-test time limit: every new pair of teams builds fresh run tables).
  const predicted = mlbRatings.map(
    ([home, away], i) =>
      engine.price(engine.init(setup('mlb', home, away), createRng(`mlb-${i}`))).winner.home,
  );

  it('prices pre-match home wins as often as the games deliver them', () => {
    const won = mlb.map((g) => (g.result === 'home' ? 1 : 0));
    const share = mean(won);
    expect(Math.abs(mean(predicted) - share)).toBeLessThan(2 * seShare(share, won.length));
    // Favourites by price win more often than underdogs by price.
    const favourites = won.filter((_, i) => predicted[i]! > 0.55);
    const underdogs = won.filter((_, i) => predicted[i]! < 0.5);
    expect(mean(favourites) - mean(underdogs)).toBeGreaterThan(0.08);
  });
});
