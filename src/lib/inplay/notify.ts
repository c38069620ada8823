/**
 * @module inplay/notify
 * The toast queue (spec §2 "Shared widgets": success, error, warning; bottom right; close
 * callback) and the sound player. Toasts close when the page is hidden (spec §4).
 */
import { atom, onMount } from 'nanostores';
import { createSoundPacer, type SoundKind } from '../domain/notify-policy';

export type ToastKind = 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Title; the widget shows the translated kind when absent. */
  title?: string;
  message: string;
  /** Toasts with the same key replace each other (one per match and kind). */
  key?: string;
  onClose?: () => void;
}

/** At most this many toasts on screen; the oldest gives way. */
export const MAX_TOASTS = 5;

const $toastsWritable = atom<readonly Toast[]>([]);
export const $toasts = $toastsWritable;

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function closeToast(id: number): void {
  const toast = $toastsWritable.get().find((t) => t.id === id);
  if (!toast) return;
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toastsWritable.set($toastsWritable.get().filter((t) => t.id !== id));
  toast.onClose?.();
}

export function closeAllToasts(): void {
  for (const t of $toastsWritable.get()) closeToast(t.id);
}

/**
 * Shows a toast; `durationMs` null keeps it until closed.
 * @example showToast({ kind: 'success', message: '1-0' }, 5000)
 */
export function showToast(toast: Omit<Toast, 'id'>, durationMs: number | null): number {
  const id = nextId++;
  let list = $toastsWritable.get();
  if (toast.key) {
    for (const t of list.filter((x) => x.key === toast.key)) {
      clearTimeout(timers.get(t.id));
      timers.delete(t.id);
    }
    list = list.filter((t) => t.key !== toast.key);
  }
  const next = [...list, { ...toast, id }];
  const overflow = next.slice(0, Math.max(0, next.length - MAX_TOASTS));
  $toastsWritable.set(next.slice(-MAX_TOASTS));
  for (const t of overflow) {
    clearTimeout(timers.get(t.id));
    timers.delete(t.id);
  }
  if (durationMs !== null)
    timers.set(
      id,
      setTimeout(() => closeToast(id), durationMs),
    );
  return id;
}

onMount($toastsWritable, () => {
  if (typeof document === 'undefined') return;
  const onVisibility = () => closeAllToasts();
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
});

/**
 * One sound per SOUND_GAP_MS whatever raised it (a busy feed stays calm); a score
 * raised inside the gap plays when it ends, a price move there is dropped.
 */
interface Sound {
  kind: SoundKind;
  path: string;
  /** Asked again when a waiting sound's turn comes: the viewer may have turned sound off. */
  wanted: () => boolean;
}
const pacer = createSoundPacer<Sound>();
const audio = new Map<string, HTMLAudioElement>();
let waitTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Plays a sound file (spec §2 "Shell": sounds come from the settings). Browsers refuse sound
 * before the first user gesture; that refusal is expected and ignored.
 */
export function playSound(
  path: string,
  kind: SoundKind = 'odds',
  wanted: () => boolean = () => true,
): void {
  const now = Date.now();
  const sound = pacer.offer({ kind, path, wanted }, now);
  if (sound) play(sound.path);
  const dueAt = pacer.nextDue();
  if (dueAt !== null && waitTimer === undefined) {
    waitTimer = setTimeout(playWaiting, Math.max(0, dueAt - now));
  }
}

function playWaiting() {
  waitTimer = undefined;
  const sound = pacer.due(Date.now());
  if (sound?.wanted()) play(sound.path);
}

function play(path: string) {
  let element = audio.get(path);
  if (!element) {
    element = new Audio(path);
    element.preload = 'auto';
    audio.set(path, element);
  }
  element.currentTime = 0;
  element.play().catch(() => undefined);
}
