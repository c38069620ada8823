/**
 * @module feed/ingest/writer
 * Storage behind the live state: each flush writes the queued reference data, the rows of
 * matches marked for writing and the batch, then thins the odds history of ended matches and
 * forgets them. Flushes run one after another; a failed one leaves the feed running.
 */
import type { ReferenceNames } from '../../contracts/feed-records';
import { batchSize, emptyBatch, type FeedBatch } from '../../db/repositories/feed-store';
import type { Logger } from '../../logger';
import type { ReferenceData } from '../updates';
import { matchRow } from './rows';
import type { IngestState } from './state';

/** How the feed's writes stand: consecutive failed flushes and the latest cause. */
export interface WriteStatus {
  failing: number;
  /** `SQLITE_FULL: database or disk is full`, `ENOSPC: …`; null while writes succeed. */
  error: string | null;
}

export interface IngestWriter {
  /** Writes everything queued; resolves when stored. */
  readonly flush: () => Promise<void>;
  readonly status: () => WriteStatus;
}

/** The cause of a storage error as one short text, its code first. */
export function causeOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(error);
  return typeof e.code === 'string' && !message.startsWith(e.code)
    ? `${e.code}: ${message}`
    : message;
}

export function createWriter(state: IngestState): IngestWriter {
  const { store, log } = state;
  let flushing: Promise<void> = Promise.resolve();
  let failures = 0;
  const status: WriteStatus = { failing: 0, error: null };

  // The awaits stay in this one function so a flush yields exactly where storage does.
  async function writeOnce(): Promise<void> {
    const refs = state.references;
    state.references = [];
    for (const data of refs) await store.writeReference(await withNames(state.names, data, log));
    queueMarkedMatches(state);
    const current = state.batch;
    state.batch = emptyBatch();
    // Taken with the rows: every row of this batch comes from an update at or before it.
    const { feedTime } = state;
    if (batchSize(current) > 0) {
      try {
        await store.writeBatch(current, feedTime);
        failures = 0;
      } catch (error) {
        // Keep the rows for the next flush (the database may be back); give up after a few
        // attempts so one bad row cannot block the feed forever.
        if (++failures <= 3) mergeInto(state.batch, current);
        throw error;
      }
    }
    for (const id of state.toCompact) {
      state.toCompact.delete(id);
      await store.compactOdds(id, state.compactIntervalMs);
    }
    forgetEnded(state);
  }

  function flush(): Promise<void> {
    flushing = flushing
      .then(writeOnce)
      .then(() => {
        status.failing = 0;
        status.error = null;
      })
      .catch((error: unknown) => {
        // Storage trouble must not take the live feed down; the next flush retries what is
        // queued. Health turns degraded after a few in a row (app.ts).
        status.failing++;
        status.error = causeOf(error);
        log.error(
          { err: error, cause: status.error, failing: status.failing },
          'writing feed updates failed',
        );
      });
    return flushing;
  }

  return { flush, status: () => ({ ...status }) };
}

/** The reference with the catalogue's names; as it came when the catalogue cannot answer. */
async function withNames(
  names: ReferenceNames | undefined,
  data: ReferenceData,
  log: Logger,
): Promise<ReferenceData> {
  if (!names) return data;
  try {
    return await names.translateReference(data);
  } catch (error) {
    log.warn({ err: error }, 'names catalogue unavailable: reference stored as the feed named it');
    return data;
  }
}

/** A match that only moved its clock waits until its row is old enough to be rewritten. */
function queueMarkedMatches(state: IngestState): void {
  const { dirty, matches, lastWritten } = state;
  const t = state.now();
  for (const [id, urgency] of dirty) {
    const m = matches.get(id);
    if (!m) {
      dirty.delete(id);
      continue;
    }
    if (urgency === 'clock' && t - (lastWritten.get(id) ?? 0) < state.clockWriteIntervalMs) {
      continue;
    }
    state.batch.matches.push(matchRow(m));
    lastWritten.set(id, t);
    dirty.delete(id);
  }
}

/**
 * An ended match marked again for writing (an update came during this flush) stays until that
 * row is stored.
 */
function forgetEnded(state: IngestState): void {
  for (const id of state.toForget) {
    if (state.dirty.has(id)) continue;
    state.toForget.delete(id);
    state.matches.delete(id);
    state.lastWritten.delete(id);
  }
}

/** Puts `earlier` rows in front of `target`'s, so later writes still win. */
function mergeInto(target: FeedBatch, earlier: FeedBatch) {
  for (const key of Object.keys(target) as (keyof FeedBatch)[]) {
    (target[key] as unknown[]) = [...(earlier[key] as unknown[]), ...(target[key] as unknown[])];
  }
}
