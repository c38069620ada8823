/**
 * @module resilience/killload/list-state
 * A load client's live list: the rows of the snapshot it fetched, moved on by the frames it
 * applied, with the product's own pure functions (live-rows, live-sequence). States never
 * change once made, so clients share them: a client holding state S that applies frame text F
 * moves to the state every other client holding S moves to with F, computed once. Five thousand
 * clients share two cores with three servers; each still walks its own chain of states.
 */
import {
  applyOdds,
  applyScore,
  applyUrl,
  isListed,
  type LiveRow,
  type LiveSnapshot,
} from '../../../src/lib/domain/live-rows';
import { newerEntries, readFrame } from '../../../src/lib/domain/live-sequence';
import type { FrameEntry, LiveFrame } from '../../../src/lib/domain/socket-contract';

/** How a match left a client's list: an `ended` entry, or missing from a resync's snapshot. */
export type GoneHow = 'ended' | 'resync';

export interface ListState {
  /** Seq held: the snapshot's, then each applied frame's. */
  seq: number;
  rows: ReadonlyMap<number, LiveRow>;
  /** Matches that left the list: the last score the client held and how they left. */
  gone: ReadonlyMap<number, { ss: string | null; how: GoneHow }>;
  /** Matches that left the list and came back later (a snapshot that lagged behind). */
  returned: number;
}

export const EMPTY_STATE: ListState = { seq: 0, rows: new Map(), gone: new Map(), returned: 0 };

/** Next states by the frame or snapshot applied, per state (dropped with the state once unheld). */
const successors = new WeakMap<ListState, Map<object, ListState>>();
/** Parsed snapshots by text: a wave of clients fetches the same one. */
const snapshots = new Map<string, Snapshot>();
/** Frames by their key (see `frameFor`); null for an event that is not a live frame. */
const frames = new Map<string, LiveFrame | null>();
const KEPT = 512;

function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  map.set(key, value);
  if (map.size > KEPT) map.delete(map.keys().next().value!);
  return value;
}

/**
 * The `live:batch` frame of a socket.io EVENT body (`["live:batch",{…}]`), or undefined. A room
 * broadcast reaches every member of a node as the same bytes, so the frame is parsed once per
 * `key` (the caller's: node, size and the header naming room, after and seq) and `body` is only
 * read then; without a key, every body is read.
 */
export function frameFor(key: string | null, body: () => string): LiveFrame | undefined {
  const known = key === null ? undefined : frames.get(key);
  if (known !== undefined) return known ?? undefined;
  const raw = JSON.parse(body()) as unknown;
  const frame = Array.isArray(raw) && raw[0] === 'live:batch' ? readFrame(raw[1]) : undefined;
  if (key !== null) remember(frames, key, frame ?? null);
  return frame;
}

/** A snapshot, with the finished matches a newer server lists (read when present). */
type Snapshot = LiveSnapshot & { ended?: { id: number; ss: string | null }[] };

/** The snapshot of a `/api/live/snapshot` answer's text. */
export function snapshotOf(text: string): Snapshot {
  return (
    snapshots.get(text) ?? remember(snapshots, text, (JSON.parse(text) as { data: Snapshot }).data)
  );
}

function memo(state: ListState, key: object, make: () => ListState): ListState {
  let next = successors.get(state);
  if (!next) successors.set(state, (next = new Map<object, ListState>()));
  let found = next.get(key);
  if (!found) next.set(key, (found = make()));
  return found;
}

/** Applies one entry as the page's stores do (stores/live.ts `applyEntry`, list part only). */
function applyEntry(
  rows: Map<number, LiveRow>,
  gone: Map<number, { ss: string | null; how: GoneHow }>,
  [name, payload]: FrameEntry,
): void {
  const set = (row: LiveRow | undefined) => row && rows.set(row.id, row);
  if (name === 'inplay') set(applyScore(rows.get(payload.upcoming_id), payload));
  else if (name === 'odds') set(applyOdds(rows.get(payload.upcoming_id), payload));
  else if (name === 'update') set(applyUrl(rows.get(payload.id), payload));
  else if (name === 'ended')
    for (const id of payload.ids) {
      const row = rows.get(id);
      if (row) gone.set(id, { ss: row.ss, how: 'ended' });
      rows.delete(id);
    }
}

/**
 * The state after a frame the client judged `apply` (live-sequence `judgeFrame`).
 * @example const next = applyFrame(state, frameFor(null, () => body)!);
 */
export function applyFrame(state: ListState, frame: LiveFrame): ListState {
  return memo(state, frame, () => {
    const rows = new Map(state.rows);
    const gone = new Map(state.gone);
    for (const entry of newerEntries(state.seq, frame)) applyEntry(rows, gone, entry);
    let returned = state.returned;
    for (const id of rows.keys()) if (gone.delete(id)) returned += 1;
    return { seq: frame.seq, rows, gone, returned };
  });
}

/** The state after a resync: the snapshot's rows; rows it no longer has are gone. */
export function resetTo(state: ListState, text: string): ListState {
  const snapshot = snapshotOf(text);
  return memo(state, snapshot, () => {
    const rows = new Map(snapshot.matches.map((row) => [row.id, row]));
    const gone = new Map(state.gone);
    // A snapshot that names lately finished matches gives their final score (a reader that
    // missed the end records that one); otherwise the last score held is what stays shown.
    const finals = new Map((snapshot.ended ?? []).map((e) => [e.id, e.ss]));
    // A row already off the list (finished, its `ended` entry not yet applied) counts too.
    for (const [id, row] of state.rows)
      if (!rows.has(id))
        gone.set(id, { ss: finals.has(id) ? finals.get(id)! : row.ss, how: 'resync' });
    let returned = state.returned;
    for (const id of rows.keys()) if (gone.delete(id)) returned += 1;
    return { seq: snapshot.seq, rows, gone, returned };
  });
}

/** JSON with sorted keys, so equal rows built in a different order compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const keys = Object.keys(value).sort();
  const record = value as Record<string, unknown>;
  return `{${keys
    .filter((k) => record[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
    .join(',')}}`;
}

/**
 * The listed rows as text, two ways: `id:score:status` per row, and every field but `seq` (a
 * row's seq is the last event that touched it, which the mirror moves even for events it
 * sends nobody, so only the fields the list shows can be compared).
 */
export function listedText(rows: Iterable<LiveRow>): { scores: string; full: string } {
  const listed = [...rows].filter((row) => isListed(row)).sort((a, b) => a.id - b.id);
  return {
    scores: listed.map((r) => `${r.id}:${r.ss ?? ''}:${r.time_status}`).join(','),
    full: listed.map(({ seq: _seq, ...rest }) => canonical(rest)).join('\n'),
  };
}
