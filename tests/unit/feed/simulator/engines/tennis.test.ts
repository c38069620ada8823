import { describe, expect, it } from 'vitest';
import { gameStateText } from '../../../../../src/lib/domain/game-states';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { tennisEngine as engine } from '../../../../../src/server/feed/simulator/engines/tennis';
import {
  gameWin,
  tiebreakServer,
} from '../../../../../src/server/feed/simulator/engines/tennis-pricing';
import { tiebreakTarget } from '../../../../../src/server/feed/simulator/engines/tennis-rules';
import type { TennisState } from '../../../../../src/server/feed/simulator/engines/tennis-state';
import { pointScore } from '../../../../../src/server/feed/simulator/engines/tennis-view';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const HOME = 'Kwon Soon-woo';
const AWAY = 'Chung Hyeon';

function setup(home = 1500, away = 1500, format = 'bo3'): MatchSetup {
  return {
    matchId: 7,
    sportId: 13,
    format,
    neutral: true,
    home: { teamId: 101, name: HOME, rating: home, players: [] },
    away: { teamId: 102, name: AWAY, rating: away, players: [] },
  };
}

function started(seed: string, s = setup()): TennisState {
  const rng = createRng(seed);
  return engine.start(engine.init(s, rng), rng);
}

function watchFrom(
  state: TennisState,
  seed: string,
): { views: MatchSnapshot[]; state: TennisState } {
  const rng = createRng(seed);
  const views = [engine.view(state)];
  while (!engine.isFinished(state)) {
    state = engine.step(state, 1000, rng);
    views.push(engine.view(state));
  }
  return { views, state };
}

const watch = (seed: string, s = setup()) => watchFrom(started(seed, s), `${seed}-run`);

interface PlayedPoint {
  server: 'home' | 'away';
  winner: 'home' | 'away';
  /** Games of the set before the point. */
  games: [number, number];
  set: number;
  /** The point score before and after, as the feed shows it. */
  before: string;
  after: string;
}

function pointsOf(views: MatchSnapshot[]): PlayedPoint[] {
  const out: PlayedPoint[] = [];
  for (let i = 1; i < views.length; i++) {
    const [a, b] = [views[i - 1]!, views[i]!];
    const dh = b.stats.points_won![0] - a.stats.points_won![0];
    const da = b.stats.points_won![1] - a.stats.points_won![1];
    if (dh + da === 0) continue;
    expect(dh + da).toBe(1);
    out.push({
      server: a.details.serve!,
      winner: dh ? 'home' : 'away',
      games: a.details.sts.games as [number, number],
      set: a.details.period,
      before: a.details.sts.points as string,
      after: b.details.sts.points as string,
    });
  }
  return out;
}

function sampleOf(format: string, n: number) {
  const views: MatchSnapshot[] = [];
  const prices: number[] = [];
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const rng = createRng(`tn-${format}-${i}`);
    let state = engine.init(setup(1300 + rng.next() * 400, 1300 + rng.next() * 400, format), rng);
    prices.push(engine.price(state).winner.home);
    state = engine.start(state, rng);
    while (!engine.isFinished(state)) state = engine.step(state, 1000, rng);
    views.push(engine.view(state));
    ms.push(state.clock * 1000);
  }
  return { views, prices, ms };
}

const lazy = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
const bo3 = lazy(() => sampleOf('bo3', 1000));
const bo5 = lazy(() => sampleOf('bo5', 1000));

describe('tennis scoring', () => {
  it.each([
    [[0, 0], false, '0-0'],
    [[2, 1], false, '30-15'],
    [[0, 3], false, '0-40'],
    [[3, 3], false, '40-40'],
    [[4, 3], false, 'AD-40'],
    [[5, 6], false, '40-AD'],
    [[7, 7], false, '40-40'],
    [[5, 4], true, '5-4'],
  ] as const)('shows points %j (tie-break %s) as %s', (points, tb, text) => {
    expect(pointScore(points, tb)).toBe(text);
  });

  it('prices a game with deuce in closed form', () => {
    expect(gameWin(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    expect(gameWin(0.6, 3, 3)).toBeCloseTo(0.36 / (0.36 + 0.16), 12);
    expect(gameWin(0.6, 4, 3)).toBeCloseTo(0.6 + 0.4 * (0.36 / 0.52), 12);
    expect(gameWin(0.6, 4, 2)).toBe(1);
    expect(gameWin(0.64, 0, 0)).toBeGreaterThan(0.79);
  });

  it('rotates the tie-break serve: one point, then two each', () => {
    expect(Array.from({ length: 9 }, (_, n) => tiebreakServer(n, 0))).toEqual([
      0, 1, 1, 0, 0, 1, 1, 0, 0,
    ]);
  });

  it.each([
    ['bo3', [1, 1], 7],
    ['bo5', [2, 1], 7],
    ['bo5', [2, 2], 10],
  ] as const)('%s at %j sets plays a tie-break to %i', (format, sets, target) => {
    expect(tiebreakTarget(format, sets)).toBe(target);
  });

  it('goes through deuce and advantage: a game is never won from 40-40', () => {
    let deuces = 0;
    for (const seed of ['tn-deuce-1', 'tn-deuce-2', 'tn-deuce-3']) {
      for (const p of pointsOf(watch(seed).views)) {
        if (p.games[0] === 6 && p.games[1] === 6) continue;
        if (p.before === '40-40') {
          deuces++;
          expect(p.after).toBe(p.winner === 'home' ? 'AD-40' : '40-AD');
        }
        if (p.before === 'AD-40') expect(p.after).toBe(p.winner === 'home' ? '0-0' : '40-40');
        if (p.before === '40-AD') expect(p.after).toBe(p.winner === 'away' ? '0-0' : '40-40');
      }
    }
    expect(deuces).toBeGreaterThan(5);
  });

  it('ends sets at 6 with two clear, at 7-5, or 7-6 through a tie-break to 7 with two clear', () => {
    let tiebreaks = 0;
    for (const seed of ['tn-tb-1', 'tn-tb-2', 'tn-tb-3', 'tn-tb-4', 'tn-tb-5', 'tn-tb-6']) {
      const { views } = watch(seed);
      const last = views.at(-1)!;
      for (const score of Object.values(last.scores)) {
        const [w, l] = [Math.max(+score.home, +score.away), Math.min(+score.home, +score.away)];
        expect(w === 6 ? l <= 4 : w === 7 && (l === 5 || l === 6)).toBe(true);
      }
      const announced = last.events.filter((e) => e.text === 'Tie Break').length;
      expect(announced).toBe(
        Object.values(last.scores).filter((s) => +s.home + +s.away === 13).length,
      );
      const played = pointsOf(views);
      played.forEach((p, i) => {
        const next = played[i + 1];
        if (!(p.games[0] === 6 && p.games[1] === 6) || (next && next.set === p.set)) return;
        // The last point of a tie-break: its score after the point decides the set.
        const [h, a] = p.before.split('-').map(Number) as [number, number];
        const final = p.winner === 'home' ? [h + 1, a] : [h, a + 1];
        expect(Math.max(...final)).toBeGreaterThanOrEqual(7);
        expect(Math.abs(final[0]! - final[1]!)).toBeGreaterThanOrEqual(2);
        if (Math.max(...final) > 7) expect(Math.abs(final[0]! - final[1]!)).toBe(2);
        tiebreaks++;
      });
    }
    expect(tiebreaks).toBeGreaterThan(0);
  });

  it('plays the fifth-set tie-break of a best of five to 10', () => {
    const base = started('tn-final-tb', setup(1500, 1500, 'bo5'));
    let longest = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const state: TennisState = {
        ...base,
        set: 5,
        setsWon: [2, 2],
        games: [
          [6, 4],
          [4, 6],
          [6, 3],
          [3, 6],
          [6, 6],
        ],
        tiebreak: true,
        points: [6, 5],
        setFirstServer: 0,
        server: 1,
      };
      const { views } = watchFrom(state, seed);
      const played = pointsOf(views);
      const last = played.at(-1)!;
      const [h, a] = last.before.split('-').map(Number) as [number, number];
      const final = last.winner === 'home' ? [h + 1, a] : [h, a + 1];
      expect(Math.max(...final)).toBeGreaterThanOrEqual(10);
      expect(Math.abs(final[0]! - final[1]!)).toBeGreaterThanOrEqual(2);
      if (Math.max(...final) > 10) expect(Math.abs(final[0]! - final[1]!)).toBe(2);
      longest = Math.max(longest, played.length);
      expect(views.at(-1)!.ss).toMatch(/^(3-2|2-3)$/);
    }
    expect(longest).toBeGreaterThan(3);
  });

  it('alternates the serve by game across sets, and by the tie-break pattern', () => {
    for (const seed of ['tn-serve-1', 'tn-serve-2', 'tn-serve-3', 'tn-serve-4']) {
      const played = pointsOf(watch(seed).views);
      const toss = played[0]!.server;
      const flip = (s: 'home' | 'away') => (s === 'home' ? 'away' : 'home');
      let gamesBefore = 0;
      let tbPoint = 0;
      played.forEach((p, i) => {
        const gameServer = gamesBefore % 2 === 0 ? toss : flip(toss);
        const tb = p.games[0] === 6 && p.games[1] === 6;
        if (tb) {
          const n = tbPoint++;
          expect(p.server).toBe(((n + 1) >> 1) % 2 === 0 ? gameServer : flip(gameServer));
        } else expect(p.server).toBe(gameServer);
        const next = played[i + 1];
        const gameOver =
          !next || next.set !== p.set || next.games[0] + next.games[1] !== p.games[0] + p.games[1];
        if (gameOver) {
          gamesBefore++;
          tbPoint = 0;
        }
      });
    }
  });

  it('counts breaks as converted break points and writes game, break and set events', () => {
    for (const seed of ['tn-ev-1', 'tn-ev-2']) {
      const last = watch(seed).views.at(-1)!;
      const texts = last.events.map((e) => e.text);
      for (const [i, name] of [HOME, AWAY].entries()) {
        expect(texts.filter((t) => t === `Break - ${name}`)).toHaveLength(
          last.stats.break_points_won![i]!,
        );
        expect(last.stats.break_points_won![i]).toBeLessThanOrEqual(
          last.stats.break_points_total![i]!,
        );
        expect(last.stats.first_serve_pct![i]).toBeGreaterThan(30);
        expect(last.stats.first_serve_pct![i]).toBeLessThanOrEqual(100);
      }
      for (const t of texts)
        expect(t).toMatch(
          /^(Game - .+ - \d-\d \(set \d\)|Break - .+|Set \d - \d-\d - .+|Tie Break)$/,
        );
      const games = texts.filter((t) => t.startsWith('Game - ')).length;
      const scored = Object.values(last.scores).reduce((s, x) => s + +x.home + +x.away, 0);
      expect(games + texts.filter((t) => t === 'Tie Break').length).toBe(scored);
      expect(last.events.map((e) => e.id)).toEqual(texts.map((_, i) => String(i + 1)));
    }
  });

  it('matches ss to the sets won and ends at two sets (bo3) or three (bo5)', () => {
    for (const [sample, need] of [
      [bo3, 2],
      [bo5, 3],
    ] as const) {
      for (const v of sample().views.slice(0, 300)) {
        const won = [0, 0];
        for (const s of Object.values(v.scores)) won[+s.home > +s.away ? 0 : 1]!++;
        expect(v.ss).toBe(`${won[0]}-${won[1]}`);
        expect(Math.max(...won)).toBe(need);
        expect(Math.min(...won)).toBeLessThan(need);
      }
    }
  });
});

describe('tennis engine contract', () => {
  it('goes from not started (0) to in play (1) to ended (3)', () => {
    const rng = createRng('tn-status');
    const pre = engine.init(setup(), rng);
    expect(engine.view(pre)).toMatchObject({ time_status: 0, ss: null, timer: null, scores: {} });
    let s = engine.start(pre, rng);
    expect(engine.view(s)).toMatchObject({
      time_status: 1,
      ss: '0-0',
      timer: null,
      scores: { 1: { home: '0', away: '0' } },
    });
    expect(engine.view(s).details.sts).toMatchObject({ points: '0-0', games: [0, 0] });
    while (!engine.isFinished(s)) s = engine.step(s, 30_000, rng);
    expect(engine.view(s).time_status).toBe(3);
    expect(engine.incidents(s)).toEqual([]);
  });

  it('rejects an unknown format', () => {
    expect(() => engine.init(setup(1500, 1500, 'fast4'), createRng('x'))).toThrow(/format/);
  });

  it('replays identically from the same seed', () => {
    expect(watch('tn-replay').state).toEqual(watch('tn-replay').state);
    expect(watch('tn-replay').state).not.toEqual(watch('tn-other').state);
  });

  it('gives the same match whatever the step sizes, and never mutates its input', () => {
    let sa = started('tn-split');
    let sb = started('tn-split');
    const [rngA, rngB, chunks] = [createRng('run'), createRng('run'), createRng('chunks')];
    const end = 12_000_000;
    for (let t = 0; t < end; t += 1000) sa = engine.step(sa, 1000, rngA);
    for (let t = 0; t < end;) {
      const dt = Math.min(end - t, chunks.int(1, 9000));
      const before = JSON.stringify(sb);
      const next = engine.step(sb, dt, rngB);
      expect(JSON.stringify(sb)).toBe(before);
      sb = next;
      t += dt;
    }
    expect(engine.isFinished(sa)).toBe(true);
    expect(sb).toEqual(sa);
  });

  it('steps 2000 ms exactly like two steps of 1000 ms', () => {
    let s = started('tn-2000');
    const probe = createRng('probe');
    for (let i = 0; i < 300 && !engine.isFinished(s); i++) {
      const one = engine.step(s, 2000, createRng(`p${i}`));
      const r = createRng(`p${i}`);
      expect(engine.step(engine.step(s, 1000, r), 1000, r)).toEqual(one);
      s = engine.step(s, probe.int(300, 30_000), probe);
    }
  });
});

describe('tennis prices', () => {
  const sums = (p: ReturnType<typeof engine.price>) => {
    expect(p.winner.home + p.winner.away).toBeCloseTo(1, 9);
    expect(p.winner.draw).toBeNull();
    expect(p.handicap!.home + p.handicap!.away).toBeCloseTo(1, 9);
    expect(p.total!.over + p.total!.under).toBeCloseTo(1, 9);
    expect(Math.abs(p.handicap!.line % 1)).toBe(0.5);
    expect(Math.abs(p.total!.line % 1)).toBe(0.5);
  };

  it('sums each market to 1 on half-game lines, all match long', () => {
    for (const format of ['bo3', 'bo5']) {
      const rng = createRng(`tn-price-${format}`);
      let s = engine.init(setup(1580, 1450, format), rng);
      sums(engine.price(s));
      s = engine.start(s, rng);
      while (!engine.isFinished(s)) {
        s = engine.step(s, 40_000, rng);
        sums(engine.price(s));
      }
    }
  });

  it('prices the stronger player as favourite before the start, with main lines near 50/50', () => {
    const p = engine.price(engine.init(setup(1700, 1350), createRng('fav')));
    expect(p.winner.home).toBeGreaterThan(0.75);
    expect(p.handicap!.line).toBeLessThan(0);
    expect(Math.abs(p.handicap!.home - 0.5)).toBeLessThan(0.12);
    expect(Math.abs(p.total!.over - 0.5)).toBeLessThan(0.12);
    expect(p.total!.line).toBeGreaterThan(15);
    expect(p.total!.line).toBeLessThan(30);
  });

  it('raises the leader’s probability as the score moves its way', () => {
    const s = started('tn-lead');
    const at = (over: Partial<TennisState>) =>
      engine.price({ ...s, server: 0, setFirstServer: 0, ...over }).winner.home;
    const level = at({});
    expect(at({ points: [2, 0] })).toBeGreaterThan(level);
    expect(at({ games: [[3, 1]], server: 0 })).toBeGreaterThan(at({ points: [2, 0] }));
    expect(
      at({
        set: 2,
        setsWon: [1, 0],
        games: [
          [6, 3],
          [0, 0],
        ],
        setFirstServer: 1,
        server: 1,
      }),
    ).toBeGreaterThan(at({ games: [[3, 1]] }));
    expect(at({ games: [[1, 3]] })).toBeLessThan(level);
  });

  it('is extreme but finite at match point', () => {
    const s = started('tn-mp');
    const p = engine.price({
      ...s,
      set: 2,
      setsWon: [1, 0],
      games: [
        [6, 3],
        [5, 0],
      ],
      points: [3, 0],
      server: 0,
      setFirstServer: 1,
    });
    expect(p.winner.home).toBeGreaterThan(0.99);
    expect(p.winner.away).toBeGreaterThan(0);
    expect(Number.isFinite(1 / p.winner.away)).toBe(true);
    sums(p);
  });

  it('is calibrated: favourites win about as often as priced', () => {
    const { views, prices } = bo3();
    let wins = 0;
    let priced = 0;
    views.forEach((v, i) => {
      const p = prices[i]!;
      priced += Math.max(p, 1 - p);
      if (v.ss!.startsWith('2') === p >= 0.5) wins++;
    });
    expect(Math.abs(wins - priced) / views.length).toBeLessThan(0.035);
  });
});

describe('tennis danger', () => {
  it('flags break points, and only them', () => {
    const rng = createRng('tn-danger');
    let s = engine.start(engine.init(setup(), rng), rng);
    let flagged = 0;
    while (!engine.isFinished(s)) {
      s = engine.step(s, 1000, rng);
      const v = engine.view(s);
      const pts = v.details.sts.points as string;
      const receiverAhead =
        v.details.serve === 'home'
          ? /^(0|15|30)-40$|^40-AD$/.test(pts)
          : /^40-(0|15|30)$|^AD-40$/.test(pts);
      const tb = (v.details.sts.games as number[]).every((g) => g === 6);
      expect(engine.isDangerous(s)).toBe(receiverAhead && !tb && s.mode === 'point');
      if (engine.isDangerous(s)) {
        flagged++;
        if (s.clock - (s.last?.at ?? -99) >= 5)
          expect(gameStateText(13, v.details.state)).toMatch(/Break Point$/);
      }
    }
    expect(flagged).toBeGreaterThan(0);
  });
});

describe('tennis realism', () => {
  it('bo3 (1,000 matches): 2.25-2.45 sets, 12-22 % tie-breaks, 74-84 % holds', () => {
    const { views } = bo3();
    let sets = 0;
    let tiebreaks = 0;
    let games = 0;
    let breaks = 0;
    for (const v of views) {
      const scores = Object.values(v.scores);
      sets += scores.length;
      tiebreaks += scores.filter((s) => +s.home + +s.away === 13).length;
      games += v.events.filter((e) => e.text.startsWith('Game - ')).length;
      breaks += v.events.filter((e) => e.text.startsWith('Break - ')).length;
    }
    expect(sets / views.length).toBeGreaterThanOrEqual(2.25);
    expect(sets / views.length).toBeLessThanOrEqual(2.45);
    expect(tiebreaks / sets).toBeGreaterThanOrEqual(0.12);
    expect(tiebreaks / sets).toBeLessThanOrEqual(0.22);
    expect(1 - breaks / games).toBeGreaterThanOrEqual(0.74);
    expect(1 - breaks / games).toBeLessThanOrEqual(0.84);
  });

  it('bo5 (1,000 matches): 3.5-4.1 sets', () => {
    const { views } = bo5();
    const sets = views.reduce((n, v) => n + Object.keys(v.scores).length, 0) / views.length;
    expect(sets).toBeGreaterThanOrEqual(3.5);
    expect(sets).toBeLessThanOrEqual(4.1);
  });

  it('lasts about as long as expectedDurationMs says', () => {
    for (const [sample, format] of [
      [bo3, 'bo3'],
      [bo5, 'bo5'],
    ] as const) {
      const { ms } = sample();
      const ratio = ms.reduce((a, b) => a + b, 0) / ms.length / engine.expectedDurationMs(format);
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.1);
    }
  });
});
