/**
 * @module feed/redis-bus/stored-state
 * The live state stored beside the channel (rows, details, seq), written in the same MULTI as
 * each message so a reader that reloads it continues exactly where the numbering says.
 */
import type { ChainableCommander, Redis } from 'ioredis';
import type { LiveMirror, LiveSeed } from '../../../lib/domain/live-mirror';
import type { LiveRow } from '../../../lib/domain/live-rows';
import type { DetailsPayload } from '../../../lib/domain/socket-contract';
import type { RedisNames } from './redis-layout';

/** What changed since the last write: rows by match id, details by bet365 id. */
export interface DirtyState {
  rows: Set<number>;
  details: Set<string>;
}

/**
 * Queues the writes of the state on `multi`: the whole of it (`dirty` null), or only what
 * changed, deleting what the mirror no longer holds.
 * @example queueStateWrites(multi, names, mirror, null) // a full rewrite
 */
export function queueStateWrites(
  multi: ChainableCommander,
  names: RedisNames,
  mirror: LiveMirror,
  dirty: DirtyState | null,
): void {
  if (!dirty) {
    multi.del(names.rows, names.details);
    for (const row of mirror.rows()) multi.hset(names.rows, String(row.id), JSON.stringify(row));
    for (const d of mirror.allDetails())
      multi.hset(names.details, d.info.bet365id, JSON.stringify(d));
    return;
  }
  for (const id of dirty.rows) {
    const row = mirror.row(id);
    if (row) multi.hset(names.rows, String(id), JSON.stringify(row));
    else multi.hdel(names.rows, String(id));
  }
  for (const bet365 of dirty.details) {
    const d = mirror.details(bet365);
    if (d) multi.hset(names.details, bet365, JSON.stringify(d));
    else multi.hdel(names.details, bet365);
  }
}

/** Reads the stored state in one MULTI, so rows, details and seq agree. */
export async function loadStoredState(client: Redis, names: RedisNames): Promise<LiveSeed> {
  const results = await client
    .multi()
    .hgetall(names.rows)
    .hgetall(names.details)
    .get(names.seq)
    .exec();
  const [rows, details, seq] = (results ?? []).map(([error, value]) => {
    if (error) throw error;
    return value;
  }) as [Record<string, string>, Record<string, string>, string | null];
  return {
    seq: Number(seq ?? 0),
    rows: Object.values(rows ?? {}).map((t) => JSON.parse(t) as LiveRow),
    details: Object.values(details ?? {}).map((t) => JSON.parse(t) as DetailsPayload),
  };
}
