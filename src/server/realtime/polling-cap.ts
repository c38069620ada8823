/**
 * @module realtime/polling-cap
 * A cap on the long-polling sessions one client address holds open: each costs a
 * pending request and buffers on the server, and one address could otherwise open thousands.
 * Only sessions still on polling count: a page's session moves to a WebSocket within a second,
 * so many visitors behind one address (an office, a mobile carrier) stay far below the cap.
 */
import type { IncomingMessage } from 'node:http';
import type { EngineSocket } from './release-handshake';

/** Polling sessions one address may hold at once. */
export const POLLING_SESSIONS_PER_ADDRESS = 100;

export interface PollingCap {
  /**
   * Whether this request may go on: a WebSocket handshake, any request of an open session, or a
   * new polling session under the cap.
   */
  admits(req: IncomingMessage): boolean;
  /** Counts a new session while it polls; it stops counting when it upgrades or closes. */
  track(socket: EngineSocket): void;
  /** Addresses with a polling session (for tests and health). */
  addresses(): number;
}

export function createPollingCap(options: {
  limit?: number;
  addressOf: (req: IncomingMessage) => string;
}): PollingCap {
  const limit = options.limit ?? POLLING_SESSIONS_PER_ADDRESS;
  const open = new Map<string, number>();
  // Only a new polling session counts: a WebSocket costs no pending request, and refusing it
  // would lock out everyone behind an address that polls a lot.
  const isNewPolling = (req: IncomingMessage) => {
    const url = req.url ?? '';
    return !/[?&]sid=/.test(url) && !/[?&]transport=websocket(&|$)/.test(url);
  };
  return {
    admits(req) {
      if (!isNewPolling(req)) return true;
      return (open.get(options.addressOf(req)) ?? 0) < limit;
    },
    track(socket) {
      if (socket.transport?.name !== 'polling' || !socket.request) return;
      const address = options.addressOf(socket.request);
      open.set(address, (open.get(address) ?? 0) + 1);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
      socket.once('upgrade', release);
      socket.once('close', release);
    },
    addresses: () => open.size,
  };
}
