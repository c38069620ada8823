/**
 * @module realtime/types
 * socket.io types bound to the socket contract of `src/lib/domain/socket-contract.ts`.
 */
import type { Namespace, Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../lib/domain/socket-contract';

/** What the server keeps on each socket: its rate-limit bucket and refusal count. */
export interface SocketData {
  tokens: number;
  at: number;
  refused: number;
}

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
export type LiveNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  never,
  SocketData
>;
export type SportsNamespace = LiveNamespace;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
