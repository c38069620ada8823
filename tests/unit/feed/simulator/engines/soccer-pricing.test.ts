// Soccer engine prices: 1X2, Asian handicap and goal line from the expected goals still to come.
import { describe, expect, it } from 'vitest';
import type { MarketProbabilities } from '../../../../../src/lib/domain/odds';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { soccerEngine as engine } from '../../../../../src/server/feed/simulator/engines/soccer';
import type { SoccerState } from '../../../../../src/server/feed/simulator/engines/soccer-types';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const MINUTE = 60_000;

function setup(home: number, away: number, neutral = false, format = 'standard'): MatchSetup {
  return {
    matchId: 1,
    sportId: 1,
    format,
    neutral,
    home: { teamId: 1, name: 'Liverpool', rating: home, players: [] },
    away: { teamId: 2, name: 'Burnley', rating: away, players: [] },
  };
}

function kickOff(s: MatchSetup, seed = 'price'): SoccerState {
  const rng = createRng(seed);
  return engine.start(engine.init(s, rng), rng);
}

function expectValid(p: MarketProbabilities): void {
  const { winner, handicap, total } = p;
  const legs = [
    winner.home,
    winner.draw!,
    winner.away,
    handicap!.home,
    handicap!.away,
    total!.over,
    total!.under,
  ];
  for (const v of legs) {
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(1);
  }
  expect(Math.abs(winner.home + winner.draw! + winner.away - 1)).toBeLessThan(1e-9);
  expect(Math.abs(handicap!.home + handicap!.away - 1)).toBeLessThan(1e-9);
  expect(Math.abs(total!.over + total!.under - 1)).toBeLessThan(1e-9);
  expect(Math.abs(handicap!.line % 1)).toBe(0.5);
  expect(total!.line % 1).toBe(0.5);
}

/** The same moment of a match with another score and clock (states are plain data). */
function at(s: SoccerState, score: [number, number], clockMs: number): SoccerState {
  return { ...s, score, clockMs };
}

describe('soccer prices', () => {
  it('sum to one and stay inside (0, 1) through a whole match', () => {
    const rng = createRng(0);
    let s = engine.init(setup(1580, 1470), rng);
    expectValid(engine.price(s));
    s = engine.start(s, rng);
    while (!engine.isFinished(s)) {
      s = engine.step(s, 5 * MINUTE, rng);
      expectValid(engine.price(s));
    }
    const final = engine.price(s);
    const [h, a] = s.score;
    const winner = h > a ? final.winner.home : h < a ? final.winner.away : final.winner.draw!;
    expect(winner).toBeGreaterThan(0.98);
  });

  it('make the stronger side favourite before kick-off, with home advantage unless neutral', () => {
    const strongHome = engine.price(engine.init(setup(1650, 1450), createRng(1)));
    expect(strongHome.winner.home).toBeGreaterThan(0.55);
    expect(strongHome.winner.away).toBeLessThan(0.2);
    expect(strongHome.handicap!.line).toBeLessThan(0);
    expect(Math.abs(strongHome.handicap!.home - 0.5)).toBeLessThan(0.15);
    const strongAway = engine.price(engine.init(setup(1450, 1650), createRng(1)));
    expect(strongAway.winner.away).toBeGreaterThan(strongAway.winner.home);
    expect(strongAway.handicap!.line).toBeGreaterThan(0);

    const even = engine.price(engine.init(setup(1500, 1500), createRng(1)));
    expect(even.winner.home).toBeGreaterThan(even.winner.away + 0.1);
    expect(even.total!.line).toBe(2.5);
    const neutral = engine.price(engine.init(setup(1500, 1500, true), createRng(1)));
    expect(Math.abs(neutral.winner.home - neutral.winner.away)).toBeLessThan(1e-9);
  });

  it("raise the leader's chance as time runs out", () => {
    const s = engine.step(kickOff(setup(1500, 1500)), 60 * MINUTE + 15 * MINUTE, createRng(0));
    expect(s.status).toBe('h2');
    const leads = [50, 60, 70, 80, 88].map(
      (m) => engine.price(at(s, [1, 0], m * MINUTE)).winner.home,
    );
    leads.forEach((p, i) => {
      if (i > 0) expect(p).toBeGreaterThan(leads[i - 1]!);
    });
    expect(leads.at(-1)).toBeGreaterThan(0.85);
    const trailing = [50, 70, 88].map((m) => engine.price(at(s, [0, 1], m * MINUTE)).winner.home);
    expect(trailing[2]).toBeLessThan(trailing[0]!);
  });

  it('react to goals: the scorer gains and the goal line moves up', () => {
    const s = engine.step(kickOff(setup(1500, 1500)), 20 * MINUTE, createRng(0));
    const level = engine.price(at(s, [0, 0], 20 * MINUTE));
    const ahead = engine.price(at(s, [1, 0], 20 * MINUTE));
    expect(ahead.winner.home).toBeGreaterThan(level.winner.home + 0.15);
    expect(ahead.total!.line).toBeGreaterThan(level.total!.line);
    expect(ahead.handicap!.line).toBeLessThan(level.handicap!.line);
  });

  it('fall for a side reduced to ten', () => {
    const s = engine.step(kickOff(setup(1500, 1500)), 30 * MINUTE, createRng(0));
    const squads: SoccerState['squads'] = [...s.squads];
    squads[0] = {
      ...squads[0],
      onPitch: squads[0].onPitch.slice(1),
      sentOff: [squads[0].onPitch[1]!],
    };
    const before = engine.price(s);
    const after = engine.price({ ...s, squads });
    expect(after.winner.home).toBeLessThan(before.winner.home - 0.05);
    expect(after.winner.away).toBeGreaterThan(before.winner.away + 0.05);
  });

  it('expect more goals in e-soccer, and fewer with less time left', () => {
    const standard = engine.price(engine.init(setup(1500, 1500), createRng(2)));
    const esoccer = engine.price(engine.init(setup(1500, 1500, false, 'esoccer-8'), createRng(2)));
    expect(esoccer.total!.line).toBeGreaterThanOrEqual(4.5);
    expect(standard.total!.line).toBe(2.5);
    const s = engine.step(kickOff(setup(1500, 1500)), 80 * MINUTE, createRng(0));
    const early = engine.price(at(s, [1, 1], 50 * MINUTE));
    const late = engine.price(at(s, [1, 1], 85 * MINUTE));
    expect(late.total!.line).toBeLessThanOrEqual(early.total!.line);
    expect(late.winner.draw!).toBeGreaterThan(early.winner.draw!);
  });
});
