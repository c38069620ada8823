/** @module socket */
export { $connection, listen, socketFor, closeSocket, disconnectAll } from './connection';
export { startLive, fetchLiveSnapshot } from './live';
export { createLiveClient } from './live-client';
export type { LiveClient, LiveClientOptions } from './live-client';
export type { ConnectionState, ConnectionStatus } from './connection';
