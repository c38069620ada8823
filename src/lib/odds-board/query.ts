/**
 * @module odds-board/query
 * The query strings of the dropping-odds and sure-bets pages (spec §2.19): each choice read from
 * the page URL, an unknown value falling back to its default as the in-play screen does, and the
 * links and API query strings built back from them.
 */
import { DROP_WINDOWS, type DropWindow } from '../domain/dropping-odds';
import type { OddTypeId } from '../domain/odds';
import { isSportId, type SportId } from '../domain/sports';

export const BOARD_SCOPES = ['all', 'inplay', 'upcoming'] as const;
export type BoardScope = (typeof BOARD_SCOPES)[number];
export const BOARD_TYPES = [1, 2, 3] as const satisfies readonly OddTypeId[];

export interface DroppingChoice {
  window: DropWindow;
  type: OddTypeId;
  sportsId: SportId | null;
  status: BoardScope;
}

export interface SureBetsChoice {
  sportsId: SportId | null;
  status: BoardScope;
  /** Smallest margin in percent, 0 to 100, 2 decimals at most. */
  minMargin: number;
}

export const DEFAULT_DROPPING: DroppingChoice = {
  window: 15,
  type: 1,
  sportsId: null,
  status: 'all',
};
export const DEFAULT_SURE_BETS: SureBetsChoice = { sportsId: null, status: 'all', minMargin: 0 };

type Params = Pick<URLSearchParams, 'get'>;

function sportOf(value: string | null): SportId | null {
  const n = Number(value);
  return value && isSportId(n) ? n : null;
}

function scopeOf(value: string | null): BoardScope {
  return (BOARD_SCOPES as readonly string[]).includes(value ?? '') ? (value as BoardScope) : 'all';
}

/**
 * The dropping-odds choices of a page URL; anything unknown takes the default.
 * @example parseDroppingQuery(new URLSearchParams('window=5&type=3')).window // 5
 */
export function parseDroppingQuery(params: Params): DroppingChoice {
  const w = params.get('window');
  const window = DROP_WINDOWS.find((d) => String(d) === w) ?? DEFAULT_DROPPING.window;
  const t = Number(params.get('type'));
  const type = BOARD_TYPES.find((b) => b === t) ?? DEFAULT_DROPPING.type;
  return {
    window,
    type,
    sportsId: sportOf(params.get('sportsId')),
    status: scopeOf(params.get('status')),
  };
}

/**
 * The sure-bets choices of a page URL; a margin outside 0–100 or not a number takes 0.
 * @example parseSureBetsQuery(new URLSearchParams('min_margin=1.5')).minMargin // 1.5
 */
export function parseSureBetsQuery(params: Params): SureBetsChoice {
  const raw = params.get('min_margin')?.trim() ?? '';
  const margin = /^\d{1,3}(\.\d+)?$/.test(raw) ? Math.round(Number(raw) * 100) / 100 : 0;
  return {
    sportsId: sportOf(params.get('sportsId')),
    status: scopeOf(params.get('status')),
    minMargin: margin <= 100 ? margin : 0,
  };
}

/** Only the choices that differ from the defaults, in a fixed order: short, shareable links. */
function search(entries: [string, string | number | null, string | number | null][]): string {
  const q = new URLSearchParams();
  for (const [key, value, fallback] of entries)
    if (value !== null && value !== fallback) q.set(key, String(value));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The page link of a dropping-odds choice (the tabs and filters are links).
 * @example droppingHref({ ...DEFAULT_DROPPING, window: 5 }, 'en') // '/odds/dropping?window=5&lang=en'
 */
export function droppingHref(choice: DroppingChoice, lang?: string): string {
  return `/odds/dropping${search([
    ['window', choice.window, DEFAULT_DROPPING.window],
    ['type', choice.type, DEFAULT_DROPPING.type],
    ['sportsId', choice.sportsId, null],
    ['status', choice.status, DEFAULT_DROPPING.status],
    ['lang', lang ?? null, null],
  ])}`;
}

/** The page link of a sure-bets choice. */
export function sureBetsHref(choice: SureBetsChoice, lang?: string): string {
  return `/odds/sure-bets${search([
    ['sportsId', choice.sportsId, null],
    ['status', choice.status, DEFAULT_SURE_BETS.status],
    ['min_margin', choice.minMargin, DEFAULT_SURE_BETS.minMargin],
    ['lang', lang ?? null, null],
  ])}`;
}

/**
 * The `GET /api/odds/dropping` query of a choice (the API's defaults match the page's).
 * @example droppingApiQuery({ ...DEFAULT_DROPPING, sportsId: 1 }) // '?window=15&type=1&sportsId=1'
 */
export function droppingApiQuery(choice: DroppingChoice): string {
  const q = new URLSearchParams({ window: String(choice.window), type: String(choice.type) });
  if (choice.sportsId !== null) q.set('sportsId', String(choice.sportsId));
  if (choice.status !== 'all') q.set('status', choice.status);
  return `?${q.toString()}`;
}
