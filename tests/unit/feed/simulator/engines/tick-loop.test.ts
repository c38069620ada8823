// The engines' one tick loop: whole ticks, the remainder carried, stopped by the end of the match.
import { describe, expect, it } from 'vitest';
import type { SportId } from '../../../../../src/lib/domain/sports';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { ENGINES } from '../../../../../src/server/feed/simulator/engines/index';
import {
  countdownTicks,
  phaseTicks,
  stepTicks,
} from '../../../../../src/server/feed/simulator/engines/tick-loop';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

/** A toy match: one point a tick, over at `endAt` points. */
interface Toy {
  phase: 'pre' | 'live' | 'over';
  carryMs: number;
  points: number[];
}

const END_AT = 5;
const toyTicks = phaseTicks<Toy>({
  tickMs: 1000,
  copy: (s) => ({ ...s, points: [...s.points] }),
  tick(s) {
    s.points.push(s.points.length + 1);
    if (s.points.length >= END_AT) s.phase = 'over';
  },
  endPhase: 'over',
});
const rng = createRng('tick-loop');
const live = (carryMs = 0): Toy => ({ phase: 'live', carryMs, points: [] });

describe('tick loop', () => {
  it.each([
    ['a whole tick', 0, 1000, 1, 0],
    ['less than a tick: carried', 0, 999, 0, 999],
    ['the carry filling a tick', 400, 600, 1, 0],
    ['two ticks and a half', 0, 2500, 2, 500],
    ['the carry and a step making three ticks', 700, 2400, 3, 100],
  ])('plays %s', (_, carryMs, dtMs, ticks, carried) => {
    const next = stepTicks(toyTicks, live(carryMs), dtMs, rng);
    expect(next.points).toHaveLength(ticks);
    expect(next.carryMs).toBe(carried);
  });

  it('stops at the end of the match and owes nothing after it', () => {
    const next = stepTicks(toyTicks, live(), 60_500, rng);
    expect(next.points).toEqual([1, 2, 3, 4, 5]);
    expect(next.phase).toBe('over');
    expect(next.carryMs).toBe(0);
  });

  it.each([
    ['before kick-off', { ...live(), phase: 'pre' as const }, 5000],
    ['after the end', { ...live(), phase: 'over' as const }, 5000],
    ['for no time', live(), 0],
    ['for negative time', live(), -1000],
    ['for NaN', live(), Number.NaN],
  ])('changes nothing %s', (_, state, dtMs) => {
    expect(stepTicks(toyTicks, state, dtMs, rng)).toBe(state);
  });

  it('never changes the state it is given', () => {
    const state = live(300);
    stepTicks(toyTicks, state, 3000, rng);
    expect(state).toEqual(live(300));
  });

  it('counts down to the next action and copies the state only when one is due', () => {
    const copies: number[] = [];
    const acts: number[] = [];
    const rules = countdownTicks<{ phase: string; carryMs: number; clock: number; wait: number }>(
      (s) => {
        copies.push(s.clock);
        return { ...s };
      },
      (s) => {
        acts.push(s.clock);
        s.wait = 3;
      },
    );
    const start = { phase: 'live', carryMs: 0, clock: 0, wait: 2 };
    const next = stepTicks(rules, start, 7000, rng);
    expect(acts).toEqual([2, 5]);
    expect(copies).toEqual([2]);
    expect(next).toMatchObject({ clock: 7, wait: 1 });
    expect(stepTicks(rules, start, 1000, rng)).not.toBe(start);
    expect(copies).toEqual([2]);
  });
});

describe('every engine on the tick loop', () => {
  const setup = (sportId: SportId, format: string): MatchSetup => ({
    matchId: 7,
    sportId,
    format,
    neutral: false,
    home: { teamId: 1, name: 'Home', rating: 1550, players: [] },
    away: { teamId: 2, name: 'Away', rating: 1450, players: [] },
  });

  it.each(Object.entries(ENGINES).map(([id, engine]) => [id, engine] as const))(
    'sport %s: one step of ten minutes equals 600 steps of a second',
    (id, engine) => {
      const format = engine.formats[0]!;
      const kickOff = () => {
        const r = createRng(`split-${id}`);
        return { r, s: engine.start(engine.init(setup(Number(id) as SportId, format), r), r) };
      };
      const one = kickOff();
      const whole = engine.step(one.s, 600_000, one.r);
      const many = kickOff();
      let split = many.s;
      for (let i = 0; i < 600; i++) split = engine.step(split, 1000, many.r);
      expect(engine.view(split)).toEqual(engine.view(whole));
      expect(engine.price(split)).toEqual(engine.price(whole));
    },
  );
});
