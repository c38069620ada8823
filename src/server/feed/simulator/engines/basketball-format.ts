/**
 * @module feed/simulator/engines/basketball-format
 * The rule and tempo table of each basketball format the engine plays (NBA, FIBA, e-basketball).
 */

/** Formats the basketball engine understands (see MatchSetup.format). */
export const BASKETBALL_FORMATS = ['nba', 'fiba', 'ebasketball-4x5'] as const;
export type BasketballFormatId = (typeof BASKETBALL_FORMATS)[number];

/** Rules, tempo and shooting rates of one format. Times in ms of wall or game clock. */
export interface BasketballFormat {
  quarterMs: number;
  overtimeMs: number;
  quarterBreakMs: number;
  halfTimeMs: number;
  overtimeBreakMs: number;
  shotClockS: number;
  /** Shot clock after an offensive rebound (NBA and FIBA both reset to 14 s). */
  secondChanceS: number;
  /** Game seconds a fresh possession usually lasts before it ends in a shot, foul or turnover. */
  playMeanS: number;
  playSdS: number;
  /** Team fouls in a quarter from which a non-shooting foul gives two free throws. */
  bonusFrom: number;
  overtimeBonusFrom: number;
  /** Time-outs granted at the start of a period (overtimes use key 5); unused ones expire then. */
  timeoutGrants: Partial<Record<1 | 2 | 3 | 4 | 5, number>>;
  /** Chance per play that a team calls a time-out for no visible reason (TV, fatigue, set play). */
  timeoutBaseChance: number;
  /** Wall time of stoppages (the game clock stands still). */
  timeoutMs: number;
  foulMs: number;
  freeThrowFirstMs: number;
  freeThrowGapMs: number;
  deadBallMs: number;
  deadBallChance: number;
  rates: {
    turnover: number;
    shootingFoul: number;
    nonShootingFoul: number;
    threeShare: number;
    twoPct: number;
    threePct: number;
    ftPct: number;
    offensiveRebound: number;
    andOne: number;
  };
  /** Make-probability multiplier per 400 Elo of edge (calibrated so the margins below hold). */
  skillPer400: number;
  /** Expected regulation margin in points per Elo point of edge. */
  pointsPerElo: number;
  homeAdvantageElo: number;
  /*
   * Pricing constants, fitted to 4,000 simulated games per format (margin and total still to
   * come measured from kick-off, half-time and late checkpoints):
   * - remaining margin σ ≈ marginSd × (share of regulation left) ^ marginSdExponent; the score
   *   effects in basketball-play make it shrink slower than a square root;
   * - a lead shrinks on average by leadReversion × lead × share left;
   * - remaining total ≈ regulationTotal × share left, plus up to endgameTotal points of late
   *   fouling and overtime when the game is close (within about endgameWidth points).
   */
  marginSd: number;
  marginSdExponent: number;
  leadReversion: number;
  regulationTotal: number;
  endgameTotal: number;
  endgameWidth: number;
  totalSd: number;
  endgameTotalSd: number;
  expectedDurationMs: number;
}

const MIN = 60_000;

/*
 * Shooting and tempo rates. Sources: NBA league averages 2015-16 … 2024-25 (basketball-reference
 * "League Averages": 100–118 points per team, pace 94–100, 3PA share 28–42 %, 2P% 50–55 %,
 * 3P% 35–37 %, FT% 75–78 %, TOV% 12–14 %, ORB% 22–24 %); EuroLeague and KBL seasons 2018–2024
 * (≈ 72 possessions per team per 40 min, 155–170 points per game). FiveThirtyEight's NBA Elo
 * uses 28 Elo points per point of spread and ~100 Elo of home advantage (lower since 2020).
 */
const NBA: BasketballFormat = {
  quarterMs: 12 * MIN,
  overtimeMs: 5 * MIN,
  quarterBreakMs: 2 * MIN,
  halfTimeMs: 15 * MIN,
  overtimeBreakMs: 2 * MIN,
  shotClockS: 24,
  secondChanceS: 14,
  playMeanS: 13,
  playSdS: 5,
  bonusFrom: 5,
  overtimeBonusFrom: 4,
  // NBA since 2017-18: seven time-outs per game, two per overtime.
  timeoutGrants: { 1: 7, 5: 2 },
  timeoutBaseChance: 0.02,
  timeoutMs: 160_000,
  foulMs: 15_000,
  freeThrowFirstMs: 25_000,
  freeThrowGapMs: 10_000,
  deadBallMs: 12_000,
  deadBallChance: 0.4,
  rates: {
    turnover: 0.12,
    shootingFoul: 0.065,
    nonShootingFoul: 0.07,
    threeShare: 0.4,
    twoPct: 0.51,
    threePct: 0.355,
    ftPct: 0.77,
    offensiveRebound: 0.24,
    andOne: 0.04,
  },
  skillPer400: 0.085,
  pointsPerElo: 1 / 28,
  // ≈ 2.1 points: NBA home margins 2015-2025 were 2–3 points (1.5 in the 2020-21 bubble season).
  homeAdvantageElo: 60,
  marginSd: 13.6,
  marginSdExponent: 0.4,
  leadReversion: 0.5,
  regulationTotal: 219.3,
  endgameTotal: 12,
  endgameWidth: 10,
  totalSd: 19.5,
  endgameTotalSd: 10,
  expectedDurationMs: 133 * MIN,
};

const FIBA: BasketballFormat = {
  ...NBA,
  quarterMs: 10 * MIN,
  overtimeMs: 5 * MIN,
  shotClockS: 24,
  playMeanS: 15.5,
  overtimeBonusFrom: 5,
  // FIBA: two time-outs in the first half, three in the second, one per overtime.
  timeoutGrants: { 1: 2, 3: 3, 5: 1 },
  timeoutBaseChance: 0.012,
  timeoutMs: 120_000,
  foulMs: 15_000,
  freeThrowFirstMs: 30_000,
  deadBallMs: 20_000,
  deadBallChance: 0.4,
  rates: { ...NBA.rates, threeShare: 0.37, twoPct: 0.52, threePct: 0.345, ftPct: 0.75 },
  pointsPerElo: 1 / 38,
  homeAdvantageElo: 90,
  marginSd: 11.8,
  marginSdExponent: 0.35,
  leadReversion: 0.4,
  regulationTotal: 154.8,
  endgameTotal: 12,
  endgameWidth: 11,
  totalSd: 16.5,
  endgameTotalSd: 9.4,
  expectedDurationMs: 106 * MIN,
};

/*
 * E-basketball (NBA 2K, 4×5 min quarters): NBA tempo on a shorter clock, quick restarts and no
 * TV breaks; typical bet365 e-basketball totals are 80–110.
 */
const EBASKETBALL: BasketballFormat = {
  ...NBA,
  quarterMs: 5 * MIN,
  overtimeMs: 2 * MIN,
  quarterBreakMs: 30_000,
  halfTimeMs: 60_000,
  overtimeBreakMs: 30_000,
  playMeanS: 12,
  timeoutGrants: { 1: 1, 3: 1, 5: 1 },
  timeoutBaseChance: 0.01,
  timeoutMs: 30_000,
  foulMs: 4_000,
  freeThrowFirstMs: 6_000,
  freeThrowGapMs: 4_000,
  deadBallMs: 4_000,
  pointsPerElo: 1 / 60,
  homeAdvantageElo: 40,
  marginSd: 10.9,
  marginSdExponent: 0.37,
  leadReversion: 0.1,
  regulationTotal: 97.3,
  endgameTotal: 9,
  endgameWidth: 9,
  totalSd: 13.2,
  endgameTotalSd: 6.8,
  expectedDurationMs: 29 * MIN,
};

/** The rule table of each format. */
export const BASKETBALL_FORMAT_TABLE = {
  nba: NBA,
  fiba: FIBA,
  'ebasketball-4x5': EBASKETBALL,
} as const satisfies Record<BasketballFormatId, BasketballFormat>;

/** True for a format this engine plays. */
export function isBasketballFormat(format: string): format is BasketballFormatId {
  return (BASKETBALL_FORMATS as readonly string[]).includes(format);
}

/**
 * Time-outs granted at the start of `period`, or undefined when the period keeps what is left.
 * @example timeoutGrant(BASKETBALL_FORMAT_TABLE.fiba, 3) // 3
 */
export function timeoutGrant(format: BasketballFormat, period: number): number | undefined {
  const key = (period >= 5 ? 5 : period) as 1 | 2 | 3 | 4 | 5;
  return format.timeoutGrants[key];
}

/**
 * Free throws a non-shooting defensive foul gives, from the fouling team's count this period
 * including this foul: none below the bonus (side-out), two from it on.
 * @example bonusFreeThrows(BASKETBALL_FORMAT_TABLE.nba, 5, 2) // 2
 */
export function bonusFreeThrows(
  format: BasketballFormat,
  teamFouls: number,
  period: number,
): number {
  const from = period >= 5 ? format.overtimeBonusFrom : format.bonusFrom;
  return teamFouls >= from ? 2 : 0;
}
