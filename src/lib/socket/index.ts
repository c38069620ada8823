/** @module socket */
export { $connection, listen, socketFor, disconnectAll } from './connection';
export type { ConnectionState, ConnectionStatus } from './connection';
