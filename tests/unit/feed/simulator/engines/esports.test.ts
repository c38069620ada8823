import { describe, expect, it } from 'vitest';
import { gameStateText } from '../../../../../src/lib/domain/game-states';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { esportsEngine as engine } from '../../../../../src/server/feed/simulator/engines/esports';
import {
  currentMapProbability,
  seriesOutcome,
} from '../../../../../src/server/feed/simulator/engines/esports-market';
import type { EsportsState } from '../../../../../src/server/feed/simulator/engines/esports-state';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const HOME = 'T1';
const AWAY = 'Gen.G';
const names = [HOME, AWAY];

function setup(home = 1500, away = 1500, format = 'bo3'): MatchSetup {
  return {
    matchId: 3,
    sportId: 151,
    format,
    neutral: true,
    home: { teamId: 301, name: HOME, rating: home, players: [] },
    away: { teamId: 302, name: AWAY, rating: away, players: [] },
  };
}

function started(seed: string, s = setup()): EsportsState {
  const rng = createRng(seed);
  return engine.start(engine.init(s, rng), rng);
}

function watch(seed: string, s = setup()): { views: MatchSnapshot[]; states: EsportsState[] } {
  const rng = createRng(seed);
  let state = engine.start(engine.init(s, rng), rng);
  const views = [engine.view(state)];
  const states = [state];
  while (!engine.isFinished(state)) {
    state = engine.step(state, 1000, rng);
    views.push(engine.view(state));
    states.push(state);
  }
  return { views, states };
}

const seconds = (mmss: string) => {
  const [m, s] = mmss.split(':').map(Number) as [number, number];
  return m * 60 + s;
};

function sampleOf(format: string, n: number) {
  const views: MatchSnapshot[] = [];
  const prices: number[] = [];
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const rng = createRng(`es-${format}-${i}`);
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
const bo5 = lazy(() => sampleOf('bo5', 300));

describe('e-sports series', () => {
  it('ends a best of three at two maps and a best of five at three; ss counts maps won', () => {
    for (const [sample, need] of [
      [bo3, 2],
      [bo5, 3],
    ] as const) {
      for (const v of sample().views.slice(0, 300)) {
        const won = names.map(
          (n) =>
            v.events.filter((e) => / won - /.test(e.text) && e.text.includes(`won - ${n} (`))
              .length,
        );
        expect(v.ss).toBe(`${won[0]}-${won[1]}`);
        expect(Math.max(...won)).toBe(need);
        expect(Math.min(...won)).toBeLessThan(need);
        expect(Object.keys(v.scores)).toHaveLength(won[0]! + won[1]!);
        expect(v.details.sts.mapWins).toEqual(won);
      }
    }
  });

  it('keeps each map’s kills as its score, and ends a map only when the winner has taken a nexus', () => {
    for (const seed of ['es-map-1', 'es-map-2', 'es-map-3']) {
      const { views, states } = watch(seed);
      for (let i = 1; i < views.length; i++) {
        const [a, b] = [views[i - 1]!, views[i]!];
        const current = b.scores[String(b.details.period)]!;
        expect([+current.home, +current.away]).toEqual(b.stats.kills);
        const ended = b.events.slice(a.events.length).find((e) => / won - /.test(e.text));
        if (!ended) continue;
        const [, map, team, clock] = /^Map (\d) won - (.+) \((\d\d:\d\d)\)$/.exec(ended.text)!;
        const w = names.indexOf(team!);
        expect(Number(map)).toBe(b.details.period);
        expect(seconds(clock!)).toBe(b.timer!.tm * 60 + b.timer!.ts);
        // The nexus stands behind both nexus turrets and an open inhibitor lane.
        expect(b.stats.towers![w]).toBeGreaterThanOrEqual(5);
        expect(b.stats.inhibitors![w]).toBeGreaterThanOrEqual(1);
        expect(states[i - 1]!.push?.side).toBe(w);
        expect(gameStateText(151, b.details.state)).toMatch(/Map Won$/);
      }
    }
  });

  it('runs the game clock up during a map, freezes it in the ~10-minute pause, and restarts it', () => {
    const { views } = watch('es-clock');
    let pauseStart: number | null = null;
    for (let i = 1; i < views.length; i++) {
      const [a, b] = [views[i - 1]!, views[i]!];
      const [ta, tb] = [a.timer!.tm * 60 + a.timer!.ts, b.timer!.tm * 60 + b.timer!.ts];
      if (b.details.period !== a.details.period) {
        expect(tb).toBe(0);
        expect(i - pauseStart!).toBeGreaterThanOrEqual(480);
        expect(i - pauseStart!).toBeLessThanOrEqual(720);
        pauseStart = null;
      } else if (b.events.slice(a.events.length).some((e) => / won - /.test(e.text))) {
        expect(tb).toBe(ta + 1);
        pauseStart = i;
      } else if (pauseStart !== null) {
        expect(tb).toBe(ta);
        expect(gameStateText(151, b.details.state)).toMatch(
          /^(Pause|Home Team Map Won|Away Team Map Won)$/,
        );
      } else expect(tb).toBe(ta + 1);
    }
  });

  it('writes first blood once per map for the first killer, and objectives at their real timers', () => {
    for (const v of bo3().views.slice(0, 200)) {
      for (const text of v.events.map((e) => e.text)) {
        expect(text).toMatch(
          /^Map \d - (First Blood - .+|\d\d:\d\d - (First Tower|Dragon|Baron|Inhibitor) - .+)$|^Map \d won - .+ \(\d\d:\d\d\)$/,
        );
        const timed = /^Map \d - (\d\d:\d\d) - (Dragon|Baron) - /.exec(text);
        if (timed)
          expect(seconds(timed[1]!)).toBeGreaterThanOrEqual(timed[2] === 'Dragon' ? 300 : 1200);
      }
      for (const [key, score] of Object.entries(v.scores)) {
        const bloods = v.events.filter((e) => e.text.startsWith(`Map ${key} - First Blood - `));
        expect(bloods).toHaveLength(+score.home + +score.away > 0 ? 1 : 0);
      }
    }
    const { views } = watch('es-fb');
    const i = views.findIndex((v) => v.stats.kills![0] + v.stats.kills![1] > 0);
    const first = views[i]!.stats.kills![0] > 0 ? HOME : AWAY;
    expect(views[i]!.events.at(-1)?.text ?? '').toContain(`First Blood - `);
    expect(views[i]!.events.find((e) => e.text.startsWith('Map 1 - First Blood'))!.text).toBe(
      `Map 1 - First Blood - ${first}`,
    );
  });

  it('shows the current map’s stats and blue side in sts, with gold in thousands to one decimal', () => {
    const { views } = watch('es-sts');
    for (const v of views.filter((_, i) => i % 97 === 0)) {
      expect(v.details.sts.gold).toEqual(v.stats.gold);
      expect(v.details.sts.dragons).toEqual(v.stats.dragons);
      expect(['home', 'away']).toContain((v.details.sts.side as { blue: string }).blue);
      for (const g of v.stats.gold!) expect(Math.round(g * 10) / 10).toBe(g);
    }
    const late = views.find((v) => v.timer!.tm === 25)!;
    expect(late.stats.gold![0] + late.stats.gold![1]).toBeGreaterThan(80);
  });
});

describe('e-sports engine contract', () => {
  it('goes from not started (0) to in play (1) to ended (3)', () => {
    const rng = createRng('es-status');
    const pre = engine.init(setup(), rng);
    expect(engine.view(pre)).toMatchObject({ time_status: 0, ss: null, timer: null, scores: {} });
    let s = engine.start(pre, rng);
    expect(engine.view(s)).toMatchObject({
      time_status: 1,
      ss: '0-0',
      timer: { tm: 0, ts: 0 },
      scores: { 1: { home: '0', away: '0' } },
    });
    while (!engine.isFinished(s)) s = engine.step(s, 60_000, rng);
    expect(engine.view(s).time_status).toBe(3);
    expect(engine.incidents(s)).toEqual([]);
  });

  it('rejects an unknown format', () => {
    expect(() => engine.init(setup(1500, 1500, 'bo7'), createRng('x'))).toThrow(/format/);
  });

  it('replays identically from the same seed', () => {
    expect(watch('es-replay').states.at(-1)).toEqual(watch('es-replay').states.at(-1));
    expect(watch('es-replay').states.at(-1)).not.toEqual(watch('es-other').states.at(-1));
  });

  it('gives the same series whatever the step sizes, and never mutates its input', () => {
    let sa = started('es-split');
    let sb = started('es-split');
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
    let s = started('es-2000');
    const probe = createRng('probe');
    for (let i = 0; i < 300 && !engine.isFinished(s); i++) {
      const one = engine.step(s, 2000, createRng(`p${i}`));
      const r = createRng(`p${i}`);
      expect(engine.step(engine.step(s, 1000, r), 1000, r)).toEqual(one);
      s = engine.step(s, probe.int(300, 40_000), probe);
    }
  });
});

describe('e-sports prices', () => {
  const sums = (p: ReturnType<typeof engine.price>, total: number) => {
    expect(p.winner.home + p.winner.away).toBeCloseTo(1, 9);
    expect(p.winner.draw).toBeNull();
    expect(p.handicap!.home + p.handicap!.away).toBeCloseTo(1, 9);
    expect(Math.abs(p.handicap!.line)).toBe(1.5);
    expect(p.total!.over + p.total!.under).toBeCloseTo(1, 9);
    expect(p.total!.line).toBe(total);
  };

  it('sums each market to 1 with ±1.5 maps and 2.5 / 3.5 total maps', () => {
    for (const [format, total] of [
      ['bo3', 2.5],
      ['bo5', 3.5],
    ] as const) {
      const rng = createRng(`es-price-${format}`);
      let s = engine.init(setup(1560, 1480, format), rng);
      sums(engine.price(s), total);
      s = engine.start(s, rng);
      while (!engine.isFinished(s)) {
        s = engine.step(s, 30_000, rng);
        sums(engine.price(s), total);
      }
    }
  });

  it('works the series out exactly from map probabilities', () => {
    const even = seriesOutcome([0, 0], 2, 0.5, 0.5);
    expect(even.home).toBeCloseTo(0.5, 12);
    expect(even.outcomes.get('2-1')! + even.outcomes.get('1-2')!).toBeCloseTo(0.5, 12);
    const strong = seriesOutcome([0, 0], 3, 0.7, 0.7);
    expect(strong.home).toBeCloseTo(0.7 ** 3 * (1 + 3 * 0.3 + 6 * 0.09), 12);
  });

  it('prices the stronger team as favourite before the start', () => {
    const p = engine.price(engine.init(setup(1750, 1350), createRng('fav')));
    expect(p.winner.home).toBeGreaterThan(0.75);
    expect(p.handicap!.line).toBe(-1.5);
  });

  it('raises the leader’s probability with maps won and with a gold lead on the map', () => {
    const s = started('es-lead');
    const base = engine.price(s).winner.home;
    expect(engine.price({ ...s, evidence: 2 }).winner.home).toBeGreaterThan(base);
    expect(engine.price({ ...s, evidence: -2 }).winner.home).toBeLessThan(base);
    const upAMap = engine.price({
      ...s,
      map: 2,
      mapWins: [1, 0],
      mapKills: [
        [15, 8],
        [0, 0],
      ],
    }).winner.home;
    expect(upAMap).toBeGreaterThan(base);
  });

  it('is extreme but finite at series point once the winning push is on', () => {
    const s = started('es-mp');
    const p = engine.price({
      ...s,
      map: 2,
      mapWins: [1, 0],
      t: 1900,
      push: { side: 0, steps: [], dangerUntil: 1920 },
    });
    expect(p.winner.home).toBeGreaterThan(0.99);
    expect(p.winner.away).toBeGreaterThan(0);
    expect(Number.isFinite(1 / p.winner.away)).toBe(true);
    sums(p, 2.5);
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

  it('reads the gold path into a calibrated map probability at 15:00', () => {
    let priced = 0;
    let won = 0;
    let n = 0;
    for (let i = 0; i < 1500; i++) {
      const rng = createRng(`es-map-cal-${i}`);
      let s = engine.start(engine.init(setup(1500, 1500), rng), rng);
      s = engine.step(s, 900_000, rng);
      const q = currentMapProbability(s);
      const leader = q >= 0.5 ? 0 : 1;
      priced += Math.max(q, 1 - q);
      if (s.winner === leader) won++;
      n++;
    }
    expect(priced / n).toBeGreaterThan(0.6);
    expect(Math.abs(won - priced) / n).toBeLessThan(0.035);
  });
});

describe('e-sports danger', () => {
  it('flags Baron fights, inhibitor sieges and the final push, and nothing in pauses', () => {
    const { states } = watch('es-danger', setup(1500, 1500, 'bo5'));
    let flagged = 0;
    for (const s of states) {
      const danger = engine.isDangerous(s);
      if (s.mode === 'pause' || s.phase !== 'live') expect(danger).toBe(false);
      if (!danger) continue;
      flagged++;
      expect(s.fight !== null || s.push !== null).toBe(true);
    }
    expect(flagged).toBeGreaterThan(0);
    expect(flagged).toBeLessThan(states.length / 10);
  });
});

describe('e-sports realism', () => {
  it('bo3 (1,000 series): 2.30-2.50 maps, maps of 28-36 min on average, 20-32 kills a map', () => {
    const { views } = bo3();
    let maps = 0;
    let minutes = 0;
    let kills = 0;
    for (const v of views) {
      for (const e of v.events) {
        const won = /won - .+ \((\d\d:\d\d)\)$/.exec(e.text);
        if (won) minutes += seconds(won[1]!) / 60;
      }
      for (const s of Object.values(v.scores)) kills += +s.home + +s.away;
      maps += Object.keys(v.scores).length;
    }
    expect(maps / views.length).toBeGreaterThanOrEqual(2.3);
    expect(maps / views.length).toBeLessThanOrEqual(2.5);
    expect(minutes / maps).toBeGreaterThanOrEqual(28);
    expect(minutes / maps).toBeLessThanOrEqual(36);
    expect(kills / maps).toBeGreaterThanOrEqual(20);
    expect(kills / maps).toBeLessThanOrEqual(32);
  });

  it('bo5 goes to 3-5 maps, more than a best of three', () => {
    const maps =
      bo5().views.reduce((n, v) => n + Object.keys(v.scores).length, 0) / bo5().views.length;
    expect(maps).toBeGreaterThan(3.5);
    expect(maps).toBeLessThan(4.2);
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
