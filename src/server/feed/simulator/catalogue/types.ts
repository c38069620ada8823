/**
 * @module feed/simulator/catalogue/types
 * The reference data the simulator's world is built from: real competitions, teams and
 * bookmakers with names in English, Korean and Japanese, and generated squads.
 */
import type { SportId } from '../../../../lib/domain/sports';

export interface Names {
  en: string;
  kr: string;
  jp: string;
}

export interface CountryDef {
  /** ISO 3166-1 alpha-2, lower case (BetsAPI `cc`); `eu`/`wo` for continental/world events. */
  cc: string;
  names: Names;
}

/** How a league's season is laid out and ranked. */
export interface SeasonRules {
  /**
   * Each pair meets this many times per season: 2 = home and away; baseball reaches its real
   * game count this way (KBO: 10 teams, 16 meetings = 144 games).
   */
  meetings: number;
  /** Stops the season after this many rounds (e.g. a 36-team league phase of 8 rounds). */
  maxRounds?: number;
  /**
   * After the regular rounds the table splits in two halves, each playing its own single round
   * robin (K League 1's Final A and B: 33 + 5 rounds); see calendar/split.ts.
   */
  split?: boolean;
  /** Points for a win, draw, loss; overtime/shoot-out loss (ice hockey). */
  points: { win: number; draw: number; loss: number; overtimeLoss?: number };
  /** How the table is ordered. */
  ranking: 'points' | 'pct' | 'sets';
  /** Draws exist in this league's results (soccer, handball; ties after 11 innings in KBO, 12 in NPB). */
  draws: boolean;
}

/** A kick-off slot of a week: weekday (0 Sunday … 6 Saturday) and local time 'HH:MM'. */
export interface KickoffSlot {
  day: number;
  time: string;
}

/**
 * How a league's season is spread over its dates (feed/simulator/calendar):
 * - `weekly`: one round per week on the weekend slots, and midweek rounds (on `midweek` slots)
 *   only when the weekends between the opening and closing dates are fewer than the rounds;
 * - `every`: one round every few days (basketball, ice hockey), all its matches that evening;
 * - `series`: baseball series of three on consecutive days, Tuesday–Thursday and
 *   Friday–Sunday, Monday off, until each team has played `games`;
 * - `draw`: a knock-out draw (tennis) played round by round on the given days;
 * - `nonstop`: short matches around the clock (e-sports), each side one match at a time.
 */
export type SeasonRhythm =
  | { kind: 'weekly'; weekend: KickoffSlot[]; midweek?: KickoffSlot[] }
  | { kind: 'every'; times: string[] }
  | { kind: 'series'; games: number; weekdayTime: string; weekendTime: string }
  | { kind: 'draw'; size: number; roundDays: number[]; firstTime: string; courts: number }
  | { kind: 'nonstop'; perTeamPerDay?: number };

/** A league's real calendar: when its season opens and closes, in its own time zone. */
export interface CalendarDef {
  /** Hours from UTC of the kick-off times (standard time; summer time is not modelled). */
  utcOffset: number;
  /** First and last day of play, 'MM-DD'; a closing day before the opening one is next year's. */
  opens: string;
  closes: string;
  /** Date ranges 'MM-DD' without play (winter breaks), each [from, to]. */
  breaks?: [string, string][];
  rhythm: SeasonRhythm;
}

export interface LeagueDef {
  id: number;
  sportId: SportId;
  cc: string;
  names: Names;
  /** League tab key of spec §2 (mlb, kbo, npb, nba, kbl, wkbl, vleague, nhl, khl) when it has one. */
  tab?: string;
  /** Engine format (see engines/engine.ts MatchSetup.format). */
  format: string;
  /** Shown under "major" games (spec status tab "watch major games"). */
  major: boolean;
  /**
   * Played on a games console around the clock (e-soccer, e-basketball, the e-leagues of other
   * sports): its competitors are "club (gamer)" and have no careers in the real leagues.
   */
  virtual?: true;
  /** Round-robin league (table and top lists) or a knockout/tour event (tennis). */
  kind: 'league' | 'tournament';
  hasTable: boolean;
  hasTopList: boolean;
  rules: SeasonRules;
  /** Team ids taking part. */
  teamIds: number[];
  /** When and how its seasons are played; their labels ('2025/26', '2026') follow from it. */
  calendar: CalendarDef;
}

export interface TeamDef {
  id: number;
  sportId: SportId;
  cc: string;
  names: Names;
  /** Three-letter code used in compact lists. */
  short: string;
  /** Primary and secondary kit colours as #rrggbb (spec `color`, `kit_color`). */
  color: string;
  kitColor: string;
  /** Strength on an Elo-like scale, 1500 average (engines turn it into scoring rates). */
  rating: number;
  stadium?: string;
  /** For tennis, the player this competitor is (players as competitors). */
  individual?: { birthdate: string; height: number; weight: number; hand: 'right' | 'left' };
}

export interface PlayerDef {
  id: number;
  teamId: number;
  names: Names;
  /** Nationality (cc). */
  cc: string;
  shirt: number;
  /** Position code of the sport (engines/engine.ts PlayerRef.position) and its display name. */
  position: string;
  positionName: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  heightCm: number;
  weightKg: number;
  foot: 'right' | 'left' | 'both' | null;
  transfers: { teamName: Names; start: string; end: string | null; typeId: 1 | 8 }[];
}

export interface BookDef {
  id: number;
  names: Names;
  /** Payout of the book's prices in percent (about 90–98). */
  payout: number;
  /** Seconds the book's in-play prices trail the true price. */
  lagSeconds: number;
  /** Relative noise on each price (e.g. 0.01 = 1 %). */
  noise: number;
  /** Price step the book rounds to (0.01 or 0.05). */
  tick: number;
}

export interface Catalogue {
  countries: CountryDef[];
  leagues: LeagueDef[];
  teams: TeamDef[];
  books: BookDef[];
  /** The squad of a team, generated deterministically from the seed. */
  squad(teamId: number): PlayerDef[];
}
