/**
 * @module inplay/notify-rules
 * When a live change raises a notification and a sound (spec §2 "Shared widgets", §4, §9
 * "notification duration = setting value x 1000 ms"): the operator's notification settings, the
 * user's per-game sound and prompt toggles, and the sound chosen by key from the settings.
 */
import type { Settings } from '../domain/settings';
import type { GameFlags } from './game-settings';

export type ChangeKind = 'score' | 'odds';

export interface NotifyConfig {
  /** Close after this many ms; null keeps the toast until closed (the widget's default). */
  durationMs: number | null;
  score: boolean;
  odds: boolean;
}

/**
 * Reads the operator's notification setting.
 * @example notifyConfig({ duration: { is_active: true, value: 5, score: true, odds: false } }).durationMs // 5000
 */
export function notifyConfig(setting: Settings['notification']): NotifyConfig {
  const d = setting.duration;
  return {
    durationMs: d.is_active && d.value > 0 ? d.value * 1000 : null,
    score: d.score,
    odds: d.odds,
  };
}

/**
 * Whether a change shows a toast and plays a sound: the operator allows the kind, and the user's
 * prompt (toast) and sound toggles of the match's game are on.
 * @example decideNotification('score', { is_odds: true, is_sound: false, is_prompt: true }, config) // { toast: true, sound: false }
 */
export function decideNotification(
  kind: ChangeKind,
  flags: GameFlags,
  config: NotifyConfig,
): { toast: boolean; sound: boolean } {
  const allowed = config[kind];
  return { toast: allowed && flags.is_prompt, sound: allowed && flags.is_sound };
}

/** The path of the sound the settings give a key, or null. */
export function soundPath(sounds: Settings['sounds'], key: ChangeKind): string | null {
  return sounds.find((s) => s.key === key)?.path ?? null;
}
