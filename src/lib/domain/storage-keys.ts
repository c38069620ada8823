/**
 * @module storage-keys
 * Browser storage keys of spec §3 "Local storage keys", and which query parameters the shell
 * copies into them (spec §2 "Shell").
 */
import { isTheme } from './themes';
import { isInplayStatus } from './routes';

export const STORAGE_KEYS = {
  userId: 'userId',
  selectedMatchIds: 'selectedMatchIds',
  queryStatus: 'queryStatus',
  theme: 'theme-color',
  sportsId: 'sportsId',
  lang: 'lang',
  /** Spec: "others prefixed live-score and client". */
  token: 'live-score-token',
  user: 'live-score-user',
  /** Notify of every match, not only the followed ones. */
  notifyEveryMatch: 'live-score-notify-all',
  /** Popup notices this browser closed (comma list of ids). */
  closedNotices: 'live-score-closed-notices',
} as const;

/**
 * sessionStorage key holding the code of the last 418, so the login page can say why. Kept with
 * the storage keys the login form already loads, not with the account screens' rules, so neither
 * the API client every page loads nor the login page carries more than the key.
 */
export const TEAPOT_CODE_KEY = 'live-score-418-code';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that survive a 401 (spec §4 "Auth": clears local storage, keeping theme). */
export const KEYS_KEPT_ON_UNAUTHORIZED: readonly StorageKey[] = [
  STORAGE_KEYS.theme,
  STORAGE_KEYS.lang,
];

/**
 * The storage writes the shell performs for the page's query string; invalid values are ignored
 * so a hand-edited link cannot poison the stored state.
 * @example queryToStorage(new URLSearchParams('theme=theme-2&sportsId=18'))
 * // [['theme-color', 'theme-2'], ['sportsId', '18']]
 */
export function queryToStorage(query: URLSearchParams): [StorageKey, string][] {
  const writes: [StorageKey, string][] = [];
  const theme = query.get('theme');
  if (isTheme(theme)) writes.push([STORAGE_KEYS.theme, theme]);
  const sportsId = query.get('sportsId');
  if (sportsId && /^\d{1,4}$/.test(sportsId)) writes.push([STORAGE_KEYS.sportsId, sportsId]);
  const status = query.get('status');
  if (isInplayStatus(status)) writes.push([STORAGE_KEYS.queryStatus, status]);
  const userId = query.get('userId');
  if (userId && /^[\w-]{1,64}$/.test(userId)) writes.push([STORAGE_KEYS.userId, userId]);
  return writes;
}
