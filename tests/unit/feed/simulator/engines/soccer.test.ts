// Soccer engine: the clock, the feed shape (scores, timer, events) and determinism.
import { describe, expect, it } from 'vitest';
import type { MatchSnapshot } from '../../../../../src/lib/domain/match';
import type {
  MatchSetup,
  PlayerRef,
} from '../../../../../src/server/feed/simulator/engines/engine';
import { soccerEngine as engine } from '../../../../../src/server/feed/simulator/engines/soccer';
import type { SoccerState } from '../../../../../src/server/feed/simulator/engines/soccer-types';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const MINUTE = 60_000;

function squad(teamId: number): PlayerRef[] {
  return [...'GDDDDMMMMFFGDMMFDF'].map((position, i) => ({
    id: teamId * 100 + i,
    name: `Player ${teamId}-${i}`,
    position,
    shirt: i + 1,
  }));
}

function setup(overrides: Partial<MatchSetup> = {}, players = true): MatchSetup {
  return {
    matchId: 1,
    sportId: 1,
    format: 'standard',
    neutral: false,
    home: { teamId: 1, name: 'Tottenham', rating: 1560, players: players ? squad(1) : [] },
    away: { teamId: 2, name: 'Brentford', rating: 1480, players: players ? squad(2) : [] },
    ...overrides,
  };
}

function kickOff(s: MatchSetup, seed: string): SoccerState {
  const rng = createRng(seed);
  return engine.start(engine.init(s, rng), rng);
}

/** Steps a match to the end, keeping every snapshot. */
function record(state: SoccerState, dt = 1_000): { states: SoccerState[]; views: MatchSnapshot[] } {
  const rng = createRng('unused');
  const states = [state];
  const views = [engine.view(state)];
  let s = state;
  while (!engine.isFinished(s)) {
    s = engine.step(s, dt, rng);
    states.push(s);
    views.push(engine.view(s));
  }
  return { states, views };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const match = record(kickOff(setup(), 'clock-1'));
const breakViews = match.views.filter((v) => v.details.state === '1018');

describe('soccer formats and kick-off', () => {
  it('knows its formats and rejects others', () => {
    expect(engine.formats).toEqual(['standard', 'esoccer-8', 'esoccer-12']);
    expect(() => engine.init(setup({ format: 'futsal' }), createRng(1))).toThrow(/futsal/);
    expect(() => engine.expectedDurationMs('futsal')).toThrow(/futsal/);
  });

  it('shows nothing live before the start and a running clock from kick-off', () => {
    const rng = createRng('pre');
    const pre = engine.init(setup(), rng);
    expect(engine.view(pre)).toMatchObject({ time_status: 0, ss: null, timer: null, scores: {} });
    expect(engine.step(pre, 60_000, rng)).toEqual(pre);
    const live = engine.view(engine.start(pre, rng));
    expect(live).toMatchObject({ time_status: 1, ss: '0-0' });
    expect(live.timer).toEqual({ tm: 0, ts: 0, tt: '1', ta: 0, md: 0 });
    expect(live.details.period).toBe(1);
  });
});

describe('soccer halves and stoppage time', () => {
  it('announces 1–5 added minutes at 45:00 and 3–9 at 90:00, never before', () => {
    const first = match.views.filter((v) => v.timer?.md === 0 && v.timer.tt === '1');
    const second = match.views.filter((v) => v.timer?.md === 1 && v.timer.tt === '1');
    for (const v of first) expect(v.timer!.ta === 0).toBe(v.timer!.tm < 45);
    for (const v of second) expect(v.timer!.ta === 0).toBe(v.timer!.tm < 90);
    const ta1 = first.at(-1)!.timer!.ta!;
    const ta2 = second.at(-1)!.timer!.ta!;
    expect(ta1).toBeGreaterThanOrEqual(1);
    expect(ta1).toBeLessThanOrEqual(5);
    expect(ta2).toBeGreaterThanOrEqual(3);
    expect(ta2).toBeLessThanOrEqual(9);
    // Each half runs at least its added time beyond 45/90 minutes.
    expect(first.at(-1)!.timer!.tm).toBeGreaterThanOrEqual(45 + ta1 - 1);
    expect(second.at(-1)!.timer!.tm).toBeGreaterThanOrEqual(90 + ta2 - 1);
  });

  it('stops the clock for a 15-minute half-time with tt "0" and md still 0', () => {
    expect(breakViews.length).toBeGreaterThanOrEqual(15 * 60 - 1);
    expect(breakViews.length).toBeLessThanOrEqual(15 * 60 + 1);
    for (const v of breakViews) {
      expect(v.timer).toEqual({ tm: 45, ts: 0, tt: '0', ta: 0, md: 0 });
      expect(v.details.ball_pos).toBeNull();
      expect(v.details.period).toBe(1);
    }
  });

  it('sets md 1 for the second half, which restarts at 45:00', () => {
    const firstOfSecond = match.views.find((v) => v.timer?.md === 1)!;
    expect(firstOfSecond.timer).toMatchObject({ tm: 45, tt: '1', ta: 0 });
    expect(firstOfSecond.details.period).toBe(2);
    const mds = match.views.slice(1).map((v) => v.timer!.md);
    expect(mds.indexOf(1)).toBeGreaterThan(0);
    expect(mds.slice(mds.indexOf(1)).every((md) => md === 1)).toBe(true);
  });

  it('ends with time_status 3 and a stopped full-time clock', () => {
    const last = match.views.at(-1)!;
    expect(last.time_status).toBe(3);
    expect(last.timer).toMatchObject({ tm: 90, ts: 0, tt: '0', md: 1 });
    expect(last.details.state).toBe('1019');
    expect(engine.step(match.states.at(-1)!, MINUTE, createRng(0))).toEqual(match.states.at(-1));
  });

  it('has a whole-match duration near the expected one', () => {
    const expected = engine.expectedDurationMs('standard');
    expect(expected).toBeGreaterThan(108 * MINUTE);
    expect(expected).toBeLessThan(118 * MINUTE);
    expect(Math.abs(match.states.at(-1)!.wallMs - expected)).toBeLessThan(8 * MINUTE);
  });
});

describe('soccer scores', () => {
  it("keeps scores '2' equal to ss and freezes '1' after the first half", () => {
    const htIndex = match.views.indexOf(breakViews[0]!);
    const half = match.views[htIndex]!.scores['1'];
    match.views.slice(1).forEach((v, i) => {
      expect(`${v.scores['2']!.home}-${v.scores['2']!.away}`).toBe(v.ss);
      if (i + 1 < htIndex) expect(v.scores['1']).toEqual(v.scores['2']);
      else expect(v.scores['1']).toEqual(half);
    });
  });

  it('matches the goals stat and the goal incidents', () => {
    const last = match.views.at(-1)!;
    const [home, away] = last.ss!.split('-').map(Number);
    expect(last.stats.goals).toEqual([home, away]);
    const goals = engine.incidents(match.states.at(-1)!).filter((i) => i.kind.endsWith('goal'));
    expect(goals.filter((g) => g.side === 'home')).toHaveLength(home!);
    expect(goals.filter((g) => g.side === 'away')).toHaveLength(away!);
  });
});

describe('soccer event texts', () => {
  const texts = match.views.at(-1)!.events.map((e) => e.text);
  const minute = String.raw`(?:\d{1,2}|45\+\d{1,2}|90\+\d{1,2})'`;
  const team = '(?:Tottenham|Brentford)';
  const formats = [
    new RegExp(
      String.raw`^${minute} - \d+(?:st|nd|rd|th) Goal - Player \d-\d+(?: \(OG\))? - ${team}$`,
    ),
    new RegExp(
      String.raw`^${minute} - \d+(?:st|nd|rd|th) (?:Yellow|Red) Card - Player \d-\d+ - ${team}$`,
    ),
    new RegExp(String.raw`^${minute} - \d+(?:st|nd|rd|th) Corner - ${team}$`),
    new RegExp(String.raw`^${minute} - Substitution - Player \d-\d+ for Player \d-\d+ - ${team}$`),
    new RegExp(String.raw`^${minute} - Penalty missed - Player \d-\d+ - ${team}$`),
    /^\d+-\d+ (?:Corners|Goals) \d0:00 - \d9:59$/,
    /^Score After (?:First Half|Full Time) - \d+-\d+$/,
  ];

  it('numbers events 1, 2, 3… and writes every text in the feed style', () => {
    match.views.at(-1)!.events.forEach((e, i) => expect(e.id).toBe(String(i + 1)));
    for (const text of texts)
      expect(
        formats.some((f) => f.test(text)),
        text,
      ).toBe(true);
  });

  it('writes ten-minute summaries, corners first, and the scores after each half', () => {
    const summaries = texts.filter((t) => / (?:Corners|Goals) /.test(t));
    const spans = [
      '00:00 - 09:59',
      '10:00 - 19:59',
      '20:00 - 29:59',
      '30:00 - 39:59',
      '40:00 - 49:59',
    ];
    const all = [...spans, '50:00 - 59:59', '60:00 - 69:59', '70:00 - 79:59', '80:00 - 89:59'];
    expect(summaries).toHaveLength(18);
    all.forEach((span, i) => {
      expect(summaries[2 * i]).toMatch(new RegExp(`^\\d+-\\d+ Corners ${span}$`));
      expect(summaries[2 * i + 1]).toMatch(new RegExp(`^\\d+-\\d+ Goals ${span}$`));
    });
    const goalsInWindows = summaries
      .filter((t) => t.includes('Goals'))
      .reduce(
        (sum, t) =>
          sum + Number(t.split(' ')[0]!.split('-')[0]) + Number(t.split(' ')[0]!.split('-')[1]),
        0,
      );
    const goalTexts = texts.filter((t) => / Goal - /.test(t));
    const inStoppage = goalTexts.filter((t) => t.startsWith('90+')).length;
    expect(goalsInWindows).toBe(goalTexts.length - inStoppage);
    const ft = match.views.at(-1)!.ss!;
    expect(texts.at(-1)).toBe(`Score After Full Time - ${ft}`);
    const h = breakViews[0]!.scores['1']!;
    expect(texts).toContain(`Score After First Half - ${h.home}-${h.away}`);
  });

  it('counts ordinals over the whole match', () => {
    for (const what of ['Goal', 'Corner', 'Yellow Card']) {
      const nths = texts
        .filter((t) => t.includes(` ${what} - `))
        .map((t) => Number(/ (\d+)(?:st|nd|rd|th) /.exec(t)![1]));
      expect(nths).toEqual(nths.map((_, i) => i + 1));
    }
    expect(texts.filter((t) => t.includes(' Corner - ')).length).toBe(
      match.views.at(-1)!.stats.corners!.reduce((a, b) => a + b, 0),
    );
  });

  it('uses 45+n and 90+n in stoppage time', () => {
    const stoppage = [];
    for (let seed = 0; seed < 40 && stoppage.length === 0; seed++) {
      const { views } = record(kickOff(setup(), `stoppage-${seed}`), MINUTE);
      stoppage.push(...views.at(-1)!.events.filter((e) => /^(?:45|90)\+\d+' - /.test(e.text)));
    }
    expect(stoppage.length).toBeGreaterThan(0);
  });

  it('names the team only when the squad is empty', () => {
    const s = record(kickOff(setup({}, false), 'anonymous'), MINUTE).states.at(-1)!;
    for (const incident of engine.incidents(s)) expect(incident.playerId).toBeUndefined();
    for (const { text } of engine.view(s).events) {
      expect(text).not.toMatch(/Player/);
      if (/ (?:Goal|Card|Corner|Substitution|Penalty missed) /.test(text)) {
        expect(text).toMatch(/ - (?:Tottenham|Brentford)$/);
      }
    }
  });
});

describe('soccer determinism', () => {
  it('replays a match from kick-off identically with the same seed', () => {
    const again = record(kickOff(setup(), 'clock-1'), MINUTE).states.at(-1)!;
    expect(again).toEqual(match.states.at(-1));
    const other = record(kickOff(setup(), 'clock-2'), MINUTE).states.at(-1)!;
    expect(other).not.toEqual(match.states.at(-1));
  });

  it('gives the same state however wall time is split', () => {
    const rng = createRng('split');
    for (const i of [0, 1200, 2700, 3500, 5600, 6600]) {
      const s = match.states[i]!;
      expect(engine.step(s, 2_000, rng)).toEqual(
        engine.step(engine.step(s, 1_000, rng), 1_000, rng),
      );
      expect(engine.step(s, 5_000, rng)).toEqual(
        engine.step(engine.step(engine.step(s, 1_700, rng), 2_550, rng), 750, rng),
      );
    }
  });

  it('never changes its input and stays plain JSON', () => {
    const s = match.states[2_500]!;
    const copy = JSON.parse(JSON.stringify(s)) as SoccerState;
    expect(copy).toEqual(s);
    const frozen = deepFreeze(structuredClone(s));
    const next = engine.step(frozen, 10 * MINUTE, createRng(0));
    expect(next).toEqual(engine.step(copy, 10 * MINUTE, createRng(0)));
    expect(frozen).toEqual(s);
  });
});
