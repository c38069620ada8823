// Basketball engine: rules (quarters, overtime, scoring, fouls, time-outs), feed shape,
// determinism and pricing. Realism over thousands of games is in basketball.realism.test.ts.
import { describe, expect, it } from 'vitest';
import { gameStateText } from '../../../../../src/lib/domain/game-states';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import { basketballEngine as engine } from '../../../../../src/server/feed/simulator/engines/basketball';
import {
  BASKETBALL_FORMAT_TABLE,
  bonusFreeThrows,
  timeoutGrant,
} from '../../../../../src/server/feed/simulator/engines/basketball-format';
import { resolvePlay } from '../../../../../src/server/feed/simulator/engines/basketball-play';
import type { BasketballState } from '../../../../../src/server/feed/simulator/engines/basketball-state';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { createRng } from '../../../../../src/server/feed/simulator/rng';
import type { Rng } from '../../../../../src/server/feed/simulator/rng';

function setup(format: string, home = 1500, away = 1500, neutral = false, matchId = 1): MatchSetup {
  return {
    matchId,
    sportId: 18,
    format,
    home: { teamId: 1, name: 'Home', rating: home, players: [] },
    away: { teamId: 2, name: 'Away', rating: away, players: [] },
    neutral,
  };
}

function started(format: string, seed: string, home = 1500, away = 1500): BasketballState {
  const rng = createRng(seed);
  return engine.start(engine.init(setup(format, home, away), rng), rng);
}

/** Plays a game to the end at `dtMs`, calling `each` with every snapshot. */
function play(
  format: string,
  seed: string,
  dtMs: number,
  each?: (view: MatchSnapshot, s: BasketballState) => void,
): BasketballState {
  const rng = createRng(seed);
  let s = started(format, seed);
  while (!engine.isFinished(s)) {
    s = engine.step(s, dtMs, rng);
    each?.(engine.view(s), s);
  }
  return s;
}

const n = (v: string | undefined): number => Number(v);

/** An Rng whose first draw is `first` and every later draw 0.99 (no luck events). */
function scripted(first: number): Rng {
  let calls = 0;
  const rng: Rng = {
    seed: 'scripted',
    next: () => (calls++ === 0 ? first : 0.99),
    int: (min) => min,
    chance: (p) => rng.next() < p,
    pick: (items) => items[0]!,
    weighted: (items) => items[0]!,
    normal: (mean = 0) => mean,
    poisson: () => 0,
    exponential: () => 0,
    fork: () => rng,
  };
  return rng;
}

describe('basketball formats', () => {
  it('knows nba, fiba and ebasketball-4x5 and refuses others', () => {
    expect([...engine.formats]).toEqual(['nba', 'fiba', 'ebasketball-4x5']);
    expect(() => engine.init(setup('soccer'), createRng('x'))).toThrow(/unknown format/);
  });

  it.each([
    ['nba', 12, 5],
    ['fiba', 10, 5],
    ['ebasketball-4x5', 5, 2],
  ])('%s plays %i-minute quarters and %i-minute overtimes', (format, quarter, overtime) => {
    const f = BASKETBALL_FORMAT_TABLE[format as 'nba'];
    expect(f.quarterMs).toBe(quarter * 60_000);
    expect(f.overtimeMs).toBe(overtime * 60_000);
    expect(engine.view(started(format, 'q')).timer).toEqual({ tm: quarter, ts: 0, q: 1 });
  });

  it.each([
    ['nba', 1, 7],
    ['nba', 3, undefined],
    ['nba', 5, 2],
    ['fiba', 1, 2],
    ['fiba', 3, 3],
    ['fiba', 6, 1],
  ])('%s grants time-outs at period %i: %s', (format, period, grant) => {
    expect(timeoutGrant(BASKETBALL_FORMAT_TABLE[format as 'nba'], period)).toBe(grant);
  });

  it.each([
    ['nba', 4, 1, 0],
    ['nba', 5, 1, 2],
    ['nba', 3, 5, 0],
    ['nba', 4, 5, 2],
    ['fiba', 4, 4, 0],
    ['fiba', 5, 4, 2],
  ])('%s: team foul number %i in period %i gives %i free throws', (format, fouls, period, fts) => {
    expect(bonusFreeThrows(BASKETBALL_FORMAT_TABLE[format as 'nba'], fouls, period)).toBe(fts);
  });
});

describe('basketball team-foul bonus', () => {
  const f = BASKETBALL_FORMAT_TABLE.nba;
  // The first draw lands in the non-shooting-foul band of the play outcome.
  const foulDraw = f.rates.turnover + f.rates.shootingFoul + f.rates.nonShootingFoul / 2;

  function foulWith(homeTeamFouls: number): BasketballState {
    const base = started('nba', 'bonus');
    const s: BasketballState = {
      ...base,
      edge: 0,
      form: [1, 1],
      points: [[10, 10]],
      run: [0, 0],
      possession: 1,
      teamFouls: [homeTeamFouls, 0],
      playAtMs: base.clockMs,
      ft: null,
      stopMs: 0,
      stopKind: 'none',
    };
    resolvePlay(s, f, scripted(foulDraw));
    return s;
  }

  it('below the bonus a defensive foul is a side-out: no free throws, same offense', () => {
    const s = foulWith(3);
    expect(s.teamFouls).toEqual([4, 0]);
    expect(s.ft).toBeNull();
    expect(s.possession).toBe(1);
    expect(s.stats.fouls).toEqual([1, 0]);
  });

  it('from the fifth team foul it gives two free throws', () => {
    const s = foulWith(4);
    expect(s.teamFouls).toEqual([5, 0]);
    expect(s.ft).toEqual({ side: 1, left: 2 });
    expect(engine.isDangerous(s)).toBe(true);
    expect(gameStateText(18, engine.view(s).details.state)).toBe('Home Team Foul');
  });
});

describe('basketball game flow', () => {
  it('goes from not started (0) to in play (1) to ended (3)', () => {
    const rng = createRng('status');
    const pre = engine.init(setup('nba'), rng);
    expect(engine.view(pre)).toMatchObject({ time_status: 0, ss: null, timer: null });
    expect(engine.step(pre, 60_000, rng)).toBe(pre);
    const live = engine.start(pre, rng);
    expect(engine.view(live)).toMatchObject({ time_status: 1, ss: '0-0' });
    const end = play('nba', 'status', 60_000);
    expect(engine.isFinished(end)).toBe(true);
    expect(engine.view(end).time_status).toBe(3);
  });

  it('keeps the feed consistent at every second of a game', () => {
    let previous: MatchSnapshot | null = null;
    const quarters = new Set<number>();
    play('nba', 'flow', 1000, (v) => {
      const [home, away] = v.ss!.split('-').map(Number) as [number, number];
      const sc = v.scores;
      // '3' is the first half, '7' the total and equal to ss (spec §4 key mapping).
      if (sc['2']) {
        expect(n(sc['3']!.home)).toBe(n(sc['1']!.home) + n(sc['2'].home));
        expect(n(sc['3']!.away)).toBe(n(sc['1']!.away) + n(sc['2'].away));
      }
      const periods = ['1', '2', '4', '5', '6'].map((k) => sc[k] ?? { home: '0', away: '0' });
      expect(periods.reduce((t, p) => t + n(p.home), 0)).toBe(home);
      expect(periods.reduce((t, p) => t + n(p.away), 0)).toBe(away);
      expect(sc['7']).toEqual({ home: String(home), away: String(away) });
      // Every point is a made 2, a made 3 or a free throw.
      const st = v.stats;
      expect(2 * st['2points']![0] + 3 * st['3points']![0] + st.free_throws![0]).toBe(home);
      expect(2 * st['2points']![1] + 3 * st['3points']![1] + st.free_throws![1]).toBe(away);
      for (const rate of st.free_throws_rate!) expect(rate >= 0 && rate <= 100).toBe(true);
      const timer = v.timer!;
      quarters.add(timer.q!);
      if (previous?.timer && previous.time_status === 1 && v.time_status === 1) {
        const before = previous.timer;
        expect(timer.q!).toBeGreaterThanOrEqual(before.q!);
        if (timer.q === before.q)
          expect(timer.tm * 60 + timer.ts).toBeLessThanOrEqual(before.tm * 60 + before.ts);
      }
      if (v.details.state !== null) expect(gameStateText(18, v.details.state)).not.toBeNull();
      previous = v;
    });
    expect([...quarters].slice(0, 4)).toEqual([1, 2, 3, 4]);
  });

  it('numbers its timeline 1, 2, … with quarter summaries and known texts', () => {
    const end = engine.view(play('fiba', 'events', 60_000));
    end.events.forEach((e, i) => expect(e.id).toBe(String(i + 1)));
    const texts = end.events.map((e) => e.text);
    for (const q of [1, 2, 3, 4])
      expect(texts.some((t) => t.startsWith(`Score After Quarter ${q} - `))).toBe(true);
    const known =
      /^((Q[1-4]|OT) \d\d:\d\d - (3 Points|Time Out|First Points|Race to \d+ Points) - (Home|Away)|Score After (Quarter [1-4]|Overtime) - \d+-\d+|Overtime( \d+)?)$/;
    for (const t of texts) expect(t).toMatch(known);
    expect(texts.filter((t) => t.includes('3 Points')).length).toBe(
      end.stats['3points']![0] + end.stats['3points']![1],
    );
  });

  it('never ends in a draw: ties go to overtimes (timer q 5, score key 6)', () => {
    let overtimes = 0;
    for (let i = 0; i < 120; i++) {
      let sawQ5 = false;
      const end = play('ebasketball-4x5', `ot-${i}`, 30_000, (v) => {
        if (v.timer?.q === 5 && v.time_status === 1) sawQ5 = true;
      });
      const v = engine.view(end);
      const [home, away] = v.ss!.split('-').map(Number);
      expect(home).not.toBe(away);
      if (end.period >= 5) {
        overtimes++;
        expect(sawQ5).toBe(true);
        expect(v.scores['6']).toBeDefined();
        expect(v.events.some((e) => e.text === 'Overtime')).toBe(true);
      } else expect(v.scores['6']).toBeUndefined();
    }
    expect(overtimes).toBeGreaterThan(0);
  });

  it('limits time-outs per format (FIBA: 2 in the first half, 3 in the second, 1 per overtime)', () => {
    for (let i = 0; i < 60; i++) {
      const end = play('fiba', `to-${i}`, 60_000, (v, s) => {
        const left = v.details.sts.timeoutsLeft as number[];
        for (const l of left) expect(l).toBeGreaterThanOrEqual(0);
        if (s.period <= 2)
          for (const used of v.stats.time_outs!) expect(used).toBeLessThanOrEqual(2);
      });
      for (const used of engine.view(end).stats.time_outs!) {
        expect(used).toBeLessThanOrEqual(5 + Math.max(0, end.period - 4));
      }
    }
  });

  it('suspends markets around free throws and keeps them open in ordinary play', () => {
    let duringFreeThrows = 0;
    let open = 0;
    play('nba', 'danger', 1000, (_v, s) => {
      if (s.ft !== null) {
        duringFreeThrows++;
        expect(engine.isDangerous(s)).toBe(true);
      } else if (!engine.isDangerous(s)) open++;
    });
    expect(duringFreeThrows).toBeGreaterThan(0);
    expect(open).toBeGreaterThan(1000);
    expect(engine.isDangerous(engine.init(setup('nba'), createRng('p')))).toBe(false);
  });

  it('has no structured incidents and sts with possession, fouls, time-outs, lead and run', () => {
    const s = engine.step(started('nba', 'sts'), 600_000, createRng('sts'));
    expect(engine.incidents(s)).toEqual([]);
    expect(Object.keys(engine.view(s).details.sts).sort()).toEqual(
      ['biggestLead', 'currentRun', 'possession', 'teamFouls', 'timeoutsLeft'].sort(),
    );
  });
});

describe('basketball determinism', () => {
  it('replays a game identically from the same seed', () => {
    expect(play('nba', 'same', 5_000)).toEqual(play('nba', 'same', 5_000));
    expect(play('nba', 'same', 5_000)).not.toEqual(play('nba', 'other', 5_000));
  });

  it('gives the same state however the wall time is split, even with fresh Rng objects', () => {
    let a = started('nba', 'split');
    let b = a;
    const rngA = createRng('split');
    for (let t = 0; t < 400; t++) {
      a = engine.step(a, 2_000, rngA);
      b = engine.step(engine.step(b, 1_000, createRng('split')), 1_000, createRng('split'));
      expect(b).toEqual(a);
    }
    let c = started('nba', 'split');
    for (let t = 0; t < 800; t++) c = engine.step(c, 1_000, rngA);
    expect(c).toEqual(a);
    const odd = engine.step(engine.step(started('nba', 'split'), 333, rngA), 1_667, rngA);
    expect(odd).toEqual(engine.step(started('nba', 'split'), 2_000, rngA));
  });

  it('never changes the state it is given', () => {
    const rng = createRng('pure');
    let s = started('nba', 'pure');
    for (let t = 0; t < 300; t++) {
      const copy = structuredClone(s);
      const next = engine.step(s, 20_000, rng);
      expect(s).toEqual(copy);
      s = next;
    }
  });
});

describe('basketball prices', () => {
  function sums(p: ReturnType<typeof engine.price>): void {
    expect(p.winner.draw).toBeNull();
    expect(p.winner.home + p.winner.away).toBeCloseTo(1, 9);
    expect(p.handicap!.home + p.handicap!.away).toBeCloseTo(1, 9);
    expect(p.total!.over + p.total!.under).toBeCloseTo(1, 9);
    for (const v of [
      p.winner.home,
      p.winner.away,
      p.handicap!.home,
      p.total!.over,
      p.total!.under,
    ]) {
      expect(v > 0 && v < 1).toBe(true);
    }
    expect(Math.abs(p.handicap!.line % 1)).toBe(0.5);
    expect(Math.abs(p.total!.line % 1)).toBe(0.5);
  }

  it('sums each market to 1 with half-point lines throughout a game', () => {
    let checks = 0;
    play('fiba', 'prices', 30_000, (_v, s) => {
      sums(engine.price(s));
      checks++;
    });
    expect(checks).toBeGreaterThan(100);
  });

  it('makes the stronger side favourite before the start, with a matching spread', () => {
    const rng = createRng('fav');
    const strongHome = engine.price(engine.init(setup('nba', 1700, 1400), rng));
    expect(strongHome.winner.home).toBeGreaterThan(0.8);
    expect(strongHome.handicap!.line).toBeLessThan(-5);
    const strongAway = engine.price(engine.init(setup('nba', 1400, 1700), rng));
    expect(strongAway.winner.away).toBeGreaterThan(0.7);
    expect(strongAway.handicap!.line).toBeGreaterThan(5);
    const even = engine.price(engine.init(setup('nba', 1500, 1500, true), rng));
    expect(even.winner.home).toBeCloseTo(0.5, 2);
    expect(even.total!.line).toBeGreaterThan(210);
    expect(even.total!.line).toBeLessThan(240);
  });

  it("raises the leader's chance as the clock runs down and nears certainty at the end", () => {
    const base = { ...started('nba', 'lead'), edge: 0, possession: 1 as const };
    const at = (period: number, clockMs: number, lead: number): number => {
      const points = Array.from({ length: period }, (_, i): [number, number] =>
        i === 0 ? [40 + lead, 40] : [0, 0],
      );
      return engine.price({ ...base, period, clockMs, playAtMs: clockMs - 10_000, points }).winner
        .home;
    };
    const path = [
      at(2, 360_000, 8),
      at(3, 360_000, 8),
      at(4, 360_000, 8),
      at(4, 60_000, 8),
      at(4, 5_000, 8),
    ];
    for (let i = 1; i < path.length; i++) expect(path[i]!).toBeGreaterThan(path[i - 1]!);
    expect(path[0]!).toBeGreaterThan(0.6);
    expect(at(4, 5_000, 20)).toBeGreaterThan(0.99);
    expect(at(4, 5_000, 20)).toBeLessThan(1);
  });

  it('prices a finished game as decided but finite', () => {
    const end = play('nba', 'decided', 60_000);
    const [home, away] = engine.view(end).ss!.split('-').map(Number) as [number, number];
    const p = engine.price(end);
    sums(p);
    const winner = home > away ? p.winner.home : p.winner.away;
    expect(winner).toBeGreaterThan(0.99);
  });
});
