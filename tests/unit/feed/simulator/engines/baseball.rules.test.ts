// Baseball engine rules, pitch by pitch: counts, outs, runners, innings and how games end.
// Each case builds a game state, forces the next pitch or play with a scripted random
// source, and checks what the engine did.
import { describe, expect, it } from 'vitest';
import { gameStateCode } from '../../../../../src/lib/domain/game-states';
import type { GameStateName } from '../../../../../src/lib/domain/game-states';
import { baseballEngine as engine } from '../../../../../src/server/feed/simulator/engines/baseball';
import type { BaseballState } from '../../../../../src/server/feed/simulator/engines/baseball';
import type {
  MatchSetup,
  PlayerRef,
} from '../../../../../src/server/feed/simulator/engines/engine';
import { createRng } from '../../../../../src/server/feed/simulator/rng';
import type { Rng } from '../../../../../src/server/feed/simulator/rng';

/** A squad with pitchers listed first and a tenth position player on the bench. */
function squad(base: number, team: string): PlayerRef[] {
  const positions = ['P', 'C', 'IF', 'IF', 'IF', 'IF', 'OF', 'OF', 'OF', 'IF', 'P', 'P', 'OF'];
  return positions.map((position, i) => ({
    id: base + i,
    name: `${team} ${i}`,
    position,
    shirt: i + 1,
  }));
}

function setup(format: string): MatchSetup {
  return {
    matchId: 7,
    sportId: 16,
    format,
    neutral: false,
    home: { teamId: 1, name: 'Lions', rating: 1500, players: squad(100, 'Lions') },
    away: { teamId: 2, name: 'Bears', rating: 1500, players: squad(200, 'Bears') },
  };
}

interface Situation {
  inning?: number;
  half?: 'top' | 'bottom';
  home?: number;
  away?: number;
  outs?: number;
  balls?: number;
  strikes?: number;
  bases?: BaseballState['bases'];
}

/** A live game at a situation; all runs so far sit in the first inning. */
function at(format: string, x: Situation = {}): BaseballState {
  const rng = createRng('situation');
  const s = engine.start(engine.init(setup(format), rng), rng);
  const inning = x.inning ?? 1;
  const half = x.half ?? 'top';
  const line = (n: number, runs: number): number[] =>
    Array.from({ length: n }, (_, i) => (i === 0 ? runs : 0));
  const homeInnings = half === 'bottom' ? inning : inning - 1;
  const totals = {
    home: { ...s.totals.home, runs: x.home ?? 0 },
    away: { ...s.totals.away, runs: x.away ?? 0 },
  };
  return {
    ...s,
    inning,
    half,
    outs: x.outs ?? 0,
    balls: x.balls ?? 0,
    strikes: x.strikes ?? 0,
    bases: x.bases ?? [null, null, null],
    lineScore: { away: line(inning, x.away ?? 0), home: line(homeInnings, x.home ?? 0) },
    totals,
  };
}

type Pick = string | ((item: unknown) => boolean);

/** Random source whose weighted draws follow a script (then fall back to a seeded stream). */
function scripted(picks: Pick[], rain = false): Rng {
  const base = createRng('script');
  const queue = [...picks];
  return {
    ...base,
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      const want = queue[0];
      const i =
        want === undefined
          ? -1
          : items.findIndex((it) => (typeof want === 'function' ? want(it) : it === want));
      if (i < 0) return base.weighted(items, weights);
      queue.shift();
      return items[i]!;
    },
    chance: () => rain,
  };
}

/** Steps just far enough for the next scheduled action (actions are ≥ 4 s apart). */
function act(s: BaseballState, rng: Rng, times = 1): BaseballState {
  let out = s;
  for (let i = 0; i < times; i++)
    out = engine.step(out, Math.ceil((out.nextAtMs - out.clockMs) / 1000) * 1000, rng);
  return out;
}

const lastText = (s: BaseballState): string => s.events[s.events.length - 1]!.text;
const texts = (s: BaseballState): string[] => s.events.map((e) => e.text);
const code = (name: GameStateName<16>, side: 'home' | 'away' | null): string =>
  gameStateCode(16, name, side);
const scores = (n: number) => (item: unknown) =>
  (item as { dest: number[] }).dest.filter((d) => d === 4).length === n;

describe('baseball counts', () => {
  it('walks on the fourth ball and forces the runners up', () => {
    const s = at('mlb', { balls: 3, bases: [201, 202, null] });
    const n = act(s, scripted(['ball']));
    expect(n.bases).toEqual([s.teams.away.lineup[0]!.id, 201, 202]);
    expect(n.totals.away.walks).toBe(1);
    expect([n.balls, n.strikes]).toEqual([0, 0]);
    expect(n.batterIndex.away).toBe(1);
    expect(n.stateCode).toBe(code('Walk', 'away'));
    expect(lastText(n)).toBe('Top 1st - Walk - Bears 1');
  });

  it('leaves an unforced runner on second when the batter walks', () => {
    const n = act(at('mlb', { balls: 3, bases: [null, 202, null] }), scripted(['ball']));
    expect(n.bases.map((b) => b !== null)).toEqual([true, true, false]);
  });

  it('forces in a run with the bases loaded', () => {
    const n = act(at('mlb', { inning: 4, balls: 3, bases: [201, 202, 203] }), scripted(['ball']));
    expect(n.totals.away.runs).toBe(1);
    expect(n.lineScore.away[3]).toBe(1);
    expect(n.stateCode).toBe(code('Run Scored', 'away'));
    expect(lastText(n)).toBe('Top 4th - Run Scored - Bears 3 - Bears');
  });

  it('counts a ball short of four as a ball', () => {
    const n = act(at('mlb', { balls: 1, strikes: 1 }), scripted(['ball']));
    expect([n.balls, n.strikes, n.outs]).toEqual([2, 1, 0]);
    expect(n.stateCode).toBe(code('Ball', 'away'));
    expect(lastText(n)).toBe('Top 1st - Ball - Bears 1 (2-1)');
  });

  it('strikes the batter out on the third strike', () => {
    const s = at('mlb', { inning: 3, strikes: 2, outs: 1 });
    const n = act(s, scripted(['swinging']));
    expect(n.outs).toBe(2);
    expect(n.totals.away.strikeouts).toBe(1);
    expect([n.balls, n.strikes]).toEqual([0, 0]);
    expect(n.stateCode).toBe(code('Strikeout', 'away'));
    expect(lastText(n)).toBe('Top 3rd - Strikeout - Bears 1');
  });

  it.each([
    [0, 1],
    [1, 2],
    [2, 2],
  ])('a foul with %i strikes leaves %i', (before, after) => {
    const n = act(at('mlb', { balls: 1, strikes: before }), scripted(['foul']));
    expect([n.balls, n.strikes, n.outs]).toEqual([1, after, 0]);
    expect(n.stateCode).toBe(code('Foul Ball', 'away'));
  });

  it('puts the batter on first when hit by a pitch', () => {
    const n = act(at('mlb', { balls: 2 }), scripted(['hbp']));
    expect(n.bases[0]).not.toBeNull();
    expect(n.totals.away.hbp).toBe(1);
    expect(n.stateCode).toBe(code('Hit By Pitch', 'away'));
  });
});

describe('baseball plays', () => {
  it('keeps a ball in play in the air for a few seconds (a dangerous moment)', () => {
    const n = act(at('mlb'), scripted(['inplay']));
    expect(n.next).toBe('resolve');
    expect(n.stateCode).toBe(code('In play', 'away'));
    expect(engine.isDangerous(n)).toBe(true);
    const out = act(n, scripted(['out', 'fly']));
    expect(out.outs).toBe(1);
    expect(out.stateCode).toBe(code('Out', 'away'));
    expect(engine.isDangerous(out)).toBe(false);
    expect(lastText(out)).toBe('Top 1st - Out - Bears 1 (fly out)');
  });

  it('turns a grounder into a double play with a runner on first', () => {
    const s = at('mlb', { bases: [201, null, null] });
    const n = act(
      s,
      scripted([
        'inplay',
        'out',
        'ground',
        (a) => (a as { label: string }).label === 'double play',
      ]),
      2,
    );
    expect(n.outs).toBe(2);
    expect(n.bases).toEqual([null, null, null]);
  });

  it('scores the runner from third on a sacrifice fly with fewer than two outs', () => {
    const s = at('mlb', { outs: 1, bases: [null, null, 203] });
    const n = act(
      s,
      scripted(['inplay', 'out', 'fly', (a) => (a as { label: string }).label === 'sacrifice fly']),
      2,
    );
    expect(n.totals.away.runs).toBe(1);
    expect(n.outs).toBe(2);
    expect(texts(n)).toContain('Top 1st - Out - Bears 1 (sacrifice fly, 1 RBI) - Bears');
  });

  it('scores every runner on a home run and records the batter for incidents', () => {
    const s = at('mlb', { inning: 7, half: 'bottom', bases: [109, null, null], away: 5 });
    const n = act(s, scripted(['inplay', 'homer']), 2);
    expect(n.totals.home.runs).toBe(2);
    expect(n.totals.home.homers).toBe(1);
    expect(n.stateCode).toBe(code('Home Run', 'home'));
    expect(texts(n)).toContain('Bottom 7th - Home Run - Lions 1 (2 RBI) - Lions');
    expect(engine.incidents(n)).toEqual([
      { kind: 'goal', side: 'home', minute: 7, playerId: s.teams.home.lineup[0]!.id },
    ]);
  });

  it.each(['single', 'double', 'triple'] as const)('puts the batter on base with a %s', (hit) => {
    const n = act(at('mlb', { outs: 2 }), scripted(['inplay', hit]), 2);
    const base = { single: 0, double: 1, triple: 2 }[hit];
    expect(n.bases[base]).toBe(n.teams.away.lineup[0]!.id);
    expect(n.totals.away.hits).toBe(1);
    expect(n.stateCode).toBe(
      code(({ single: 'Singles', double: 'Double', triple: 'Triple' } as const)[hit], 'away'),
    );
  });

  it('charges an error to the fielding side', () => {
    const n = act(at('mlb'), scripted(['inplay', 'error']), 2);
    expect(n.totals.home.errors).toBe(1);
    expect(n.totals.away.hits).toBe(0);
    expect(n.bases.some((b) => b !== null)).toBe(true);
  });
});

describe('baseball half-innings', () => {
  it('ends the half after three outs, leaving runners on base', () => {
    let s = at('mlb', { inning: 3, away: 2, home: 1, bases: [201, null, null] });
    const rng = scripted(Array<string>(9).fill('called'));
    s = act(s, rng, 8);
    expect([s.inning, s.half, s.outs]).toEqual([3, 'top', 2]);
    s = act(s, rng);
    expect([s.inning, s.half, s.outs]).toEqual([3, 'bottom', 0]);
    expect(s.bases).toEqual([null, null, null]);
    expect(s.totals.away.leftOnBase).toBe(1);
    expect(s.stateCode).toBe(code('End of Half Innings', null));
    expect(lastText(s)).toBe('End of Top 3rd - 1-2');
    expect(s.next).toBe('halfStart');
  });

  it('starts the bottom half after the break with the home side batting', () => {
    const s0 = at('mlb', { inning: 3, outs: 2, strikes: 2 });
    const s = act(s0, scripted(['called']));
    expect(s.nextAtMs - s0.nextAtMs).toBeGreaterThanOrEqual(120_000);
    expect(engine.view(s).scores['3']).toEqual({ home: '', away: '0' });
    const n = act(s, scripted([]));
    expect(n.stateCode).toBe(code('Batter Up', 'home'));
    expect(engine.view(n).details.serve).toBe('home');
    expect(engine.view(n).scores['3']).toEqual({ home: '0', away: '0' });
  });

  it.each([[0b000], [0b001], [0b010], [0b100], [0b011], [0b101], [0b110], [0b111]])(
    'shows bases %i as three flags',
    (mask) => {
      const bases = [0, 1, 2].map((i) =>
        (mask >> i) & 1 ? 300 + i : null,
      ) as BaseballState['bases'];
      const cur = engine.view(at('mlb', { bases, balls: 2, strikes: 1, outs: 1 })).details.sts.cur;
      expect(cur).toEqual({
        r1: mask & 1,
        r2: (mask >> 1) & 1,
        r3: (mask >> 2) & 1,
        b: 2,
        s: 1,
        o: 1,
      });
    },
  );

  it('marks the bottom half with .5 on the timer', () => {
    expect(engine.view(at('mlb', { inning: 7, half: 'bottom' })).timer).toEqual({ tm: 7.5, ts: 0 });
    expect(engine.view(at('mlb', { inning: 7, half: 'top' })).timer).toEqual({ tm: 7, ts: 0 });
  });

  it('changes pitchers when the one on the mound reaches his limit', () => {
    const s = at('mlb', { strikes: 2 });
    const tired = { ...s, pitcherPitches: { ...s.pitcherPitches, home: s.pitcherLimit.home } };
    const n = act(tired, scripted(['called']));
    expect(n.pitcherIndex.home).toBe(1);
    expect(lastText(n)).toBe('Top 1st - Pitching Change - Lions 10 - Lions');
    expect(n.nextAtMs - tired.nextAtMs).toBeGreaterThanOrEqual(140_000);
    expect(engine.view(n).details.sts.pitcher).toBe('Lions 10');
  });

  it('can stop play for rain and resume', () => {
    const s = act(at('mlb', { inning: 4, outs: 2, strikes: 2 }), scripted(['called']));
    const n = act(s, scripted([], true));
    expect(n.stateCode).toBe(code('Rain Delay', null));
    expect(lastText(n)).toBe('Bottom 4th - Rain Delay');
    expect(n.nextAtMs - s.nextAtMs).toBeGreaterThanOrEqual(8 * 60_000);
    const resumed = act(n, scripted([], true));
    expect(lastText(resumed)).toBe('Bottom 4th - Play Resumes');
    expect(resumed.next).toBe('pitch');
  });
});

describe('baseball game end', () => {
  it('skips the bottom of the 9th when the home side leads', () => {
    const n = act(
      at('mlb', { inning: 9, outs: 2, strikes: 2, home: 3, away: 2 }),
      scripted(['called']),
    );
    expect(engine.isFinished(n)).toBe(true);
    expect(n.result).toBe('home');
    const view = engine.view(n);
    expect(view.time_status).toBe(3);
    expect(view.scores['9']).toEqual({ home: '', away: '0' });
    expect(view.timer).toEqual({ tm: 9, ts: 0 });
  });

  it('plays the bottom of the 9th when the home side trails', () => {
    const n = act(
      at('mlb', { inning: 9, outs: 2, strikes: 2, home: 2, away: 3 }),
      scripted(['called']),
    );
    expect(engine.isFinished(n)).toBe(false);
    expect(n.half).toBe('bottom');
  });

  it.each([
    [3, 3, '4-3', 1],
    [2, 3, '4-3', 2],
  ])('ends at once on a walk-off, counting only the winning run (%i-%i)', (home, away, ss, rbi) => {
    const bases: BaseballState['bases'] = [107, 108, 109];
    const s = at('mlb', { inning: 9, half: 'bottom', outs: 1, home, away, bases });
    // A single on which the runners from third and second would both score.
    const n = act(s, scripted(['inplay', 'single', scores(2)]), 2);
    expect(engine.isFinished(n)).toBe(true);
    expect(n.result).toBe('home');
    expect(engine.view(n).ss).toBe(ss);
    expect(texts(n)).toContain(`Bottom 9th - Singles - Lions 1 (${rbi} RBI, walk-off) - Lions`);
    expect(texts(n).filter((t) => t.includes('Run Scored'))).toHaveLength(rbi);
    expect(lastText(n)).toBe(`Final - ${ss} - Lions`);
  });

  it('counts every run of a walk-off home run', () => {
    const s = at('kbo', { inning: 10, half: 'bottom', home: 4, away: 4, bases: [107, 108, null] });
    const n = act(s, scripted(['inplay', 'homer']), 2);
    expect(n.result).toBe('home');
    expect(engine.view(n).ss).toBe('7-4');
  });

  it('ends when the away side leads after the bottom of the 9th', () => {
    const n = act(
      at('mlb', { inning: 9, half: 'bottom', outs: 2, strikes: 2, home: 1, away: 3 }),
      scripted(['called']),
    );
    expect(n.result).toBe('away');
    expect(engine.view(n).timer).toEqual({ tm: 9.5, ts: 0 });
  });
});

describe('baseball extra innings', () => {
  const endBottom = (format: string, inning: number): BaseballState =>
    act(
      at(format, { inning, half: 'bottom', outs: 2, strikes: 2, home: 3, away: 3 }),
      scripted(['called']),
    );

  it('MLB starts each extra half with a runner on second', () => {
    const s = endBottom('mlb', 9);
    expect([s.inning, s.half]).toEqual([10, 'top']);
    const n = act(s, scripted([]));
    const previous = n.teams.away.lineup[(n.batterIndex.away + 8) % 9]!;
    expect(n.bases).toEqual([null, previous.id, null]);
    expect(engine.view(n).details.sts.cur).toMatchObject({ r1: 0, r2: 1, r3: 0 });
    expect(lastText(n)).toBe(`Top 10th - Runner on second - ${previous.name}`);
  });

  it('MLB has no ties: the 12th inning is followed by the 13th', () => {
    const s = endBottom('mlb', 12);
    expect(engine.isFinished(s)).toBe(false);
    expect(s.inning).toBe(13);
    expect(engine.price(s).winner.draw).toBeNull();
  });

  it.each([
    ['kbo', 10, false],
    ['kbo', 11, true],
    ['npb', 11, false],
    ['npb', 12, true],
  ] as const)('%s: a game tied after the %ith inning ends: %s', (format, inning, tie) => {
    const s = endBottom(format, inning);
    expect(engine.isFinished(s)).toBe(tie);
    if (tie) {
      expect(s.result).toBe('tie');
      expect(engine.view(s).time_status).toBe(3);
    } else {
      expect(s.inning).toBe(inning + 1);
      // No runner on second outside MLB.
      expect(act(s, scripted([])).bases).toEqual([null, null, null]);
    }
  });
});
