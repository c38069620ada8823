// American football engine: rules (scoring values, downs, time-outs, quarters and overtime),
// feed shape, determinism and pricing. Realism is in american-football.realism.test.ts.
import { describe, expect, it } from 'vitest';
import { gameStateText } from '../../../../../src/lib/domain/game-states';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import { americanFootballEngine as engine } from '../../../../../src/server/feed/simulator/engines/american-football';
import {
  expectedDrivePoints,
  fieldGoalProbability,
  goForTwo,
} from '../../../../../src/server/feed/simulator/engines/american-football-rules';
import type { FootballState } from '../../../../../src/server/feed/simulator/engines/american-football-state';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

function setup(home = 1500, away = 1500, neutral = false, format = 'nfl'): MatchSetup {
  return {
    matchId: 7,
    sportId: 12,
    format,
    home: { teamId: 1, name: 'Home', rating: home, players: [] },
    away: { teamId: 2, name: 'Away', rating: away, players: [] },
    neutral,
  };
}

function started(seed: string): FootballState {
  const rng = createRng(seed);
  return engine.start(engine.init(setup(), rng), rng);
}

/** Plays a game to the end at `dtMs`, calling `each` with every snapshot (and the one before). */
function play(
  seed: string,
  dtMs: number,
  each?: (view: MatchSnapshot, prev: MatchSnapshot, s: FootballState) => void,
): FootballState {
  const rng = createRng(seed);
  let s = started(seed);
  let prev = engine.view(s);
  while (!engine.isFinished(s)) {
    s = engine.step(s, dtMs, rng);
    const view = engine.view(s);
    each?.(view, prev, s);
    prev = view;
  }
  return s;
}

const score = (v: MatchSnapshot): [number, number] =>
  v.ss!.split('-').map(Number) as [number, number];

/** Points per side implied by the timeline (TD 6, PAT 1, two-point 2, FG 3, safety 2). */
function pointsFromEvents(v: MatchSnapshot): [number, number] {
  const values: [RegExp, number][] = [
    [/ - Touchdown - /, 6],
    [/ - Extra Point - /, 1],
    [/ - Two-Point Conversion - /, 2],
    [/ - Field Goal \(\d+ yds\) - /, 3],
    [/ - Safety - /, 2],
  ];
  const out: [number, number] = [0, 0];
  for (const { text } of v.events) {
    for (const [re, points] of values) {
      if (re.test(text)) out[text.endsWith(' - Home') ? 0 : 1] += points;
    }
  }
  return out;
}

describe('american football rules', () => {
  it('knows the nfl format and refuses others', () => {
    expect([...engine.formats]).toEqual(['nfl']);
    expect(() => engine.init(setup(1500, 1500, false, 'cfl'), createRng('x'))).toThrow(
      /unknown format/,
    );
  });

  it('makes field goals less often the longer they are', () => {
    const byDistance = [20, 30, 40, 50, 60].map(fieldGoalProbability);
    for (let i = 1; i < byDistance.length; i++)
      expect(byDistance[i]!).toBeLessThan(byDistance[i - 1]!);
    expect(byDistance[0]!).toBeGreaterThan(0.95);
    expect(byDistance[3]!).toBeGreaterThan(0.6);
    expect(byDistance[3]!).toBeLessThan(0.8);
  });

  it.each([
    [-2, true, true],
    [1, true, true],
    [-1, true, false],
    [-2, false, false],
  ])('goes for two with lead %i after the touchdown (late %s): %s', (lead, late, two) => {
    expect(goForTwo(lead, late)).toBe(two);
  });

  it('values field position: the closer to the goal, the more a drive is worth', () => {
    expect(expectedDrivePoints(20)).toBeLessThan(expectedDrivePoints(50));
    expect(expectedDrivePoints(50)).toBeLessThan(expectedDrivePoints(80));
    expect(expectedDrivePoints(99)).toBeLessThanOrEqual(6);
  });

  it('scores only 6, 1, 2 and 3 points at a time', () => {
    const deltas = new Set<number>();
    for (let i = 0; i < 6; i++) {
      play(`delta-${i}`, 1000, (v, prev) => {
        const [h, a] = score(v);
        const [ph, pa] = prev.ss === null ? [0, 0] : score(prev);
        deltas.add(h - ph).add(a - pa);
      });
    }
    deltas.delete(0);
    expect([...deltas].sort()).toEqual(expect.arrayContaining([1, 3, 6]));
    for (const d of deltas) expect([1, 2, 3, 6]).toContain(d);
  });

  it('accounts for every point in the timeline: TD 6, PAT 1, two-point 2, FG 3, safety 2', () => {
    for (let i = 0; i < 150; i++) {
      const v = engine.view(play(`score-${i}`, 600_000));
      expect(pointsFromEvents(v)).toEqual(score(v));
    }
  });

  it('keeps downs 1–4, resets them only on a first down or a change of possession', () => {
    let firstDowns = 0;
    play('downs', 1000, (v, prev) => {
      type Sts = {
        down: number | null;
        toGo: number | null;
        yardLine: number | null;
        possession: string | null;
      };
      const st = v.details.sts as Sts;
      const was = prev.details.sts as Sts;
      if (st.down !== null) {
        expect(st.down >= 1 && st.down <= 4).toBe(true);
        expect(st.toGo!).toBeGreaterThanOrEqual(1);
        expect(st.toGo!).toBeLessThanOrEqual(100 - st.yardLine!);
      }
      if (st.down === null || was.down === null || st.possession !== was.possession) return;
      if (st.down === was.down || st.down === was.down + 1) return;
      // Any other change of down with the same offense is a first down, and counted as one.
      expect(st.down).toBe(1);
      const side = st.possession === 'home' ? 0 : 1;
      expect(v.stats['1stDowns']![side]).toBe(prev.stats['1stDowns']![side] + 1);
      firstDowns++;
    });
    expect(firstDowns).toBeGreaterThan(20);
  });

  it('hands the ball over on downs only after a failed fourth down, across many games', () => {
    let seen = 0;
    for (let i = 0; i < 30; i++) {
      play(`tod-${i}`, 1000, (v, prev) => {
        const fresh = v.events.slice(prev.events.length).map((e) => e.text);
        if (!fresh.some((t) => t.includes('Turnover On Downs'))) return;
        seen++;
        expect((prev.details.sts as { down: number }).down).toBe(4);
      });
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('gives three time-outs per team per half (0–3), two in overtime', () => {
    let thirdQuarterChecked = false;
    for (let i = 0; i < 20; i++) {
      const end = play(`to-${i}`, 5_000, (v, prev, s) => {
        const left = v.details.sts.timeoutsLeft as [number, number];
        for (const l of left) expect(l >= 0 && l <= 3).toBe(true);
        if (s.period === 3 && prev.details.period === 2) {
          expect(left).toEqual([3, 3]);
          thirdQuarterChecked = true;
        }
        if (s.period === 5) for (const l of left) expect(l).toBeLessThanOrEqual(2);
      });
      for (const used of engine.view(end).stats.time_outs!) expect(used).toBeLessThanOrEqual(8);
    }
    expect(thirdQuarterChecked).toBe(true);
  });
});

describe('american football game flow', () => {
  it('goes from not started (0) to in play (1) to ended (3)', () => {
    const rng = createRng('status');
    const pre = engine.init(setup(), rng);
    expect(engine.view(pre)).toMatchObject({ time_status: 0, ss: null, timer: null });
    const live = engine.start(pre, rng);
    expect(engine.view(live)).toMatchObject({
      time_status: 1,
      ss: '0-0',
      timer: { tm: 15, ts: 0, q: 1 },
    });
    expect(engine.view(play('status', 60_000)).time_status).toBe(3);
  });

  it('keeps scores, timer, states and ball position consistent at every second', () => {
    const quarters: number[] = [];
    play('flow', 1000, (v, prev) => {
      const [home, away] = score(v);
      const sc = v.scores;
      if (sc['2']) expect(Number(sc['3']!.home)).toBe(Number(sc['1']!.home) + Number(sc['2'].home));
      const periods = ['1', '2', '4', '5', '6'].map((k) => sc[k] ?? { home: '0', away: '0' });
      expect(periods.reduce((t, p) => t + Number(p.away), 0)).toBe(away);
      expect(sc['7']).toEqual({ home: String(home), away: String(away) });
      const t = v.timer!;
      if (quarters.at(-1) !== t.q) quarters.push(t.q!);
      if (prev.timer && prev.time_status === 1 && v.time_status === 1 && prev.timer.q === t.q) {
        expect(t.tm * 60 + t.ts).toBeLessThanOrEqual(prev.timer.tm * 60 + prev.timer.ts);
      }
      if (v.details.state !== null) expect(gameStateText(12, v.details.state)).not.toBeNull();
      if (v.details.ball_pos !== null) {
        const [x, y] = v.details.ball_pos.split(',').map(Number) as [number, number];
        expect(x > 0 && x < 1 && y > 0 && y < 1).toBe(true);
      }
      const yards = v.stats.TotalYards!;
      expect(yards[0]).toBe(v.stats.passing_yards![0] + v.stats.rushing_yards![0]);
    });
    expect(quarters.slice(0, 4)).toEqual([1, 2, 3, 4]);
  });

  it('writes a numbered timeline in the `Q2 03:41 - Touchdown - Team` style', () => {
    const v = engine.view(play('events', 60_000));
    v.events.forEach((e, i) => expect(e.id).toBe(String(i + 1)));
    const known =
      /^((Q[1-4]|OT) \d\d:\d\d - ((Touchdown|Extra Point|Extra Point Missed|Two-Point Conversion|Two-Point Conversion Failed|Field Goal( Missed)? \(\d+ yds\)|Safety|Interception|Fumble Recovery|Turnover On Downs|Timeout) - (Home|Away)|Two-Minute Warning)|Score After (Quarter [1-4]|Overtime) - \d+-\d+|Overtime)$/;
    for (const e of v.events) expect(e.text).toMatch(known);
    for (const q of [1, 2, 3])
      expect(v.events.some((e) => e.text.startsWith(`Score After Quarter ${q} - `))).toBe(true);
    expect(
      v.events.filter((e) => e.text.endsWith('Two-Minute Warning')).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('plays a 10-minute overtime after a tie, which may itself end tied', () => {
    let overtimes = 0;
    for (let i = 0; i < 400 && overtimes < 3; i++) {
      const end = play(`ot-${i}`, 60_000);
      const v = engine.view(end);
      const [home, away] = score(v);
      if (end.period < 5) {
        expect(home).not.toBe(away);
        continue;
      }
      overtimes++;
      expect(v.events.some((e) => e.text === 'Overtime')).toBe(true);
      expect(v.scores['6']).toBeDefined();
      expect(
        Number(v.scores['5']!.home) + Number(v.scores['4']!.home) + Number(v.scores['3']!.home),
      ).toBe(home - Number(v.scores['6']!.home));
    }
    expect(overtimes).toBeGreaterThan(0);
  });

  it('suspends markets for tries, reviews and red-zone snaps, not for ordinary play', () => {
    let tries = 0;
    let redZone = 0;
    let open = 0;
    play('danger', 1000, (_v, _p, s) => {
      if (s.phase !== 'live') return;
      if (s.next === 'try') {
        tries++;
        expect(engine.isDangerous(s)).toBe(true);
      } else if (s.next === 'snap' && s.yardLine >= 80) {
        redZone++;
        expect(engine.isDangerous(s)).toBe(true);
      } else if (!engine.isDangerous(s)) open++;
    });
    expect(tries).toBeGreaterThan(0);
    expect(redZone).toBeGreaterThan(0);
    expect(open).toBeGreaterThan(1000);
  });

  it('shows sts down, distance, yard line, possession and time-outs; no incidents', () => {
    const s = engine.step(started('sts'), 300_000, createRng('sts'));
    expect(engine.incidents(s)).toEqual([]);
    expect(Object.keys(engine.view(s).details.sts).sort()).toEqual(
      ['down', 'driveStart', 'possession', 'timeoutsLeft', 'toGo', 'yardLine'].sort(),
    );
  });
});

describe('american football determinism', () => {
  it('replays a game identically from the same seed', () => {
    expect(play('same', 10_000)).toEqual(play('same', 10_000));
    expect(play('same', 10_000)).not.toEqual(play('other', 10_000));
  });

  it('gives the same state however the wall time is split', () => {
    let a = started('split');
    let b = a;
    const rng = createRng('split');
    for (let t = 0; t < 600; t++) {
      a = engine.step(a, 2_000, rng);
      b = engine.step(engine.step(b, 1_000, createRng('split')), 1_000, createRng('split'));
      expect(b).toEqual(a);
    }
    expect(engine.step(engine.step(started('split'), 250, rng), 4_750, rng)).toEqual(
      engine.step(started('split'), 5_000, rng),
    );
  });

  it('never changes the state it is given', () => {
    const rng = createRng('pure');
    let s = started('pure');
    for (let t = 0; t < 300; t++) {
      const copy = structuredClone(s);
      const next = engine.step(s, 30_000, rng);
      expect(s).toEqual(copy);
      s = next;
    }
  });
});

describe('american football prices', () => {
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
    play('prices', 30_000, (_v, _p, s) => {
      sums(engine.price(s));
      checks++;
    });
    expect(checks).toBeGreaterThan(200);
  });

  it('makes the stronger side favourite before the kickoff, totals around 45', () => {
    const rng = createRng('fav');
    const home = engine.price(engine.init(setup(1700, 1400), rng));
    expect(home.winner.home).toBeGreaterThan(0.75);
    expect(home.handicap!.line).toBeLessThan(-7);
    const away = engine.price(engine.init(setup(1400, 1700), rng));
    expect(away.winner.away).toBeGreaterThan(0.7);
    const even = engine.price(engine.init(setup(1500, 1500, true), rng));
    expect(even.winner.home).toBeCloseTo(0.5, 2);
    expect(even.total!.line).toBeGreaterThan(38);
    expect(even.total!.line).toBeLessThan(50);
  });

  it("raises the leader's chance as the clock runs down and nears certainty at the end", () => {
    const base: FootballState = {
      ...started('lead'),
      edge: 0,
      next: 'snap',
      offense: 1,
      yardLine: 25,
    };
    const at = (period: number, clockMs: number, lead: number): number => {
      const points = Array.from({ length: period }, (_, i): [number, number] =>
        i === 0 ? [10 + lead, 10] : [0, 0],
      );
      return engine.price({ ...base, period, clockMs, points }).winner.home;
    };
    const path = [
      at(2, 600_000, 7),
      at(3, 600_000, 7),
      at(4, 600_000, 7),
      at(4, 120_000, 7),
      at(4, 10_000, 7),
    ];
    for (let i = 1; i < path.length; i++) expect(path[i]!).toBeGreaterThan(path[i - 1]!);
    expect(at(4, 10_000, 17)).toBeGreaterThan(0.99);
    expect(at(4, 10_000, 17)).toBeLessThan(1);
  });

  it('prices a finished game as decided but finite', () => {
    const end = play('decided', 60_000);
    const [home, away] = score(engine.view(end));
    const p = engine.price(end);
    sums(p);
    if (home !== away) expect(home > away ? p.winner.home : p.winner.away).toBeGreaterThan(0.99);
  });
});
