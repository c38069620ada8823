/**
 * The browser's socket.io client (`src/lib/socket/wire`) against a real socket.io 4 server:
 * namespaces over one connection, handshake auth, events and acknowledgements both ways,
 * disconnects from either side, the heartbeat, reconnection (and giving up), and the
 * long-polling fallback when WebSocket is refused or missing.
 */
import { Server, type ServerOptions, type Socket as ServerSocket } from 'socket.io';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANAGER_OPTIONS } from '../../src/lib/socket/manager-options';
import { Manager, type ManagerOptions, type Socket } from '../../src/lib/socket/wire';
import { nextEvent, until } from '../support/wait';

interface TestServer {
  io: Server;
  url: string;
  port: number;
  stop(): Promise<void>;
}

const servers: TestServer[] = [];
const managers: Manager[] = [];

afterEach(async () => {
  for (const manager of managers.splice(0)) manager.close();
  for (const server of servers.splice(0)) await server.stop();
  vi.unstubAllGlobals();
});

/** A socket.io server on loopback (`port` 0: any free one); `setup` adds its handlers. */
async function startServer(
  setup: (io: Server) => void = echo,
  options: Partial<ServerOptions> = {},
  port = 0,
): Promise<TestServer> {
  const http: HttpServer = createServer();
  const io = new Server(http, { path: '/socket.io/', ...options });
  setup(io);
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const bound = (http.address() as AddressInfo).port;
  const server: TestServer = {
    io,
    port: bound,
    url: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        void io.close(() => resolve());
        http.closeAllConnections();
      }),
  };
  servers.push(server);
  return server;
}

/** What the tests' server does on every namespace: echo, answer, stay silent on request. */
function echo(io: Server): void {
  for (const nsp of ['/', '/inplay', '/onepick']) {
    io.of(nsp).on('connection', (socket: ServerSocket) => {
      socket.emit('hello', { nsp, auth: socket.handshake.auth });
      socket.on('echo', (value: unknown, ack?: (answer: unknown) => void) =>
        ack?.({ data: value }),
      );
      socket.on('silent', () => undefined);
      socket.on('shout', (value: unknown) => socket.emit('shouted', value));
    });
  }
}

function manager(url: string, options: Partial<ManagerOptions> = {}): Manager {
  const m = new Manager(url, {
    ...MANAGER_OPTIONS,
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
    ...options,
  });
  managers.push(m);
  return m;
}

function next<T = unknown>(socket: Socket | Manager, event: string): Promise<T> {
  return nextEvent<T>(socket, event);
}

/** Counts the pongs the server receives on a client's connection: the pings it answered. */
function pongsOf(conn: { on(event: 'heartbeat', listener: () => void): unknown }): () => number {
  let pongs = 0;
  conn.on('heartbeat', () => pongs++);
  return () => pongs;
}

function ask(socket: Socket, event: string, value: unknown, ms = 2_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    socket.timeout(ms).emit(event, value, (error: Error | null, answer: unknown) => {
      if (error) reject(error);
      else resolve(answer);
    });
  });
}

describe('namespaces over one connection', () => {
  it('connects two namespaces with their own auth over one engine.io connection', async () => {
    const server = await startServer();
    const m = manager(server.url);
    const live = m.socket('/inplay', { auth: { sport: 18 } });
    const sports = m.socket('/onepick', { auth: (give) => give({ token: 't1' }) });
    const hellos = Promise.all([next(live, 'hello'), next(sports, 'hello')]);
    live.connect();
    sports.connect();
    expect(await hellos).toEqual([
      { nsp: '/inplay', auth: { sport: 18 } },
      { nsp: '/onepick', auth: { token: 't1' } },
    ]);
    expect(live.connected && sports.connected).toBe(true);
    expect(server.io.engine.clientsCount).toBe(1);
    const conns = [live.id, sports.id].map((id, i) => {
      const nsp = server.io.of(i === 0 ? '/inplay' : '/onepick');
      return nsp.sockets.get(id!)?.conn;
    });
    expect(conns[0]).toBeDefined();
    expect(conns[0]).toBe(conns[1]);
    expect(server.io.of('/inplay').sockets.get(live.id!)?.conn.transport.name).toBe('websocket');
  });

  it('leaves one namespace while the other keeps the connection, and closes it after the last', async () => {
    const server = await startServer();
    const m = manager(server.url);
    const root = m.socket('/').connect();
    const live = m.socket('/inplay').connect();
    await Promise.all([next(root, 'connect'), next(live, 'connect')]);
    const reason = next(live, 'disconnect');
    live.disconnect();
    expect(await reason).toBe('io client disconnect');
    await until(
      'the server to let the namespace go',
      () => server.io.of('/inplay').sockets.size === 0,
    );
    expect(await ask(root, 'echo', 'still here')).toEqual({ data: 'still here' });
    expect(server.io.engine.clientsCount).toBe(1);
    root.disconnect();
    await until('the server to close the connection', () => server.io.engine.clientsCount === 0);
  });

  it('reports a refused namespace as connect_error with the server message', async () => {
    const server = await startServer((io) =>
      io.of('/inplay').use((_socket, next) => next(new Error('not allowed'))),
    );
    const socket = manager(server.url).socket('/inplay').connect();
    const error = await next<Error>(socket, 'connect_error');
    expect(error.message).toBe('not allowed');
    expect(socket.connected).toBe(false);
  });
});

describe('events and acknowledgements', () => {
  it('receives object and JSON-string payloads as the server sent them', async () => {
    const server = await startServer((io) =>
      io.of('/inplay').on('connection', (s) => {
        s.emit('frame', { ch: 'list:all', seq: 1 }, 'second', 3);
        s.emit('frame', JSON.stringify({ ch: 'list:all', seq: 2 }));
      }),
    );
    const socket = manager(server.url).socket('/inplay');
    const frames: unknown[][] = [];
    socket.on('frame', (...args: unknown[]) => frames.push(args));
    socket.connect();
    await vi.waitFor(() => expect(frames).toHaveLength(2));
    expect(frames).toEqual([
      [{ ch: 'list:all', seq: 1 }, 'second', 3],
      ['{"ch":"list:all","seq":2}'],
    ]);
  });

  it('answers acknowledgements, with and without a time limit, and sends plain events', async () => {
    const server = await startServer();
    const socket = manager(server.url).socket('/inplay').connect();
    await next(socket, 'connect');
    expect(await ask(socket, 'echo', { sport: 16 })).toEqual({ data: { sport: 16 } });
    const plain = await new Promise((resolve) => socket.emit('echo', 'b2', resolve));
    expect(plain).toEqual({ data: 'b2' });
    const shouted = next(socket, 'shouted');
    socket.emit('shout', '{"json":"text"}');
    expect(await shouted).toBe('{"json":"text"}');
  });

  it('gives an Error when the answer does not come in time', async () => {
    const server = await startServer();
    const socket = manager(server.url).socket('/').connect();
    await next(socket, 'connect');
    const started = Date.now();
    await expect(ask(socket, 'silent', 1, 150)).rejects.toThrow('operation has timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers the server’s own acknowledgement requests', async () => {
    let serverSocket: ServerSocket | undefined;
    const server = await startServer((io) => io.on('connection', (s) => (serverSocket = s)));
    const socket = manager(server.url).socket('/');
    socket.on('question', (value: unknown, ack: (answer: unknown) => void) =>
      ack({ heard: value }),
    );
    socket.connect();
    await next(socket, 'connect');
    const answer: unknown = await serverSocket!.timeout(1_000).emitWithAck('question', 42);
    expect(answer).toEqual({ heard: 42 });
  });

  it('buffers events emitted before the namespace is connected', async () => {
    const server = await startServer();
    const socket = manager(server.url).socket('/inplay');
    const answer = ask(socket, 'echo', 'early');
    socket.connect();
    expect(await answer).toEqual({ data: 'early' });
  });

  it('drops malformed, reserved and binary packets and keeps the connection', async () => {
    let serverSocket: ServerSocket | undefined;
    const server = await startServer((io) => io.on('connection', (s) => (serverSocket = s)));
    const socket = manager(server.url).socket('/');
    const seen: unknown[] = [];
    socket.on('after', (v: unknown) => seen.push(v));
    socket.on('disconnect', (reason: string) => seen.push(`disconnect: ${reason}`));
    socket.connect();
    await next(socket, 'connect');
    for (const raw of ['2[not json', '2["connect"]', '2{"a":1}', '3["no id"]', '9', '', '5-["x"]'])
      serverSocket!.conn.write(raw);
    serverSocket!.conn.write(Buffer.from([1, 2, 3]));
    serverSocket!.emit('after', 'fine');
    await vi.waitFor(() => expect(seen).toEqual(['fine']));
    expect(socket.connected).toBe(true);
  });
});

describe('disconnects', () => {
  it('does not reconnect after the server disconnects the socket', async () => {
    const server = await startServer((io) =>
      io.of('/inplay').on('connection', (s) => s.on('leave', () => s.disconnect())),
    );
    const m = manager(server.url);
    const attempts: number[] = [];
    m.on('reconnect_attempt', (n) => attempts.push(n));
    const socket = m.socket('/inplay').connect();
    await next(socket, 'connect');
    const reason = next(socket, 'disconnect');
    const closed = next(m, 'close');
    socket.emit('leave');
    expect(await reason).toBe('io server disconnect');
    // The manager decides on a reconnection as its connection closes: none was scheduled.
    await closed;
    expect(m.isReconnecting).toBe(false);
    expect(socket.connected).toBe(false);
    expect(attempts).toEqual([]);
  });

  it('fails acknowledgements still waiting when the connection is lost', async () => {
    const server = await startServer();
    const socket = manager(server.url, { reconnection: false }).socket('/').connect();
    await next(socket, 'connect');
    let heard = false;
    for (const s of server.io.of('/').sockets.values()) s.onAny(() => (heard = true));
    const pending = ask(socket, 'silent', 1, 5_000);
    await until('the question at the server', () => heard);
    for (const s of server.io.of('/').sockets.values()) s.conn.close();
    await expect(pending).rejects.toThrow('socket has been disconnected');
  });

  it('notices a server that stops pinging (ping timeout) and reconnects', async () => {
    const server = await startServer(() => undefined, { pingInterval: 150, pingTimeout: 150 });
    const m = manager(server.url);
    const socket = m.socket('/').connect();
    await next(socket, 'connect');
    // The engine.io server schedules its next ping in this timer; without it the peer goes
    // silent while its connection stays open (a frozen server or a dead route).
    const conn = [...server.io.of('/').sockets.values()][0]!.conn as unknown as {
      pingIntervalTimer: ReturnType<typeof setTimeout>;
    };
    clearTimeout(conn.pingIntervalTimer);
    const started = Date.now();
    expect(await next(socket, 'disconnect')).toBe('ping timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await next(m, 'reconnect');
    await vi.waitFor(() => expect(socket.connected).toBe(true));
  });

  it('keeps a quiet connection alive by answering pings', async () => {
    const server = await startServer(() => undefined, { pingInterval: 100, pingTimeout: 100 });
    const socket = manager(server.url).socket('/').connect();
    await next(socket, 'connect');
    const reasons: string[] = [];
    socket.on('disconnect', (r: string) => reasons.push(r));
    const pongs = pongsOf([...server.io.of('/').sockets.values()][0]!.conn);
    // Unanswered, the first ping would end the connection 100 ms later: five outlive that.
    await until('five pings answered', () => pongs() >= 5 || reasons.length > 0);
    expect(reasons).toEqual([]);
    expect(socket.connected).toBe(true);
  });
});

describe('reconnection', () => {
  it('comes back when the server does, re-reading auth for every namespace', async () => {
    let server = await startServer();
    const m = manager(server.url);
    let sport = 1;
    const live = m.socket('/inplay', { auth: (give) => give({ sport }) });
    const root = m.socket('/', { auth: { token: 'fixed' } });
    const events: string[] = [];
    m.on('reconnect_attempt', (n) => events.push(`attempt ${n}`));
    m.on('reconnect', (n) => events.push(`reconnect ${n}`));
    live.on('disconnect', (reason: string) => events.push(`disconnect ${reason}`));
    const firstHello = next(live, 'hello');
    live.connect();
    root.connect();
    expect(await firstHello).toEqual({ nsp: '/inplay', auth: { sport: 1 } });
    await vi.waitFor(() => expect(root.connected).toBe(true));

    const port = server.port;
    await server.stop();
    servers.length = 0;
    await vi.waitFor(() => expect(events).toContain('attempt 2'), { timeout: 3_000 });
    sport = 18;
    const hellos = Promise.all([next(live, 'hello'), next(root, 'hello')]);
    server = await startServer(echo, {}, port);
    expect(await hellos).toEqual([
      { nsp: '/inplay', auth: { sport: 18 } },
      { nsp: '/', auth: { token: 'fixed' } },
    ]);
    expect(events[0]).toBe('disconnect transport close');
    expect(events.at(-1)).toMatch(/^reconnect \d$/);
    expect(live.connected && root.connected).toBe(true);
    expect(await ask(live, 'echo', 'back')).toEqual({ data: 'back' });
  });

  it('gives up after 5 attempts with reconnect_failed, and starts over on connect()', async () => {
    const server = await startServer();
    const m = manager(server.url, { reconnectionDelay: 20, reconnectionDelayMax: 40 });
    const attempts: number[] = [];
    m.on('reconnect_attempt', (n) => attempts.push(n));
    const socket = m.socket('/').connect();
    await next(socket, 'connect');
    const port = server.port;
    await server.stop();
    servers.length = 0;
    await next(m, 'reconnect_failed');
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
    expect(m.isReconnecting).toBe(false);

    await startServer(echo, {}, port);
    socket.connect();
    await next(socket, 'connect');
    expect(await ask(socket, 'echo', 'again')).toEqual({ data: 'again' });
  });

  it('retries a first connection that fails', async () => {
    const probe = await startServer();
    const port = probe.port;
    await probe.stop();
    servers.length = 0;
    const m = manager(`http://127.0.0.1:${port}`);
    const socket = m.socket('/');
    const errors: string[] = [];
    socket.on('connect_error', (e: Error) => errors.push(e.message));
    socket.connect();
    await next(m, 'reconnect_attempt');
    await startServer(echo, {}, port);
    await next(socket, 'connect');
    expect(errors[0]).toBe('transport error');
  });
});

describe('long-polling fallback (spec §7: websocket and polling)', () => {
  async function pollingRoundTrip(server: TestServer): Promise<void> {
    const m = manager(server.url);
    const live = m.socket('/inplay', { auth: { sport: 'all' } });
    const root = m.socket('/');
    const hello = next(live, 'hello');
    live.connect();
    root.connect();
    expect(await hello).toEqual({ nsp: '/inplay', auth: { sport: 'all' } });
    await vi.waitFor(() => expect(root.connected).toBe(true));
    const conn = server.io.of('/inplay').sockets.get(live.id!)!.conn;
    expect(conn.transport.name).toBe('polling');
    expect(server.io.engine.clientsCount).toBe(1);
    const answers = await Promise.all([
      ask(live, 'echo', { sport: 16 }),
      ask(root, 'echo', 'two'),
      ask(live, 'echo', JSON.stringify({ three: 3 })),
    ]);
    expect(answers).toEqual([{ data: { sport: 16 } }, { data: 'two' }, { data: '{"three":3}' }]);
    const shouted = next(live, 'shouted');
    live.emit('shout', 'over polling');
    expect(await shouted).toBe('over polling');
    // Pings come in GET answers and pongs go out in POSTs: the session outlives a few rounds.
    const pongs = pongsOf(conn);
    let closed = false;
    live.on('disconnect', () => (closed = true));
    await until('four pings answered over polling', () => pongs() >= 4 || closed);
    expect(closed).toBe(false);
    expect(live.connected).toBe(true);
    expect(await ask(live, 'echo', 'later')).toEqual({ data: 'later' });
  }

  it('falls back to polling when the server refuses WebSocket', async () => {
    const server = await startServer(echo, {
      transports: ['polling'],
      pingInterval: 150,
      pingTimeout: 150,
    });
    await pollingRoundTrip(server);
  });

  it('uses polling where there is no WebSocket at all', async () => {
    vi.stubGlobal('WebSocket', undefined);
    const server = await startServer(echo, { pingInterval: 150, pingTimeout: 150 });
    await pollingRoundTrip(server);
  });

  it('reconnects over polling after the server restarts', async () => {
    let server = await startServer(echo, { transports: ['polling'] });
    const m = manager(server.url);
    const socket = m.socket('/').connect();
    await next(socket, 'connect');
    const port = server.port;
    await server.stop();
    servers.length = 0;
    await next(m, 'reconnect_attempt');
    server = await startServer(echo, { transports: ['polling'] }, port);
    await next(m, 'reconnect');
    await vi.waitFor(() => expect(socket.connected).toBe(true));
    expect(await ask(socket, 'echo', 'polled')).toEqual({ data: 'polled' });
  });
});
