/**
 * @module socket/wire
 * A small socket.io v4 client (engine.io v4 over WebSocket or long-polling, text packets,
 * namespaces over one connection, acknowledgements, reconnection), in place of socket.io-client
 * in the browser bundle.
 */
export { Manager } from './manager';
export type { ManagerEvents, ManagerOptions } from './manager';
export { Socket } from './socket';
export type { DisconnectReason, SocketAuth, SocketOptions } from './socket';
