/**
 * @module resilience/abuse/socket-attacks
 * Abuse of the socket.io endpoint over raw WebSockets: messages over the 64 KB cap, malformed
 * Engine.IO and socket.io packets, fragment floods, connect/disconnect churn and a flood of
 * room joins on one socket. Each is bounded in count and time and reports what the server did.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import WebSocket from 'ws';
import { answersEvent, closesWithin, openEngineSocket } from './engine-socket';

const NS = '/inplay';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Messages over the cap on `sockets` connections; each should be closed by the server. */
export async function oversizeMessages(baseUrl: string, sockets: number) {
  const sizes = [70 * 1024, 256 * 1024, 1024 * 1024, 8 * 1024 * 1024];
  const outcomes: { bytes: number; closedByServer: boolean; code: number | null }[] = [];
  for (let i = 0; i < sockets; i++) {
    const bytes = sizes[i % sizes.length]!;
    const socket = await openEngineSocket(baseUrl, { namespace: NS });
    socket.ws.send(`42${NS},["match:subscribe","${'x'.repeat(bytes)}"]`);
    const closed = await closesWithin(socket, 5_000);
    outcomes.push({
      bytes,
      closedByServer: closed && socket.closedBy() === 'server',
      code: closed ? await socket.closed : null,
    });
    socket.close();
  }
  return outcomes;
}

/** Packets no client sends; one fresh connection each, then a probe of whether it still serves. */
export const MALFORMED_PACKETS: (string | Buffer)[] = [
  '',
  '9',
  '0',
  '1',
  '2probe',
  '4',
  '42',
  '4{',
  '40/inplay,{bad json',
  '42/inplay,["match:subscribe"',
  '42/inplay,{"not":"an array"}',
  '42/inplay,[]',
  '42/inplay,[null]',
  '42/inplay,["connect"]',
  '42/inplay,99999999999999999999999["match:subscribe","1"]',
  '43/inplay,1[]',
  '44/inplay,"error"',
  '45-/inplay,["match:subscribe",{"_placeholder":true,"num":0}]',
  '46-/inplay,1[{"_placeholder":true,"num":99}]',
  '40/nowhere,',
  '40/inplay,{"sport":{"__proto__":{"x":1}}}',
  `42/${'n'.repeat(10_000)},["a"]`,
  '\u0000\u0001\u0002',
  '\ud800',
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from('4{"binary":true}'),
];

export async function malformedPackets(baseUrl: string) {
  return Promise.all(
    MALFORMED_PACKETS.map(async (packet, i) => {
      const socket = await openEngineSocket(baseUrl, { namespace: NS });
      socket.ws.send(packet);
      await sleep(500);
      const outcome =
        socket.closedBy() === 'server'
          ? `closed ${await socket.closed}`
          : (await answersEvent(socket, 1_000 + i, 1_500))
            ? 'still serving'
            : 'open, not answering';
      socket.close();
      const shown = typeof packet === 'string' ? packet : `<binary ${packet.toString('hex')}>`;
      return {
        packet: shown.length > 60 ? `${shown.slice(0, 60)}… (${shown.length})` : shown,
        outcome,
      };
    }),
  );
}

/**
 * One message in `fragments` one-byte continuation frames. Under the cap it should be read as
 * one message (the socket keeps serving); over it, the server should close the connection.
 */
export async function fragmentFlood(baseUrl: string, fragments: number, finish: boolean) {
  const socket = await openEngineSocket(baseUrl, { namespace: NS });
  const started = performance.now();
  const head = `42${NS},7["match:unsubscribe","`;
  const tail = '"]';
  const body = head + 'y'.repeat(Math.max(0, fragments - head.length - tail.length)) + tail;
  let sent = 0;
  for (; sent < body.length - 1 && socket.ws.readyState === WebSocket.OPEN; sent++) {
    socket.ws.send(body[sent]!, { fin: false });
    // Let the socket drain now and then, as a real sender's kernel buffer would make it.
    if (sent % 5_000 === 4_999) await sleep(1);
  }
  if (finish && socket.ws.readyState === WebSocket.OPEN)
    socket.ws.send(body.at(-1)!, { fin: true });
  const closed = await closesWithin(socket, 3_000);
  const acked = !closed && socket.received.some((m) => m.startsWith(`43${NS},7[`));
  socket.close();
  return {
    fragments: body.length,
    finished: finish,
    fragmentsSent: sent,
    closedByServer: closed && socket.closedBy() === 'server',
    code: closed ? await socket.closed : null,
    answered: acked,
    ms: Math.round(performance.now() - started),
  };
}

/** A masked client text frame (zero mask key: allowed, and nothing to compute). */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}

/**
 * One WebSocket upgrade over a bare TCP socket (lighter than the `ws` client, so the churn is
 * the server's work, not this process's): cut right after the Engine.IO open packet, or after
 * joining the namespace. Resolves with how far it got.
 */
function churnOne(port: number, join: boolean): Promise<'opened' | 'joined' | 'failed'> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let seen = '';
    let result: 'opened' | 'joined' | 'failed' = 'failed';
    const end = () => (socket.destroy(), resolve(result));
    const timer = setTimeout(end, 5_000);
    socket.on('error', () => undefined);
    socket.on('close', () => (clearTimeout(timer), resolve(result)));
    socket.write(
      `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
    );
    socket.on('data', (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (result === 'failed' && seen.includes('0{"sid"')) {
        result = 'opened';
        if (!join) return end();
        socket.write(clientFrame(`40${NS},`));
      } else if (result === 'opened' && seen.includes(`40${NS},{`)) {
        result = 'joined';
        end();
      }
    });
  });
}

/**
 * Opens and drops connections at `perSecond` for `seconds`, half of them after joining the
 * namespace. At most `maxOpen` are pending at once; those over it are counted, not sent.
 */
export async function connectChurn(
  baseUrl: string,
  perSecond: number,
  seconds: number,
  maxOpen = 1_000,
) {
  const port = Number(new URL(baseUrl).port);
  const counts = { attempted: 0, opened: 0, joined: 0, failed: 0, skippedAtCap: 0 };
  const pending = new Set<Promise<unknown>>();
  const total = perSecond * seconds;
  const started = performance.now();
  for (let i = 0; i < total;) {
    const due = Math.min(total, Math.ceil(((performance.now() - started) / 1000) * perSecond));
    for (; i < due; i++) {
      if (pending.size >= maxOpen) {
        counts.skippedAtCap += 1;
        continue;
      }
      counts.attempted += 1;
      const one = churnOne(port, i % 2 === 1).then((r) => {
        counts[r] += 1;
        if (r === 'joined') counts.opened += 1;
        pending.delete(one);
      });
      pending.add(one);
    }
    await sleep(10);
  }
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(pending);
  return {
    ...counts,
    seconds: Math.round(elapsed * 10) / 10,
    attemptedPerSecond: Math.round(counts.attempted / elapsed),
  };
}

/** `count` match:subscribe events with distinct ids on one socket, as fast as it can send. */
export async function joinFlood(baseUrl: string, count: number) {
  const socket = await openEngineSocket(baseUrl, { namespace: NS });
  for (let i = 0; i < count && socket.ws.readyState === WebSocket.OPEN; i++)
    socket.ws.send(`42${NS},${i + 1}["match:subscribe","flood${i}"]`);
  const disconnected = await closesWithin(socket, 3_000);
  const acks = socket.received.filter((m) => m.startsWith(`43${NS},`));
  const joined = acks.filter((m) => m.includes('"data"')).length;
  const refused = (code: string) => acks.filter((m) => m.includes(`"${code}"`)).length;
  // socket.io tells the client it was disconnected (`41/inplay,`) before closing.
  const kicked = socket.received.some((m) => m.startsWith(`41${NS}`));
  socket.close();
  return {
    sent: count,
    acks: acks.length,
    joined,
    rateLimited: refused('RATE_LIMITED'),
    tooMany: refused('TOO_MANY_SUBSCRIPTIONS'),
    disconnectedByServer: kicked || (disconnected && socket.closedBy() === 'server'),
  };
}
