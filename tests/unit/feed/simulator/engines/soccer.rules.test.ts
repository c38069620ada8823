// Soccer engine rules: cards and red cards, substitutions, penalties, xG, possession, ball
// position, game states and the moments books suspend.
import { describe, expect, it } from 'vitest';
import { gameStateText } from '../../../../../src/lib/domain/game-states';
import type { Incident, MatchSnapshot } from '../../../../../src/lib/domain/match';
import type {
  MatchSetup,
  PlayerRef,
} from '../../../../../src/server/feed/simulator/engines/engine';
import { soccerEngine as engine } from '../../../../../src/server/feed/simulator/engines/soccer';
import { seedStream } from '../../../../../src/server/feed/simulator/engines/soccer-random';
import { goalRate } from '../../../../../src/server/feed/simulator/engines/soccer-rates';
import {
  COUNTER_INDEX,
  type Counter,
  type SideIndex,
  type SoccerState,
} from '../../../../../src/server/feed/simulator/engines/soccer-types';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const MINUTE = 60_000;
const POSITIONS = 'GDDDDMMMMFFGDMMFDF';

function squad(teamId: number): PlayerRef[] {
  return [...POSITIONS].map((position, i) => ({
    id: teamId * 100 + i,
    name: `P${teamId}-${i}`,
    position,
    shirt: i + 1,
  }));
}

const positionOf = (playerId: number): string => POSITIONS[playerId % 100]!;
const counter = (s: SoccerState, key: Counter, side: SideIndex): number =>
  s.counts[COUNTER_INDEX[key] * 2 + side]!;

function setup(i: number): MatchSetup {
  return {
    matchId: i,
    sportId: 1,
    format: 'standard',
    neutral: false,
    home: { teamId: 1, name: 'Arsenal', rating: 1500 + ((i * 37) % 160) - 80, players: squad(1) },
    away: { teamId: 2, name: 'Everton', rating: 1500 - ((i * 53) % 160) + 80, players: squad(2) },
  };
}

function kickOff(i: number): SoccerState {
  const rng = createRng(`rules-${i}`);
  return engine.start(engine.init(setup(i), rng), rng);
}

function playOut(s: SoccerState, dt = 10 * MINUTE): SoccerState {
  const rng = createRng('unused');
  while (!engine.isFinished(s)) s = engine.step(s, dt, rng);
  return s;
}

const finals = Array.from({ length: 300 }, (_, i) => playOut(kickOff(i)));
const SIDES = ['home', 'away'] as const;

/** Three matches second by second. */
const recorded = [0, 1, 2].map((i) => {
  const views: MatchSnapshot[] = [];
  const states: SoccerState[] = [];
  let s = kickOff(1_000 + i);
  while (!engine.isFinished(s)) {
    s = engine.step(s, 1_000, createRng(0));
    states.push(s);
    views.push(engine.view(s));
  }
  return { views, states };
});
const inPlay = recorded.flatMap(({ views, states }) =>
  views
    .map((view, i) => ({ view, state: states[i]! }))
    .filter(({ view }) => view.timer?.tt === '1'),
);

function sendOff(s: SoccerState, side: SideIndex): SoccerState {
  const squads: SoccerState['squads'] = [...s.squads];
  const sq = squads[side];
  const slot = sq.onPitch.find((p) => POSITIONS[p] === 'D')!;
  squads[side] = {
    ...sq,
    onPitch: sq.onPitch.filter((p) => p !== slot),
    sentOff: [...sq.sentOff, slot],
  };
  return { ...s, squads };
}

describe('soccer red cards', () => {
  it('leaves a side with ten players in sts and counts the red card', () => {
    const withReds = finals.filter(
      (s) => counter(s, 'redcards', 0) + counter(s, 'redcards', 1) > 0,
    );
    expect(withReds.length).toBeGreaterThan(5);
    for (const s of finals) {
      const view = engine.view(s);
      const reds = SIDES.map(
        (side) =>
          engine
            .incidents(s)
            .filter((i) => i.side === side && (i.kind === 'red' || i.kind === 'yellowred')).length,
      );
      expect(view.stats.redcards).toEqual(reds);
      expect(view.details.sts.players_on_pitch).toEqual([11 - reds[0]!, 11 - reds[1]!]);
    }
  });

  it('lowers the scoring of the side down to ten and raises the other side’s', () => {
    let s = kickOff(7);
    s = engine.step(s, 20 * MINUTE, createRng(0));
    const red = sendOff(s, 0);
    expect(engine.view(red).details.sts.players_on_pitch).toEqual([10, 11]);
    expect(goalRate(red, 0)).toBeLessThan(goalRate(s, 0) * 0.8);
    expect(goalRate(red, 1)).toBeGreaterThan(goalRate(s, 1) * 1.2);
    // Replay the last 70 minutes 400 times with and without the red card.
    const goalsAfter = (start: SoccerState): [number, number] => {
      const sum: [number, number] = [0, 0];
      for (let i = 0; i < 400; i++) {
        const end = playOut({ ...start, rng: seedStream(createRng(`replay-${i}`)) });
        sum[0] += end.score[0] - start.score[0];
        sum[1] += end.score[1] - start.score[1];
      }
      return sum;
    };
    const eleven = goalsAfter(s);
    const ten = goalsAfter(red);
    expect(ten[0]).toBeLessThan(eleven[0] * 0.88);
    expect(ten[1]).toBeGreaterThan(eleven[1] * 1.1);
  });

  it('turns a second yellow into a red for the same player', () => {
    const seconds = finals.flatMap((s) => {
      const incidents = engine.incidents(s);
      return incidents
        .map((incident, index) => ({ incident, earlier: incidents.slice(0, index), s }))
        .filter(({ incident }) => incident.kind === 'yellowred');
    });
    expect(seconds.length).toBeGreaterThan(0);
    for (const { incident, earlier, s } of seconds) {
      const first = earlier.find((i) => i.kind === 'yellow' && i.playerId === incident.playerId);
      expect(first?.side).toBe(incident.side);
      const name = `P${incident.side === 'home' ? 1 : 2}-${incident.playerId! % 100}`;
      const texts = engine.view(s).events.map((e) => e.text);
      const yellows = texts.filter((t) => t.includes(`Yellow Card - ${name} -`));
      expect(yellows).toHaveLength(2);
      const redIndex = texts.findIndex((t) => t.includes(`Red Card - ${name} -`));
      expect(texts.indexOf(yellows[1]!)).toBe(redIndex - 1);
    }
    // Nobody is booked twice without being sent off.
    for (const s of finals) {
      const incidents = engine.incidents(s);
      const yellows = incidents
        .filter((i) => i.kind === 'yellow')
        .map((i) => `${i.side}${i.playerId}`);
      expect(new Set(yellows).size).toBe(yellows.length);
    }
  });
});

describe('soccer substitutions', () => {
  const subsOf = (s: SoccerState, side: 'home' | 'away', kind: Incident['kind']): Incident[] =>
    engine.incidents(s).filter((i) => i.side === side && i.kind === kind);

  it('makes at most five changes per side in at most three in-play windows', () => {
    for (const s of finals) {
      const view = engine.view(s);
      SIDES.forEach((side, k) => {
        const ins = subsOf(s, side, 'sub_in');
        expect(ins).toHaveLength(view.stats.substitutions![k]!);
        expect(subsOf(s, side, 'sub_out')).toHaveLength(ins.length);
        expect(ins.length).toBeLessThanOrEqual(5);
        const windows = new Set(ins.map((i) => i.minute).filter((m) => m !== 46));
        expect(windows.size).toBeLessThanOrEqual(3);
      });
    }
  });

  it('makes most changes after minute 55, never bringing a player back', () => {
    const minutes = finals
      .flatMap((s) => engine.incidents(s).filter((i) => i.kind === 'sub_in'))
      .map((i) => i.minute);
    expect(minutes.length / finals.length).toBeGreaterThan(6);
    expect(minutes.filter((m) => m > 55).length / minutes.length).toBeGreaterThan(0.75);
    for (const s of finals) {
      for (const side of SIDES) {
        const ins = subsOf(s, side, 'sub_in').map((i) => i.playerId!);
        const outs = subsOf(s, side, 'sub_out').map((i) => i.playerId!);
        for (const id of ins) expect(id % 100).toBeGreaterThanOrEqual(11);
        expect(new Set(outs).size).toBe(outs.length);
        for (const id of outs) expect(positionOf(id)).not.toBe('G');
      }
    }
  });
});

describe('soccer goals and penalties', () => {
  it('counts every penalty taken as scored or missed, with a feed text for misses', () => {
    let taken = 0;
    for (const s of finals) {
      const view = engine.view(s);
      SIDES.forEach((side, k) => {
        const kinds = engine
          .incidents(s)
          .filter((i) => i.side === side)
          .map((i) => i.kind);
        const scored = kinds.filter((kind) => kind === 'penalty_goal').length;
        const missed = kinds.filter((kind) => kind === 'penalty_missed').length;
        expect(view.stats.penalties![k]).toBe(scored + missed);
        const team = side === 'home' ? 'Arsenal' : 'Everton';
        const texts = view.events.filter(
          (e) => / - Penalty missed - P\d-\d+ - /.test(e.text) && e.text.endsWith(team),
        );
        expect(texts).toHaveLength(missed);
        taken += scored + missed;
      });
    }
    expect(taken).toBeGreaterThan(40);
  });

  it('gives goals to forwards most, then midfielders, defenders and rarely goalkeepers', () => {
    const scorers = finals
      .flatMap((s) => engine.incidents(s))
      .filter((i) => i.kind === 'goal')
      .map((i) => positionOf(i.playerId!));
    const perPlayer = (p: string, players: number): number =>
      scorers.filter((x) => x === p).length / players;
    expect(perPlayer('F', 2)).toBeGreaterThan(perPlayer('M', 4));
    expect(perPlayer('M', 4)).toBeGreaterThan(perPlayer('D', 4));
    expect(perPlayer('D', 4)).toBeGreaterThan(perPlayer('G', 1));
    expect(perPlayer('G', 1)).toBeLessThan(0.01);
  });

  it('credits goals with a scorer and usually an assisting team-mate', () => {
    const goals = finals.flatMap((s) => engine.incidents(s)).filter((i) => i.kind === 'goal');
    const assisted = goals.filter((g) => g.assistId !== undefined);
    expect(assisted.length / goals.length).toBeGreaterThan(0.6);
    for (const g of assisted) {
      expect(g.assistId).not.toBe(g.playerId);
      expect(Math.floor(g.assistId! / 100)).toBe(Math.floor(g.playerId! / 100));
    }
    const owns = finals.flatMap((s) => engine.incidents(s)).filter((i) => i.kind === 'own_goal');
    expect(owns.length).toBeGreaterThan(0);
    for (const og of owns) expect(Math.floor(og.playerId! / 100)).toBe(og.side === 'home' ? 2 : 1);
  });
});

describe('soccer live details', () => {
  it('accumulates xG with each shot, shown with two decimals', () => {
    for (const { states } of recorded) {
      for (let i = 1; i < states.length; i++) {
        const [a, b] = [states[i - 1]!, states[i]!];
        for (const side of [0, 1] as const) {
          const shots = (s: SoccerState): number =>
            counter(s, 'on_target', side) + counter(s, 'off_target', side);
          expect(b.xg[side] > a.xg[side]).toBe(shots(b) > shots(a));
        }
      }
      const xg = engine.view(states.at(-1)!).stats.xg!;
      for (const v of xg) expect(Math.round(v * 100) / 100).toBe(v);
      expect(xg[0] + xg[1]).toBeGreaterThan(0.3);
    }
  });

  it('shows possession in percent summing to 100', () => {
    for (const { view } of inPlay) {
      const [home, away] = view.stats.possession_rt!;
      expect(home + away).toBe(100);
      expect(home).toBeGreaterThanOrEqual(0);
      expect(away).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps the ball on the pitch, in the attacked half during dangerous attacks', () => {
    const danger: Record<string, number[]> = { '10003': [], '20003': [] };
    for (const { view } of inPlay) {
      const [x, y] = view.details.ball_pos!.split(',').map(Number);
      for (const v of [x!, y!]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
      danger[view.details.state!]?.push(x!);
    }
    const avg = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(danger['10003']!)).toBeGreaterThan(0.7);
    expect(avg(danger['20003']!)).toBeLessThan(0.3);
  });

  it('uses valid sport-1 game states with the side prefix, and neutral breaks', () => {
    const seen = new Set<string>();
    for (const { views } of recorded) {
      for (const view of views) {
        const text = gameStateText(1, view.details.state);
        expect(text, view.details.state ?? 'null').not.toBeNull();
        if (view.timer?.tt === '1') expect(text).toMatch(/^(?:Home|Away) Team /);
        seen.add(text!.replace(/^(?:Home|Away) Team /, ''));
      }
    }
    for (const name of [
      'In possession',
      'Attack',
      'Dangerous Attack',
      'Shot on goal',
      'Shot off goal',
      'Corner',
      'Goal kick',
      'Throw',
      'Simple free kick',
      'Kick Off',
      'Half Time',
      'Full Time',
    ]) {
      expect(seen, name).toContain(name);
    }
  });

  it('suspends during dangerous attacks, penalties and just after a goal', () => {
    let afterGoal = 0;
    for (const { view, state } of inPlay) {
      const name = gameStateText(1, view.details.state)!.replace(/^(?:Home|Away) Team /, '');
      if (['Dangerous Attack', 'Penalty', 'Dangerous free kick', 'Goal'].includes(name)) {
        expect(engine.isDangerous(state)).toBe(true);
      }
      const sinceGoal = state.lastGoalAt === null ? Infinity : state.clockMs - state.lastGoalAt;
      if (sinceGoal < 60_000) {
        afterGoal++;
        expect(engine.isDangerous(state)).toBe(true);
      }
      if (['In possession', 'Throw', 'Goal kick'].includes(name) && sinceGoal > 120_000) {
        expect(engine.isDangerous(state)).toBe(false);
      }
    }
    expect(afterGoal).toBeGreaterThan(0);
  });
});
