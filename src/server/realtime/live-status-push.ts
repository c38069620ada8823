/**
 * @module realtime/live-status-push
 * Tells this node's live pages whether the scores it pushes are current (`live:status`): on
 * every change, and to each page that connects while they are not. Every node judges for itself
 * (its own bus link), so the push goes to this node's sockets only, never through the adapter.
 */
import { CURRENT, sameStatus, type LiveStatus } from '../../lib/domain/live-status';
import type { Logger } from '../logger';
import type { LiveNamespace } from './types';

/** How often the status is judged: a page learns of a lost bus or feed within about this. */
export const LIVE_STATUS_EVERY_MS = 1_000;

export interface LiveStatusPush {
  current(): LiveStatus;
  close(): void;
}

export function pushLiveStatus(
  nsp: LiveNamespace,
  read: () => Promise<LiveStatus>,
  logger: Logger,
  everyMs = LIVE_STATUS_EVERY_MS,
): LiveStatusPush {
  let status = CURRENT;
  let judging = false;
  async function judge() {
    if (judging) return;
    judging = true;
    try {
      const next = await read();
      if (sameStatus(next, status)) return;
      status = next;
      logger.info({ status }, 'live status changed');
      nsp.local.emit('live:status', status);
    } catch (error) {
      logger.warn({ err: error }, 'judging the live status failed');
    } finally {
      judging = false;
    }
  }
  const onConnection = (socket: { emit: LiveNamespace['emit'] }) => {
    if (status.stale) socket.emit('live:status', status);
  };
  nsp.on('connection', onConnection);
  const timer = setInterval(() => void judge(), everyMs);
  timer.unref?.();
  void judge();
  return {
    current: () => status,
    close() {
      clearInterval(timer);
      nsp.off('connection', onConnection);
    },
  };
}
