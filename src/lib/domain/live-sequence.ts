/**
 * @module live-sequence
 * The reader's side of the seq contract (spec §4.18): apply frames in order, skip
 * what the snapshot already holds, and notice a missed frame so the snapshot is fetched again.
 */
import type { FrameEntry, LiveFrame } from './socket-contract';

/**
 * - `apply`: the frame continues what the reader holds;
 * - `stale`: everything in it is already held (an old frame, or one from before the snapshot);
 * - `gap`: something between the reader's seq and the frame's `after` was never seen.
 */
export type FrameVerdict = 'apply' | 'stale' | 'gap';

/**
 * Judges a frame against the seq the reader holds (from its snapshot or its last frame).
 * @example judgeFrame(100, { after: 90, seq: 120 }) // 'apply'
 * @example judgeFrame(100, { after: 110, seq: 120 }) // 'gap'
 */
export function judgeFrame(held: number, frame: Pick<LiveFrame, 'after' | 'seq'>): FrameVerdict {
  if (frame.seq <= held) return 'stale';
  if (frame.after > held) return 'gap';
  return 'apply';
}

/** The entries of a frame that are newer than what the reader holds. */
export function newerEntries(held: number, frame: LiveFrame): FrameEntry[] {
  return frame.ev.filter((entry) => entry[1].seq > held);
}

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function isEntry(value: unknown): value is FrameEntry {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'object' &&
    value[1] !== null &&
    typeof (value[1] as { seq?: unknown }).seq === 'number'
  );
}

/**
 * A frame as received from the network, checked. Spec §7: payloads may be JSON strings, so the
 * frame, each entry and each entry's payload may each arrive as text. Malformed entries are
 * dropped; a malformed frame gives undefined.
 * @example readFrame('{"ch":"list:all","after":1,"seq":2,"ev":[]}') // { ch: 'list:all', after: 1, seq: 2, ev: [] }
 */
export function readFrame(raw: unknown): LiveFrame | undefined {
  const value = parsed(raw);
  if (typeof value !== 'object' || value === null) return undefined;
  const f = value as Partial<Record<keyof LiveFrame, unknown>>;
  if (
    typeof f.ch !== 'string' ||
    typeof f.after !== 'number' ||
    typeof f.seq !== 'number' ||
    !Array.isArray(f.ev)
  )
    return undefined;
  const ev: FrameEntry[] = [];
  for (const item of f.ev as unknown[]) {
    const entry = parsed(item);
    if (!Array.isArray(entry)) continue;
    const candidate = [entry[0], parsed(entry[1])];
    if (isEntry(candidate)) ev.push(candidate);
  }
  return { ch: f.ch, after: f.after, seq: f.seq, ev };
}
