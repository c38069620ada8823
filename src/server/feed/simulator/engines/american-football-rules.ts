/**
 * @module feed/simulator/engines/american-football-rules
 * NFL rule, tempo and pricing constants of the American football engine, and the football
 * probabilities it plays by (field-goal range, expected points of a drive).
 */

/** Formats the American football engine understands (see MatchSetup.format). */
export const FOOTBALL_FORMATS = ['nfl'] as const;
export type FootballFormatId = (typeof FOOTBALL_FORMATS)[number];

const MIN = 60_000;

/*
 * Sources: NFL rulebook (15-min quarters, 13-min half-time, 2-min quarter breaks, 3 time-outs per
 * half, two-minute warning, 10-min regular-season overtime that may end tied, 2 time-outs in
 * overtime); NFL team stats 2015–2024 (pro-football-reference "League Averages": 21.7–24.8
 * points per team, 5.3–5.6 yards per play, pass share ≈ 57 %, completion 63–67 %, INT 2.2 %,
 * sacks 6.5 % of dropbacks, third downs 38–41 %, PAT 94 % since the 2015 move to 33 yards);
 * FiveThirtyEight NFL Elo: 25 Elo points per point of spread, ~48 Elo of home field since 2020.
 */
export const NFL = {
  quarterMs: 15 * MIN,
  overtimeMs: 10 * MIN,
  quarterBreakMs: 2 * MIN,
  halfTimeMs: 13 * MIN,
  overtimeBreakMs: 3 * MIN,
  /** Spec §9: "3 timeouts default per team (football), values 0-3". */
  timeoutsPerHalf: 3,
  overtimeTimeouts: 2,
  twoMinuteWarningMs: 2 * MIN,
  /** Wall time of stoppages. */
  timeoutWallMs: 100_000,
  tvBreakMs: 165_000,
  twoMinuteWarningWallMs: 150_000,
  reviewMs: 120_000,
  /** Offensive quality per 400 Elo of edge (calibrated so the margins below hold). */
  skillPer400: 0.3,
  pointsPerElo: 1 / 25,
  homeAdvantageElo: 48,
  /*
   * Pricing constants fitted to 4,000 simulated games (points still to come and the spread of
   * margin and total measured at kick-off, each quarter and late checkpoints). Scoring runs at
   * a steady rate plus two bursts: the two-minute drill before half-time and the last five
   * minutes of the game; the variance of margin and total grows with the points still to come.
   */
  pointsPerMinute: 0.59,
  halfEndPoints: 5.2,
  halfEndWindowMs: 2 * MIN,
  gameEndPoints: 4.6,
  gameEndWindowMs: 5 * MIN,
  marginVariancePerPoint: 3.9,
  totalVariancePerPoint: 3.5,
  expectedDurationMs: 178 * MIN,
} as const;

export type FootballFormat = typeof NFL;

/** The rule table of each format. */
export const FOOTBALL_FORMAT_TABLE = { nfl: NFL } as const satisfies Record<
  FootballFormatId,
  FootballFormat
>;

/** True for a format this engine plays. */
export function isFootballFormat(format: string): format is FootballFormatId {
  return (FOOTBALL_FORMATS as readonly string[]).includes(format);
}

/**
 * Make probability of a field goal from its distance in yards (line of scrimmage + 17). A
 * logistic fit to NFL kicking 2015–2024: ~97 % from 20–29, 92 % from 30–39, 83 % from 40–49,
 * 68 % from 50–54, about even from 60.
 * @example fieldGoalProbability(42) // ≈ 0.85
 */
export function fieldGoalProbability(distance: number): number {
  return 1 / (1 + Math.exp(-(5.86 - 0.095 * distance)));
}

/**
 * Points a drive is worth on average from its yard line (distance from its own goal line):
 * about 0.5 from the own 20, 2 from midfield, 4.3 from the opponent's 20, 6 at the goal line.
 * @example expectedDrivePoints(80) // ≈ 4.3
 */
export function expectedDrivePoints(yardLine: number): number {
  return 6 * (Math.min(100, Math.max(0, yardLine)) / 100) ** 1.5;
}

/**
 * Whether a team goes for two after a touchdown, from its lead once the six points count: the
 * standard fourth-quarter chart (Vermeil's, refined by analytics) — otherwise it kicks.
 * @example goForTwo(-2, true) // true
 */
export function goForTwo(leadAfterTouchdown: number, late: boolean): boolean {
  return late && [-13, -10, -9, -5, -2, 1, 5, 12].includes(leadAfterTouchdown);
}
