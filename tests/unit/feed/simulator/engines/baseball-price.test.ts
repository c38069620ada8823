// Baseball prices: money line, run line and total are proper distributions and move the way
// a bookmaker's would as the game goes on.
import { describe, expect, it } from 'vitest';
import type { MarketProbabilities } from '../../../../../src/lib/domain/odds';
import { baseballEngine as engine } from '../../../../../src/server/feed/simulator/engines/baseball';
import type { BaseballState } from '../../../../../src/server/feed/simulator/engines/baseball';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

function setup(format: string, home = 1500, away = 1500): MatchSetup {
  return {
    matchId: 3,
    sportId: 16,
    format,
    neutral: false,
    home: { teamId: 1, name: 'Home', rating: home, players: [] },
    away: { teamId: 2, name: 'Away', rating: away, players: [] },
  };
}

interface Situation {
  inning: number;
  half: 'top' | 'bottom';
  home: number;
  away: number;
  outs?: number;
  balls?: number;
  strikes?: number;
  bases?: BaseballState['bases'];
}

/** A live game at a situation (runs so far in the first inning). */
function at(format: string, x: Situation, ratings: [number, number] = [1500, 1500]): BaseballState {
  const rng = createRng('price');
  const s = engine.start(engine.init(setup(format, ...ratings), rng), rng);
  const line = (n: number, runs: number): number[] =>
    Array.from({ length: n }, (_, i) => (i === 0 ? runs : 0));
  return {
    ...s,
    inning: x.inning,
    half: x.half,
    outs: x.outs ?? 0,
    balls: x.balls ?? 0,
    strikes: x.strikes ?? 0,
    bases: x.bases ?? [null, null, null],
    lineScore: {
      away: line(x.inning, x.away),
      home: line(x.half === 'bottom' ? x.inning : x.inning - 1, x.home),
    },
    totals: { home: { ...s.totals.home, runs: x.home }, away: { ...s.totals.away, runs: x.away } },
  };
}

function expectProper(p: MarketProbabilities, ties: boolean): void {
  const { winner, handicap, total } = p;
  expect(Math.abs(winner.home + winner.away + (winner.draw ?? 0) - 1)).toBeLessThan(1e-9);
  expect(winner.draw === null).toBe(!ties);
  expect(Math.abs(handicap!.home + handicap!.away - 1)).toBeLessThan(1e-9);
  expect(Math.abs(total!.over + total!.under - 1)).toBeLessThan(1e-9);
  for (const q of [
    winner.home,
    winner.away,
    winner.draw ?? 0.5,
    handicap!.home,
    handicap!.away,
    total!.over,
    total!.under,
  ]) {
    expect(q).toBeGreaterThanOrEqual(0.005 - 1e-12);
    expect(q).toBeLessThanOrEqual(0.995 + 1e-12);
  }
  expect(Math.abs(handicap!.line % 1)).toBe(0.5);
  expect(Math.abs(handicap!.line)).toBeGreaterThanOrEqual(1.5);
  expect(Math.abs(total!.line % 1)).toBe(0.5);
}

describe('baseball prices', () => {
  it.each([
    ['mlb', false],
    ['kbo', true],
    ['npb', true],
  ] as const)('%s: every market sums to one all game long', (format, ties) => {
    const rng = createRng(`sum-${format}`);
    let s = engine.init(setup(format, 1540, 1480), rng);
    expectProper(engine.price(s), ties);
    s = engine.start(s, rng);
    for (let i = 0; !engine.isFinished(s); i++) {
      s = engine.step(s, 20_000, rng);
      if (i % 7 === 0) expectProper(engine.price(s), ties);
    }
    expectProper(engine.price(s), ties);
  });

  it('favours the stronger side before the first pitch', () => {
    const rng = createRng('fav');
    const strongHome = engine.price(engine.init(setup('mlb', 1600, 1450), rng));
    expect(strongHome.winner.home).toBeGreaterThan(0.65);
    expect(strongHome.handicap!.line).toBe(-1.5);
    const strongAway = engine.price(engine.init(setup('mlb', 1450, 1600), rng));
    expect(strongAway.winner.away).toBeGreaterThan(0.6);
    expect(strongAway.handicap!.line).toBe(1.5);
    // Equal teams: the home side's small edge (MLB home teams win ≈ 53–54 %).
    const even = engine.price(engine.init(setup('mlb'), rng)).winner.home;
    expect(even).toBeGreaterThan(0.52);
    expect(even).toBeLessThan(0.56);
  });

  it('sets a pre-match total near the league scoring level and a KBO tie chance', () => {
    const rng = createRng('pre');
    const mlb = engine.price(engine.init(setup('mlb'), rng));
    expect(mlb.total!.line).toBeGreaterThanOrEqual(7.5);
    expect(mlb.total!.line).toBeLessThanOrEqual(9.5);
    const kbo = engine.price(engine.init(setup('kbo'), rng));
    expect(kbo.winner.draw).toBeGreaterThan(0.015);
    expect(kbo.winner.draw).toBeLessThan(0.05);
  });

  it('raises the leader as the innings pass', () => {
    const chances = [2, 4, 6, 8, 9].map(
      (inning) => engine.price(at('mlb', { inning, half: 'top', home: 3, away: 1 })).winner.home,
    );
    chances.slice(1).forEach((p, i) => expect(p).toBeGreaterThan(chances[i]!));
    expect(chances[0]).toBeGreaterThan(0.6);
    expect(chances[4]).toBeGreaterThan(0.85);
  });

  it('moves the run line and the total with the score', () => {
    const blowout = engine.price(at('mlb', { inning: 8, half: 'top', home: 8, away: 1 }));
    expect(blowout.handicap!.line).toBeLessThanOrEqual(-4.5);
    expect(blowout.total!.line).toBeGreaterThan(9);
  });

  it('is extreme but finite at the end', () => {
    const s = at('mlb', { inning: 9, half: 'bottom', outs: 2, strikes: 2, home: 1, away: 6 });
    const p = engine.price(s);
    expect(p.winner.home).toBeLessThan(0.01);
    expect(Number.isFinite(1 / p.winner.home)).toBe(true);
    expect(p.winner.away).toBeGreaterThan(0.99);
    expect(p.winner.away).toBeLessThan(1);
  });

  it('sees a walk-off coming with the bases loaded and nobody out', () => {
    const p = engine.price(
      at('mlb', { inning: 9, half: 'bottom', home: 2, away: 2, bases: [1, 2, 3] }),
    );
    expect(p.winner.home).toBeGreaterThan(0.8);
  });

  it('prices a tie in a tied KBO 11th and none in MLB', () => {
    const tied = { inning: 11, half: 'bottom' as const, outs: 2, home: 4, away: 4 };
    const kbo = engine.price(at('kbo', tied)).winner;
    expect(kbo.draw).toBeGreaterThan(0.8);
    expect(kbo.away).toBe(0.005);
    const mlb = engine.price(at('mlb', tied)).winner;
    expect(mlb.draw).toBeNull();
    expect(mlb.home).toBeGreaterThan(0.3);
    expect(mlb.home).toBeLessThan(0.7);
  });

  it('settles once the game is over', () => {
    const rng = createRng('settle');
    let s = engine.start(engine.init(setup('kbo'), rng), rng);
    while (!engine.isFinished(s)) s = engine.step(s, 600_000, rng);
    const p = engine.price(s);
    const margin = s.totals.home.runs - s.totals.away.runs;
    const winner = margin > 0 ? p.winner.home : margin < 0 ? p.winner.away : p.winner.draw;
    expect(winner).toBeCloseTo(0.99, 6);
  });
});
