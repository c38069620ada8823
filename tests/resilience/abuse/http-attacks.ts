/**
 * @module resilience/abuse/http-attacks
 * Abuse over plain HTTP: many Engine.IO long-polling handshakes from one address, an oversize
 * long-polling POST, and slowloris connections that send their headers or body a byte at a time.
 */
import net from 'node:net';
import { rawRequest } from '../http';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `count` polling handshakes, `parallel` at a time; each opens a session the server keeps. */
export async function pollingHandshakes(baseUrl: string, count: number, parallel = 20) {
  const statuses: Record<string, number> = {};
  let sessions = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next++ < count) {
      try {
        const answer = await rawRequest(baseUrl, {
          method: 'GET',
          path: `/socket.io/?EIO=4&transport=polling&t=${next}`,
        });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.text.startsWith('0{"sid"')) sessions += 1;
      } catch {
        statuses.failed = (statuses.failed ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return {
    count,
    sessions,
    statuses,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** A polling session sent a body over the 64 KB cap: the server should refuse it. */
export async function oversizePollingPost(baseUrl: string) {
  const open = await rawRequest(baseUrl, {
    method: 'GET',
    path: '/socket.io/?EIO=4&transport=polling',
  });
  const sid = (JSON.parse(open.text.slice(1)) as { sid: string }).sid;
  const body = `42/inplay,["match:subscribe","${'z'.repeat(200 * 1024)}"]`;
  try {
    const answer = await rawRequest(baseUrl, {
      method: 'POST',
      path: `/socket.io/?EIO=4&transport=polling&sid=${encodeURIComponent(sid)}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });
    return { bytes: body.length, status: String(answer.status) };
  } catch (error) {
    // Closing the connection before the whole body is read is also a refusal.
    return { bytes: body.length, status: `connection closed (${(error as Error).message})` };
  }
}

interface Slow {
  socket: net.Socket;
  closedByServer: boolean;
  /** Set before this side closes it, so that close is not counted as the server's. */
  ours: boolean;
}

function slowConnection(port: number, head: string): Slow {
  const slow: Slow = { socket: net.connect(port, '127.0.0.1'), closedByServer: false, ours: false };
  slow.socket.on('error', () => undefined);
  slow.socket.on('close', () => {
    if (!slow.ours) slow.closedByServer = true;
  });
  slow.socket.write(head);
  return slow;
}

/**
 * Slowloris: `count` connections, half trickling request headers, half a login body that never
 * completes, one byte per connection every second for `seconds`. Reports how many the server
 * closed by itself meanwhile; all are closed at the end.
 */
export async function slowloris(baseUrl: string, count: number, seconds: number) {
  const port = Number(new URL(baseUrl).port);
  const slows: Slow[] = [];
  for (let i = 0; i < count; i++) {
    const head =
      i % 2 === 0
        ? 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n'
        : // Under the 64 KB body limit, which would refuse a larger one from its header alone.
          'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"username":"';
    slows.push(slowConnection(port, head));
  }
  for (let s = 0; s < seconds; s++) {
    await sleep(1_000);
    slows.forEach((slow, i) => {
      if (!slow.socket.destroyed) slow.socket.write(i % 2 === 0 ? `X-${s}: a\r\n` : 'a');
    });
  }
  const closed = (kind: number) =>
    slows.filter((s, i) => i % 2 === kind && s.closedByServer).length;
  const closedByServer = { slowHeaders: closed(0), slowBody: closed(1) };
  for (const slow of slows) {
    slow.ours = true;
    slow.socket.destroy();
  }
  return { connections: count, seconds, closedByServer };
}
