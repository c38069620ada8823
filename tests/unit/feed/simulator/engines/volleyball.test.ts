import { describe, expect, it } from 'vitest';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import { gameStateText } from '../../../../../src/lib/domain/game-states';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { volleyballEngine as engine } from '../../../../../src/server/feed/simulator/engines/volleyball';
import {
  isSetOver,
  setTarget,
} from '../../../../../src/server/feed/simulator/engines/volleyball-rules';
import type { VolleyballState } from '../../../../../src/server/feed/simulator/engines/volleyball-state';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

function setup(home = 1500, away = 1500, format = 'standard'): MatchSetup {
  return {
    matchId: 1,
    sportId: 91,
    format,
    neutral: false,
    home: { teamId: 10, name: 'Hyundai Capital', rating: home, players: [] },
    away: { teamId: 20, name: 'Korean Air', rating: away, players: [] },
  };
}

function started(seed: string, s = setup()): VolleyballState {
  const rng = createRng(seed);
  return engine.start(engine.init(s, rng), rng);
}

/** Plays a match second by second and keeps every view. */
function watch(seed: string, s = setup()): { views: MatchSnapshot[]; state: VolleyballState } {
  const rng = createRng(seed);
  let state = engine.start(engine.init(s, rng), rng);
  const views = [engine.view(state)];
  while (!engine.isFinished(state)) {
    state = engine.step(state, 1000, rng);
    views.push(engine.view(state));
  }
  return { views, state };
}

/** Every rally of a watched match: who served it and who won it. */
function rallies(
  views: MatchSnapshot[],
): { server: 'home' | 'away'; winner: 'home' | 'away'; set: number }[] {
  const out: { server: 'home' | 'away'; winner: 'home' | 'away'; set: number }[] = [];
  for (let i = 1; i < views.length; i++) {
    const [a, b] = [views[i - 1]!, views[i]!];
    const dh = b.stats.points![0] - a.stats.points![0];
    const da = b.stats.points![1] - a.stats.points![1];
    if (dh + da === 0) continue;
    expect(dh + da).toBe(1);
    out.push({ server: a.details.serve!, winner: dh ? 'home' : 'away', set: a.details.period });
  }
  return out;
}

const sample = (() => {
  let cached: { views: MatchSnapshot[]; prices: number[]; ms: number[] } | null = null;
  return () => {
    if (cached) return cached;
    cached = { views: [], prices: [], ms: [] };
    for (let i = 0; i < 1000; i++) {
      const rng = createRng(`vb-sample-${i}`);
      const s = setup(1300 + rng.next() * 400, 1300 + rng.next() * 400);
      let state = engine.init(s, rng);
      cached.prices.push(engine.price(state).winner.home);
      state = engine.start(state, rng);
      while (!engine.isFinished(state)) state = engine.step(state, 1000, rng);
      cached.views.push(engine.view(state));
      cached.ms.push(state.clock * 1000);
    }
    return cached;
  };
})();

describe('volleyball sets', () => {
  it.each([
    [25, 23, 1, true],
    [25, 24, 1, false],
    [24, 22, 1, false],
    [27, 25, 2, true],
    [26, 25, 4, false],
    [15, 13, 5, true],
    [15, 14, 5, false],
    [17, 15, 5, true],
    [14, 12, 5, false],
  ])('%i-%i in set %i is over: %s', (home, away, set, over) => {
    expect(isSetOver(home, away, setTarget(set))).toBe(over);
    expect(isSetOver(away, home, setTarget(set))).toBe(over);
  });

  it('ends every set at 25 (15 in set 5) only with a two-point lead, including extended sets', () => {
    let extended = 0;
    for (const view of sample().views.slice(0, 300)) {
      for (const [key, score] of Object.entries(view.scores)) {
        const [h, a] = [Number(score.home), Number(score.away)];
        const target = key === '5' ? 15 : 25;
        const [win, lose] = [Math.max(h, a), Math.min(h, a)];
        if (win === target) expect(lose).toBeLessThanOrEqual(target - 2);
        else {
          expect(win).toBeGreaterThan(target);
          expect(win - lose).toBe(2);
          extended++;
        }
      }
    }
    expect(extended).toBeGreaterThan(10);
  });

  it('ends the match when a side wins three sets; ss counts sets won', () => {
    for (const view of sample().views.slice(0, 300)) {
      const [h, a] = view.ss!.split('-').map(Number) as [number, number];
      expect(Math.max(h, a)).toBe(3);
      expect(Math.min(h, a)).toBeLessThan(3);
      expect(Object.keys(view.scores)).toHaveLength(h + a);
      const won = Object.values(view.scores).filter((s) => Number(s.home) > Number(s.away)).length;
      expect(won).toBe(h);
      expect(view.events.filter((e) => e.text.startsWith('Set '))).toHaveLength(h + a);
    }
  });

  it('writes set events as "Set n - home-away - winner"', () => {
    const { views } = watch('vb-events');
    const last = views.at(-1)!;
    const sets = last.events.filter((e) => e.text.startsWith('Set '));
    sets.forEach((e, i) => {
      const score = last.scores[String(i + 1)]!;
      const winner = Number(score.home) > Number(score.away) ? 'Hyundai Capital' : 'Korean Air';
      expect(e.text).toBe(`Set ${i + 1} - ${score.home}-${score.away} - ${winner}`);
    });
    expect(last.events.map((e) => e.id)).toEqual(last.events.map((_, i) => String(i + 1)));
  });
});

describe('volleyball serve and rally stats', () => {
  it('gives the serve to the rally winner and alternates the first serve in sets 1-4', () => {
    for (const seed of ['vb-serve-1', 'vb-serve-2', 'vb-serve-3']) {
      const { views } = watch(seed);
      const played = rallies(views);
      for (let i = 1; i < played.length; i++) {
        // A new set opens with its own first server.
        if (played[i]!.set === played[i - 1]!.set)
          expect(played[i]!.server).toBe(played[i - 1]!.winner);
      }
      const firsts = [1, 2, 3, 4].map((n) => played.find((r) => r.set === n)?.server);
      if (firsts[1]) expect(firsts[1]).not.toBe(firsts[0]);
      if (firsts[2]) expect(firsts[2]).toBe(firsts[0]);
      if (firsts[3]) expect(firsts[3]).toBe(firsts[1]);
    }
  });

  it('keeps longest streak, points won on serve, last six and first-to marks consistent with the rallies', () => {
    for (const seed of ['vb-stats-1', 'vb-stats-2']) {
      const { views } = watch(seed);
      const played = rallies(views);
      const last = views.at(-1)!;
      const longest = [0, 0];
      const onServe = [0, 0];
      let run = 0;
      played.forEach((r, i) => {
        const w = r.winner === 'home' ? 0 : 1;
        run = i > 0 && played[i - 1]!.winner === r.winner ? run + 1 : 1;
        longest[w] = Math.max(longest[w]!, run);
        if (r.server === r.winner) onServe[w]!++;
      });
      expect(last.stats.longest_streak).toEqual(longest);
      expect(last.details.sts.longestStreak).toEqual(longest);
      expect(last.stats.points_won_on_serve).toEqual(onServe);
      expect(last.details.sts.pointsWonOnServe).toEqual(onServe);
      expect(last.details.sts.lastSix).toEqual(
        played.slice(-6).map((r) => (r.winner === 'home' ? 'H' : 'A')),
      );
      const lastSet = played.filter((r) => r.set === last.details.period);
      for (const mark of [5, 7, 10]) {
        const count = { home: 0, away: 0 };
        const first = lastSet.find((r) => ++count[r.winner] === mark)?.winner ?? null;
        expect((last.details.sts.firstTo as Record<number, string | null>)[mark]).toBe(first);
      }
      const pts = last.stats.points!;
      const total = Object.values(last.scores).reduce<[number, number]>(
        (s, x) => [s[0] + Number(x.home), s[1] + Number(x.away)],
        [0, 0],
      );
      expect(pts).toEqual(total);
    }
  });

  it('allows each team at most two time-outs per set and announces each one', () => {
    let seen = 0;
    for (const view of sample().views.slice(0, 200)) {
      const perSet: Record<string, number>[] = [{}];
      for (const e of view.events) {
        if (e.text.startsWith('Set ')) perSet.push({});
        else if (e.text.startsWith('Time Out - ')) {
          const team = e.text.slice('Time Out - '.length);
          perSet.at(-1)![team] = (perSet.at(-1)![team] ?? 0) + 1;
          seen++;
        }
      }
      for (const set of perSet)
        for (const n of Object.values(set)) expect(n).toBeLessThanOrEqual(2);
      const announced = view.events.filter((e) => e.text.startsWith('Time Out - ')).length;
      expect(view.stats.time_outs![0] + view.stats.time_outs![1]).toBe(announced);
    }
    expect(seen).toBeGreaterThan(200);
  });

  it('holds technical time-outs at 8 and 16 in sets 1-4 in the vleague format only', () => {
    const { views } = watch('vb-tto', setup(1500, 1500, 'vleague'));
    const at: string[] = [];
    for (let i = 1; i < views.length; i++) {
      const fresh = views[i]!.events.slice(views[i - 1]!.events.length);
      if (fresh.some((e) => e.text === 'Technical Time Out')) {
        const score = views[i]!.scores[String(views[i]!.details.period)]!;
        at.push(`${views[i]!.details.period}:${Math.max(Number(score.home), Number(score.away))}`);
        expect(gameStateText(91, views[i]!.details.state)).toBe('Technical Time Out');
      }
    }
    const sets = Math.min(4, Object.keys(views.at(-1)!.scores).length);
    expect(at).toEqual(
      Array.from({ length: sets }, (_, i) => [`${i + 1}:8`, `${i + 1}:16`]).flat(),
    );
    const standard = watch('vb-tto', setup()).views.at(-1)!;
    expect(standard.events.some((e) => e.text === 'Technical Time Out')).toBe(false);
  });
});

describe('volleyball engine contract', () => {
  it('goes from not started (0) to in play (1) to ended (3)', () => {
    const rng = createRng('vb-status');
    const pre = engine.init(setup(), rng);
    expect(engine.view(pre)).toMatchObject({ time_status: 0, ss: null, timer: null, scores: {} });
    expect(engine.view(pre).details.period).toBe(0);
    let s = engine.start(pre, rng);
    expect(engine.view(s)).toMatchObject({ time_status: 1, ss: '0-0', timer: null });
    expect(engine.view(s).details.period).toBe(1);
    while (!engine.isFinished(s)) s = engine.step(s, 60_000, rng);
    expect(engine.view(s).time_status).toBe(3);
    expect(engine.view(s).details.serve).toBeNull();
    expect(engine.incidents(s)).toEqual([]);
  });

  it('rejects an unknown format', () => {
    expect(() => engine.init(setup(1500, 1500, 'beach'), createRng('x'))).toThrow(/format/);
  });

  it('replays identically from the same seed', () => {
    expect(watch('vb-replay').state).toEqual(watch('vb-replay').state);
    expect(watch('vb-replay').state).not.toEqual(watch('vb-other').state);
  });

  it('gives the same match whatever the step sizes, and never mutates its input', () => {
    const a = started('vb-split');
    const b = started('vb-split');
    const rngA = createRng('vb-split-run');
    const rngB = createRng('vb-split-run');
    const chunks = createRng('chunks');
    let sa = a;
    let sb = b;
    for (let elapsed = 0; elapsed < 8_000_000; elapsed += 1000) sa = engine.step(sa, 1000, rngA);
    for (let elapsed = 0; elapsed < 8_000_000;) {
      const dt = Math.min(8_000_000 - elapsed, chunks.int(1, 9000));
      const before = JSON.stringify(sb);
      const next = engine.step(sb, dt, rngB);
      expect(JSON.stringify(sb)).toBe(before);
      sb = next;
      elapsed += dt;
    }
    expect(engine.isFinished(sa)).toBe(true);
    expect(sb).toEqual(sa);
  });

  it('steps 2000 ms exactly like two steps of 1000 ms', () => {
    let s = started('vb-2000');
    const probe = createRng('probe');
    for (let i = 0; i < 400; i++) {
      const seedAt = `p${i}`;
      const one = engine.step(s, 2000, createRng(seedAt));
      const r = createRng(seedAt);
      const two = engine.step(engine.step(s, 1000, r), 1000, r);
      expect(two).toEqual(one);
      s = engine.step(s, probe.int(300, 20_000), probe);
    }
  });
});

describe('volleyball prices', () => {
  const sums = (p: ReturnType<typeof engine.price>) => {
    expect(p.winner.home + p.winner.away).toBeCloseTo(1, 9);
    expect(p.winner.draw).toBeNull();
    expect(p.handicap!.home + p.handicap!.away).toBeCloseTo(1, 9);
    expect(p.total!.over + p.total!.under).toBeCloseTo(1, 9);
    expect(Math.abs(p.handicap!.line % 1)).toBe(0.5);
    expect(Math.abs(p.total!.line % 1)).toBe(0.5);
  };

  it('sums each market to 1 on half-point lines, all match long', () => {
    const rng = createRng('vb-price');
    let s = engine.init(setup(1600, 1450), rng);
    sums(engine.price(s));
    s = engine.start(s, rng);
    while (!engine.isFinished(s)) {
      s = engine.step(s, 45_000, rng);
      sums(engine.price(s));
    }
  });

  it('prices the stronger team as favourite before the start, with main lines near 50/50', () => {
    const p = engine.price(engine.init({ ...setup(1700, 1350), neutral: true }, createRng('fav')));
    expect(p.winner.home).toBeGreaterThan(0.75);
    expect(p.handicap!.line).toBeLessThan(0);
    expect(Math.abs(p.handicap!.home - 0.5)).toBeLessThan(0.12);
    expect(Math.abs(p.total!.over - 0.5)).toBeLessThan(0.12);
    expect(p.total!.line).toBeGreaterThan(120);
    expect(p.total!.line).toBeLessThan(200);
  });

  it('raises the leader’s probability as the score moves its way', () => {
    const s = started('vb-lead');
    const at = (points: [number, number], setsWon: [number, number], set = 1): number => {
      const pts = Array.from({ length: set - 1 }, (_, i): [number, number] =>
        i < setsWon[0] ? [25, 20] : [20, 25],
      );
      return engine.price({ ...s, set, setsWon, points: [...pts, points], server: 0 }).winner.home;
    };
    const level = at([0, 0], [0, 0]);
    expect(at([10, 5], [0, 0])).toBeGreaterThan(level);
    expect(at([20, 10], [0, 0])).toBeGreaterThan(at([10, 5], [0, 0]));
    expect(at([0, 0], [1, 0], 2)).toBeGreaterThan(at([20, 10], [0, 0]));
    expect(at([0, 0], [2, 0], 3)).toBeGreaterThan(at([0, 0], [1, 0], 2));
    expect(at([5, 10], [0, 0])).toBeLessThan(level);
  });

  it('is extreme but finite at match point', () => {
    const s = started('vb-mp');
    const p = engine.price({
      ...s,
      set: 3,
      setsWon: [2, 0],
      points: [
        [25, 20],
        [25, 21],
        [24, 12],
      ],
      server: 0,
    });
    expect(p.winner.home).toBeGreaterThan(0.99);
    expect(p.winner.away).toBeGreaterThan(0);
    expect(Number.isFinite(1 / p.winner.away)).toBe(true);
    sums(p);
  });

  it('is calibrated: favourites win about as often as priced', () => {
    const { views, prices } = sample();
    let wins = 0;
    let priced = 0;
    views.forEach((v, i) => {
      const homeWon = v.ss!.startsWith('3');
      const p = prices[i]!;
      priced += Math.max(p, 1 - p);
      if (homeWon === p >= 0.5) wins++;
    });
    expect(Math.abs(wins / views.length - priced / views.length)).toBeLessThan(0.035);
  });
});

describe('volleyball danger', () => {
  it('flags set-point rallies only, and every match has some', () => {
    const rng = createRng('vb-danger');
    let s = engine.start(engine.init(setup(), rng), rng);
    let flagged = 0;
    while (!engine.isFinished(s)) {
      s = engine.step(s, 1000, rng);
      if (!engine.isDangerous(s)) continue;
      flagged++;
      const v = engine.view(s);
      expect(gameStateText(91, v.details.state)).toMatch(/Singles Serve \(Rally\)$/);
      const score = v.scores[String(v.details.period)]!;
      const [h, a] = [Number(score.home), Number(score.away)];
      const target = v.details.period === 5 ? 15 : 25;
      expect(Math.max(h, a)).toBeGreaterThanOrEqual(target - 1);
      expect(h).not.toBe(a);
    }
    expect(flagged).toBeGreaterThan(0);
    expect(flagged).toBeLessThan(s.clock / 20);
  });
});

describe('volleyball realism (1,000 matches)', () => {
  it('plays 3.55-4.05 sets per match with 12-28 % going to five', () => {
    const { views } = sample();
    const sets = views.map((v) => Object.keys(v.scores).length);
    const mean = sets.reduce((a, b) => a + b, 0) / sets.length;
    const five = sets.filter((n) => n === 5).length / sets.length;
    expect(mean).toBeGreaterThanOrEqual(3.55);
    expect(mean).toBeLessThanOrEqual(4.05);
    expect(five).toBeGreaterThanOrEqual(0.12);
    expect(five).toBeLessThanOrEqual(0.28);
  });

  it('plays 42-48 points per set in sets 1-4', () => {
    let points = 0;
    let sets = 0;
    for (const v of sample().views) {
      for (const key of ['1', '2', '3', '4']) {
        const s = v.scores[key];
        if (!s) continue;
        points += Number(s.home) + Number(s.away);
        sets++;
      }
    }
    expect(points / sets).toBeGreaterThanOrEqual(42);
    expect(points / sets).toBeLessThanOrEqual(48);
  });

  it('lasts about as long as expectedDurationMs says', () => {
    const { ms } = sample();
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    const expected = engine.expectedDurationMs('standard');
    expect(mean / expected).toBeGreaterThan(0.9);
    expect(mean / expected).toBeLessThan(1.1);
  });
});
