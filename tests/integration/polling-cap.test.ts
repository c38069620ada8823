/**
 * Long-polling sessions per client address are capped: one address opening session
 * after session is refused past the cap, the sessions it has keep working, and one that ends or
 * moves to a WebSocket makes room. Real socket.io server on loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRealtime, type Realtime } from '../../src/server/realtime/create-realtime';
import { createLogger } from '../../src/server/logger';

const CAP = 3;
let http: Server;
let realtime: Realtime;
let base: string;

beforeAll(async () => {
  http = createServer();
  realtime = createRealtime({
    httpServer: http,
    logger: createLogger('silent'),
    allowedOrigins: [],
    pollingPerAddress: CAP,
    trustedProxies: 1,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/socket.io/?EIO=4&transport=polling`;
});
afterAll(async () => {
  await realtime.close();
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

/** Opens a polling session from `address`; its sid, or the refusal's status. */
async function handshake(address: string): Promise<{ status: number; sid?: string }> {
  const res = await fetch(base, { headers: { 'X-Forwarded-For': address } });
  const text = await res.text();
  if (res.status !== 200) return { status: res.status };
  const open = JSON.parse(text.slice(1)) as { sid: string };
  return { status: 200, sid: open.sid };
}

const close = (sid: string) =>
  fetch(`${base}&sid=${sid}`, {
    method: 'POST',
    body: '1',
    headers: { 'content-type': 'text/plain' },
  });

describe('polling sessions per address', () => {
  it('refuses a session past the cap, keeps the open ones, and makes room when one ends', async () => {
    const address = '203.0.113.20';
    const opened = [];
    for (let i = 0; i < CAP; i++) opened.push(await handshake(address));
    expect(opened.map((o) => o.status)).toEqual([200, 200, 200]);
    expect((await handshake(address)).status).toBe(403);
    // Another address is not affected.
    expect((await handshake('203.0.113.21')).status).toBe(200);
    // An open session still answers: connect to the default namespace over its sid.
    const sid = opened[0]!.sid!;
    const connect = await fetch(`${base}&sid=${sid}`, {
      method: 'POST',
      body: '40',
      headers: { 'X-Forwarded-For': address, 'content-type': 'text/plain' },
    });
    expect(connect.status).toBe(200);
    await close(opened[1]!.sid!);
    await expect.poll(async () => (await handshake(address)).status).toBe(200);
  });

  it('stops counting a session once it moves to a WebSocket', async () => {
    const address = '203.0.113.30';
    const opened = [];
    for (let i = 0; i < CAP; i++) opened.push(await handshake(address));
    expect((await handshake(address)).status).toBe(403);
    const sid = opened[0]!.sid!;
    const ws = new WebSocket(
      `${base.replace('http', 'ws').replace('polling', 'websocket')}&sid=${sid}`,
      { headers: { 'X-Forwarded-For': address } },
    );
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    // The upgrade: probe, then upgrade packet.
    ws.send('2probe');
    await new Promise<void>((resolve) => ws.once('message', () => resolve()));
    ws.send('5');
    await expect.poll(async () => (await handshake(address)).status).toBe(200);
    ws.close();
  });

  it('keeps WebSocket handshakes from an address at its polling cap working', async () => {
    const address = '203.0.113.40';
    for (let i = 0; i < CAP; i++) expect((await handshake(address)).status).toBe(200);
    expect((await handshake(address)).status).toBe(403);
    const ws = new WebSocket(base.replace('http', 'ws').replace('polling', 'websocket'), {
      headers: { 'X-Forwarded-For': address },
    });
    // Engine.io's open packet ('0' and the session) says the handshake was taken.
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data: Buffer) => resolve(data.toString()));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    expect(first.startsWith('0{')).toBe(true);
    ws.close();
    // Polling stays capped.
    expect((await handshake(address)).status).toBe(403);
  });
});
