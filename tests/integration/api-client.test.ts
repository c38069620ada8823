/**
 * The web app's API client against real HTTP servers: the real app, and a small server that
 * answers the statuses whose client-side rules spec §4 defines (401, 418) and one that stalls.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, toQueryString } from '../../src/lib/api/client';
import { bootServer, type BootedServer } from './helpers/boot';

let app: BootedServer;
let statusServer: Server;
let statusUrl: string;
const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];

beforeAll(async () => {
  app = await bootServer();
  statusServer = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
    if (req.url?.startsWith('/stall')) return; // never answers
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        status >= 400
          ? { error: { code: `E${status}`, message: `status ${status}` } }
          : { ok: true },
      ),
    );
  });
  await new Promise<void>((resolve) => statusServer.listen(0, '127.0.0.1', resolve));
  statusUrl = `http://127.0.0.1:${(statusServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  statusServer?.closeAllConnections();
  statusServer?.close();
  await app?.stop();
});

describe('query strings (spec §5: only truthy params are sent)', () => {
  it.each([
    [{ q: 'ulsan', page: 1, date_by: '' }, '?q=ulsan&page=1'],
    [{ a: undefined, b: null, c: false, d: 0 }, '?d=0'],
    [{}, ''],
    [undefined, ''],
    [{ q: '울산 현대' }, '?q=%EC%9A%B8%EC%82%B0+%ED%98%84%EB%8C%80'],
  ])('%o → %s', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});

describe('API client', () => {
  it('reads the real API', async () => {
    const client = createApiClient({ baseUrl: `${app.url}/api` });
    expect(await client.get<{ status: string }>('/health')).toMatchObject({ status: 'ok' });
  });

  it('surfaces the API error body as ApiError', async () => {
    const client = createApiClient({ baseUrl: `${app.url}/api` });
    const error = await client.get('/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it('sends the bearer token and client headers', async () => {
    const client = createApiClient({
      baseUrl: statusUrl,
      getToken: () => 'tok-123',
      clientInfo: { os: 'Windows', browser: 'Chrome', device: 'pc' },
    });
    await client.get('/ok', { status: 200 });
    const last = seen.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer tok-123');
    expect(last.headers).toMatchObject({ os: 'Windows', browser: 'Chrome', device: 'pc' });
  });

  it('sends no Authorization header without a token', async () => {
    await createApiClient({ baseUrl: statusUrl, getToken: () => null }).get('/ok');
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
  });

  it.each([
    [401, 'unauthorized'],
    [418, 'teapot'],
    [403, null],
  ])('status %i calls the %s hook', async (status, hook) => {
    const calls: string[] = [];
    const client = createApiClient({
      baseUrl: statusUrl,
      getToken: () => 'session-token',
      onUnauthorized: () => calls.push('unauthorized'),
      onTeapot: () => calls.push('teapot'),
    });
    await expect(client.get('/x', { status })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(hook ? [hook] : []);
  });

  it('a 401 to a call without a token ends no session', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      baseUrl: statusUrl,
      getToken: () => null,
      onUnauthorized: () => calls.push('unauthorized'),
    });
    await expect(client.get('/x', { status: 401 })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('gives up after its timeout with status 0', async () => {
    const client = createApiClient({ baseUrl: statusUrl, timeoutMs: 200 });
    const error = (await client.get('/stall').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/timed out after 200 ms/);
  });
});
