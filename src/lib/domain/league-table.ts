/**
 * @module league-table
 * What a served league table needs beyond `computeStandings` (spec §2 "League details", §3
 * "Standing row"): the ranking rules of a league as stored, whether a result went to overtime,
 * and the elimination number of percentage-ranked leagues.
 */
import type { Scores } from './match';
import { SPORT_IDS } from './sports';
import type { StandingsRules } from './standings';

const DEFAULT_RULES: Record<number, StandingsRules> = {
  [SPORT_IDS.soccer]: { points: { win: 3, draw: 1, loss: 0 }, ranking: 'points' },
  [SPORT_IDS.iceHockey]: {
    points: { win: 2, draw: 0, loss: 0, overtimeLoss: 1 },
    ranking: 'points',
  },
  [SPORT_IDS.handball]: { points: { win: 2, draw: 1, loss: 0 }, ranking: 'points' },
  [SPORT_IDS.volleyball]: {
    points: { win: 3, draw: 0, loss: 0, overtimeLoss: 1 },
    ranking: 'sets',
  },
};
const PCT_RULES: StandingsRules = { points: { win: 1, draw: 0, loss: 0 }, ranking: 'pct' };

/**
 * Ranking rules of a league from its stored JSON (`leagues.rules`), falling back to the usual
 * rules of its sport when the JSON is missing or malformed (imported leagues may have none).
 * @example standingsRulesOf('{"points":{"win":3,"draw":1,"loss":0},"ranking":"points"}', 1).ranking // 'points'
 */
export function standingsRulesOf(json: string | null | undefined, sportId: number): StandingsRules {
  const fallback = DEFAULT_RULES[sportId] ?? PCT_RULES;
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(json) : null;
  } catch {
    return fallback;
  }
  if (!parsed || typeof parsed !== 'object') return fallback;
  const r = parsed as Record<string, unknown>;
  const points = r.points as Record<string, unknown> | undefined;
  const ranking = r.ranking;
  if (
    !points ||
    typeof points.win !== 'number' ||
    typeof points.draw !== 'number' ||
    typeof points.loss !== 'number' ||
    (ranking !== 'points' && ranking !== 'pct' && ranking !== 'sets')
  )
    return fallback;
  const rules: StandingsRules = {
    points: { win: points.win, draw: points.draw, loss: points.loss },
    ranking,
  };
  if (typeof points.overtimeLoss === 'number') rules.points.overtimeLoss = points.overtimeLoss;
  if (r.tiesAsHalfWin === true) rules.tiesAsHalfWin = true;
  return rules;
}

/**
 * Whether a result was decided after regulation: ice hockey keys overtime `4` and shoot-out `5`
 * (the loser then earns the overtime-loss point).
 * @example wentToOvertime(17, { 4: { home: '1', away: '0' } }) // true
 */
export function wentToOvertime(sportId: number, scores: Scores): boolean {
  if (sportId !== SPORT_IDS.iceHockey) return false;
  return ['4', '5'].some((k) => {
    const s = scores[k];
    return s !== undefined && Number(s.home) + Number(s.away) > 0;
  });
}

/**
 * Elimination number of a team in a percentage-ranked league: how many more leader wins or
 * team losses end the team's chance of first place, `G + 1 − W(leader) − L(team)`, never below
 * 0; null for the leader.
 * @example eliminationNumber({ gamesPerTeam: 144, leaderWins: 85, teamLosses: 70, isLeader: false }) // 0
 */
export function eliminationNumber(input: {
  gamesPerTeam: number;
  leaderWins: number;
  teamLosses: number;
  isLeader: boolean;
}): number | null {
  if (input.isLeader) return null;
  return Math.max(0, input.gamesPerTeam + 1 - input.leaderWins - input.teamLosses);
}
