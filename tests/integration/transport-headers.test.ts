/**
 * Transport hardening: HSTS only when a request came over HTTPS through a
 * trusted reverse proxy, a Permissions-Policy on every answer, and request time limits that
 * close a connection whose body never arrives whole or whose headers dribble in.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUTS } from '../../src/server/start-server';
import { bootServer, type BootedServer } from './helpers/boot';

describe('transport headers and time limits', { timeout: 60_000 }, () => {
  let proxied: BootedServer;
  let direct: BootedServer;

  beforeAll(async () => {
    [proxied, direct] = await Promise.all([
      bootServer({ TRUSTED_PROXIES: '1' }, { timeouts: { requestMs: 1_500, headersMs: 1_000 } }),
      bootServer({ TRUSTED_PROXIES: '0' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([proxied?.stop(), direct?.stop()]);
  });

  const hsts = async (server: BootedServer, proto?: string) =>
    (
      await fetch(`${server.url}/api/health`, {
        headers: proto ? { 'X-Forwarded-Proto': proto } : {},
      })
    ).headers.get('strict-transport-security');

  it('sends HSTS only for HTTPS that a trusted proxy reports', async () => {
    expect(await hsts(proxied, 'https')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(proxied, 'http, https')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(proxied, 'http')).toBeNull();
    expect(await hsts(proxied)).toBeNull();
    // With no proxy trusted, a client's own header is not believed.
    expect(await hsts(direct, 'https')).toBeNull();
  });

  it('turns off the powerful features the product never uses', async () => {
    for (const path of ['/api/health', '/']) {
      const policy = (await fetch(`${direct.url}${path}`)).headers.get('permissions-policy');
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toContain('microphone=()');
    }
  });

  it('limits a whole request to 30 s and its headers to 10 s by default', () => {
    expect(REQUEST_TIMEOUTS).toEqual({ requestMs: 30_000, headersMs: 10_000 });
    expect(direct.server.requestTimeout).toBe(30_000);
    expect(direct.server.headersTimeout).toBe(10_000);
  });

  /** Sends `text` on a raw connection and resolves with what came back once the server closes it. */
  const rawExchange = (server: BootedServer, text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.once('close', () => resolve(answer));
      socket.once('error', reject);
    });

  it('closes a request whose body stops short of its Content-Length', async () => {
    const answer = await rawExchange(
      proxied,
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const answer = await rawExchange(proxied, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
