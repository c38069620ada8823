/**
 * @module feed/simulator/engines/american-football-view
 * What the feed shows of an American football state: score, quarter scores, count-down timer,
 * team stats for the matchUp panel, timeline and live details; plus when to suspend markets.
 */
import { formatScore } from '../../../../lib/domain/score';
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { MatchSnapshot, PeriodScore, Scores, Stats } from '../../../../lib/domain/match';
import type { FootballState, Pair, SideIndex } from './american-football-state';
import { totalScore } from './american-football-state';

const sideName = (side: SideIndex): 'home' | 'away' => (side === 0 ? 'home' : 'away');

function score(pair: Pair): PeriodScore {
  return { home: String(pair[0]), away: String(pair[1]) };
}

/**
 * Period scores keyed like basketball (spec §4 "quarters skip periods 3 and 7 and map 4, 5, 6
 * down by one"): `1`,`2` quarters, `3` first half, `4`,`5` quarters, `6` overtime, `7` total.
 */
export function footballScores(s: FootballState): Scores {
  const q = (i: number): Pair => s.points[i] ?? [0, 0];
  const scores: Scores = { '1': score(q(0)) };
  if (s.period >= 2) {
    scores['2'] = score(q(1));
    scores['3'] = score([q(0)[0] + q(1)[0], q(0)[1] + q(1)[1]]);
  }
  if (s.period >= 3) scores['4'] = score(q(2));
  if (s.period >= 4) scores['5'] = score(q(3));
  if (s.period >= 5) scores['6'] = score(q(4));
  scores['7'] = score(totalScore(s));
  return scores;
}

/** Spec §2 American football matchUp: downs, third downs, plays, yards, red zone, penalties. */
function footballStats(s: FootballState): Stats {
  const t = s.stats;
  return {
    TotalYards: [t.rushing[0] + t.passing[0], t.rushing[1] + t.passing[1]],
    Turnovers: [...t.turnovers],
    '1stDowns': [...t.firstDowns],
    passing_yards: [...t.passing],
    rushing_yards: [...t.rushing],
    plays: [...t.plays],
    third_down_att: [...t.thirdAtt],
    third_down_conv: [...t.thirdConv],
    red_zone_att: [...t.redAtt],
    red_zone_td: [...t.redTd],
    penalties: [...t.penalties],
    time_outs: [...t.timeouts],
  };
}

/**
 * Spec §4: the panel hides clock and team name for End Of Quarter, Penalty Accept, Timeout,
 * Video Review Over - CallStands and TV Timeout; all but Timeout are sent neutral here.
 */
function stateCode(s: FootballState): string | null {
  if (s.phase === 'pre' || s.phase === 'ended') return null;
  if (s.wallMs < s.reviewUntilMs) return gameStateCode(12, 'Video Review Over - CallStands', null);
  if (s.show !== null && s.wallMs < s.show.untilMs) return s.show.code;
  if (s.phase === 'break') return gameStateCode(12, 'End Of Quarter', null);
  if (s.next === 'kickoff') return gameStateCode(12, 'Kick Off', sideName(s.offense));
  return gameStateCode(12, 'In Possession', sideName(s.offense));
}

/**
 * Ball position as `x,y` fractions of the 400x180 field including both end zones (120 yards):
 * the home end zone is on the left.
 */
function ballPos(s: FootballState): string | null {
  if (s.phase !== 'live') return null;
  const fromHomeGoal = s.offense === 0 ? s.yardLine : 100 - s.yardLine;
  return `${((10 + fromHomeGoal) / 120).toFixed(3)},${s.ballY.toFixed(3)}`;
}

/**
 * The snapshot of an American football state. `sts.yardLine` is the ball's distance in yards
 * from the possessing team's own goal line.
 * @example footballView(state).details.sts // { down: 3, toGo: 4, yardLine: 62, driveStart: 25, possession: 'away', timeoutsLeft: [3, 2] }
 */
export function footballView(s: FootballState): MatchSnapshot {
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
  const live = s.phase === 'live';
  return {
    time_status: s.phase === 'ended' ? 3 : 1,
    ss: formatScore(home, away),
    scores: footballScores(s),
    timer: { tm: Math.floor(seconds / 60), ts: seconds % 60, q: Math.min(s.period, 5) },
    stats: footballStats(s),
    events: s.events,
    details: {
      state: stateCode(s),
      ball_pos: ballPos(s),
      serve: null,
      sts: {
        down: live && s.next === 'snap' ? s.down : null,
        toGo: live && s.next === 'snap' ? s.toGo : null,
        yardLine: live ? s.yardLine : null,
        // Where this drive began (same yards as yardLine): the panel draws the drive between.
        driveStart: live ? s.driveStart : null,
        possession: live ? sideName(s.offense) : null,
        timeoutsLeft: [...s.timeoutsLeft],
      },
      period: s.period,
    },
  };
}

/**
 * Markets are suspended during a try after a touchdown, a replay review, a snap inside the red
 * zone, and a fourth down within field-goal range.
 */
export function footballDangerous(s: FootballState): boolean {
  if (s.phase !== 'live') return false;
  if (s.next === 'try' || s.wallMs < s.reviewUntilMs) return true;
  if (s.next !== 'snap') return false;
  return s.yardLine >= 80 || (s.down === 4 && 117 - s.yardLine <= 57);
}
