/**
 * @module socket/connection
 * THE socket module: one socket.io connection (the small client in `./wire`) for every
 * namespace of spec §7, its connection state as a store, and typed listeners that accept
 * JSON-string payloads. Islands never touch the protocol; they read stores and call this
 * module's actions.
 */
import { atom, onMount } from 'nanostores';
import { Manager, type Socket, type SocketOptions } from './wire';
import { namespacePath, parseSocketPayload, type SocketNamespace } from '../domain/socket-contract';
import { publicConfig } from '../shell/public-config';
import { MANAGER_OPTIONS } from './manager-options';

/**
 * `offline`: the connection dropped and is retried; `nonetwork`: the browser has no network,
 * nothing is retried until it returns; `failed`: the retries are spent.
 */
export type ConnectionStatus =
  'idle' | 'connecting' | 'online' | 'offline' | 'nonetwork' | 'failed';

export interface ConnectionState {
  status: ConnectionStatus;
  /** Reconnection attempt in progress (0 when connected). */
  attempt: number;
}

const $state = atom<ConnectionState>({ status: 'idle', attempt: 0 });
/** Connection state for the status island; read-only outside this module. */
export const $connection = $state;

let manager: Manager | undefined;
const sockets = new Map<SocketNamespace, Socket>();
/**
 * True while the browser says the network is gone: the sockets are closed rather than left to
 * spend their five attempts on a dead link, and open again the moment the network returns.
 */
let parked = false;

function createManager(): Manager {
  const origin = publicConfig().socketUrl || window.location.origin;
  const m = new Manager(origin, MANAGER_OPTIONS);
  m.on('reconnect_attempt', (attempt) => $state.set({ status: 'offline', attempt }));
  m.on('reconnect', () => $state.set({ status: 'online', attempt: 0 }));
  m.on('reconnect_failed', () => $state.set({ status: 'failed', attempt: 0 }));
  return m;
}

/**
 * The socket of a namespace, created on first use (with `options`, e.g. a handshake `auth`
 * read again on every reconnect) and connected. Every namespace shares one connection.
 */
export function socketFor(ns: SocketNamespace, options?: SocketOptions): Socket {
  const existing = sockets.get(ns);
  if (existing) return existing;
  manager ??= createManager();
  const socket = manager.socket(namespacePath(ns), options);
  if (ns === '/') {
    socket.on('connect', () => $state.set({ status: 'online', attempt: 0 }));
    socket.on('disconnect', (reason) => {
      // A deliberate client disconnect is not an outage.
      if (reason !== 'io client disconnect') $state.set({ status: 'offline', attempt: 0 });
    });
  }
  sockets.set(ns, socket);
  if (parked) return socket;
  if ($state.get().status === 'idle') $state.set({ status: 'connecting', attempt: 0 });
  socket.connect();
  return socket;
}

/**
 * Listens to a server event; the handler receives the payload parsed from JSON when the server
 * sent a string (spec §7). Returns the function that stops listening.
 * @example const stop = listen('inplay', 'inplay', (update) => applyScore(update));
 */
export function listen(
  ns: SocketNamespace,
  event: string,
  handler: (payload: unknown) => void,
): () => void {
  const socket = socketFor(ns);
  const wrapped = (payload: unknown) => {
    const value = parseSocketPayload(payload);
    if (value !== undefined) handler(value);
  };
  socket.on(event, wrapped);
  return () => socket.off(event, wrapped);
}

/** Leaves one namespace (the connection stays while other namespaces use it). */
export function closeSocket(ns: SocketNamespace): void {
  sockets.get(ns)?.disconnect();
  sockets.delete(ns);
}

/** Closes every namespace (pages that leave the live screens). */
export function disconnectAll(): void {
  for (const socket of sockets.values()) socket.disconnect();
  sockets.clear();
  manager = undefined;
  $state.set({ status: 'idle', attempt: 0 });
}

/** After the retries are spent, or the network was gone, come back when it or the tab does. */
function retryWhenFailed(): void {
  if (parked && !navigator.onLine) return;
  if (!parked && $state.get().status !== 'failed') return;
  parked = false;
  $state.set({ status: 'connecting', attempt: 0 });
  // Each namespace's `connect` handler fetches a fresh snapshot: the page catches up by itself.
  for (const socket of sockets.values()) socket.connect();
}

/** The network is gone: say so at once and stop retrying until it returns. */
function park(): void {
  parked = true;
  for (const socket of sockets.values()) socket.disconnect();
  $state.set({ status: 'nonetwork', attempt: 0 });
}

onMount($state, () => {
  // A page opened without a network (from the offline cache) starts parked.
  if (!navigator.onLine) park();
  socketFor('/');
  const onVisible = () => {
    if (document.visibilityState === 'visible') retryWhenFailed();
  };
  window.addEventListener('online', retryWhenFailed);
  window.addEventListener('offline', park);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', retryWhenFailed);
    window.removeEventListener('offline', park);
    document.removeEventListener('visibilitychange', onVisible);
  };
});
