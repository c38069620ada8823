/**
 * @module feed/simulator/catalogue/rules
 * Season rules per sport: points, ranking, draws and how often each pair meets. `meetings`
 * is chosen so a team's game count is close to the real league's (noted per league).
 */
import type { SeasonRules } from './types';

interface RuleOptions {
  meetings: number;
  maxRounds?: number;
  split?: boolean;
}

function base(
  options: RuleOptions,
  rest: Pick<SeasonRules, 'points' | 'ranking' | 'draws'>,
): SeasonRules {
  const rules: SeasonRules = { meetings: options.meetings, ...rest };
  if (options.maxRounds !== undefined) rules.maxRounds = options.maxRounds;
  if (options.split) rules.split = true;
  return rules;
}

/** Soccer: 3 points a win, 1 a draw. */
export function soccerRules(options: RuleOptions): SeasonRules {
  return base(options, { points: { win: 3, draw: 1, loss: 0 }, ranking: 'points', draws: true });
}

/** Basketball, NFL, e-sports: ordered by winning percentage (points unused). */
export function pctRules(options: RuleOptions, draws = false): SeasonRules {
  return base(options, { points: { win: 1, draw: 0, loss: 0 }, ranking: 'pct', draws });
}

/** Baseball: winning percentage; KBO (11 innings since 2025) and NPB (12) keep ties (`draws`). */
export function baseballRules(options: RuleOptions, draws: boolean): SeasonRules {
  return pctRules(options, draws);
}

/** Ice hockey (NHL, KHL): 2 points a win, 1 for a loss in overtime or shoot-out. */
export function hockeyRules(options: RuleOptions): SeasonRules {
  return base(options, {
    points: { win: 2, draw: 0, loss: 0, overtimeLoss: 1 },
    ranking: 'points',
    draws: false,
  });
}

/**
 * Volleyball (V-League, SuperLega, PlusLiga all use it): 3 points for a 3-0 or 3-1 win, 2 for
 * a 3-2 win, 1 for a 2-3 loss, 0 for 0-3 or 1-3. Expressed as ranking `sets`: a win earns
 * `points.win` (3) when the loser took at most one set and `points.win - points.overtimeLoss`
 * (2) after five sets; the five-set loser earns `points.overtimeLoss` (1). Ties on points are
 * broken by wins, then set ratio, then point ratio.
 */
export function volleyballRules(options: RuleOptions): SeasonRules {
  return base(options, {
    points: { win: 3, draw: 0, loss: 0, overtimeLoss: 1 },
    ranking: 'sets',
    draws: false,
  });
}

/** Handball: 2 points a win, 1 a draw. */
export function handballRules(options: RuleOptions): SeasonRules {
  return base(options, { points: { win: 2, draw: 1, loss: 0 }, ranking: 'points', draws: true });
}

/** Tennis draws: knock-out, one meeting, no table. */
export function tennisRules(): SeasonRules {
  return base(
    { meetings: 1 },
    { points: { win: 1, draw: 0, loss: 0 }, ranking: 'points', draws: false },
  );
}
