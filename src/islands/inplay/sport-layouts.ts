/**
 * The per-sport list layouts (spec §2), loaded when a view first shows one of them, so the
 * in-play screen's first load carries them only when its first paint uses them (issue 13 item 3).
 * A layout's module is asked for once; `use()` reads the answer without suspending once it is in.
 */
import type { ComponentType } from 'react';
import type { InplayRow } from '../../lib/inplay/row';

export type LayoutKind = 'baseball' | 'period' | 'tennis' | 'soccer';
export type LayoutComponent = ComponentType<{ rows: InplayRow[]; sport: number }>;

/** Spec §2: which list layout a sport gets (soccer's for sports without one of their own). */
export function layoutKind(sport: number): LayoutKind {
  if (sport === 16) return 'baseball';
  if (sport === 17 || sport === 91 || sport === 18) return 'period';
  if (sport === 13) return 'tennis';
  return 'soccer';
}

/** The layouts' module (all four in one file: a view showing one often shows others). */
const loadModule = (): Promise<Record<LayoutKind, LayoutComponent>> => import('./list-layouts');

/** A promise `use()` can read synchronously once settled (React reads `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

const layouts = new Map<LayoutKind, Tracked<LayoutComponent>>();
const groups = new Map<string, Tracked<unknown>>();

/** The layout of a kind, loading it on first ask; a failed load is asked for again next time. */
export function loadLayout(kind: LayoutKind): Promise<LayoutComponent> {
  return layoutPromise(kind);
}

function layoutPromise(kind: LayoutKind): Tracked<LayoutComponent> {
  let promise = layouts.get(kind);
  if (!promise || promise.status === 'rejected') {
    promise = track(loadModule().then((m) => m[kind]));
    layouts.set(kind, promise);
  }
  return promise;
}

/**
 * Every layout the given sports use, as one promise (the same one for the same set), for the
 * server render and hydration to wait on before the list renders.
 * @example use(layoutsFor([1, 13])) // SoccerList and TennisList are loaded
 */
export function layoutsFor(sports: readonly number[]): Promise<unknown> {
  const kinds = [...new Set(sports.map(layoutKind))].sort();
  const key = kinds.join();
  let promise = groups.get(key);
  if (!promise || promise.status === 'rejected') {
    const each = kinds.map(layoutPromise);
    promise = track(Promise.all(each));
    // Layouts already in need no wait: `use()` reads the answer at once.
    if (each.every((p) => p.status === 'fulfilled')) {
      promise.status = 'fulfilled';
      promise.value = each.map((p) => p.value);
    }
    groups.set(key, promise);
  }
  return promise;
}
