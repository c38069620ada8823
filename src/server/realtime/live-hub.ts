/**
 * @module realtime/live-hub
 * This node's view of live play: a mirror fed by the bus (seeded from the stored state when the
 * bus has one), the entries it produces for the socket rooms, and the snapshot call's answer.
 */
import type { LiveEvent } from '../../lib/domain/live-events';
import {
  createLiveMirror,
  type LiveMirror,
  type LiveSeed,
  type MirrorOutput,
} from '../../lib/domain/live-mirror';
import type { LiveSnapshot } from '../../lib/domain/live-rows';
import { LIVE_LIMITS } from '../../lib/domain/socket-contract';
import { createHotCache } from '../cache/hot-cache';
import { encodeBody, type EncodedBody } from '../http/encoded-body';
import type { Bus } from '../feed/bus';
import type { Logger } from '../logger';

export interface LiveHub {
  mirror: LiveMirror;
  /** Entries produced by each applied event, in seq order. */
  onOutputs(listener: (outputs: MirrorOutput[]) => void): () => void;
  /** The mirror was replaced from a stored state; rooms must tell readers to resync. */
  onReset(listener: (seq: number) => void): () => void;
  /**
   * The snapshot as JSON, for every sport or one, encoded (and compressed on demand) once per
   * seq. When the caller needs at least `minSeq` (it saw a frame from a node that is ahead),
   * waits briefly for this node to catch up.
   */
  snapshotBody(sport: number | null, minSeq?: number): Promise<EncodedBody>;
  /** The encoded snapshot kept for the current seq, if one was made (never makes one). */
  keptSnapshot(sport: number | null): EncodedBody | undefined;
  snapshot(sport: number | null): LiveSnapshot;
  close(): void;
}

function snapshotOf(mirror: LiveMirror, sport: number | null): LiveSnapshot {
  return {
    seq: mirror.seq(),
    sport,
    matches: mirror.listed(sport ?? undefined),
    sports: mirror.sports(),
    nobet365: mirror.noBet365(sport ?? undefined),
    ended: mirror.ended(sport ?? undefined),
  };
}

/** Resolves once the mirror reaches `minSeq`, or after the snapshot's longest wait. */
function waitForSeq(mirror: LiveMirror, waiters: Set<() => void>, minSeq: number): Promise<void> {
  if (mirror.seq() >= minSeq) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(check);
      resolve();
    };
    const check = () => {
      if (mirror.seq() >= minSeq) done();
    };
    const timer = setTimeout(done, LIVE_LIMITS.snapshotWaitMs);
    waiters.add(check);
  });
}

export function createLiveHub(options: { bus: Bus; logger: Logger }): LiveHub {
  const { bus } = options;
  const log = options.logger.child({ name: 'app:realtime' });
  const mirror = createLiveMirror();
  const outputListeners = new Set<(outputs: MirrorOutput[]) => void>();
  const resetListeners = new Set<(seq: number) => void>();
  const seqWaiters = new Set<() => void>();
  // Encoded snapshots by sport ('' for all). A reconnect wave asks for the same snapshot
  // thousands of times: encode it once per seq, exactly (a caller may wait for a `min_seq`).
  const cache = createHotCache<EncodedBody>({
    stamp: () => ({ version: 0, seq: mirror.seq() }),
    windowMs: 0,
    serveStale: false,
    maxEntries: 16,
  });

  const snapshotKey = (sport: number | null) => (sport === null ? '' : String(sport));

  function onEvent(event: LiveEvent) {
    const outputs = mirror.apply(event);
    for (const waiter of seqWaiters) waiter();
    if (outputs.length === 0) return;
    for (const listener of outputListeners) {
      try {
        listener(outputs);
      } catch (error) {
        log.error({ err: error }, 'live output listener failed');
      }
    }
  }

  function onSeed(seed: LiveSeed) {
    mirror.seed(seed);
    cache.clear();
    log.info({ seq: seed.seq, rows: seed.rows.length }, 'live state seeded');
    for (const waiter of seqWaiters) waiter();
    for (const listener of resetListeners) listener(seed.seq);
  }

  const stopEvents = bus.subscribe(onEvent);
  const stopResets = bus.onReset(onSeed);

  const snapshot = (sport: number | null) => snapshotOf(mirror, sport);

  return {
    mirror,
    onOutputs(listener) {
      outputListeners.add(listener);
      return () => outputListeners.delete(listener);
    },
    onReset(listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    snapshot,
    async snapshotBody(sport, minSeq = 0) {
      await waitForSeq(mirror, seqWaiters, minSeq);
      return cache.get(snapshotKey(sport), () =>
        encodeBody(JSON.stringify({ data: snapshot(sport) }), 'application/json; charset=utf-8'),
      );
    },
    keptSnapshot: (sport) => cache.peek(snapshotKey(sport)),
    close() {
      stopEvents();
      stopResets();
      outputListeners.clear();
      resetListeners.clear();
      cache.clear();
    },
  };
}
