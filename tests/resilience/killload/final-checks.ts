/**
 * @module resilience/killload/final-checks
 * What every load client must hold at the end: its list equal to the surviving node's snapshot,
 * and for each match that finished during the run the stored final score as the last score it
 * held (resilience/stored-result, as cluster/live-checks.ts reads it for viewers).
 */
import { atLeast, atMost, tally } from '../stats';
import { storedResult, type StoredResult } from '../stored-result';
import type { Budget } from '../types';
import type { StateGroup } from './load-protocol';

/** Stored results of the ids, four lookups at a time (a loaded machine answers slowly). */
async function storedResults(url: string, ids: Iterable<number>) {
  const stored = new Map<number, StoredResult | null>();
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let id = queue.pop(); id !== undefined; id = queue.pop())
        stored.set(id, await storedResult(url, id).catch(() => null));
    }),
  );
  return stored;
}

/** Every client's list against the snapshot, counted per client. */
export function listBudgets(groups: StateGroup[], total: number): Budget[] {
  const count = (ok: (g: StateGroup) => boolean) =>
    groups.filter(ok).reduce((n, g) => n + g.clients, 0);
  return [
    atLeast(
      'clients connected and in sync at the end',
      total,
      groups.reduce((n, g) => n + g.live, 0),
    ),
    atLeast(
      "clients whose list (id, score, status) equals web2's final snapshot",
      total,
      count((g) => g.scoresEqual),
    ),
    atLeast(
      "clients whose list (every field but seq) equals web2's final snapshot",
      total,
      count((g) => g.fullEqual),
    ),
  ];
}

/**
 * The last score each client held for every finished match that left its list, against the
 * stored result, counted per client × match and by how the match left (ended entry, resync).
 */
export async function finalScoreBudgets(groups: StateGroup[], url: string) {
  const ids = new Set(groups.flatMap((g) => g.gone.map(([id]) => id)));
  const stored = await storedResults(url, ids);
  const checked = { ended: 0, resync: 0 };
  const wrong = { ended: 0, resync: 0 };
  const notFinished = new Set<number>();
  const finished = new Set<number>();
  const examples: string[] = [];
  for (const group of groups)
    for (const [id, ss, how] of group.gone) {
      const result = stored.get(id);
      if (result?.status !== 'done') {
        notFinished.add(id);
        continue;
      }
      finished.add(id);
      checked[how] += group.clients;
      if (ss === result.score) continue;
      wrong[how] += group.clients;
      if (examples.length < 10)
        examples.push(
          `${group.clients} clients, match ${id} (${how}): held ${ss}, stored ${result.score}`,
        );
    }
  const budgets: Budget[] = [
    atLeast(
      'finished matches checked in clients (client × match)',
      1,
      checked.ended + checked.resync,
    ),
    atMost('of those ended in view (ended entry): last score held ≠ stored final', 0, wrong.ended),
    atMost(
      'of those gone at a resync (ended while reconnecting): last score held ≠ stored final',
      0,
      wrong.resync,
    ),
  ];
  return {
    budgets,
    figures: {
      finishedMatches: finished.size,
      finishedChecked: checked,
      finalScoreMismatches: wrong,
      mismatchExamples: examples,
      leftListNotFinished: [...notFinished].slice(0, 20),
      storedStatus: tally(stored.values(), (r) => r?.status ?? 'no answer'),
      returnedAfterLeaving: groups.reduce((n, g) => n + g.returned * g.clients, 0),
      // A match is missing from a client only if it started and ended while that client was
      // away, or ended before it connected.
      clientsHoldingEachFinished: Math.min(
        ...[...finished].map((id) =>
          groups.reduce((n, g) => n + (g.gone.some(([gid]) => gid === id) ? g.clients : 0), 0),
        ),
      ),
    },
  };
}
