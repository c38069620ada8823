/**
 * @module resilience/cluster/results-watch
 * Which finished results a server has shown: the live snapshot polled, and each match that
 * leaves it looked up with GET /api/result/info/{id}/summary until it answers `done` with its
 * score. What it has shown must survive whatever happens to the server next.
 */
import { sleep } from '../stats';

const EVERY_MS = 300;
/** A match that left the list is looked up this many times before it is let go. */
const LOOKUPS = 10;

async function json<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The result of a match as the API shows it: its score once it is `done`, else null. */
async function shownResult(url: string, id: number): Promise<string | null> {
  const body = await json<{
    data?: { result?: { status?: string; score?: { Home?: string; Away?: string } } };
  }>(`${url}/api/result/info/${id}/summary`);
  const r = body?.data?.result;
  return r?.status === 'done' ? `${r.score?.Home}-${r.score?.Away}` : null;
}

export interface ResultsWatch {
  /** Finished results shown, match id → score. Shared across restarts of the server. */
  shown: Map<number, string>;
  /** Watches `url` until `stop()`; ids seen live before carry over to the next call. */
  watch(url: string): { stop(): Promise<void> };
}

/** @example const w = resultsWatch(); const run = w.watch(url); …; await run.stop(); w.shown */
export function resultsWatch(): ResultsWatch {
  const shown = new Map<number, string>();
  let live = new Set<number>();
  const pending = new Map<number, number>();
  return {
    shown,
    watch(url) {
      let stopped = false;
      const loop = (async () => {
        while (!stopped) {
          const snap = await json<{ data?: { matches?: { id: number }[] } }>(
            `${url}/api/live/snapshot`,
          );
          if (snap?.data?.matches) {
            const now = new Set(snap.data.matches.map((m) => m.id));
            for (const id of live) if (!now.has(id) && !shown.has(id)) pending.set(id, 0);
            live = now;
          }
          for (const [id, tries] of pending) {
            if (stopped) break;
            const score = await shownResult(url, id);
            if (score !== null) shown.set(id, score);
            if (score !== null || tries + 1 >= LOOKUPS) pending.delete(id);
            else pending.set(id, tries + 1);
          }
          await sleep(EVERY_MS);
        }
      })();
      return {
        async stop() {
          stopped = true;
          await loop;
        },
      };
    },
  };
}
