// Soccer engine realism: 2,000 simulated league matches against eight real Premier League
// seasons (football-data.co.uk, tests/fixtures/football-data), and the short e-soccer formats.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MatchSetup } from '../../../../../src/server/feed/simulator/engines/engine';
import { soccerEngine as engine } from '../../../../../src/server/feed/simulator/engines/soccer';
import type { SoccerState } from '../../../../../src/server/feed/simulator/engines/soccer-types';
import { createRng } from '../../../../../src/server/feed/simulator/rng';

const SEASONS = ['1516', '1617', '1718', '1819', '1920', '2021', '2122', '2223'];
const FIXTURES = new URL('../../../../fixtures/football-data/', import.meta.url);

/** One match reduced to what both the real files and the engine can tell. */
interface Row {
  homeGoals: number;
  awayGoals: number;
  halfGoals: number;
  shots: number;
  corners: number;
  fouls: number;
  yellows: number;
}

function readSeason(season: string): Row[] {
  const [header, ...lines] = readFileSync(new URL(`E0_${season}.csv`, FIXTURES), 'utf8')
    .trim()
    .split(/\r?\n/);
  const columns = header!.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    const n = (name: string): number => Number(cells[columns.indexOf(name)]);
    return {
      homeGoals: n('FTHG'),
      awayGoals: n('FTAG'),
      halfGoals: n('HTHG') + n('HTAG'),
      shots: n('HS') + n('AS'),
      corners: n('HC') + n('AC'),
      fouls: n('HF') + n('AF'),
      yellows: n('HY') + n('AY'),
    };
  });
}

/** A statistic of a set of matches, and its sampling standard error. */
interface Measure {
  value: (rows: Row[]) => number;
  standardError: (rows: Row[]) => number;
}

function mean(rows: Row[], f: (r: Row) => number): number {
  return rows.reduce((s, r) => s + f(r), 0) / rows.length;
}

/** A per-match average; SE = sd / √n. */
function average(f: (r: Row) => number): Measure {
  return {
    value: (rows) => mean(rows, f),
    standardError: (rows) => {
      const m = mean(rows, f);
      const variance = rows.reduce((s, r) => s + (f(r) - m) ** 2, 0) / (rows.length - 1);
      return Math.sqrt(variance / rows.length);
    },
  };
}

/** A share of matches; SE = √(p(1 − p) / n). */
function share(f: (r: Row) => boolean): Measure {
  const value = (rows: Row[]): number => mean(rows, (r) => (f(r) ? 1 : 0));
  return {
    value,
    standardError: (rows) => Math.sqrt((value(rows) * (1 - value(rows))) / rows.length),
  };
}

/** A ratio of totals (first-half goals / goals); SE by the delta method for ratio estimators. */
function ratio(top: (r: Row) => number, bottom: (r: Row) => number): Measure {
  const value = (rows: Row[]): number => mean(rows, top) / mean(rows, bottom);
  return {
    value,
    standardError: (rows) => {
      const q = value(rows);
      const residual =
        rows.reduce((s, r) => s + (top(r) - q * bottom(r)) ** 2, 0) / (rows.length - 1);
      return Math.sqrt(residual / rows.length) / mean(rows, bottom);
    },
  };
}

const goals = (r: Row): number => r.homeGoals + r.awayGoals;
const MEASURES: Record<string, Measure> = {
  'goals per match': average(goals),
  'home win share': share((r) => r.homeGoals > r.awayGoals),
  'draw share': share((r) => r.homeGoals === r.awayGoals),
  'away win share': share((r) => r.homeGoals < r.awayGoals),
  'first-half share of goals': ratio((r) => r.halfGoals, goals),
  'shots per match': average((r) => r.shots),
  'corners per match': average((r) => r.corners),
  'fouls per match': average((r) => r.fouls),
  'yellow cards per match': average((r) => r.yellows),
};

const MATCHES = 2_000;

function simulate(
  format: string,
  count: number,
  seed: string,
): { rows: Row[]; states: SoccerState[] } {
  // Ratings drawn like a real league's: normal around 1500 with sd 90.
  const ratings = createRng(`${seed}/ratings`);
  const rows: Row[] = [];
  const states: SoccerState[] = [];
  for (let i = 0; i < count; i++) {
    const setup: MatchSetup = {
      matchId: i,
      sportId: 1,
      format,
      neutral: false,
      home: { teamId: 1, name: 'Home', rating: ratings.normal(1500, 90), players: [] },
      away: { teamId: 2, name: 'Away', rating: ratings.normal(1500, 90), players: [] },
    };
    const rng = createRng(`${seed}/${i}`);
    let s = engine.start(engine.init(setup, rng), rng);
    while (!engine.isFinished(s)) s = engine.step(s, 10 * 60_000, rng);
    const { stats, scores } = engine.view(s);
    const pair = (key: string): number => stats[key]![0] + stats[key]![1];
    rows.push({
      homeGoals: s.score[0],
      awayGoals: s.score[1],
      halfGoals: Number(scores['1']!.home) + Number(scores['1']!.away),
      shots: pair('on_target') + pair('off_target'),
      corners: pair('corners'),
      fouls: pair('fouls'),
      yellows: pair('yellowcards'),
    });
    states.push(s);
  }
  return { rows, states };
}

const seasons = SEASONS.map(readSeason);
const league = simulate('standard', MATCHES, 'epl');

describe('soccer realism against Premier League seasons 2015/16–2022/23', () => {
  it('reads eight full seasons', () => {
    expect(seasons.map((rows) => rows.length)).toEqual(SEASONS.map(() => 380));
  });

  // Each simulated value must fall inside [lowest season − 2·SE, highest season + 2·SE], where
  // SE is the sampling standard error of the 2,000-match estimate: the real seasons give the
  // spread of the game itself, 2·SE the noise of estimating from a finite simulated sample.
  it.each(Object.keys(MEASURES))('%s lies within the range of real seasons', (name) => {
    const measure = MEASURES[name]!;
    const real = seasons.map((rows) => measure.value(rows));
    const simulated = measure.value(league.rows);
    const se = measure.standardError(league.rows);
    const low = Math.min(...real) - 2 * se;
    const high = Math.max(...real) + 2 * se;
    expect(
      simulated,
      `${name}: ${simulated.toFixed(3)} in [${low.toFixed(3)}, ${high.toFixed(3)}]`,
    ).toBeGreaterThanOrEqual(low);
    expect(
      simulated,
      `${name}: ${simulated.toFixed(3)} in [${low.toFixed(3)}, ${high.toFixed(3)}]`,
    ).toBeLessThanOrEqual(high);
  });

  it('scores about 76–80 % of penalties', () => {
    const incidents = league.states.flatMap((s) => engine.incidents(s));
    const scored = incidents.filter((i) => i.kind === 'penalty_goal').length;
    const missed = incidents.filter((i) => i.kind === 'penalty_missed').length;
    // About 0.3 penalties a match: ~600 penalties, SE of the rate ≈ 1.7 points.
    expect(scored + missed).toBeGreaterThan(0.2 * MATCHES);
    expect(scored / (scored + missed)).toBeGreaterThan(0.72);
    expect(scored / (scored + missed)).toBeLessThan(0.84);
  });

  it('shows about 0.1 red cards per match, some of them second yellows', () => {
    const incidents = league.states.flatMap((s) => engine.incidents(s));
    const reds = incidents.filter((i) => i.kind === 'red' || i.kind === 'yellowred').length;
    expect(reds / MATCHES).toBeGreaterThan(0.06);
    expect(reds / MATCHES).toBeLessThan(0.18);
    expect(incidents.some((i) => i.kind === 'yellowred')).toBe(true);
  });
});

describe('e-soccer formats', () => {
  const standardGoals = mean(league.rows, goals);
  it.each([
    ['esoccer-8', 8],
    ['esoccer-12', 12],
  ])('%s is short and scores five to six goals or more', (format, minutes) => {
    const { rows, states } = simulate(format, 300, format);
    const perMatch = mean(rows, goals);
    expect(perMatch).toBeGreaterThan(standardGoals + 2);
    expect(perMatch).toBeGreaterThan(4.8);
    expect(perMatch).toBeLessThan(7.5);
    const expected = engine.expectedDurationMs(format);
    expect(expected).toBeLessThan(engine.expectedDurationMs('standard') / 5);
    expect(expected).toBeGreaterThanOrEqual((minutes + 1) * 60_000);
    for (const s of states.slice(0, 20)) {
      expect(Math.abs(s.wallMs - expected)).toBeLessThan(60_000);
      const timer = engine.view(s).timer!;
      expect(timer.tm).toBe(minutes);
      expect(timer.ta).toBe(0);
    }
  });
});
