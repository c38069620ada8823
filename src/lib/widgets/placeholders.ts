/**
 * @module widgets/placeholders
 * The empty/loading placeholder's wordings (spec §4 "List loading: loading, then empty or data",
 * §8 "Empty lists": the empty-data placeholder, 'no game in progress currently', 'no events
 * available', 'empty lineup', 'no league available').
 */
import type { MessageKey, Translate } from '../i18n/messages';

export const PLACEHOLDER_KINDS = [
  'loading',
  'empty',
  'noGame',
  'noEvents',
  'emptyLineup',
  'noLeague',
] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

export const PLACEHOLDER_MESSAGES = {
  loading: 'widgets.placeholder.loading',
  empty: 'widgets.placeholder.empty',
  noGame: 'widgets.placeholder.noGame',
  noEvents: 'widgets.placeholder.noEvents',
  emptyLineup: 'widgets.placeholder.emptyLineup',
  noLeague: 'widgets.placeholder.noLeague',
} as const satisfies Record<PlaceholderKind, MessageKey>;

export type ListPhase = 'loading' | 'ready' | 'failed';

/**
 * Which placeholder a list shows, or null when it has rows to show (spec §4: loading, then
 * empty or data). A list that failed shows its empty wording: spec §8 logs data-call errors.
 * @example placeholderFor('ready', 0, 'noGame') // 'noGame'
 */
export function placeholderFor(
  phase: ListPhase,
  rows: number,
  empty: Exclude<PlaceholderKind, 'loading'> = 'empty',
): PlaceholderKind | null {
  if (phase === 'loading') return 'loading';
  return rows > 0 && phase === 'ready' ? null : empty;
}

/**
 * A placeholder's wording in the page language.
 * @example placeholderText(t, 'emptyLineup') // 'Empty lineup.' in English
 */
export function placeholderText(t: Translate, kind: PlaceholderKind): string {
  return t(PLACEHOLDER_MESSAGES[kind]);
}
