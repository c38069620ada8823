/**
 * @module feed/simulator/engines/basketball-view
 * What the feed shows of a basketball state: score string, quarter scores, count-down timer,
 * box-score stats, timeline and live details; plus when markets should be suspended.
 */
import { formatScore } from '../../../../lib/domain/score';
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { MatchSnapshot, PeriodScore, Scores, Stats } from '../../../../lib/domain/match';
import type { BasketballState, Pair, SideIndex } from './basketball-state';
import { totalScore } from './basketball-state';

const sideName = (side: SideIndex): 'home' | 'away' => (side === 0 ? 'home' : 'away');

function score(pair: Pair): PeriodScore {
  return { home: String(pair[0]), away: String(pair[1]) };
}

function sum(pairs: readonly Pair[]): Pair {
  return pairs.reduce<Pair>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
}

/**
 * Period scores keyed as the feed keys them (spec §4 "quarters skip periods 3 and 7 and map 4,
 * 5, 6 down by one"): `1`,`2` quarters, `3` first half, `4`,`5` quarters, `6` overtime, `7` total.
 */
export function basketballScores(s: BasketballState): Scores {
  const q = (i: number): Pair => s.points[i] ?? [0, 0];
  const scores: Scores = { '1': score(q(0)) };
  if (s.period >= 2) {
    scores['2'] = score(q(1));
    scores['3'] = score(sum([q(0), q(1)]));
  }
  if (s.period >= 3) scores['4'] = score(q(2));
  if (s.period >= 4) scores['5'] = score(q(3));
  if (s.period >= 5) scores['6'] = score(sum(s.points.slice(4)));
  scores['7'] = score(totalScore(s));
  return scores;
}

/** Free-throw percentage with one decimal, 0 before the first attempt (feed: `"62.5"`). */
function rate(made: number, attempts: number): number {
  return attempts > 0 ? Math.round((made / attempts) * 1000) / 10 : 0;
}

/** Spec §3 "Basketball stats: fouls, 2points, 3points, time_outs, free_throws, free_throws_rate". */
function basketballStats(s: BasketballState): Stats {
  const { two, three, ftm, fta, fouls, timeouts, rebounds, turnovers } = s.stats;
  return {
    '2points': [...two],
    '3points': [...three],
    free_throws: [...ftm],
    free_throws_rate: [rate(ftm[0], fta[0]), rate(ftm[1], fta[1])],
    fouls: [...fouls],
    time_outs: [...timeouts],
    rebounds: [...rebounds],
    turnovers: [...turnovers],
  };
}

function stateCode(s: BasketballState): string | null {
  if (s.phase === 'pre' || s.phase === 'ended') return null;
  if (s.show !== null && s.wallMs < s.show.untilMs) return s.show.code;
  if (s.phase === 'break') return gameStateCode(18, 'End Of Quarter', null);
  if (s.ft !== null) return gameStateCode(18, 'Free Throw', sideName(s.ft.side));
  return gameStateCode(18, 'in Possession', sideName(s.possession));
}

/**
 * The snapshot of a basketball state.
 * @example basketballView(state).timer // { tm: 5, ts: 12, q: 1 }
 */
export function basketballView(s: BasketballState): MatchSnapshot {
  if (s.phase === 'pre') {
    return {
      time_status: 0,
      ss: null,
      scores: {},
      timer: null,
      stats: {},
      events: [],
      details: { state: null, ball_pos: null, serve: null, sts: {}, period: 0 },
    };
  }
  const [home, away] = totalScore(s);
  const seconds = Math.ceil(Math.max(0, s.clockMs) / 1000);
  const runSide = s.run[0] > 0 ? 0 : s.run[1] > 0 ? 1 : null;
  return {
    time_status: s.phase === 'ended' ? 3 : 1,
    ss: formatScore(home, away),
    scores: basketballScores(s),
    timer: { tm: Math.floor(seconds / 60), ts: seconds % 60, q: Math.min(s.period, 5) },
    stats: basketballStats(s),
    events: s.events,
    details: {
      state: stateCode(s),
      ball_pos: s.phase === 'live' ? s.ball : null,
      serve: null,
      sts: {
        possession: s.phase === 'live' ? sideName(s.possession) : null,
        teamFouls: [...s.teamFouls],
        timeoutsLeft: [...s.timeoutsLeft],
        biggestLead: [...s.biggestLead],
        currentRun: runSide === null ? null : { side: sideName(runSide), points: s.run[runSide] },
      },
      period: s.period,
    },
  };
}

/**
 * Markets are suspended during free throws, when a shot is about to land (the play ends within
 * the next second of clock) and in the last five seconds of any period.
 */
export function basketballDangerous(s: BasketballState): boolean {
  if (s.phase !== 'live') return false;
  if (s.ft !== null) return true;
  if (s.clockMs <= 5_000) return true;
  return s.stopMs <= 0 && s.clockMs - s.playAtMs <= 1_000;
}
