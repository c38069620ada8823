/**
 * @module resilience/provider/score-watch
 * Every score a user could see, checked for going backwards: each change of a viewer's live
 * stores (what its page renders) and each poll of the node's `/api/live/snapshot` and
 * `/api/games/inplay`. Per source and match, the most goals seen on each side so far; a later
 * score with fewer on either side is a regression.
 */
import type { LiveRow } from '../../../src/lib/domain/live-rows';
import { formatScore, scorePair } from '../../../src/lib/domain/score';
import type { Viewer } from '../cluster/viewer';
import { sleep } from '../stats';

export interface Regression {
  source: string;
  matchId: number;
  from: string;
  to: string;
  at: number;
}

export interface ScoreWatch {
  /** Scores looked at, by source kind (viewer stores, snapshot, inplay). */
  looks: Record<string, number>;
  regressions: Regression[];
  stop(): Promise<void>;
}

async function polled(url: string, path: string, pick: (body: unknown) => unknown[]) {
  try {
    const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(3_000) });
    if (!res.ok) return [];
    return pick(await res.json()) as { id: number; ss: string | null }[];
  } catch {
    return [];
  }
}

/**
 * Watches the viewers and polls the node every `everyMs` until stopped.
 * @example const watch = watchScores(viewers, node.url, 300); …; await watch.stop(); watch.regressions
 */
export function watchScores(viewers: Viewer[], url: string, everyMs: number): ScoreWatch {
  const best = new Map<string, { goals: [number, number]; ss: string }>();
  const looks: Record<string, number> = {};
  const regressions: Regression[] = [];

  function see(source: string, kind: string, matchId: number, ss: string | null) {
    const goals = scorePair(ss);
    if (!goals || ss === null) return;
    looks[kind] = (looks[kind] ?? 0) + 1;
    const key = `${source}:${matchId}`;
    const before = best.get(key);
    if (before && (goals[0] < before.goals[0] || goals[1] < before.goals[1]))
      regressions.push({ source, matchId, from: before.ss, to: ss, at: Date.now() });
    const top: [number, number] = before
      ? [Math.max(goals[0], before.goals[0]), Math.max(goals[1], before.goals[1])]
      : goals;
    best.set(key, { goals: top, ss: formatScore(...top) });
  }

  const unlisten = viewers.map((v) =>
    v.stores.$matches.listen((rows) => {
      for (const row of Object.values<LiveRow | undefined>(rows))
        if (row) see(v.name, 'viewer', row.id, row.ss);
    }),
  );
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const [snapshot, inplay] = await Promise.all([
        polled(url, '/api/live/snapshot', (b) => (b as { data: { matches: [] } }).data.matches),
        polled(url, '/api/games/inplay?rows=100', (b) => (b as { data: [] }).data),
      ]);
      for (const m of snapshot) see('snapshot', 'snapshot', m.id, m.ss);
      for (const m of inplay) see('inplay', 'inplay', m.id, m.ss);
      await sleep(everyMs);
    }
  })();
  return {
    looks,
    regressions,
    async stop() {
      stopped = true;
      unlisten.forEach((off) => off());
      await loop;
    },
  };
}
