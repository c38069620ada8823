/**
 * Sockets on the same port as pages and API: every spec §7 namespace accepts connections,
 * cross-site handshakes are refused, oversized messages are cut off.
 */
import type { Socket } from 'node:net';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_MAX_MESSAGE_BYTES } from '../../src/lib/domain/constants';
import { SOCKET_NAMESPACES, namespacePath } from '../../src/lib/domain/socket-contract';
import { bootServer, type BootedServer } from './helpers/boot';

let server: BootedServer;
const open: ClientSocket[] = [];

beforeAll(async () => {
  server = await bootServer({ EMBED_ALLOWED_ORIGINS: 'https://community.example' });
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await server?.stop();
});

function connect(
  ns: string,
  options: { origin?: string; transports?: string[] } = {},
): ClientSocket {
  const socket = io(`${server.url}${ns === '/' ? '' : ns}`, {
    path: '/socket.io/',
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.origin ? { extraHeaders: { Origin: options.origin } } : {}),
  });
  open.push(socket);
  return socket;
}

/** 'connected', or the connection error's message. */
function outcome(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('socket namespaces of spec §7', () => {
  it.each(SOCKET_NAMESPACES.map((ns) => [ns]))('%s accepts a connection', async (ns) => {
    const socket = connect(namespacePath(ns));
    expect(await outcome(socket)).toBe('connected');
    socket.disconnect();
  });

  it('accepts the polling transport too', async () => {
    expect(await outcome(connect('/', { transports: ['polling'] }))).toBe('connected');
  });
});

describe('handshake origin check (cross-site WebSocket hijacking)', () => {
  it('accepts a listed embedding origin', async () => {
    expect(await outcome(connect('/inplay', { origin: 'https://community.example' }))).toBe(
      'connected',
    );
  });

  it('refuses an unlisted origin', async () => {
    expect(
      await outcome(
        connect('/inplay', { origin: 'https://evil.example', transports: ['polling'] }),
      ),
    ).not.toBe('connected');
  });
});

describe('what an open WebSocket keeps of its handshake', () => {
  it('no request, no cached peer address', async () => {
    const socket = connect('/inplay');
    expect(await outcome(socket)).toBe('connected');
    const [served] = [...server.realtime!.io.of('/inplay').sockets.values()].filter(
      (s) => s.id === socket.id,
    );
    const conn = served!.conn as unknown as {
      request: unknown;
      transport: { socket: { _socket: Record<string, unknown> } };
    };
    const tcp = conn.transport.socket._socket;
    expect(conn.request).toBeNull();
    expect(tcp._peername).toBeUndefined();
    // Still usable: the address is worked out again when asked.
    expect((tcp as unknown as Socket).remoteAddress).toMatch(/127\.0\.0\.1/);
  });
});

describe('message size cap', () => {
  it(`disconnects a client that sends more than ${SOCKET_MAX_MESSAGE_BYTES} bytes`, async () => {
    const socket = connect('/');
    expect(await outcome(socket)).toBe('connected');
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('match:subscribe', 'x'.repeat(SOCKET_MAX_MESSAGE_BYTES + 10));
    expect(await reason).toBe('transport close');
  });
});
