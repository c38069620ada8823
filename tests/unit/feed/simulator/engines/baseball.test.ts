// Baseball engine over whole games: lifecycle, what the feed shows, determinism, line-ups.
import { describe, expect, it } from 'vitest';
import { gameStateText, splitGameState } from '../../../../../src/lib/domain/game-states';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import { baseballEngine as engine } from '../../../../../src/server/feed/simulator/engines/baseball';
import type { BaseballState } from '../../../../../src/server/feed/simulator/engines/baseball';
import type {
  MatchSetup,
  PlayerRef,
} from '../../../../../src/server/feed/simulator/engines/engine';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

/** Pitchers first, nine position players, then a bench player who must not bat. */
function squad(base: number, team: string): PlayerRef[] {
  const positions = [
    'P',
    'C',
    'IF',
    'IF',
    'IF',
    'IF',
    'OF',
    'OF',
    'OF',
    'IF',
    'P',
    'P',
    'P',
    'P',
    'OF',
  ];
  return positions.map((position, i) => ({
    id: base + i,
    name: `${team} ${i}`,
    position,
    shirt: i + 1,
  }));
}

function setup(format: string, matchId = 11): MatchSetup {
  return {
    matchId,
    sportId: 16,
    format,
    neutral: false,
    home: { teamId: 1, name: 'Twins', rating: 1520, players: squad(100, 'Twins') },
    away: { teamId: 2, name: 'Eagles', rating: 1490, players: squad(200, 'Eagles') },
  };
}

/** Plays a whole game at a fixed step, recording every snapshot on the way. */
function play(
  format: string,
  seed: string,
  dtMs = 1000,
): { states: BaseballState[]; views: MatchSnapshot[] } {
  const rng = createRng(seed);
  let s = engine.start(engine.init(setup(format), rng), rng);
  const states = [s];
  const views = [engine.view(s)];
  while (!engine.isFinished(s)) {
    s = engine.step(s, dtMs, rng);
    states.push(s);
    views.push(engine.view(s));
  }
  return { states, views };
}

const final = (format: string, seed: string): BaseballState =>
  play(format, seed, 3_600_000).states.at(-1)!;

describe('baseball lifecycle', () => {
  it('goes from not started (0) to in play (1) to ended (3)', () => {
    const rng = createRng('life');
    const s0 = engine.init(setup('mlb'), rng);
    const before = engine.view(s0);
    expect(before).toMatchObject({ time_status: 0, ss: null, timer: null, scores: {}, events: [] });
    expect(before.details.period).toBe(0);
    expect(engine.step(s0, 60_000, rng)).toBe(s0);
    const s1 = engine.start(s0, rng);
    expect(engine.view(s1)).toMatchObject({ time_status: 1, ss: '0-0', timer: { tm: 1, ts: 0 } });
    expect(engine.view(s1).details).toMatchObject({ serve: 'away', period: 1, ball_pos: null });
    let s = s1;
    while (!engine.isFinished(s)) s = engine.step(s, 30_000, rng);
    expect(engine.view(s).time_status).toBe(3);
    expect(engine.step(s, 30_000, rng)).toBe(s);
  });

  it('rejects a format it does not know', () => {
    expect(() => engine.init(setup('cricket'), createRng('x'))).toThrow(/unknown format/);
  });

  it('never mutates the state it is given', () => {
    const rng = createRng('pure');
    let s = engine.start(engine.init(setup('kbo'), rng), rng);
    for (let i = 0; i < 600; i++) {
      const copy = structuredClone(s);
      const next = engine.step(s, 5_000, rng);
      expect(s).toEqual(copy);
      s = next;
    }
  });
});

describe('baseball determinism', () => {
  it('replays the same game from the same seed', () => {
    expect(final('mlb', 'seed-a')).toEqual(final('mlb', 'seed-a'));
    expect(final('mlb', 'seed-a').events).not.toEqual(final('mlb', 'seed-b').events);
  });

  it.each([
    [2000, 1000],
    [1500, 750],
    [7000, 3500],
  ])('step(s, %i) equals two steps of %i', (whole, part) => {
    const rngA = createRng('split');
    const rngB = createRng('split');
    let a = engine.start(engine.init(setup('npb'), rngA), rngA);
    let b = engine.start(engine.init(setup('npb'), rngB), rngB);
    for (let i = 0; !engine.isFinished(a); i++) {
      a = engine.step(a, whole, rngA);
      b = engine.step(engine.step(b, part, rngB), part, rngB);
      expect([b.clockMs, b.carryMs, b.nextAtMs, b.events.length]).toEqual([
        a.clockMs,
        a.carryMs,
        a.nextAtMs,
        a.events.length,
      ]);
      // A deep comparison of every step is slow; every 50th and the last one are enough.
      if (i % 50 === 0) expect(b).toEqual(a);
    }
    expect(b).toEqual(a);
  });

  it('plays the same game at any step size', () => {
    const coarse = play('kbo', 'steps', 600_000).states.at(-1)!;
    const fine = play('kbo', 'steps', 1000).states.at(-1)!;
    expect(fine.events).toEqual(coarse.events);
    expect(fine.totals).toEqual(coarse.totals);
  });
});

describe('baseball snapshots', () => {
  const games = ['g1', 'g2', 'g3', 'g4'].flatMap((seed) =>
    ['mlb', 'kbo', 'npb'].map((f) => ({ f, seed, s: final(f, seed) })),
  );

  it.each(games.map((g) => [g.f, g.seed, g.s] as const))(
    '%s %s: innings add up to the runs; run and hit match the stats',
    (_f, _seed, s) => {
      const v = engine.view(s);
      const innings = Object.keys(v.scores).filter((k) => /^\d+$/.test(k));
      expect(innings).toEqual(innings.map((_, i) => String(i + 1)));
      expect(innings.length).toBeGreaterThanOrEqual(9);
      const sum = (side: 'home' | 'away'): number =>
        innings.reduce((t, k) => t + Number(v.scores[k]![side] || 0), 0);
      expect(String(sum('home'))).toBe(v.scores.run!.home);
      expect(String(sum('away'))).toBe(v.scores.run!.away);
      expect(v.ss).toBe(`${v.scores.run!.home}-${v.scores.run!.away}`);
      expect(v.scores.hit).toEqual({
        home: String(v.stats.hits![0]),
        away: String(v.stats.hits![1]),
      });
      const end = v.details.sts.end as Record<string, [number, number]>;
      expect(end.hits).toEqual(v.stats.hits);
      expect(end.hits![0]).toBe(
        end.singles![0] + end.double![0] + end.triples![0] + end.homers![0],
      );
      expect(end.pitches![0]).toBe(end.balls![0] + end.strikes![0] + countHbp(s, 'away'));
      expect(v.stats.home_runs).toEqual(end.homers);
    },
  );

  it('shows the inning on the timer, .5 in bottom halves, all game long', () => {
    const { states, views } = play('mlb', 'timer');
    const seen = new Set<number>();
    views.forEach((v, i) => {
      const s = states[i]!;
      expect(v.timer).toEqual({ tm: s.inning + (s.half === 'bottom' ? 0.5 : 0), ts: 0 });
      seen.add(v.timer!.tm);
    });
    expect([...seen].filter((t) => t % 1 === 0.5).length).toBeGreaterThanOrEqual(8);
    expect([...seen].filter((t) => t % 1 === 0).length).toBeGreaterThanOrEqual(9);
  });

  it('shows every baseball event of spec §4 as a game state and an event text', () => {
    const names = new Set<string>();
    const texts = new Set<string>();
    for (const seed of ['e1', 'e2', 'e3']) {
      const { views } = play('kbo', seed);
      for (const v of views)
        names.add(splitGameState(gameStateText(16, v.details.state) ?? '').text);
      for (const e of views.at(-1)!.events) texts.add(e.text);
    }
    const plays = [
      'In play',
      'Ball',
      'Strike',
      'Foul Ball',
      'Out',
      'Strikeout',
      'Singles',
      'Double',
      'Run Scored',
    ];
    for (const name of [...plays, 'End of Half Innings']) expect(names).toContain(name);
    for (const name of plays) {
      const pattern = new RegExp(`^(Top|Bottom) \\d+(st|nd|rd|th) - ${name} - `);
      expect(
        [...texts].some((t) => pattern.test(t)),
        name,
      ).toBe(true);
    }
    expect(
      [...texts].some((t) =>
        /^(Top|Bottom) \d+(st|nd|rd|th) - Home Run - .+ \(\d RBI\) - (Twins|Eagles)$/.test(t),
      ),
    ).toBe(true);
    expect([...texts].some((t) => /^End of (Top|Bottom) \d+(st|nd|rd|th) - \d+-\d+$/.test(t))).toBe(
      true,
    );
  });

  it('numbers events per match, in order', () => {
    const s = final('mlb', 'ids');
    expect(s.events.map((e) => e.id)).toEqual(s.events.map((_, i) => `11-${i + 1}`));
  });

  it('bats the nine listed position players and brings in relievers', () => {
    const { views } = play('mlb', 'lineup');
    const batters = new Set(views.map((v) => v.details.sts.batter).filter(Boolean));
    const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [`Twins ${i}`, `Eagles ${i}`]);
    expect([...batters].sort()).toEqual(expected.sort());
    const pitchers = views.map((v) => v.details.sts.pitcher).filter(Boolean);
    expect(pitchers[0]).toBe('Twins 0');
    expect(new Set(pitchers).size).toBeGreaterThan(2);
    expect(views.at(-1)!.events.some((e) => e.text.includes('Pitching Change'))).toBe(true);
  });

  it('reports home runs as incidents of the batter', () => {
    const s = ['h1', 'h2', 'h3', 'h4']
      .map((seed) => final('kbo', seed))
      .find((x) => x.homeRuns.length > 0)!;
    const incidents = engine.incidents(s);
    expect(incidents.length).toBe(s.totals.home.homers + s.totals.away.homers);
    const ids = new Set([...s.teams.home.lineup, ...s.teams.away.lineup].map((p) => p.id));
    for (const incident of incidents) {
      expect(incident.kind).toBe('goal');
      expect(ids.has(incident.playerId!)).toBe(true);
    }
  });

  it('flags only short dangerous moments', () => {
    const { states } = play('mlb', 'danger');
    const dangerous = states.filter((s) => engine.isDangerous(s));
    expect(dangerous.length).toBeGreaterThan(0);
    // Balls in play and deliveries with runners in scoring position: a few percent of the game.
    expect(dangerous.length / states.length).toBeLessThan(0.15);
    expect(
      dangerous.every((s) => s.next === 'resolve' || s.bases[1] !== null || s.bases[2] !== null),
    ).toBe(true);
  });
});

function countHbp(s: BaseballState, batting: 'home' | 'away'): number {
  return s.totals[batting].hbp;
}
