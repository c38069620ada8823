/**
 * @module api/compression
 * Compresses API answers of 1 KB or more with brotli (preferred) or gzip when the client
 * accepts it. Lists and documents compress 5–10×, which matters more to embedded pages on
 * mobile networks than the few milliseconds it costs.
 */
import type { MiddlewareHandler } from 'hono';
import { compressBytes, MIN_COMPRESS_BYTES, viewOf } from '../http/encoded-body';

/** Picks the encoding from an Accept-Encoding header: `br`, `gzip` or none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || res.headers.has('content-encoding') || !/json|html|text/.test(type)) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (raw.byteLength < MIN_COMPRESS_BYTES) {
      c.res = new Response(raw, { status: res.status, headers });
      return;
    }
    const packed = await compressBytes(raw, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(packed.byteLength));
    c.res = new Response(viewOf(packed), { status: res.status, headers });
  };
}
