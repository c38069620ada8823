/**
 * @module resilience/cluster/live-checks
 * What "the viewers recovered" means, measured: each viewer's list equals its node's live
 * snapshot taken after the outage, and the last score a viewer showed for each match that left
 * its list equals the result stored for that match.
 */
import type { LiveRow } from '../../../src/lib/domain/live-rows';
import { atLeast, atMost } from '../stats';
import { storedResult, type StoredResult } from '../stored-result';
import { msUntil } from '../../support/wait';
import type { Budget } from '../types';

import type { Viewer } from './viewer';

/** `id:score` of every listed row, sorted. */
function scoresOf(rows: Iterable<LiveRow | undefined>): string {
  const out: string[] = [];
  for (const row of rows) if (row) out.push(`${row.id}:${row.ss ?? ''}`);
  return out.sort().join(',');
}

export interface Convergence {
  viewer: string;
  /** Ms until it was in step with the feed and its node, or null if it never was. */
  ms: number | null;
  /** How far apart they were at the last look (entries only in one of them). */
  lastDifference: number;
  /** Why the feed's list could not be read at the last look that failed, if it ever failed. */
  lastFeedProblem?: string;
  /** At the last look that differed, a few `id:score` entries only one side held. */
  lastExamples?: { feedOnly: string[]; viewerOnly: string[]; nodeOnly: string[] };
}

/**
 * The feed's own in-play matches (`id:score`), from the ingest node: GET /api/games/inplay
 * there lists the rows the feed stored overlaid with its own live state (not the bus), so it is
 * the truth the viewers must reach.
 * A string says why there is none this time.
 */
export async function feedInPlay(ingestUrl: string): Promise<Set<string> | string> {
  try {
    const res = await fetch(`${ingestUrl}/api/games/inplay?rows=100`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
    const body = (await res.json()) as { data?: { id: number; ss: string | null }[] };
    if (!body.data?.length) return 'no match in play';
    return new Set(body.data.map((m) => `${m.id}:${m.ss ?? ''}`));
  } catch (error) {
    return String(error);
  }
}

async function nodeSnapshot(url: string): Promise<Set<string> | null> {
  try {
    const res = await fetch(`${url}/api/live/snapshot`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { matches?: LiveRow[] } };
    return new Set(
      scoresOf(body.data?.matches ?? [])
        .split(',')
        .filter(Boolean),
    );
  } catch {
    return null;
  }
}

/** Entries of `a` missing from `b`. */
const only = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));
const missing = (a: Set<string>, b: Set<string>) => only(a, b).length;

/**
 * Waits for every viewer to be in step at one look: it lists every match the feed has in play
 * with the feed's score, and its whole list equals its node's snapshot.
 */
export async function convergence(
  viewers: Viewer[],
  ingestUrl: string,
  limitMs: number,
  signal: AbortSignal,
): Promise<Convergence[]> {
  const started = Date.now();
  const results = new Map<string, Convergence>(
    viewers.map((v) => [v.name, { viewer: v.name, ms: null, lastDifference: -1 }]),
  );
  const urls = [...new Set(viewers.map((v) => v.url))];
  // One look at the feed and at each node per round, shared by the viewers: a loaded machine
  // answers slowly, and every extra call makes it slower.
  await msUntil(
    'every node in step with the feed',
    async () => {
      const [truth, ...snapshots] = await Promise.all([
        feedInPlay(ingestUrl),
        ...urls.map((u) => nodeSnapshot(u)),
      ]);
      if (typeof truth === 'string') {
        for (const result of results.values()) result.lastFeedProblem = truth;
        return false;
      }
      for (const viewer of viewers) {
        const result = results.get(viewer.name)!;
        const node = snapshots[urls.indexOf(viewer.url)];
        if (result.ms !== null || !node) continue;
        const rows = Object.values<LiveRow | undefined>(viewer.stores.$matches.get());
        const mine = new Set(scoresOf(rows).split(',').filter(Boolean));
        result.lastDifference = missing(truth, mine) + missing(mine, node) + missing(node, mine);
        if (result.lastDifference > 0)
          result.lastExamples = {
            feedOnly: only(truth, mine).slice(0, 5),
            viewerOnly: only(mine, new Set([...truth, ...node])).slice(0, 5),
            nodeOnly: only(node, mine).slice(0, 5),
          };
        if (result.lastDifference === 0 && viewer.stores.$sync.get().status === 'live')
          result.ms = Date.now() - started;
      }
      return [...results.values()].every((r) => r.ms !== null);
    },
    { timeoutMs: limitMs, signal: signal, intervalMs: 250 },
  );
  return [...results.values()];
}

/** The stored result, or null when there is none or the lookup failed. */
async function storedFinal(url: string, id: number): Promise<StoredResult | null> {
  const stored = await storedResult(url, id);
  return stored?.status.startsWith('HTTP ') ? null : stored;
}

/**
 * Compares the last score each viewer showed for every match that left its list with the
 * stored result, by how the match left the list (an `ended` entry, or gone at a resync).
 */
export async function finalScores(viewers: Viewer[], url: string) {
  const ids = new Set(viewers.flatMap((v) => [...v.left.keys()]));
  const stored = new Map<number, StoredResult | null>();
  const queue = [...ids];
  // Four lookups at a time: all at once would time out on a loaded machine.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let id = queue.pop(); id !== undefined; id = queue.pop())
        stored.set(id, await storedFinal(url, id).catch(() => null));
    }),
  );
  const count = { ended: 0, resync: 0 };
  const wrong = { ended: 0, resync: 0 };
  const notFinished = new Set<number>();
  const examples: string[] = [];
  // For the first few mismatches, what the viewer and a viewer that got it right heard.
  const traces: Record<string, string[]> = {};
  for (const viewer of viewers) {
    for (const [id, { how }] of viewer.left) {
      const result = stored.get(id);
      if (result?.status !== 'done') {
        notFinished.add(id);
        continue;
      }
      count[how] += 1;
      const shown = viewer.lastScore.get(id);
      if (shown === result.score) continue;
      wrong[how] += 1;
      if (examples.length < 10)
        examples.push(
          `${viewer.name} match ${id} (${how}): showed ${shown}, stored ${result.score}`,
        );
      if (Object.keys(traces).length < 6) {
        traces[`${viewer.name} ${id}`] = viewer.trace(id);
        const right = viewers.find((v) => v !== viewer && v.lastScore.get(id) === result.score);
        if (right) traces[`${right.name} ${id} (right)`] = right.trace(id);
      }
    }
  }
  const budgets: Budget[] = [
    atLeast('finished matches checked in viewers (match × viewer)', 1, count.ended + count.resync),
    atMost('of those ended in view (ended entry): last score shown ≠ stored final', 0, wrong.ended),
    atMost(
      'of those gone at a resync (ended while Redis was down): last score shown ≠ stored final',
      0,
      wrong.resync,
    ),
  ];
  return {
    budgets,
    figures: {
      finishedChecked: count,
      finalScoreMismatches: wrong,
      mismatchExamples: examples,
      mismatchTraces: traces,
      leftListNotFinished: [...notFinished].slice(0, 20),
      matchesLeftLists: ids.size,
      returnedAfterLeaving: Object.fromEntries(viewers.map((v) => [v.name, v.returned()])),
    },
  };
}
