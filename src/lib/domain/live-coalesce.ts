/**
 * @module live-coalesce
 * Merges the spec events of one window into as few entries as possible: one per match and kind
 * (one per book and odd type for prices). Every field carries its latest value, so a reader
 * that applies the merged entry ends where it would have ended applying each one.
 */
import type {
  DetailsPayload,
  EndedFinal,
  EndedPayload,
  FrameEntry,
  ScorePayload,
} from './socket-contract';

const isDetailsEvent = (name: string): name is `bet365-${string}` => name.startsWith('bet365-');

/**
 * The key under which entries merge within a window.
 * @example coalesceKey(['inplay', { upcoming_id: 7, seq: 1 }]) // 'inplay:7'
 */
export function coalesceKey(entry: FrameEntry): string {
  const [name, p] = entry;
  switch (name) {
    case 'inplay':
      return `inplay:${p.upcoming_id}`;
    case 'odds': {
      const o = p;
      return `odds:${o.upcoming_id}:${o.book_id}:${o.odd_type}`;
    }
    case 'update':
      return `update:${p.id}`;
    case 'ended':
      return `ended:${p.ids.join(',')}`;
    // One no-bet365 set per window; details per match by event name.
    default:
      return name;
  }
}

function mergeScore(a: ScorePayload, b: ScorePayload): ScorePayload {
  const merged: ScorePayload = { ...a, ...b };
  if (a.scores && b.scores) merged.scores = { ...a.scores, ...b.scores };
  if (a.change && b.change) {
    merged.change = {
      ...b.change,
      homeScoreChange: a.change.homeScoreChange || b.change.homeScoreChange,
      awayScoreChange: a.change.awayScoreChange || b.change.awayScoreChange,
    };
  }
  return merged;
}

/**
 * Merges `later` into `earlier` (same key). Both are frame entries of the same event.
 * @example mergeEntries(['ended', { ids: [1], seq: 3 }], ['ended', { ids: [2], seq: 4 }]) // ['ended', { ids: [1, 2], seq: 4 }]
 */
export function mergeEntries(earlier: FrameEntry, later: FrameEntry): FrameEntry {
  const name = later[0];
  if (name === 'inplay') {
    return ['inplay', mergeScore(earlier[1] as ScorePayload, later[1])];
  }
  if (name === 'ended') {
    const before = earlier[1] as EndedPayload;
    const ids = [...before.ids];
    for (const id of later[1].ids) if (!ids.includes(id)) ids.push(id);
    const merged: EndedPayload = { ids, seq: later[1].seq };
    const finals = new Map<number, EndedFinal>();
    for (const f of [...(before.finals ?? []), ...(later[1].finals ?? [])]) finals.set(f.id, f);
    if (finals.size > 0) merged.finals = [...finals.values()];
    return ['ended', merged];
  }
  if (isDetailsEvent(name)) {
    const a = earlier[1] as DetailsPayload;
    const b = later[1] as DetailsPayload;
    return [name, { ...b, events: [...a.events, ...b.events] }];
  }
  // Prices, URL and the no-bet365 set are whole values: the later one wins.
  return later;
}

/** The match an entry is about (none for the no-bet365 set and the end of matches). */
function matchOf(entry: FrameEntry): number | undefined {
  const [name, p] = entry;
  if (name === 'update') return p.id;
  if (name === 'inplay' || name === 'odds') return p.upcoming_id;
  if (isDetailsEvent(name)) return (p as DetailsPayload).info.upcoming_id;
  return undefined;
}

/**
 * Collects a window's entries, merged by key, in the order each key first appeared. The end of
 * a match drops its pending prices, details and URL but keeps its pending score, moved to just
 * before the end: a goal and the final whistle in one window must still show the final score.
 * Anything about the match that follows (it came back) is applied after the end, as it happened.
 * @example const w = createWindow(); w.add(entry); w.take() // [entry]
 */
export function createWindow(): {
  add(entry: FrameEntry): void;
  size(): number;
  take(): FrameEntry[];
} {
  let pending = new Map<string, FrameEntry>();
  let finals = 0;
  return {
    add(entry) {
      if (entry[0] === 'ended') {
        const ended = new Set(entry[1].ids);
        // A copy: the loop re-adds scores, which a live iteration would visit again.
        for (const [key, pendingEntry] of [...pending]) {
          const id = matchOf(pendingEntry);
          if (id === undefined || !ended.has(id) || key.startsWith('final:')) continue;
          pending.delete(key);
          // Re-added under its own key, so a later score (the match came back) is not merged
          // into the one before the end.
          if (pendingEntry[0] === 'inplay')
            pending.set(`final:${key}:${(finals += 1)}`, pendingEntry);
        }
      }
      const key = coalesceKey(entry);
      const earlier = pending.get(key);
      // A second end of the same matches goes last, after what happened since the first.
      if (earlier && entry[0] === 'ended') pending.delete(key);
      pending.set(key, earlier ? mergeEntries(earlier, entry) : entry);
    },
    size: () => pending.size,
    take() {
      const out = [...pending.values()];
      pending = new Map();
      return out;
    },
  };
}
