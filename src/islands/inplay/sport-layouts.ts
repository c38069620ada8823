/**
 * The per-sport list layouts (spec §2) and the lists made of them, loaded when a view first
 * shows one, so the in-play screen's first load carries them only when its first paint uses
 * them. All come in one file (a view showing one often shows others); it is
 * asked for once, and `use()` reads it without suspending once it is in.
 */
import type { ComponentType } from 'react';
import type { InplayRow } from '../../lib/inplay/row';

/** The chunk's lists: the odds view's sport sections and the league tabs (PerSportList.tsx). */
export interface Layouts {
  PerSportList: ComponentType<{ rows: InplayRow[] }>;
  DayStrip: ComponentType;
}

/** A promise `use()` reads synchronously once settled (React reads `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

let pending: Tracked<Layouts> | null = null;

/** What a view draws while the layouts could not be loaded: nothing, instead of no screen. */
const none = () => null;

/** Whether the layouts are in (a view showing one renders at once). */
export function layoutsLoaded(): boolean {
  return pending?.status === 'fulfilled';
}

/**
 * The layouts, loading them on first ask. A load that fails (offline, a new deploy) draws no
 * layout rather than taking the screen down, and is asked for again a few seconds later.
 */
export function loadLayouts(): Promise<Layouts> {
  if (!pending || pending.status === 'rejected') {
    const tracked: Tracked<Layouts> = import('./list-layouts').catch(() => {
      // Asked for again a few seconds later, not at every render of a live list.
      setTimeout(() => (pending = null), 5_000);
      return { PerSportList: none, DayStrip: none };
    });
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
    pending = tracked;
  }
  return pending;
}
