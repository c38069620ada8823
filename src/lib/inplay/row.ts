/**
 * @module inplay/row
 * The in-play list row: the part of spec §3 "Match (list row)" the screen shows, read from an
 * API or server row (anything else is dropped, which also keeps the first-paint HTML small).
 */
import type { Language } from '../domain/languages';
import type { Scores, Timer } from '../domain/match';
import type { PriceValue } from '../domain/odds-change';
import { formatScore, scoreSides, ZERO_SCORE } from '../domain/score';
import { FINAL_STATUSES, TIME_STATUS } from '../domain/sports';

/** Spec §3: "each o old, n new, or '-'". */
export interface PricePair {
  o: PriceValue;
  n: PriceValue;
}

export interface RowOdds {
  home: PricePair | null;
  draw: PricePair | null;
  away: PricePair | null;
  /** Handicap: the home line and, once the live feed sends them, the prices. */
  handicap: { line: PricePair | null; home: PricePair | null; away: PricePair | null };
  total: { line: PricePair | null; over: PricePair | null; under: PricePair | null };
}

export interface InplayRow {
  id: number;
  bet365: string | null;
  sport_id: number;
  status_id: number;
  is_inplay: boolean;
  /** Kick-off, epoch seconds. */
  time: number;
  /** Kick-off in Seoul, `YYYY-MM-DD HH:mm:ss`. */
  play_time: string;
  created_at: number;
  league_id: number;
  league: string;
  league_kor: string | null;
  league_jp: string | null;
  cc: string | null;
  is_major: boolean;
  has_table: boolean;
  has_topgoals: boolean;
  home: string;
  home_kor: string | null;
  home_jp: string | null;
  away: string;
  away_kor: string | null;
  away_jp: string | null;
  home_id: number;
  away_id: number;
  home_color: string | null;
  away_color: string | null;
  ss: string | null;
  scores: Scores;
  timer: Timer | null;
  period: number;
  url: string | null;
  is_lineup: boolean;
  odds: RowOdds;
}

type Loose = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** A price pair from `{o, n}` or '-' (spec §3). */
export function pricePair(v: unknown): PricePair | null {
  if (!v || typeof v !== 'object') return null;
  const p = v as Loose;
  const part = (x: unknown): PriceValue =>
    typeof x === 'number' || typeof x === 'string' ? x : null;
  return { o: part(p.o), n: part(p.n) };
}

function isObject(v: unknown): v is Loose {
  return typeof v === 'object' && v !== null;
}

/**
 * Reads a list row of the API (`/api/inplay/{status}`, `/api/games/inplay`) or of the server's
 * match reader.
 * @example toInplayRow(apiRow).home
 */
export function toInplayRow(raw: unknown): InplayRow {
  const r = isObject(raw) ? raw : {};
  const meta = (k: string) => (isObject(r[k]) ? r[k] : {});
  const season = meta('league_season');
  const total = meta('total_odds');
  const details = meta('details');
  return {
    id: num(r.id),
    bet365: str(r.bet365) ?? str(r.bet365id),
    sport_id: num(r.sport_id),
    status_id: num(r.status_id),
    is_inplay: r.is_inplay === true,
    time: num(r.time),
    play_time: str(r.play_time) ?? '',
    created_at: num(r.created_at),
    league_id: num(r.league_id),
    league: str(r.league) ?? str(r.league_name) ?? '',
    league_kor: str(r.league_kor),
    league_jp: str(r.league_jp),
    cc: str(r.cc),
    is_major: meta('league_meta').is_major === true,
    has_table: season.has_leaguetable === true,
    has_topgoals: season.has_topgoals === true,
    home: str(r.home) ?? '',
    home_kor: str(r.home_kor),
    home_jp: str(r.home_jp),
    away: str(r.away) ?? '',
    away_kor: str(r.away_kor),
    away_jp: str(r.away_jp),
    home_id: num(r.home_id),
    away_id: num(r.away_id),
    home_color: str(meta('home_team_meta').color),
    away_color: str(meta('away_team_meta').color),
    ss: str(r.ss),
    scores: isObject(r.scores) ? (r.scores as Scores) : {},
    timer: isObject(r.timer) ? (r.timer as unknown as Timer) : null,
    period: num(details.period, num(r.period)),
    url: str(r.url),
    is_lineup: r.is_lineup === true,
    odds: {
      home: pricePair(r.home_odds),
      draw: pricePair(r.draw_odds),
      away: pricePair(r.away_odds),
      handicap: { line: pricePair(r.middle_odds), home: null, away: null },
      total: {
        line: pricePair(total.middle),
        over: pricePair(total.over),
        under: pricePair(total.under),
      },
    },
  };
}

/** A name in the page language: Korean or Japanese when the row has one, else English. */
export function localName(lang: Language, en: string, kor: string | null, jp: string | null) {
  if (lang === 'kr') return kor ?? en;
  if (lang === 'jp') return jp ?? en;
  return en;
}

export const leagueName = (row: InplayRow, lang: Language) =>
  localName(lang, row.league, row.league_kor, row.league_jp);
export const homeName = (row: InplayRow, lang: Language) =>
  localName(lang, row.home, row.home_kor, row.home_jp);
export const awayName = (row: InplayRow, lang: Language) =>
  localName(lang, row.away, row.away_kor, row.away_jp);

/**
 * The totals a list shows: dashes for a match not yet started, where 0–0 would read as a score
 * already being played; from the kick-off on, the score with spec §5's default 0.
 * @example shownTotals({ status_id: 0, ss: null }) // ['-', '-']
 */
export function shownTotals(row: Pick<InplayRow, 'status_id' | 'ss'>): [string, string] {
  if (row.status_id === TIME_STATUS.notStarted) return ['-', '-'];
  const { home, away } = scoreSides(row.ss) ?? ZERO_SCORE;
  return [home, away];
}

/**
 * Half-time score for the sports with a half column (spec §9: sport ids 1, 18, 16): soccer's
 * first-half key, basketball's half key 3, baseball's first five innings.
 * @example halfScore({ sport_id: 1, scores: { '1': { home: '1', away: '0' } } }) // '1-0'
 */
export function halfScore(row: Pick<InplayRow, 'sport_id' | 'scores'>): string | null {
  const s = row.scores;
  const pair = (p: { home: string; away: string } | undefined) =>
    p ? formatScore(num(p.home), num(p.away)) : null;
  if (row.sport_id === 1) return pair(s['1']);
  if (row.sport_id === 18) return pair(s['3']);
  if (row.sport_id === 16) {
    const innings = ['1', '2', '3', '4', '5'].map((k) => s[k]).filter(Boolean);
    if (innings.length === 0) return null;
    const home = innings.reduce((n, p) => n + num(p!.home), 0);
    const away = innings.reduce((n, p) => n + num(p!.away), 0);
    return formatScore(home, away);
  }
  return null;
}

/** The final-status test of a row (spec §3 dictionary "done"). */
export function isFinished(row: Pick<InplayRow, 'status_id'>): boolean {
  return (FINAL_STATUSES as readonly number[]).includes(row.status_id);
}

/** The row as a finished match (spec §4.19), keeping the final score it carries. */
export function asFinished(row: InplayRow): InplayRow {
  if (row.status_id === TIME_STATUS.ended && !row.is_inplay) return row;
  return { ...row, status_id: TIME_STATUS.ended, is_inplay: false };
}
