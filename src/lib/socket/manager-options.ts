/**
 * @module socket/manager-options
 * How the one socket connection behaves (spec §7 "Socket": websocket and polling, 5 attempts,
 * 1 s to 5 s apart), with every delay drawn at random around its nominal value, so a server
 * restart is not followed by all its clients coming back in the same instant.
 */
import type { ManagerOptions } from './wire';
import { SOCKET_RECONNECT } from '../domain/constants';

export const MANAGER_OPTIONS = {
  path: '/socket.io/',
  transports: [...SOCKET_RECONNECT.transports],
  reconnectionAttempts: SOCKET_RECONNECT.attempts,
  reconnectionDelay: SOCKET_RECONNECT.delayMs,
  reconnectionDelayMax: SOCKET_RECONNECT.delayMaxMs,
  randomizationFactor: SOCKET_RECONNECT.jitter,
} satisfies ManagerOptions;
