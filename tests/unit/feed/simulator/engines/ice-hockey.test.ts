import { describe, expect, it } from 'vitest';
import { gameStateCode } from '../../../../../src/lib/domain/game-states';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import type {
  MatchSetup,
  PlayerRef,
} from '../../../../../src/server/feed/simulator/engines/engine';
import { iceHockeyEngine as engine } from '../../../../../src/server/feed/simulator/engines/ice-hockey';
import { shootoutWinner } from '../../../../../src/server/feed/simulator/engines/ice-hockey-flow';
import type {
  HockeyState,
  ShootoutAttempt,
} from '../../../../../src/server/feed/simulator/engines/ice-hockey-rules';
import { createRng, type Rng } from '../../../../../src/server/feed/simulator/rng';

function squad(base: number): PlayerRef[] {
  const of = (position: string, count: number, from: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: base + from + i,
      name: `${position}${base + from + i}`,
      position,
      shirt: from + i + 1,
    }));
  return [...of('F', 12, 0), ...of('D', 6, 20), ...of('G', 2, 30)];
}

const HOME = squad(1000);
const AWAY = squad(2000);

function setup(
  options: Partial<MatchSetup> & { ratings?: [number, number]; noPlayers?: boolean } = {},
): MatchSetup {
  const [home, away] = options.ratings ?? [1500, 1500];
  return {
    matchId: 1,
    sportId: 17,
    format: options.format ?? 'nhl',
    neutral: options.neutral ?? false,
    home: { teamId: 1, name: 'Home', rating: home, players: options.noPlayers ? [] : HOME },
    away: { teamId: 2, name: 'Away', rating: away, players: options.noPlayers ? [] : AWAY },
  };
}

/** Plays a whole game; `each` sees every state with the one before it. */
function play(
  seed: string,
  options: Parameters<typeof setup>[0] = {},
  each?: (s: HockeyState, prev: HockeyState, rng: Rng) => void,
  dt = 1000,
): HockeyState {
  const rng = createRng(seed);
  let s = engine.start(engine.init(setup(options), rng), rng);
  while (!engine.isFinished(s)) {
    const prev = s;
    s = engine.step(s, dt, rng);
    each?.(s, prev, rng);
  }
  return s;
}

const GOAL_TEXT = /^\d\d:\d\d - \d+(st|nd|rd|th) Goal - /;
const ordinal = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? `${n}th` : `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
const seconds = (v: MatchSnapshot) => (v.timer ? v.timer.tm * 60 + v.timer.ts : -1);
const scoreOf = (v: MatchSnapshot) => (v.ss ?? '0-0').split('-').map(Number) as [number, number];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Games 0..n-1 of a seed family, played fast. */
const games = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => play(`${prefix}-${i}`, {}, undefined, 600_000));

describe('ice hockey match status', () => {
  it('goes 0 → 1 → 3 with no score or clock before the start', () => {
    const rng = createRng('status');
    const pre = engine.init(setup(), rng);
    expect(engine.view(pre)).toMatchObject({ time_status: 0, ss: null, timer: null, scores: {} });
    const live = engine.start(pre, rng);
    expect(engine.view(live)).toMatchObject({
      time_status: 1,
      ss: '0-0',
      timer: { tm: 0, ts: 0, q: 1 },
      scores: { '1': { home: '0', away: '0' } },
    });
    expect(engine.isFinished(live)).toBe(false);
    const end = play('status');
    expect(engine.view(end).time_status).toBe(3);
    expect(engine.isFinished(end)).toBe(true);
  });

  it('knows the nhl and khl formats and refuses others', () => {
    expect(engine.formats).toEqual(['nhl', 'khl']);
    expect(() => engine.init(setup({ format: 'standard' }), createRng('x'))).toThrow(/format/);
  });
});

describe('ice hockey periods and clock', () => {
  it('plays 20-minute periods with 18-minute intermissions, the clock counting up from 0:00 each period', () => {
    const intermission = [0, 0, 0];
    let lastQ = 1;
    play('periods', {}, (s) => {
      const v = engine.view(s);
      if (!v.timer) return;
      if (s.phase === 'break') {
        expect(v.timer.tt).toBe('0');
        if (s.period <= 2) {
          intermission[s.period]! += 1;
          expect(v.timer).toMatchObject({ tm: 20, ts: 0 });
        }
      }
      if (v.timer.q !== lastQ) {
        // A new period starts at 0:00 with the clock stopped for the face-off.
        expect(v.timer.q).toBe(lastQ + 1);
        expect(seconds(v)).toBe(0);
        lastQ = v.timer.q ?? 0;
      }
      expect(seconds(v)).toBeLessThanOrEqual(v.timer.q === 4 ? 300 : 1200);
    });
    expect(lastQ).toBeGreaterThanOrEqual(3);
    expect(intermission.slice(1)).toEqual([18 * 60, 18 * 60]);
  });

  it('runs the clock one second per wall second while play is on and stops it at whistles', () => {
    let running = 0;
    let stopped = 0;
    play('clock', {}, (s, prev) => {
      const [a, b] = [engine.view(prev), engine.view(s)];
      if (a.timer?.q !== b.timer?.q || s.phase !== 'live') return;
      const moved = seconds(b) - seconds(a);
      expect([0, 1]).toContain(moved);
      if (moved === 1) running++;
      else stopped++;
    });
    expect(running).toBeGreaterThanOrEqual(3600);
    // Whistles, goals, penalties and TV time-outs: roughly 40-50 minutes of stopped clock.
    expect(stopped / 60).toBeGreaterThan(30);
    expect(stopped / 60).toBeLessThan(65);
  });

  it('puts the puck on the 400x180 rink while live and nowhere in a break', () => {
    play('puck', {}, (s) => {
      const pos = engine.view(s).details.ball_pos;
      if (s.phase !== 'live') {
        if (s.phase !== 'shootout') expect(pos).toBeNull();
        return;
      }
      const [x, y] = (pos ?? '').split(',').map(Number);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
    });
  });
});

describe('ice hockey overtime and shoot-out', () => {
  const finals = games(400, 'ot');

  it('plays overtime only after a tied regulation and ends it at the first goal', () => {
    let overtimeGoals = 0;
    for (const s of finals) {
      const v = engine.view(s);
      const regulation = ['1', '2', '3'].map((k) => v.scores[k]!);
      const home = regulation.reduce((n, p) => n + Number(p.home), 0);
      const away = regulation.reduce((n, p) => n + Number(p.away), 0);
      const texts = v.events.map((e) => e.text);
      if (v.scores['4']) {
        expect(home).toBe(away);
        expect(texts).toContain('Overtime');
        const ot = Number(v.scores['4'].home) + Number(v.scores['4'].away);
        expect(ot).toBeLessThanOrEqual(1);
        if (ot === 1) {
          overtimeGoals++;
          expect(v.scores['5']).toBeUndefined();
          expect(v.timer?.q).toBe(4);
          expect(seconds(v)).toBeLessThanOrEqual(300);
          expect(texts.at(-1)).toMatch(/Goal/);
        }
      } else {
        expect(home).not.toBe(away);
        expect(texts).not.toContain('Overtime');
      }
    }
    expect(overtimeGoals).toBeGreaterThan(10);
  });

  it('lets the shoot-out decide a game still tied and counts it as one goal', () => {
    const shootouts = finals.filter((s) => engine.view(s).scores['5']);
    expect(shootouts.length).toBeGreaterThan(10);
    for (const s of shootouts) {
      const v = engine.view(s);
      expect(v.scores['4']).toEqual({ home: '0', away: '0' });
      const so = [Number(v.scores['5']!.home), Number(v.scores['5']!.away)];
      expect(so.sort()).toEqual([0, 1]);
      const [h, a] = scoreOf(v);
      expect(Math.abs(h - a)).toBe(1);
      const winner = shootoutWinner(s.shootout!.attempts, 3);
      expect(winner).toBe(h > a ? 0 : 1);
      expect(v.events.map((e) => e.text)).toContain('Shootout');
      expect(v.events.at(-1)?.text).toMatch(
        new RegExp(`^Shootout Winner - .* - ${h > a ? 'Home' : 'Away'}$`),
      );
    }
  });

  it.each([
    ['home 3 of 3, away 0 of 2', [1, 1, 1], [0, 0], 0],
    ['home 0 of 2, away 2 of 2', [0, 0], [1, 1], 1],
    ['level after 3 rounds', [1, 0, 0], [0, 1, 0], null],
    ['sudden death, home scores first', [1, 0, 0, 1], [0, 1, 0], null],
    ['sudden death round complete', [1, 0, 0, 1], [0, 1, 0, 0], 0],
    ['home 1 of 1, away 0 of 1', [1], [0], null],
  ] as const)('shoot-out winner: %s', (_, home, away, expected) => {
    const attempts = (xs: readonly number[]): ShootoutAttempt[] =>
      xs.map((x) => ({ playerId: null, scored: x === 1 }));
    expect(shootoutWinner([attempts(home), attempts(away)], 3)).toBe(expected);
  });
});

interface HockeySts {
  manAdvantage: 'home' | 'away' | null;
  penaltyClock: number | null;
  emptyNet: [boolean, boolean];
  timeoutsLeft: [number, number];
}
const sts = (v: MatchSnapshot) => v.details.sts as unknown as HockeySts;

describe('ice hockey penalties and power plays', () => {
  it('a minor gives the other side a power play that ends on a power-play goal or after 2 minutes', () => {
    const seen = { started: 0, endedByGoal: 0, expired: 0, majorKept: 0, shortHanded: 0 };
    for (let i = 0; i < 40 && (seen.endedByGoal < 3 || seen.expired < 3); i++) {
      play(`pp-${i}`, {}, (s, prev) => {
        const v = engine.view(s);
        if (!prev.penalty && s.penalty) {
          const pp = s.penalty.side === 0 ? 'away' : 'home';
          expect(sts(v).manAdvantage).toBe(pp);
          expect(sts(v).penaltyClock).toBe(s.penalty.major ? 300 : 120);
          expect(v.events.at(-1)?.text).toBe(`Power Play - ${pp === 'home' ? 'Home' : 'Away'}`);
          expect(v.details.state).toBe(gameStateCode(17, 'Power Play', pp));
          seen.started++;
        }
        if (!prev.penalty) return;
        const short = prev.penalty.side;
        const pp = short === 0 ? 1 : 0;
        if (s.stats.power_play_goals[pp] > prev.stats.power_play_goals[pp]) {
          expect(s.stats.goals[pp]).toBe(prev.stats.goals[pp] + 1);
          if (prev.penalty.major) {
            expect(s.penalty?.major).toBe(true);
            seen.majorKept++;
          } else {
            expect(s.penalty).toBeNull();
            expect(sts(v).manAdvantage).toBeNull();
            seen.endedByGoal++;
          }
        } else if (s.stats.goals[short] > prev.stats.goals[short] && prev.penalty.left > 1) {
          // A short-handed goal does not end the penalty.
          expect(s.penalty).not.toBeNull();
          seen.shortHanded++;
        } else if (!s.penalty && s.phase !== 'over') {
          expect(prev.penalty.left).toBe(1);
          seen.expired++;
        }
      });
    }
    expect(seen.started).toBeGreaterThan(20);
    expect(seen.endedByGoal).toBeGreaterThanOrEqual(3);
    expect(seen.expired).toBeGreaterThanOrEqual(3);
  });

  it('counts penalties, penalty minutes and power plays consistently', () => {
    for (const s of games(100, 'pim')) {
      for (const side of [0, 1] as const) {
        const other = side === 0 ? 1 : 0;
        const { penalties, penalty_minutes, power_plays, power_play_goals } = s.stats;
        expect(power_plays[other]).toBe(penalties[side]);
        expect(penalty_minutes[side] - 2 * penalties[side]).toBeGreaterThanOrEqual(0);
        expect((penalty_minutes[side] - 2 * penalties[side]) % 3).toBe(0);
        expect(power_play_goals[side]).toBeLessThanOrEqual(s.stats.goals[side]);
      }
    }
  });
});

describe('ice hockey empty net and time-outs', () => {
  it('pulls a goalie only late in the third period when one or two goals down', () => {
    let pulls = 0;
    let emptyNetGoals = 0;
    for (let i = 0; i < 80; i++) {
      play(`en-${i}`, {}, (s, prev) => {
        const v = engine.view(s);
        for (const side of [0, 1] as const) {
          if (!s.pulled[side]) continue;
          const down = s.score[side === 0 ? 1 : 0] - s.score[side];
          expect(s.period).toBe(3);
          expect(s.clock).toBeGreaterThanOrEqual(1200 - 200);
          expect(down === 1 || down === 2).toBe(true);
          expect(sts(v).emptyNet[side]).toBe(true);
          if (!prev.pulled[side]) {
            pulls++;
            expect(v.events.at(-1)?.text).toBe(`Empty Net - ${side === 0 ? 'Home' : 'Away'}`);
          }
        }
        for (const side of [0, 1] as const) {
          const opp = side === 0 ? 1 : 0;
          if (prev.pulled[opp] && s.score[side] > prev.score[side]) emptyNetGoals++;
        }
      });
    }
    expect(pulls).toBeGreaterThan(10);
    expect(emptyNetGoals).toBeGreaterThan(3);
  });

  it('gives each team one time-out', () => {
    let used = 0;
    for (const s of games(200, 'to')) {
      const v = engine.view(s);
      for (const [side, name] of [
        [0, 'Home'],
        [1, 'Away'],
      ] as const) {
        const calls = v.events.filter((e) => e.text === `Time Out - ${name}`).length;
        expect(calls).toBeLessThanOrEqual(1);
        expect(sts(v).timeoutsLeft[side]).toBe(1 - calls);
        used += calls;
      }
    }
    expect(used).toBeGreaterThan(20);
  });
});

describe('ice hockey score, stats and timeline agree', () => {
  const finals = games(200, 'sum');
  const noPlayers = Array.from({ length: 20 }, (_, i) =>
    play(`np-${i}`, { noPlayers: true }, undefined, 600_000),
  );

  it('period scores sum to ss, and goals, incidents and goal texts match it', () => {
    for (const s of finals) {
      const v = engine.view(s);
      const [h, a] = scoreOf(v);
      const keys = Object.keys(v.scores);
      expect(keys).toEqual(['1', '2', '3', '4', '5'].slice(0, keys.length));
      expect(keys.length).toBeGreaterThanOrEqual(3);
      const sum = Object.values(v.scores).reduce<[number, number]>(
        (n, p) => [n[0] + Number(p.home), n[1] + Number(p.away)],
        [0, 0],
      );
      expect(sum).toEqual([h, a]);
      expect(v.stats.goals).toEqual([h, a]);
      const incidents = engine
        .incidents(s)
        .filter((x) => x.kind === 'goal' || x.kind === 'penalty_goal');
      expect(incidents.filter((x) => x.side === 'home')).toHaveLength(h);
      expect(incidents.filter((x) => x.side === 'away')).toHaveLength(a);
      const shootoutGoal = v.scores['5'] ? 1 : 0;
      expect(v.events.filter((e) => GOAL_TEXT.test(e.text))).toHaveLength(h + a - shootoutGoal);
      expect(v.events.map((e) => e.id)).toEqual(v.events.map((_, i) => String(i + 1)));
    }
  });

  it('names scorers and assistants from the scoring side, and saves are the shots that did not go in', () => {
    for (const s of finals) {
      const v = engine.view(s);
      const soGoals: [number, number] = [
        Number(v.scores['5']?.home ?? 0),
        Number(v.scores['5']?.away ?? 0),
      ];
      for (const x of engine.incidents(s)) {
        const roster = (x.side === 'home' ? HOME : AWAY).map((p) => p.id);
        if (x.playerId !== undefined) expect(roster).toContain(x.playerId);
        if (x.assistId !== undefined) {
          expect(roster).toContain(x.assistId);
          expect(x.assistId).not.toBe(x.playerId);
        }
      }
      const shots = v.stats.shots!;
      const saves = v.stats.saves!;
      const goals = v.stats.goals!;
      expect(saves[0]).toBe(shots[1] - (goals[1] - soGoals[1]));
      expect(saves[1]).toBe(shots[0] - (goals[0] - soGoals[0]));
      const faceoffs = v.stats.faceoffs_won!;
      expect(faceoffs[0] + faceoffs[1]).toBeGreaterThan(30);
    }
  });

  it('writes goal texts as "mm:ss - 1st Goal - Player (Assists) - Team", with only the team when there is no squad', () => {
    const goal = GOAL_TEXT;
    for (const s of finals) {
      for (const e of engine.view(s).events.filter((x) => goal.test(x.text))) {
        expect(e.text).toMatch(
          /^\d\d:[0-5]\d - \d+(st|nd|rd|th) Goal - [DF]\d+( \([DFG]\d+(, [DFG]\d+)?\))? - (Home|Away)$/,
        );
      }
    }
    let named = 0;
    for (const s of noPlayers) {
      for (const e of engine.view(s).events.filter((x) => goal.test(x.text))) {
        expect(e.text).toMatch(/^\d\d:\d\d - \d+(st|nd|rd|th) Goal - (Home|Away)$/);
        named++;
      }
      for (const x of engine.incidents(s)) expect(x.playerId).toBeUndefined();
    }
    expect(named).toBeGreaterThan(50);
  });

  it('numbers goals 1st, 2nd, 3rd… and announces who races to 1-5 goals first', () => {
    for (const s of finals) {
      const texts = engine.view(s).events.map((e) => e.text);
      const goals = texts.filter((t) => GOAL_TEXT.test(t));
      goals.forEach((t, i) => expect(t).toContain(` - ${ordinal(i + 1)} Goal - `));
      const tally = [0, 0];
      const expected: string[] = [];
      for (const t of goals) {
        const side = t.endsWith('- Home') ? 0 : 1;
        tally[side]! += 1;
        const n = tally[side]!;
        if (n <= 5 && tally[1 - side]! < n)
          expected.push(`Race to ${n} Goal${n === 1 ? '' : 's'} - ${side === 0 ? 'Home' : 'Away'}`);
      }
      expect(texts.filter((t) => t.startsWith('Race to'))).toEqual(expected);
    }
  });

  it('announces the score after each regulation period', () => {
    for (const s of finals) {
      const v = engine.view(s);
      const after = v.events.map((e) => e.text).filter((t) => t.startsWith('Score After Period'));
      let h = 0;
      let a = 0;
      const expected = ['1', '2', '3'].map((k) => {
        h += Number(v.scores[k]!.home);
        a += Number(v.scores[k]!.away);
        return `Score After Period ${k} - ${h}-${a}`;
      });
      expect(after).toEqual(expected);
    }
  });
});

describe('ice hockey determinism', () => {
  it('replays the same game from the same seed, and another seed gives another game', () => {
    expect(play('same')).toEqual(play('same'));
    expect(play('same').events).not.toEqual(play('other').events);
  });

  it('gives the same state however the wall time is split', () => {
    const rngA = createRng('split');
    const rngB = createRng('split');
    let a = engine.start(engine.init(setup(), rngA), rngA);
    let b = engine.start(engine.init(setup(), rngB), rngB);
    const chunks = [2500, 500, 1700, 300, 5000, 999, 1];
    for (let round = 0; round < 400; round++) {
      for (const dt of chunks) b = engine.step(b, dt, rngB);
      a = engine.step(a, 11_000, rngA);
      expect(b).toEqual(a);
    }
    const mid = a;
    const r1 = createRng('mid');
    const r2 = createRng('mid');
    expect(engine.step(mid, 2000, r1)).toEqual(engine.step(engine.step(mid, 1000, r2), 1000, r2));
  });

  it('never changes the state it is given, and its state survives JSON', () => {
    const rng = createRng('frozen');
    let s = engine.start(engine.init(setup(), rng), rng);
    for (let i = 0; i < 120 && !engine.isFinished(s); i++) {
      const before = structuredClone(s);
      deepFreeze(s);
      s = engine.step(s, 60_000, rng);
      expect(before).toEqual(JSON.parse(JSON.stringify(before)));
    }
    const json = JSON.parse(JSON.stringify(s)) as HockeyState;
    expect(engine.step(json, 600_000, createRng('j'))).toEqual(
      engine.step(s, 600_000, createRng('j')),
    );
  });
});

/** A live state in period `period` at `clock` with the given score and no penalty. */
function liveAt(
  period: number,
  clock: number,
  score: [number, number],
  ratings: [number, number] = [1500, 1500],
): HockeyState {
  const rng = createRng('price');
  const s = engine.start(engine.init(setup({ ratings }), rng), rng);
  const periodScores: [number, number][] = [
    [0, 0],
    [0, 0],
    [0, 0],
  ].slice(0, period) as [number, number][];
  periodScores[0] = score;
  return { ...s, period, clock, score, periodScores, stats: { ...s.stats, goals: score } };
}

describe('ice hockey prices', () => {
  const sumsToOne = (p: ReturnType<typeof engine.price>) => {
    expect(p.winner.home + p.winner.away + (p.winner.draw ?? 0)).toBeCloseTo(1, 9);
    expect(p.handicap!.home + p.handicap!.away).toBeCloseTo(1, 9);
    expect(p.total!.over + p.total!.under).toBeCloseTo(1, 9);
    for (const x of [p.winner.home, p.winner.away, p.handicap!.home, p.total!.over]) {
      expect(x).toBeGreaterThanOrEqual(0.005);
      expect(x).toBeLessThanOrEqual(0.995);
    }
    expect(Math.abs(p.handicap!.line)).toBeGreaterThanOrEqual(1.5);
  };

  it('sums each market to 1 throughout a game, with a money line and no draw', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      play(`px-${g}`, {}, (s) => {
        if (s.wall % 30 !== 0 && !engine.isFinished(s)) return;
        const p = engine.price(s);
        expect(p.winner.draw).toBeNull();
        sumsToOne(p);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('makes the stronger side the favourite before the start, home ice counting unless neutral', () => {
    const pre = (options: Parameters<typeof setup>[0]) =>
      engine.price(engine.init(setup(options), createRng('p')));
    expect(pre({ ratings: [1700, 1400] }).winner.home).toBeGreaterThan(0.65);
    expect(pre({ ratings: [1700, 1400] }).handicap!.line).toBe(-1.5);
    expect(pre({ ratings: [1400, 1700] }).winner.away).toBeGreaterThan(0.65);
    expect(pre({}).winner.home).toBeGreaterThan(0.5);
    expect(pre({ neutral: true }).winner.home).toBeCloseTo(0.5, 9);
    const total = pre({}).total!;
    expect([5.5, 6.5]).toContain(total.line);
  });

  it("raises the leader's chance as the clock runs down", () => {
    const at = [
      liveAt(1, 600, [1, 0]),
      liveAt(2, 600, [1, 0]),
      liveAt(3, 600, [1, 0]),
      liveAt(3, 1150, [1, 0]),
    ];
    const home = at.map((s) => engine.price(s).winner.home);
    for (let i = 1; i < home.length; i++) expect(home[i]).toBeGreaterThan(home[i - 1]!);
    expect(home[0]).toBeGreaterThan(0.6);
  });

  it('moves the total up and the favourite towards the side on a power play', () => {
    const even = liveAt(2, 300, [1, 1]);
    const homePp = { ...even, penalty: { side: 1 as const, left: 120, major: false } };
    const [a, b] = [engine.price(even), engine.price(homePp)];
    expect(
      b.total!.line > a.total!.line ||
        (b.total!.line === a.total!.line && b.total!.over > a.total!.over),
    ).toBe(true);
    expect(b.winner.home).toBeGreaterThan(a.winner.home);
  });

  it('settles at the final score', () => {
    for (const s of games(30, 'settle')) {
      const p = engine.price(s);
      const [h, a] = s.score;
      expect(p.winner.home).toBe(h > a ? 0.995 : 0.005);
      sumsToOne(p);
    }
  });
});

describe('ice hockey dangerous moments', () => {
  it('flags a penalty shot, a power-play shot and the last seconds of a close period, not ordinary play', () => {
    expect(engine.isDangerous(liveAt(1, 300, [0, 0]))).toBe(false);
    expect(
      engine.isDangerous({
        ...liveAt(1, 300, [0, 0]),
        penaltyShot: { side: 0, playerId: null, left: 30 },
      }),
    ).toBe(true);
    expect(engine.isDangerous(liveAt(2, 1185, [2, 1]))).toBe(true);
    expect(engine.isDangerous(liveAt(2, 1185, [3, 0]))).toBe(false);
    expect(engine.isDangerous({ ...liveAt(2, 1185, [2, 1]), stop: 20 })).toBe(false);
    let ppShots = 0;
    for (let g = 0; g < 10; g++) {
      play(`danger-${g}`, {}, (s, prev) => {
        if (!prev.penalty || !s.penalty || s.phase !== 'live') return;
        const pp = prev.penalty.side === 0 ? 1 : 0;
        if (
          s.stats.shots[pp] > prev.stats.shots[pp] &&
          s.stats.goals[pp] === prev.stats.goals[pp]
        ) {
          expect(engine.isDangerous(s)).toBe(true);
          ppShots++;
        }
      });
    }
    expect(ppShots).toBeGreaterThan(20);
  });

  it('is calm for most of a game', () => {
    let live = 0;
    let dangerous = 0;
    play('calm', {}, (s) => {
      if (s.phase !== 'live') return;
      live++;
      if (engine.isDangerous(s)) dangerous++;
    });
    expect(dangerous).toBeGreaterThan(0);
    expect(dangerous / live).toBeLessThan(0.05);
  });
});
