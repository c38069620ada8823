/**
 * What the volleyball, tennis and handball engines give the court trackers and charts of their
 * match panels: ball positions, the serve side, tie-break points and
 * possession per five-minute block.
 * It spans three engines, so it is named for the behaviour and sits beside their tests (a
 * cross-module suite in tests/unit/test-layout.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { handballEngine } from '../../../../../src/server/feed/simulator/engines/handball';
import { tennisEngine } from '../../../../../src/server/feed/simulator/engines/tennis';
import { volleyballEngine } from '../../../../../src/server/feed/simulator/engines/volleyball';
import { createRng } from '../../../../../src/server/feed/simulator/rng';
import { tennisView } from '../../../../../src/lib/panels/tennis';

interface Engine<S> {
  init(setup: MatchSetup, rng: ReturnType<typeof createRng>): S;
  start(s: S, rng: ReturnType<typeof createRng>): S;
  step(s: S, dtMs: number, rng: ReturnType<typeof createRng>): S;
  isFinished(s: S): boolean;
  view(s: S): MatchSnapshot;
}

function setup(sportId: MatchSetup['sportId'], format: string): MatchSetup {
  return {
    matchId: 3,
    sportId,
    format,
    neutral: false,
    home: { teamId: 1, name: 'Home', rating: 1500, players: [] },
    away: { teamId: 2, name: 'Away', rating: 1500, players: [] },
  };
}

/** The views of a whole match, one per simulated second. */
function views<S>(engine: Engine<S>, match: MatchSetup, seed: string): MatchSnapshot[] {
  const rng = createRng(seed);
  let state = engine.start(engine.init(match, rng), rng);
  const out = [engine.view(state)];
  while (!engine.isFinished(state)) {
    state = engine.step(state, 1000, rng);
    out.push(engine.view(state));
  }
  return out;
}

const point = (pos: string) => pos.split(',').map(Number) as [number, number];

const SPORTS = [
  { name: 'volleyball', engine: volleyballEngine as Engine<unknown>, match: setup(91, 'standard') },
  { name: 'tennis', engine: tennisEngine as Engine<unknown>, match: setup(13, 'bo3') },
  { name: 'handball', engine: handballEngine as Engine<unknown>, match: setup(78, 'standard') },
];

describe.each(SPORTS)('$name ball position', ({ engine, match }) => {
  const all = views(engine, match, 'court');
  const live = all.filter((v) => v.time_status === 1);

  it('is a pair of fractions inside the court whenever it is sent', () => {
    for (const v of all) {
      if (v.details.ball_pos === null) continue;
      expect(v.details.ball_pos).toMatch(/^\d\.\d{3},\d\.\d{3}$/);
      for (const c of point(v.details.ball_pos)) expect(c >= 0 && c <= 1).toBe(true);
    }
  });

  it('moves during play and is hidden before the start and after the end', () => {
    const positions = new Set(live.map((v) => v.details.ball_pos).filter(Boolean));
    expect(positions.size).toBeGreaterThan(50);
    expect(all[all.length - 1]!.details.ball_pos).toBeNull();
  });
});

describe.each(SPORTS.slice(0, 2))('$name serve', ({ engine, match }) => {
  it('puts the ball in the server’s half before the serve', () => {
    const all = views(engine, match, 'serve');
    let checked = 0;
    for (const v of all) {
      const pos = v.details.ball_pos;
      if (!pos || !v.details.serve) continue;
      const [x] = point(pos);
      if (x === 0.06 || x === 0.94) {
        expect(x < 0.5 ? 'home' : 'away').toBe(v.details.serve);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('tennis serving court', () => {
  it('puts the server on the court the panel marks (deuce after an even count of points)', () => {
    const all = views(tennisEngine as Engine<unknown>, setup(13, 'bo3'), 'courts');
    let checked = 0;
    for (const v of all) {
      const pos = v.details.ball_pos;
      if (!pos || !v.details.serve) continue;
      const [x, y] = point(pos);
      if (x !== 0.06 && x !== 0.94) continue;
      const view = tennisView({ scores: v.scores, is_inplay: true }, v.details);
      // Facing the net, a player's right hand (the deuce court) is the bottom for home, the top for away.
      const low = view.serve === 'home' ? view.court === 'deuce' : view.court === 'ad';
      expect(y).toBe(low ? 0.7 : 0.3);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('tennis tie-breaks', () => {
  it('marks the point score as tie-break points from 6-6 until the next set starts', () => {
    const all = views(tennisEngine as Engine<unknown>, setup(13, 'bo3'), 'tb-7');
    for (const v of all) {
      const sts = v.details.sts as { tiebreak?: boolean; points?: string; games?: number[] };
      expect(typeof sts.tiebreak).toBe('boolean');
      if (sts.tiebreak)
        expect([
          [6, 6],
          [7, 6],
          [6, 7],
        ]).toContainEqual(sts.games);
    }
  });
});

describe('handball possession blocks', () => {
  const all = views(handballEngine as Engine<unknown>, setup(78, 'standard'), 'possession');
  const blocks = (v: MatchSnapshot) =>
    (v.details.sts as { possessionBlocks: number[] }).possessionBlocks;

  it('ends the match with twelve five-minute blocks of home possession %', () => {
    const last = blocks(all[all.length - 1]!);
    expect(last).toHaveLength(12);
    for (const b of last) expect(b >= 0 && b <= 100).toBe(true);
  });

  it('agrees with the match possession stat', () => {
    const end = all[all.length - 1]!;
    const mean = blocks(end).reduce((a, b) => a + b, 0) / 12;
    expect(Math.abs(mean - end.stats.possession![0])).toBeLessThanOrEqual(1);
  });

  it('only grows during the match', () => {
    let before = 0;
    for (const v of all) {
      const n = blocks(v).length;
      // The block in progress appears after a minute and is replaced by the closed one.
      expect(n >= before || v.time_status !== 1).toBe(true);
      before = n;
    }
  });
});
