/**
 * @module admin/notifications-form
 * The console's "Notifications and sounds" section: the notification defaults
 * (`notification.duration`) and the sound files' paths (`sounds`). Field names are the server's
 * (`duration.value`, `0.path`), so a 400 answer's details land on the right field.
 */
import { isSafeAssetUrl } from '../domain/asset-url';
import type { Settings } from '../domain/settings';
import { collect, type Problem, type Problems } from './problems';

/** `notification.duration.value` bounds, seconds (settingsSchemas). */
export const DURATION_SECONDS = { min: 0, max: 600 } as const;

export interface NotificationForm {
  is_active: boolean;
  /** As typed in the number field. */
  seconds: string;
  score: boolean;
  odds: boolean;
}

export type SoundsForm = Settings['sounds'];

/** The notification fields, from the stored setting. */
export function notificationForm(setting: Settings['notification']): NotificationForm {
  const { is_active, value, score, odds } = setting.duration;
  return { is_active, seconds: String(value), score, odds };
}

/** Whole seconds within the bounds, else null. */
function seconds(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= DURATION_SECONDS.min && value <= DURATION_SECONDS.max ? value : null;
}

/**
 * Problems of the notification group.
 * @example notificationProblems({ is_active: true, seconds: '700', score: true, odds: true })
 * // { 'duration.value': { kind: 'range', min: 0, max: 600 } }
 */
export function notificationProblems(form: NotificationForm): Problems {
  const problem: Problem = { kind: 'range', ...DURATION_SECONDS };
  return collect({ 'duration.value': seconds(form.seconds) === null ? problem : null });
}

/** The new `notification` value; call only without problems. */
export function notificationBody(form: NotificationForm): Settings['notification'] {
  return {
    duration: {
      is_active: form.is_active,
      value: seconds(form.seconds) ?? 0,
      score: form.score,
      odds: form.odds,
    },
  };
}

/** The field name of a sound's path (the server names `sounds` items by their index). */
export function soundField(index: number): string {
  return `${index}.path`;
}

/**
 * Problems of the sounds group: each path must be a path of this site (`/…`) or an http(s) URL.
 * @example soundsProblems([{ key: 'score', path: 'javascript:alert(1)' }]) // { '0.path': { kind: 'assetUrl' } }
 */
export function soundsProblems(form: SoundsForm): Problems {
  return collect(
    Object.fromEntries(
      form.map((sound, i) => [
        soundField(i),
        isSafeAssetUrl(sound.path.trim()) ? null : { kind: 'assetUrl' as const },
      ]),
    ),
  );
}

/** The new `sounds` value, paths trimmed (the server merges the list by key). */
export function soundsBody(form: SoundsForm): Settings['sounds'] {
  return form.map((s) => ({ key: s.key, path: s.path.trim() }));
}
