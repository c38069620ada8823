/**
 * @module sports
 * Sport ids of spec §1 (BetsAPI numbering) with names in the three languages, and the match
 * status codes (`time_status`) of the feed.
 */
import type { Language } from './languages';

export const SPORT_IDS = {
  soccer: 1,
  americanFootball: 12,
  tennis: 13,
  baseball: 16,
  iceHockey: 17,
  basketball: 18,
  handball: 78,
  volleyball: 91,
  esports: 151,
} as const;

export type SportKey = keyof typeof SPORT_IDS;
export type SportId = (typeof SPORT_IDS)[SportKey];
export const ALL_SPORT_IDS = Object.values(SPORT_IDS) as SportId[];

/** Display names per language (spec: "a name (Korean when language is Korean)"). */
export const SPORT_NAMES: Record<SportId, Record<Language, string>> = {
  1: { en: 'Soccer', kr: '축구', jp: 'サッカー' },
  12: { en: 'American Football', kr: '미식축구', jp: 'アメリカンフットボール' },
  13: { en: 'Tennis', kr: '테니스', jp: 'テニス' },
  16: { en: 'Baseball', kr: '야구', jp: '野球' },
  17: { en: 'Ice Hockey', kr: '아이스하키', jp: 'アイスホッケー' },
  18: { en: 'Basketball', kr: '농구', jp: 'バスケットボール' },
  78: { en: 'Handball', kr: '핸드볼', jp: 'ハンドボール' },
  91: { en: 'Volleyball', kr: '배구', jp: 'バレーボール' },
  151: { en: 'E-sports', kr: 'e스포츠', jp: 'eスポーツ' },
};

export function isSportId(value: unknown): value is SportId {
  return typeof value === 'number' && (ALL_SPORT_IDS as number[]).includes(value);
}

/**
 * `time_status` codes (BetsAPI glossary, with the 2024 additions 10 and 11).
 * Live means in play: spec §4 "Live: is_inplay true and status_id 1".
 */
export const TIME_STATUS = {
  notStarted: 0,
  inPlay: 1,
  toBeFixed: 2,
  ended: 3,
  postponed: 4,
  cancelled: 5,
  walkover: 6,
  interrupted: 7,
  abandoned: 8,
  retired: 9,
  suspended: 10,
  decidedByFa: 11,
  removed: 99,
} as const;

export type TimeStatus = (typeof TIME_STATUS)[keyof typeof TIME_STATUS];

/** Statuses after which nothing more will happen to a match. */
export const FINAL_STATUSES: readonly TimeStatus[] = [3, 4, 5, 6, 8, 9, 11, 99];

export function isFinalStatus(status: TimeStatus): boolean {
  return FINAL_STATUSES.includes(status);
}
