/**
 * Scripts and styles go out compressed (the in-play screen's 100 KB of gzip weighed
 * 330 KB on the wire, as the files were sent as they are): the build's brotli and gzip copies
 * when the browser accepts them, compressed on first demand when the build left none, as they
 * are to a browser that accepts neither. Each encoding has its own ETag; caches are told the
 * answer varies; the copies are never served at their own address.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../src/server/http/static-files';

let dir: string;
let server: Server;
let base: string;
const SCRIPT = `${'export const words = "the in-play list";\n'.repeat(200)}`;
const STYLE = `${'.row { color: red; }\n'.repeat(200)}`;

/** A raw request (fetch would decode the body and hide what was sent). */
function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') answer.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers: answer, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-static-'));
  writeFileSync(path.join(dir, 'app.js'), SCRIPT);
  // The build's copies, marked so the test can tell them from a compression made here.
  writeFileSync(path.join(dir, 'app.js.br'), brotliCompressSync(`${SCRIPT}// br copy\n`));
  writeFileSync(path.join(dir, 'app.js.gz'), gzipSync(`${SCRIPT}// gz copy\n`));
  writeFileSync(path.join(dir, 'style.css'), STYLE);
  writeFileSync(path.join(dir, 'tiny.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'image.png'), Buffer.alloc(4096, 1));
  const handle = createStaticHandler(dir);
  server = createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it("sends the build's brotli copy to a browser that takes brotli", async () => {
    const res = await get('/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-length')).toBe(String(res.body.length));
    expect(brotliDecompressSync(res.body).toString()).toBe(`${SCRIPT}// br copy\n`);
  });

  it('sends the gzip copy to one that takes gzip only, the file to one that takes neither', async () => {
    const gz = await get('/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${SCRIPT}// gz copy\n`);
    const plain = await get('/app.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('compresses a file without copies on first demand, and sends the same bytes again', async () => {
    const first = await get('/style.css', { 'accept-encoding': 'br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.body.length).toBeLessThan(STYLE.length / 5);
    expect(brotliDecompressSync(first.body).toString()).toBe(STYLE);
    const again = await get('/style.css', { 'accept-encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);
    const gz = await get('/style.css', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(STYLE);
  });

  it('gives each encoding its own ETag and answers a matching one with 304', async () => {
    const br = await get('/app.js', { 'accept-encoding': 'br' });
    const plain = await get('/app.js');
    const tag = br.headers.get('etag')!;
    expect(tag).toMatch(/^W\/".+-br"$/);
    expect(plain.headers.get('etag')).not.toBe(tag);
    expect((await get('/app.js', { 'accept-encoding': 'br', 'if-none-match': tag })).status).toBe(
      304,
    );
    // The brotli validator does not match the gzip representation.
    expect((await get('/app.js', { 'accept-encoding': 'gzip', 'if-none-match': tag })).status).toBe(
      200,
    );
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const head = await get('/style.css', { 'accept-encoding': 'br' }, 'HEAD');
    const body = await get('/style.css', { 'accept-encoding': 'br' });
    expect(head.headers.get('content-length')).toBe(String(body.body.length));
    expect(head.body.length).toBe(0);
  });

  it('sends small files and binary types as they are', async () => {
    for (const file of ['/tiny.js', '/image.png']) {
      const res = await get(file, { 'accept-encoding': 'br, gzip' });
      expect(res.headers.get('content-encoding'), file).toBeNull();
      expect(res.headers.get('vary'), file).toBeNull();
    }
  });

  it('never serves a compressed copy at its own address', async () => {
    expect((await get('/app.js.br')).status).toBe(404);
    expect((await get('/app.js.gz')).status).toBe(404);
  });
});

describe('the build', () => {
  it('leaves a brotli and a gzip copy of every script and stylesheet, the same bytes inside', () => {
    const astro = path.resolve(import.meta.dirname, '../../dist/client/_astro');
    const assets = readdirSync(astro).filter(
      (name) => /\.(js|css)$/.test(name) && statSync(path.join(astro, name)).size >= 1024,
    );
    expect(assets.length).toBeGreaterThan(20);
    for (const name of assets) {
      const raw = readFileSync(path.join(astro, name));
      const br = readFileSync(path.join(astro, `${name}.br`));
      expect(brotliDecompressSync(br).equals(raw), name).toBe(true);
      expect(gunzipSync(readFileSync(path.join(astro, `${name}.gz`))).equals(raw), name).toBe(true);
      expect(br.length, name).toBeLessThan(raw.length);
    }
  });
});
