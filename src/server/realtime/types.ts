/**
 * @module realtime/types
 * socket.io types bound to the socket contract of `src/lib/domain/socket-contract.ts`.
 */
import type { Namespace, Server, Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
} from '../../lib/domain/socket-contract';

/** What the server keeps on each socket: its rate-limit bucket and refusal count. */
export interface SocketData {
  tokens: number;
  at: number;
  refused: number;
}

export type LiveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type LiveNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type SportsNamespace = LiveNamespace;
export type LiveSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
