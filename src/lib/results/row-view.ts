/**
 * @module results/row-view
 * One row of the results / upcoming list (spec §2 "Upcoming / results list"): country, ids,
 * kick-off HH:mm, timer, league (a link only when the season has a table), teams with image or
 * shirt icon and goal / card counts, score or VS, half score for sport ids 1, 18 and 16, and the
 * data link to the result details.
 */
import type { Language } from '../domain/languages';
import type { Scores, Stats, Timer } from '../domain/match';
import { matchState, showsClock, type MatchState } from '../domain/match-state';
import { scoreSides, ZERO_SCORE } from '../domain/score';
import { timerLabel, type TimerLabel } from '../domain/timer-label';
import { dataPopup, leaguePopup, teamPopup } from '../inplay/popups';
import { halfScore, localName } from '../inplay/row';
import { clockIn, SEOUL_ZONE } from './local-time';

/** What a row is read from: the results call's game (server/read/results.ts). */
export interface ResultGameInput {
  id: number;
  bet365_id: string | null;
  sport_id: number;
  status_id: number;
  /** Kick-off, epoch seconds. */
  time: number;
  /** Kick-off in Seoul, `YYYY-MM-DD HH:mm:ss`. */
  play_time: string;
  timer: Timer | null;
  period?: number;
  country: string | null;
  country_kor: string | null;
  country_jp?: string | null;
  league_id: number;
  league: string;
  league_kor: string | null;
  league_jp: string | null;
  has_leaguetable: boolean;
  home_id: number;
  home: string;
  home_kor: string | null;
  home_jp: string | null;
  home_img: string | null;
  away_id: number;
  away: string;
  away_kor: string | null;
  away_jp: string | null;
  away_img: string | null;
  /** The teams' colours, for the shirt icon (spec §5). */
  home_team_meta?: TeamColours;
  away_team_meta?: TeamColours;
  ss: string | null;
  scores: Scores;
  stats: { goals: Side; yellowcards: Side; redcards: Side } | Stats;
}

interface Side {
  home: number;
  away: number;
}

interface TeamColours {
  color: string | null;
  kit_color: string | null;
}

/** Where a match stands, as the list words it. */
/** Every state a list row can be in (domain/match-state). */
export type RowState = MatchState;

export interface TeamView {
  id: number;
  name: string;
  /** Team details (spec §2: clicking a team opens team details). */
  href: string;
  /** The team's image, or null for the shirt icon (spec §5). */
  image: string | null;
  /** The shirt icon's colours, drawn under the image (and instead of it when it fails). */
  kit: TeamColours;
  goals: number;
  yellow: number;
  red: number;
}

export interface ResultRowView {
  id: number;
  bet365: string | null;
  sportId: number;
  state: RowState;
  /** Seoul day of the kick-off, `YYYY-MM-DD` (the list's date groups). */
  day: string;
  /** Kick-off, epoch seconds (the browser re-reads it in the viewer's zone). */
  kickoff: number;
  /** Kick-off `HH:mm` in the zone the page was rendered for. */
  clock: string;
  /** The running clock of a match in play; null otherwise. */
  timer: TimerLabel | null;
  country: string | null;
  league: { id: number; name: string; href: string | null };
  home: TeamView;
  away: TeamView;
  /** Null shows VS (spec §2: VS for upcoming). */
  score: { home: string; away: string } | null;
  /** Spec §9: only for sport ids 1, 18 and 16; null hides the cell's value. */
  half: string | null;
  /** Spec §2: `game/result/info/{id}?sports={name}&type=sports`. */
  dataHref: string;
}

/** Spec §9 "Half column for sport ids 1, 18, 16". */
export const HALF_SPORTS: readonly number[] = [1, 18, 16];

/** BetsAPI serves team badges by image id; other ids (none, or made-up) get the shirt icon. */
export function teamImage(imageId: string | null): string | null {
  return imageId && /^\d{1,12}$/.test(imageId)
    ? `https://assets.b365api.com/images/team/s/${imageId}.png`
    : null;
}

function side(stats: ResultGameInput['stats'], key: string, which: 0 | 1): number {
  const value = (stats as Record<string, unknown>)[key];
  if (Array.isArray(value)) return Number(value[which]) || 0;
  if (value && typeof value === 'object') {
    return Number((value as Side)[which === 0 ? 'home' : 'away']) || 0;
  }
  return 0;
}

/** What a team's view is made from. */
export type TeamSource = Pick<
  ResultGameInput,
  | 'home_id'
  | 'home'
  | 'home_kor'
  | 'home_jp'
  | 'home_img'
  | 'home_team_meta'
  | 'away_id'
  | 'away'
  | 'away_kor'
  | 'away_jp'
  | 'away_img'
  | 'away_team_meta'
  | 'stats'
>;

/** One side of a game with its name in the page language, image or shirt, and card counts. */
export function teamView(g: TeamSource, which: 0 | 1, lang: Language): TeamView {
  const home = which === 0;
  const id = home ? g.home_id : g.away_id;
  const name = home
    ? localName(lang, g.home, g.home_kor, g.home_jp)
    : localName(lang, g.away, g.away_kor, g.away_jp);
  return {
    id,
    name,
    href: teamPopup(id).url,
    image: teamImage(home ? g.home_img : g.away_img),
    kit: (home ? g.home_team_meta : g.away_team_meta) ?? { color: null, kit_color: null },
    goals: side(g.stats, 'goals', which),
    yellow: side(g.stats, 'yellowcards', which),
    red: side(g.stats, 'redcards', which),
  };
}

/**
 * The view of one game for the list, names in the page language and the clock in `timeZone`
 * (Asia/Seoul unless the viewer's zone is known).
 * @example toResultRow(game, 'en').score // { home: '2', away: '1' }
 */
export function toResultRow(
  g: ResultGameInput,
  lang: Language,
  timeZone: string = SEOUL_ZONE,
  nowMs: number = Date.now(),
): ResultRowView {
  const state = matchState(g.status_id, g.time, nowMs);
  return {
    id: g.id,
    bet365: g.bet365_id,
    sportId: g.sport_id,
    state,
    day: g.play_time.slice(0, 10),
    kickoff: g.time,
    clock: clockIn(g.time, timeZone),
    timer: showsClock(state) ? timerLabel(g.sport_id, g.timer, g.period ?? 0) : null,
    country:
      g.country === null ? null : localName(lang, g.country, g.country_kor, g.country_jp ?? null),
    league: {
      id: g.league_id,
      name: localName(lang, g.league, g.league_kor, g.league_jp),
      // Spec §2: the league opens league details only when the season has a table.
      href:
        leaguePopup({
          league_id: g.league_id,
          id: g.id,
          has_table: g.has_leaguetable,
          has_topgoals: false,
        })?.url ?? null,
    },
    home: teamView(g, 0, lang),
    away: teamView(g, 1, lang),
    score: state === 'upcoming' ? null : { ...(scoreSides(g.ss) ?? ZERO_SCORE) },
    half:
      state === 'upcoming' || !HALF_SPORTS.includes(g.sport_id)
        ? null
        : halfScore({ sport_id: g.sport_id, scores: g.scores }),
    dataHref: dataPopup({ id: g.id, sport_id: g.sport_id }).url,
  };
}
