/**
 * @module odds-board/rows
 * The rows of the dropping-odds and sure-bets pages (spec §2.19): the API's entries with their
 * match cut down to the list row the pages show, the outcome's column label per market, the
 * numbers as the pages print them, and a stable order.
 */
import type { OddTypeId, Outcome } from '../domain/odds';
import { formatOdds } from '../domain/odds-change';
import { toInplayRow, type InplayRow } from '../inplay/row';

/** The part of the match (spec §3 list row) the boards show: small first-paint props. */
export type BoardMatch = Pick<
  InplayRow,
  | 'id'
  | 'sport_id'
  | 'is_inplay'
  | 'time'
  | 'play_time'
  | 'league'
  | 'league_kor'
  | 'league_jp'
  | 'home'
  | 'home_kor'
  | 'home_jp'
  | 'away'
  | 'away_kor'
  | 'away_jp'
  | 'ss'
  | 'timer'
  | 'period'
>;

/**
 * The board's part of a list row of the API or the server reader.
 * @example toBoardMatch(entry.match).home
 */
export function toBoardMatch(raw: unknown): BoardMatch {
  const r = toInplayRow(raw);
  return {
    id: r.id,
    sport_id: r.sport_id,
    is_inplay: r.is_inplay,
    time: r.time,
    play_time: r.play_time,
    league: r.league,
    league_kor: r.league_kor,
    league_jp: r.league_jp,
    home: r.home,
    home_kor: r.home_kor,
    home_jp: r.home_jp,
    away: r.away,
    away_kor: r.away_kor,
    away_jp: r.away_jp,
    ss: r.ss,
    timer: r.timer,
    period: r.period,
  };
}
import { legLabels } from '../odds-details/table';

/** A dropping-odds row: the outcome whose average price across books fell most. */
export interface DropRow {
  match_id: number;
  sport_id: number;
  odd_type_id: OddTypeId;
  outcome: Outcome;
  /** Average price then and now, 2 decimals. */
  from: number;
  to: number;
  drop_percent: number;
  books: number;
  match: BoardMatch;
}

export interface SureBetLeg {
  outcome: Outcome;
  price: number;
  book_id: number;
  book_name: string;
  book_kor: string;
  book_jp: string | null;
}

/** A sure-bets row: one match, market and line whose best prices sum below 100 %. */
export interface SureBetRow {
  match_id: number;
  sport_id: number;
  odd_type_id: OddTypeId;
  middle: number | null;
  margin: number;
  legs: SureBetLeg[];
  match: BoardMatch;
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const oddType = (v: unknown): OddTypeId => (v === 2 || v === 3 ? v : 1);
const outcome = (v: unknown): Outcome => (v === 'draw' || v === 'away' ? v : 'home');

/**
 * A dropping-odds entry of the API (or the server reader) as the page keeps it.
 * @example toDropRow(answer.data[0]).match.home
 */
export function toDropRow(raw: unknown): DropRow {
  const r = isObject(raw) ? raw : {};
  return {
    match_id: num(r.match_id),
    sport_id: num(r.sport_id),
    odd_type_id: oddType(r.odd_type_id),
    outcome: outcome(r.outcome),
    from: num(r.from),
    to: num(r.to),
    drop_percent: num(r.drop_percent),
    books: num(r.books),
    match: toBoardMatch(r.match),
  };
}

/** A sure-bets entry of the API (or the server reader) as the page keeps it. */
export function toSureBetRow(raw: unknown): SureBetRow {
  const r = isObject(raw) ? raw : {};
  const legs = Array.isArray(r.legs) ? r.legs.filter(isObject) : [];
  return {
    match_id: num(r.match_id),
    sport_id: num(r.sport_id),
    odd_type_id: oddType(r.odd_type_id),
    middle: typeof r.middle === 'number' ? r.middle : null,
    margin: num(r.margin),
    legs: legs.map((l) => ({
      outcome: outcome(l.outcome),
      price: num(l.price),
      book_id: num(l.book_id),
      book_name: typeof l.book_name === 'string' ? l.book_name : '',
      book_kor: typeof l.book_kor === 'string' ? l.book_kor : '',
      book_jp: typeof l.book_jp === 'string' ? l.book_jp : null,
    })),
    match: toBoardMatch(r.match),
  };
}

/** Key of a row: one per match, market and outcome (dropping) or line (sure bets). */
export const dropRowKey = (r: DropRow) => `${r.match_id}:${r.odd_type_id}:${r.outcome}`;
export const sureBetRowKey = (r: SureBetRow) => `${r.match_id}:${r.odd_type_id}:${r.middle}`;

/**
 * Biggest drop first; equal drops by kick-off, then match id, so a refresh never reshuffles
 * rows that did not move.
 */
export function sortDropRows(rows: readonly DropRow[]): DropRow[] {
  return [...rows].sort(
    (a, b) =>
      b.drop_percent - a.drop_percent ||
      a.match.time - b.match.time ||
      a.match_id - b.match_id ||
      a.outcome.localeCompare(b.outcome),
  );
}

/** Largest margin first; equal margins by kick-off, then match id. */
export function sortSureBetRows(rows: readonly SureBetRow[]): SureBetRow[] {
  return [...rows].sort(
    (a, b) =>
      b.margin - a.margin ||
      a.match.time - b.match.time ||
      a.match_id - b.match_id ||
      a.odd_type_id - b.odd_type_id,
  );
}

/** The column an outcome is labelled with in its market (over/under ride on home/away). */
export type OutcomeLabel = 'home' | 'draw' | 'away' | 'over' | 'under';

/**
 * @example outcomeLabel(3, 'home') // 'over'
 */
export function outcomeLabel(type: OddTypeId, leg: Outcome): OutcomeLabel {
  const labels = legLabels(type);
  if (leg === 'draw') return 'draw';
  return leg === 'home' ? labels.home : labels.away;
}

/**
 * A drop as the page prints it: the fall in percent with 2 decimals, signed as a fall.
 * @example formatDrop(12.5) // '-12.50%'
 */
export function formatDrop(percent: number): string {
  return `-${percent.toFixed(2)}%`;
}

/** A margin in percent, 2 decimals. */
export function formatMargin(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** A price with 2 decimals and thousands separators (spec §9 "Odds"). */
export const formatPrice = (price: number): string => formatOdds(price);

/**
 * The line of a handicap or over/under sure bet as shown beside the market: handicaps signed.
 * @example formatLine(2, -0.5) // '-0.5'
 */
export function formatLine(type: OddTypeId, middle: number | null): string | null {
  if (middle === null || type === 1) return null;
  return type === 2 && middle > 0 ? `+${middle}` : String(middle);
}

/**
 * Kick-off as the boards print it: `MM-DD HH:mm` of the row's Seoul time.
 * @example kickoffLabel('2026-11-25 22:09:00') // '11-25 22:09'
 */
export function kickoffLabel(playTime: string): string {
  return playTime.length >= 16 ? playTime.slice(5, 16) : playTime;
}

/** The live part of a match the socket keeps current (score and clock). */
export interface LiveMatchPart {
  ss: string | null;
  timer: InplayRow['timer'];
}

/**
 * The match with the socket's newer score and clock laid over it (a board is refetched only
 * every few seconds; the clock should not wait for that).
 */
export function withLiveMatch(match: BoardMatch, live: LiveMatchPart | undefined): BoardMatch {
  if (!live || !match.is_inplay) return match;
  return { ...match, ss: live.ss ?? match.ss, timer: live.timer ?? match.timer };
}
