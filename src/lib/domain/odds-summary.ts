/**
 * @module odds-summary
 * The odds comparison of spec §2 "Odds details" and §3 "Odds detail row": market names per
 * sport, payout per bookmaker, and the footer rows highest, lowest and average of the opening
 * (early) and current (live) prices; plus the time/odds search of spec §2 "Odds history".
 */
import type { Language } from './languages';
import { payoutPercent, type OddTypeId } from './odds';
import { seoulTime } from './seoul-time';

export type Names = Record<Language, string>;

const SOCCER: Record<OddTypeId, Names> = {
  1: { en: '1X2', kr: '승무패', jp: '1X2' },
  2: { en: 'Asian Handicap', kr: '아시안 핸디캡', jp: 'アジアンハンディキャップ' },
  3: { en: 'O/U', kr: '오버/언더', jp: 'オーバー/アンダー' },
};
const MONEY_LINE: Names = { en: 'Money Line', kr: '머니라인', jp: 'マネーライン' };
const GAME_TOTAL: Names = { en: 'Game Total', kr: '게임 토탈', jp: 'ゲームトータル' };

/**
 * Market titles per sport (spec §2 "Odds history": soccer 1x2, asian handicap, o/u; basketball
 * money line, spread, total points; hockey fulltime result, puck line, game total; volleyball
 * match winner, match handicap - set, match total; baseball money line, run line, game total).
 */
export const MARKET_NAMES: Record<number, Record<OddTypeId, Names>> = {
  1: SOCCER,
  18: {
    1: MONEY_LINE,
    2: { en: 'Spread', kr: '스프레드', jp: 'スプレッド' },
    3: { en: 'Total Points', kr: '총 득점', jp: '合計得点' },
  },
  17: {
    1: { en: 'Fulltime Result', kr: '정규시간 결과', jp: 'フルタイム結果' },
    2: { en: 'Puck Line', kr: '퍽라인', jp: 'パックライン' },
    3: GAME_TOTAL,
  },
  91: {
    1: { en: 'Match Winner', kr: '승패', jp: '勝敗' },
    2: { en: 'Match Handicap - Set', kr: '세트 핸디캡', jp: 'セットハンディキャップ' },
    3: { en: 'Match Total', kr: '총 점수', jp: '合計ポイント' },
  },
  16: {
    1: MONEY_LINE,
    2: { en: 'Run Line', kr: '런라인', jp: 'ランライン' },
    3: GAME_TOTAL,
  },
  12: {
    1: MONEY_LINE,
    2: { en: 'Spread', kr: '스프레드', jp: 'スプレッド' },
    3: { en: 'Total Points', kr: '총 득점', jp: '合計得点' },
  },
  13: {
    1: { en: 'Match Winner', kr: '승패', jp: '勝敗' },
    2: { en: 'Game Handicap', kr: '게임 핸디캡', jp: 'ゲームハンディキャップ' },
    3: { en: 'Total Games', kr: '총 게임 수', jp: '合計ゲーム数' },
  },
  78: SOCCER,
  151: {
    1: { en: 'Match Winner', kr: '승패', jp: '勝敗' },
    2: { en: 'Map Handicap', kr: '맵 핸디캡', jp: 'マップハンディキャップ' },
    3: { en: 'Total Maps', kr: '총 맵 수', jp: '合計マップ数' },
  },
};

/** Names of a market in a sport (soccer's names for sports the table does not list). */
export function marketName(sportId: number, oddType: OddTypeId): Names {
  return (MARKET_NAMES[sportId] ?? SOCCER)[oddType];
}

/** A price as stored: decimal odds, or null when the book does not quote it. */
export type StoredPrice = number | null;

export interface StoredQuote {
  home: StoredPrice;
  draw: StoredPrice;
  away: StoredPrice;
  middle: number | null;
}

/** One bookmaker's market: opening (`o`) and current (`n`) quotes. */
export interface BookQuote {
  bookId: number;
  oddType: OddTypeId;
  o: StoredQuote;
  n: StoredQuote;
}

/** Rounds to 2 decimals as the odds table shows them (spec §9 "Odds: 2 decimals"). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Payout (refund rate) of a stored quote in percent with 2 decimals, or null when a leg is
 * missing (spec §5: draw excluded for odd types 2 and 3).
 * @example quotePayout({ home: 2, draw: null, away: 2, middle: -0.5 }, 2) // 100
 */
export function quotePayout(quote: StoredQuote, oddType: OddTypeId): number | null {
  if (quote.home === null || quote.away === null) return null;
  // A winner market without a draw price is two-way (money line): payoutPercent skips the leg.
  const p = payoutPercent(
    { home: quote.home, draw: quote.draw, away: quote.away, middle: quote.middle },
    oddType,
  );
  return p === null ? null : round2(p);
}

export const LEGS = ['home', 'draw', 'away', 'payout'] as const;
export type Leg = (typeof LEGS)[number];
export type LegValues<T> = Record<Leg, T>;

export interface OddsSummary {
  odd_type_id: OddTypeId;
  /** Bookmakers quoting this market. */
  books: number;
  /** Highest and lowest per leg; '-' when no book quotes the leg. */
  highest: { o: LegValues<number | '-'>; n: LegValues<number | '-'> };
  lowest: { o: LegValues<number | '-'>; n: LegValues<number | '-'> };
  /** Mean per leg with 2 decimals; 0 when no book quotes it (spec §2 "0 when NaN"). */
  average: { o: LegValues<number>; n: LegValues<number> };
}

function legValue(quote: StoredQuote, leg: Leg, oddType: OddTypeId): number | null {
  if (leg === 'payout') return quotePayout(quote, oddType);
  return quote[leg];
}

function stats(values: number[]): { high: number | '-'; low: number | '-'; mean: number } {
  if (values.length === 0) return { high: '-', low: '-', mean: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return {
    high: Math.max(...values),
    low: Math.min(...values),
    mean: Number.isFinite(mean) ? round2(mean) : 0,
  };
}

/**
 * Footer rows of the odds table per market: highest, lowest and average of each leg and of the
 * payout, for opening and current prices.
 * @example summarizeOdds([{ bookId: 1, oddType: 1, o, n }])[0].average.n.home
 */
export function summarizeOdds(quotes: readonly BookQuote[]): OddsSummary[] {
  const byType = new Map<OddTypeId, BookQuote[]>();
  for (const q of quotes) byType.set(q.oddType, [...(byType.get(q.oddType) ?? []), q]);
  return [...byType.entries()]
    .sort(([a], [b]) => a - b)
    .map(([oddType, list]) => {
      const build = (when: 'o' | 'n') => {
        const high = {} as LegValues<number | '-'>;
        const low = {} as LegValues<number | '-'>;
        const avg = {} as LegValues<number>;
        for (const leg of LEGS) {
          const values = list
            .map((q) => legValue(q[when], leg, oddType))
            .filter((v): v is number => v !== null && Number.isFinite(v));
          const s = stats(values);
          high[leg] = s.high;
          low[leg] = s.low;
          avg[leg] = s.mean;
        }
        return { high, low, avg };
      };
      const o = build('o');
      const n = build('n');
      return {
        odd_type_id: oddType,
        books: new Set(list.map((q) => q.bookId)).size,
        highest: { o: o.high, n: n.high },
        lowest: { o: o.low, n: n.low },
        average: { o: o.avg, n: n.avg },
      };
    });
}

/** An odds history entry as searched: clock label, prices and publication time. */
export interface HistoryEntry {
  time_str: string | null;
  home: number | null;
  draw: number | null;
  away: number | null;
  middle: number | null;
  /** Epoch ms. */
  at: number;
}

/**
 * Whether a history entry matches the odds-history search (spec §2 "Search by time or odds"):
 * `time` matches the match clock (`67`, `67'`) or the Seoul time of publication (`21:05`);
 * `odds` matches any price or line equal to the number. Without `filterBy`, a number with a
 * decimal point searches odds and anything else time.
 * @example matchesOddsSearch({ time_str: '67', home: 1.9, draw: null, away: 2, middle: -0.5, at: 0 }, 'odds', '1.9') // true
 */
export function matchesOddsSearch(
  entry: HistoryEntry,
  filterBy: 'time' | 'odds' | undefined,
  q: string,
): boolean {
  const text = q.trim();
  if (text === '') return true;
  const mode = filterBy ?? (/^\d*\.\d+$/.test(text) ? 'odds' : 'time');
  if (mode === 'odds') {
    const value = Number(text);
    if (!Number.isFinite(value)) return false;
    return [entry.home, entry.draw, entry.away, entry.middle].some(
      (p) => p !== null && Math.abs(p - value) < 1e-9,
    );
  }
  const clock = text.replace(/'$/, '');
  if (entry.time_str !== null && entry.time_str === clock) return true;
  return /^\d{1,2}:\d{2}$/.test(clock) && seoulTime(entry.at, 'minute') === clock.padStart(5, '0');
}
