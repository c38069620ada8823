/**
 * @module feed/simulator/engines/baseball-view
 * What the feed shows of a baseball game (spec §3 match and details fields): the line score by
 * inning with run and hit totals, the inning timer, stat pairs, event texts and the `sts`
 * object (bases, count and outs now; pitch and batting counters so far).
 */
import type { Incident, MatchSnapshot, PeriodScore, StatPair } from '../../../../lib/domain/match';
import { batting, currentBatter, currentPitcher, scoreText } from './baseball-draft';
import type { BaseballState, SideTotals } from './baseball-types';

const pair = (s: BaseballState, key: keyof SideTotals): StatPair => [
  s.totals.home[key],
  s.totals.away[key],
];

/** Innings '1'…'n' ('' for a half not played), plus `run` and `hit` (spec §3). */
function scores(s: BaseballState): Record<string, PeriodScore> {
  const out: Record<string, PeriodScore> = {};
  if (s.status === 0) return out;
  const innings = Math.max(s.lineScore.away.length, s.lineScore.home.length);
  for (let i = 0; i < innings; i++) {
    const home = s.lineScore.home[i];
    const away = s.lineScore.away[i];
    out[String(i + 1)] = {
      home: home === undefined ? '' : String(home),
      away: away === undefined ? '' : String(away),
    };
  }
  out.run = { home: String(s.totals.home.runs), away: String(s.totals.away.runs) };
  out.hit = { home: String(s.totals.home.hits), away: String(s.totals.away.hits) };
  return out;
}

/**
 * The snapshot. Stats are [home, away]: batting counts, except `errors` (committed in the
 * field) and `pitches` (thrown by the side's pitchers). `serve` is the batting side: the away
 * team in the top half, the home team in the bottom (real baseball; spec §4's "'Top' = home
 * batting" describes how the original panel labels its sides, not who bats).
 * @example baseballView(state).timer // { tm: 7.5, ts: 0 } in the bottom of the 7th
 */
export function baseballView(s: BaseballState): MatchSnapshot {
  const live = s.status === 1;
  const flag = (i: 0 | 1 | 2): 0 | 1 => (s.bases[i] !== null ? 1 : 0);
  return {
    time_status: s.status,
    ss: s.status === 0 ? null : scoreText(s),
    scores: scores(s),
    // Spec §4: the label reads start/end of an inning from whether tm is whole.
    timer: s.status === 0 ? null : { tm: s.inning + (s.half === 'bottom' ? 0.5 : 0), ts: 0 },
    stats: {
      hits: pair(s, 'hits'),
      errors: pair(s, 'errors'),
      walks: pair(s, 'walks'),
      strikeouts: pair(s, 'strikeouts'),
      home_runs: pair(s, 'homers'),
      left_on_base: pair(s, 'leftOnBase'),
      pitches: pair(s, 'pitches'),
    },
    events: s.events,
    details: {
      state: s.stateCode,
      ball_pos: null,
      serve: live ? batting(s) : null,
      sts: {
        // Spec §4 "Bases: three flags give eight states".
        cur: {
          r1: flag(0),
          r2: flag(1),
          r3: flag(2),
          b: s.balls,
          s: s.strikes,
          o: Math.min(s.outs, 2),
        },
        end: {
          pitches: pair(s, 'pitches'),
          balls: pair(s, 'balls'),
          strikes: pair(s, 'strikes'),
          walks: pair(s, 'walks'),
          hbp: pair(s, 'hbp'),
          hits: pair(s, 'hits'),
          singles: pair(s, 'singles'),
          double: pair(s, 'doubles'),
          triples: pair(s, 'triples'),
          homers: pair(s, 'homers'),
          runs: pair(s, 'runs'),
          batters: pair(s, 'batters'),
          leftOnBase: pair(s, 'leftOnBase'),
        },
        pitcher: live ? (currentPitcher(s)?.name ?? null) : null,
        batter: live ? (currentBatter(s)?.name ?? null) : null,
      },
      period: s.status === 0 ? 0 : s.inning,
    },
  };
}

/**
 * Incidents: home runs only, as kind 'goal' with the batter (runs are not goals: a run-scoring
 * single has no scorer in the soccer sense, but a home run is the batter's own).
 */
export function baseballIncidents(s: BaseballState): Incident[] {
  return s.homeRuns.map((hr) => ({
    kind: 'goal',
    side: hr.side,
    minute: hr.inning,
    ...(hr.playerId > 0 ? { playerId: hr.playerId } : {}),
  }));
}
