import { describe, expect, it } from 'vitest';
import { gameStateCode } from '../../../../../src/lib/domain/game-states';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import type {
  MatchSetup,
  PlayerRef,
} from '../../../../../src/server/feed/simulator/engines/engine';
import { handballEngine as engine } from '../../../../../src/server/feed/simulator/engines/handball';
import { callTimeout } from '../../../../../src/server/feed/simulator/engines/handball-play';
import type { HandballState } from '../../../../../src/server/feed/simulator/engines/handball-rules';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const POSITIONS = [
  'GK',
  'LW',
  'LB',
  'CB',
  'RB',
  'RW',
  'P',
  'LW',
  'LB',
  'CB',
  'RB',
  'RW',
  'P',
  'GK',
];
function squad(base: number): PlayerRef[] {
  return POSITIONS.map((position, i) => ({
    id: base + i,
    name: `P${base + i}`,
    position,
    shirt: i + 1,
  }));
}
const HOME = squad(1000);
const AWAY = squad(2000);

function setup(
  options: Partial<MatchSetup> & { ratings?: [number, number]; noPlayers?: boolean } = {},
): MatchSetup {
  const [home, away] = options.ratings ?? [1500, 1500];
  return {
    matchId: 1,
    sportId: 78,
    format: options.format ?? 'standard',
    neutral: options.neutral ?? false,
    home: { teamId: 1, name: 'Home', rating: home, players: options.noPlayers ? [] : HOME },
    away: { teamId: 2, name: 'Away', rating: away, players: options.noPlayers ? [] : AWAY },
  };
}

/** Plays a whole match; `each` sees every state with the one before it. */
function play(
  seed: string,
  options: Parameters<typeof setup>[0] = {},
  each?: (s: HandballState, prev: HandballState) => void,
  dt = 1000,
): HandballState {
  const rng = createRng(seed);
  let s = engine.start(engine.init(setup(options), rng), rng);
  while (!engine.isFinished(s)) {
    const prev = s;
    s = engine.step(s, dt, rng);
    each?.(s, prev);
  }
  return s;
}

const games = (n: number, prefix: string, options: Parameters<typeof setup>[0] = {}) =>
  Array.from({ length: n }, (_, i) => play(`${prefix}-${i}`, options, undefined, 600_000));

const seconds = (v: MatchSnapshot) => (v.timer ? v.timer.tm * 60 + v.timer.ts : -1);
/** Clock seconds since the throw-off, from what the feed shows. */
const matchSeconds = (v: MatchSnapshot) => ((v.timer?.q ?? 1) - 1) * 1800 + seconds(v);
const scoreOf = (v: MatchSnapshot) => (v.ss ?? '0-0').split('-').map(Number) as [number, number];
const newEvents = (s: HandballState, prev: HandballState) =>
  s.events.slice(prev.events.length).map((e) => e.text);

interface HandballSts {
  possession: 'home' | 'away';
  shortHanded: [number, number];
  timeoutsLeft: [number, number];
}
const sts = (v: MatchSnapshot) => v.details.sts as unknown as HandballSts;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('handball match status', () => {
  it('goes 0 → 1 → 3 with no score or clock before the throw-off', () => {
    const rng = createRng('status');
    const pre = engine.init(setup(), rng);
    expect(engine.view(pre)).toMatchObject({ time_status: 0, ss: null, timer: null, scores: {} });
    const live = engine.start(pre, rng);
    expect(engine.view(live)).toMatchObject({
      time_status: 1,
      ss: '0-0',
      timer: { tm: 0, ts: 0, q: 1 },
      scores: { '1': { home: '0', away: '0' }, '2': { home: '0', away: '0' } },
    });
    const end = play('status');
    expect(engine.view(end).time_status).toBe(3);
    expect(engine.isFinished(end)).toBe(true);
  });

  it('knows the standard format and refuses others', () => {
    expect(engine.formats).toEqual(['standard']);
    expect(() => engine.init(setup({ format: 'nhl' }), createRng('x'))).toThrow(/format/);
  });
});

describe('handball halves', () => {
  it('plays two halves of 30 minutes with a 15-minute half-time, the clock counting up from 0:00 each half', () => {
    let halfTime = 0;
    let lastQ = 1;
    let running = 0;
    const end = play('halves', {}, (s, prev) => {
      const v = engine.view(s);
      if (s.phase === 'break') {
        halfTime++;
        expect(v.timer).toMatchObject({ tm: 30, ts: 0, tt: '0', q: 1 });
        expect(v.details.state).toBe(gameStateCode(78, 'Half Time', null));
      }
      if (v.timer?.q !== lastQ) {
        expect(v.timer?.q).toBe(2);
        expect(seconds(v)).toBe(0);
        lastQ = 2;
      }
      expect(seconds(v)).toBeLessThanOrEqual(1800);
      const a = engine.view(prev);
      if (a.timer?.q === v.timer?.q && seconds(v) - seconds(a) === 1) running++;
    });
    expect(halfTime).toBe(15 * 60);
    expect(running).toBe(3600);
    expect(engine.view(end).timer).toMatchObject({ tm: 30, ts: 0, q: 2 });
  });

  it("keeps '1' as the half-time score, announced as it stands, and '2' as the running total", () => {
    for (const s of games(100, 'scores')) {
      const v = engine.view(s);
      const [h, a] = scoreOf(v);
      expect(v.scores['2']).toEqual({ home: String(h), away: String(a) });
      const first = v.scores['1']!;
      expect(v.events.map((e) => e.text)).toContain(
        `Score After First Half - ${first.home}-${first.away}`,
      );
      expect(Number(first.home)).toBeLessThanOrEqual(h);
      expect(Number(first.away)).toBeLessThanOrEqual(a);
    }
  });

  it('lets league matches end drawn, with no extra time', () => {
    const draws = games(300, 'draw').filter((s) => s.score[0] === s.score[1]);
    expect(draws.length).toBeGreaterThan(5);
    for (const s of draws) {
      const v = engine.view(s);
      expect(v.time_status).toBe(3);
      expect(v.timer?.q).toBe(2);
      expect(Object.keys(v.scores)).toEqual(['1', '2']);
    }
  });
});

describe('handball 7-metre throws', () => {
  it('stops play for the throw, flags the moment and scores it as a 7m goal or records the miss', () => {
    let throws = 0;
    let scored = 0;
    for (let g = 0; g < 20; g++) {
      play(`7m-${g}`, {}, (s, prev) => {
        const v = engine.view(s);
        for (const side of [0, 1] as const) {
          if (s.stats.seven_meters[side] > prev.stats.seven_meters[side]) {
            expect(s.sevenMeter?.side).toBe(side);
          }
        }
        if (s.sevenMeter) {
          expect(engine.isDangerous(s)).toBe(true);
          expect(v.details.state).toBe(
            gameStateCode(78, 'Penalty', s.sevenMeter.side === 0 ? 'home' : 'away'),
          );
          expect(v.timer?.tt).toBe('0');
        }
        if (!prev.sevenMeter || s.sevenMeter) return;
        const side = prev.sevenMeter.side;
        const team = side === 0 ? 'Home' : 'Away';
        throws++;
        expect(s.stats.shots[side]).toBe(prev.stats.shots[side] + 1);
        const text = newEvents(s, prev)[0];
        if (s.stats.seven_meter_goals[side] > prev.stats.seven_meter_goals[side]) {
          scored++;
          expect(s.score[side]).toBe(prev.score[side] + 1);
          expect(text).toMatch(new RegExp(`^\\d+' - 7m Goal - P\\d+ - ${team}$`));
          expect(engine.incidents(s).at(-1)).toMatchObject({
            kind: 'penalty_goal',
            side: side === 0 ? 'home' : 'away',
          });
        } else {
          expect(s.score).toEqual(prev.score);
          expect(text).toMatch(new RegExp(`^\\d+' - 7m Missed - P\\d+ - ${team}$`));
        }
      });
    }
    expect(throws).toBeGreaterThan(60);
    expect(scored / throws).toBeGreaterThan(0.6);
    expect(scored / throws).toBeLessThan(0.9);
  });
});

describe('handball suspensions', () => {
  it('takes a player off court for exactly 2 minutes of playing time', () => {
    let suspensions = 0;
    let expired = 0;
    for (let g = 0; g < 12; g++) {
      const starts: { side: 0 | 1; at: number }[] = [];
      play(`susp-${g}`, {}, (s, prev) => {
        const v = engine.view(s);
        const now = matchSeconds(v);
        const texts = newEvents(s, prev);
        for (const [side, team] of [
          [0, 'Home'],
          [1, 'Away'],
        ] as const) {
          const twoMin = texts.filter(
            (t) => /^2 min Suspension - /.test(t) && t.endsWith(`- ${team}`),
          ).length;
          const red = texts.filter(
            (t) => t.startsWith('Red Card') && t.endsWith(`- ${team}`),
          ).length;
          // A third suspension brings a red card but costs the team one 2-minute spell only.
          for (let k = 0; k < Math.max(twoMin, red); k++) starts.push({ side, at: now });
          suspensions += twoMin;
          expect(s.stats.suspensions[side] - prev.stats.suspensions[side]).toBe(twoMin);
        }
        for (const side of [0, 1] as const) {
          const active = starts.filter((x) => x.side === side && x.at + 120 > now).length;
          expect(sts(v).shortHanded[side]).toBe(Math.min(active, 2));
        }
        expired += starts.filter((x) => x.at + 120 === now).length;
      });
    }
    expect(suspensions).toBeGreaterThan(40);
    expect(expired).toBeGreaterThan(20);
  });

  it('names the player and team in "2 min Suspension - Player - Team"', () => {
    const texts = games(30, 'susp-text').flatMap((s) => s.events.map((e) => e.text));
    const suspensionTexts = texts.filter((t) => t.includes('Suspension'));
    expect(suspensionTexts.length).toBeGreaterThan(100);
    for (const t of suspensionTexts) expect(t).toMatch(/^2 min Suspension - P\d+ - (Home|Away)$/);
  });
});

describe('handball time-outs', () => {
  it('allows three per team per match, two per half and one in the last five minutes', () => {
    const rng = createRng('to');
    const base = engine.start(engine.init(setup(), rng), rng);
    const at = (
      period: number,
      clock: number,
      used: [number, number],
      left: [number, number],
      late = false,
    ) => ({
      ...base,
      period,
      clock,
      timeoutsThisHalf: used,
      timeoutsLeft: left,
      lateTimeout: [late, false] as [boolean, boolean],
    });
    const take = (s: HandballState) => callTimeout({ ...s }, 0);
    expect(take(at(1, 600, [0, 0], [3, 3]))).toBe(true);
    expect(take(at(1, 600, [2, 0], [1, 3]))).toBe(false);
    expect(take(at(2, 600, [1, 0], [0, 3]))).toBe(false);
    expect(take(at(2, 1600, [0, 0], [2, 3], true))).toBe(false);
    expect(take(at(2, 1400, [0, 0], [2, 3], true))).toBe(true);
  });

  it('lets only the side with the ball call one, stopping the clock for a minute', () => {
    let calls = 0;
    for (let g = 0; g < 40; g++) {
      const perHalf = [
        [0, 0],
        [0, 0],
      ];
      const late = [0, 0];
      const end = play(`to-${g}`, {}, (s, prev) => {
        for (const side of [0, 1] as const) {
          if (s.stats.time_outs[side] === prev.stats.time_outs[side]) continue;
          calls++;
          const v = engine.view(s);
          expect(sts(v).possession).toBe(side === 0 ? 'home' : 'away');
          expect(newEvents(s, prev)).toContain(`Time Out - ${side === 0 ? 'Home' : 'Away'}`);
          expect(v.timer?.tt).toBe('0');
          expect(v.details.state).toBe(gameStateCode(78, 'Time Out', side === 0 ? 'home' : 'away'));
          perHalf[s.period - 1]![side]! += 1;
          if (s.period === 2 && s.clock >= 1500) late[side]! += 1;
        }
      });
      for (const side of [0, 1] as const) {
        expect(perHalf[0]![side]).toBeLessThanOrEqual(2);
        expect(perHalf[1]![side]).toBeLessThanOrEqual(2);
        expect(late[side]).toBeLessThanOrEqual(1);
        expect(end.stats.time_outs[side]).toBeLessThanOrEqual(3);
        expect(sts(engine.view(end)).timeoutsLeft[side]).toBe(3 - end.stats.time_outs[side]);
      }
    }
    expect(calls).toBeGreaterThan(60);
  });
});

describe('handball score, stats and timeline agree', () => {
  const finals = games(150, 'sum');

  it('matches goals, incidents and goal texts to the score, naming players of the scoring side', () => {
    for (const s of finals) {
      const v = engine.view(s);
      const [h, a] = scoreOf(v);
      expect(v.stats.goals).toEqual([h, a]);
      const goals = engine
        .incidents(s)
        .filter((x) => x.kind === 'goal' || x.kind === 'penalty_goal');
      expect(goals.filter((x) => x.side === 'home')).toHaveLength(h);
      expect(goals.filter((x) => x.side === 'away')).toHaveLength(a);
      for (const x of engine.incidents(s)) {
        const roster = (x.side === 'home' ? HOME : AWAY).map((p) => p.id);
        expect(roster).toContain(x.playerId);
        if (x.assistId !== undefined) expect(roster).toContain(x.assistId);
        expect(x.minute).toBeGreaterThanOrEqual(1);
        expect(x.minute).toBeLessThanOrEqual(60);
      }
      const goalTexts = v.events.map((e) => e.text).filter((t) => /^\d+' - (7m )?Goal - /.test(t));
      expect(goalTexts).toHaveLength(h + a);
      const minutes = goalTexts.map((t) => Number(t.split("'")[0]));
      expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
      for (const t of goalTexts) expect(t).toMatch(/^\d+' - (7m )?Goal - P\d+ - (Home|Away)$/);
      expect(v.events.map((e) => e.id)).toEqual(v.events.map((_, i) => String(i + 1)));
    }
  });

  it('keeps shots, saves, 7-metre and possession stats coherent', () => {
    for (const s of finals) {
      const st = engine.view(s).stats;
      for (const side of [0, 1] as const) {
        const opp = side === 0 ? 1 : 0;
        expect(st.goals![side] + st.saves![opp]).toBeLessThanOrEqual(st.shots![side]);
        expect(st.seven_meter_goals![side]).toBeLessThanOrEqual(st.seven_meters![side]);
      }
      expect(st.possession![0] + st.possession![1]).toBe(100);
      expect(st.possession![0]).toBeGreaterThan(35);
      expect(st.possession![0]).toBeLessThan(65);
    }
  });

  it('names only the team when there is no squad', () => {
    let texts = 0;
    for (const s of games(10, 'np', { noPlayers: true })) {
      for (const t of s.events.map((e) => e.text)) {
        if (/Goal|Suspension|Red Card|Missed/.test(t)) {
          expect(t).toMatch(
            /^(\d+' - (7m Goal|Goal|7m Missed)|2 min Suspension|Red Card) - (Home|Away)$/,
          );
          texts++;
        }
      }
      for (const x of engine.incidents(s)) expect(x.playerId).toBeUndefined();
    }
    expect(texts).toBeGreaterThan(500);
  });
});

describe('handball determinism', () => {
  it('replays the same match from the same seed, and another seed gives another match', () => {
    expect(play('same')).toEqual(play('same'));
    expect(play('same').events).not.toEqual(play('other').events);
  });

  it('gives the same state however the wall time is split', () => {
    const rngA = createRng('split');
    const rngB = createRng('split');
    let a = engine.start(engine.init(setup(), rngA), rngA);
    let b = engine.start(engine.init(setup(), rngB), rngB);
    for (let round = 0; round < 300; round++) {
      for (const dt of [2500, 500, 1700, 300, 5000, 999, 1]) b = engine.step(b, dt, rngB);
      a = engine.step(a, 11_000, rngA);
      expect(b).toEqual(a);
    }
    const r1 = createRng('mid');
    const r2 = createRng('mid');
    expect(engine.step(a, 2000, r1)).toEqual(engine.step(engine.step(a, 1000, r2), 1000, r2));
  });

  it('never changes the state it is given, and its state survives JSON', () => {
    const rng = createRng('frozen');
    let s = engine.start(engine.init(setup(), rng), rng);
    for (let i = 0; i < 100 && !engine.isFinished(s); i++) {
      const before = structuredClone(s);
      const prev = deepFreeze(s);
      s = engine.step(prev, 60_000, rng);
      expect(prev).toEqual(before);
    }
    const json = JSON.parse(JSON.stringify(s)) as HandballState;
    expect(json).toEqual(s);
    expect(engine.step(json, 600_000, createRng('j'))).toEqual(
      engine.step(s, 600_000, createRng('j')),
    );
  });
});

/** A live state in `period` at `clock` with the given score and nobody suspended. */
function liveAt(
  period: number,
  clock: number,
  score: [number, number],
  ratings: [number, number] = [1500, 1500],
): HandballState {
  const rng = createRng('price');
  const s = engine.start(engine.init(setup({ ratings }), rng), rng);
  return {
    ...s,
    period,
    clock,
    score,
    firstHalf: period === 2 ? score : null,
    stats: { ...s.stats, goals: score },
  };
}

describe('handball prices', () => {
  const sumsToOne = (p: ReturnType<typeof engine.price>) => {
    expect(p.winner.draw).not.toBeNull();
    expect(p.winner.home + p.winner.away + p.winner.draw!).toBeCloseTo(1, 9);
    expect(p.handicap!.home + p.handicap!.away).toBeCloseTo(1, 9);
    expect(p.total!.over + p.total!.under).toBeCloseTo(1, 9);
    for (const x of [
      p.winner.home,
      p.winner.draw!,
      p.winner.away,
      p.handicap!.home,
      p.total!.over,
    ]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(1);
    }
  };

  it('sums each 3-way, handicap and total market to 1 throughout a match', () => {
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      play(`px-${g}`, {}, (s) => {
        if (s.wall % 30 !== 0 && !engine.isFinished(s)) return;
        sumsToOne(engine.price(s));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('makes the stronger side the favourite before the throw-off, home court counting unless neutral', () => {
    const pre = (options: Parameters<typeof setup>[0]) =>
      engine.price(engine.init(setup(options), createRng('p')));
    expect(pre({ ratings: [1700, 1400] }).winner.home).toBeGreaterThan(0.7);
    expect(pre({ ratings: [1700, 1400] }).handicap!.line).toBeLessThan(-1);
    expect(pre({ ratings: [1400, 1700] }).winner.away).toBeGreaterThan(0.7);
    expect(pre({}).winner.home).toBeGreaterThan(pre({}).winner.away);
    const neutral = pre({ neutral: true }).winner;
    expect(neutral.home).toBeCloseTo(neutral.away, 9);
    expect(pre({}).total!.line).toBeGreaterThan(52);
    expect(pre({}).total!.line).toBeLessThan(64);
  });

  it("raises the leader's chance as the clock runs down", () => {
    const at = [
      liveAt(1, 900, [9, 7]),
      liveAt(2, 300, [9, 7]),
      liveAt(2, 1200, [9, 7]),
      liveAt(2, 1750, [9, 7]),
    ];
    const home = at.map((s) => engine.price(s).winner.home);
    for (let i = 1; i < home.length; i++) expect(home[i]).toBeGreaterThan(home[i - 1]!);
  });

  it('favours the side with more players on court, and the side about to take a 7-metre throw', () => {
    const even = liveAt(2, 1500, [20, 20]);
    const awaySuspended = {
      ...even,
      suspensions: [{ side: 1 as const, until: 1800 + 1500 + 100 }],
    };
    expect(engine.price(awaySuspended).winner.home).toBeGreaterThan(engine.price(even).winner.home);
    const homeThrow = { ...even, sevenMeter: { side: 0 as const, playerId: null, left: 10 } };
    expect(engine.price(homeThrow).winner.home).toBeGreaterThan(
      engine.price(even).winner.home + 0.05,
    );
    expect(engine.isDangerous(homeThrow)).toBe(true);
  });

  it('settles at the final score, draws included', () => {
    for (const s of games(60, 'settle')) {
      const p = engine.price(s).winner;
      const [h, a] = s.score;
      const top = h > a ? p.home : h < a ? p.away : p.draw!;
      expect(top).toBeGreaterThan(0.98);
    }
  });
});

describe('handball dangerous moments', () => {
  it('flags the last seconds of a close half but not ordinary play', () => {
    expect(engine.isDangerous(liveAt(1, 600, [5, 5]))).toBe(false);
    expect(engine.isDangerous(liveAt(2, 1790, [25, 24]))).toBe(true);
    expect(engine.isDangerous(liveAt(2, 1790, [29, 24]))).toBe(false);
    let live = 0;
    let dangerous = 0;
    play('calm', {}, (s) => {
      if (s.phase !== 'live') return;
      live++;
      if (engine.isDangerous(s)) dangerous++;
    });
    expect(dangerous).toBeGreaterThan(0);
    expect(dangerous / live).toBeLessThan(0.15);
  });
});
