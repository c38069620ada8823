/**
 * @module http/page-cache
 * Server-rendered pages that are the same for every visitor of a variant (language and
 * path with query), kept rendered in memory while the data behind them has not moved (see
 * cache/hot-cache.ts), so a crowd opening the in-play screen costs one render per variant and
 * live window instead of one per visitor.
 *
 * What makes this safe: a page is only ever offered by the page middleware for routes whose
 * HTML depends on nothing personal (no session, no nonce, no per-visitor cookie beyond the
 * language, which is part of the key); requests carrying credentials are never served from or
 * stored in the cache; the key is computed before the render with the same language rules the
 * middleware applies, and the middleware refuses to offer a page rendered in another language.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveLanguage, type Language } from '../../lib/domain/languages';
import { pickEncoding } from '../api/compression';
import type { HotCache, Stamp } from '../cache/hot-cache';
import { notModified } from './conditional';
import { encodeBody, packedBody, type EncodedBody } from './encoded-body';

/** A rendered page as the middleware hands it over. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** `Set-Cookie` values of the render (the language cookie of a `?lang=` link). */
  cookies: string[];
  html: string;
}

/** Given to the page middleware in `locals`: where a page fit for sharing is offered. */
export interface PageCapture {
  /** The language the key was made for. */
  lang: Language;
  offer(page: RenderedPage): void;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: EncodedBody;
}

export interface PageCacheOptions {
  cache: HotCache<CachedPage>;
  /** The site's default language (operator setting). */
  defaultLanguage(): Promise<Language>;
}

// Headers the cache writes itself (the body's length and encoding differ per answer).
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag']);

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

function queryLang(url: string): string | null {
  const q = url.indexOf('?');
  return q < 0 ? null : new URLSearchParams(url.slice(q + 1)).get('lang');
}

async function writePage(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  for (const [k, v] of page.headers) if (!OWN_HEADERS.has(k.toLowerCase())) res.setHeader(k, v);
  if (page.cookies.length > 0) res.setHeader('Set-Cookie', page.cookies);
  res.setHeader('ETag', page.body.etag);
  if (page.status === 200 && notModified(req.headers['if-none-match'], page.body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = page.status;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const packed = encoding ? packedBody(page.body, encoding) : null;
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding && packed) res.setHeader('Content-Encoding', encoding);
  const bytes = packed ? await packed : page.body.bytes;
  res.setHeader('Content-Length', bytes.byteLength);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

export interface PageCache {
  /**
   * Serves the request from the cache, or renders it through `render` (which receives the
   * capture to put in `locals`, or none when this request must not be shared).
   */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    render: (capture: PageCapture | undefined) => Promise<void>,
  ): Promise<void>;
}

/**
 * Creates the page cache in front of the Astro handler.
 * @example const pages = createPageCache({ cache, defaultLanguage: async () => 'kr' }); await pages.handle(req, res, (capture) => astro(req, res, next, { services, pageCapture: capture }));
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const { cache } = options;
  // Renders on their way, so that a crowd arriving at once waits for one instead of each
  // rendering the same page.
  const rendering = new Map<string, { stamp: Stamp; done: Promise<CachedPage | null> }>();

  return {
    async handle(req, res, render) {
      const url = req.url ?? '/';
      const shareable =
        (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization;
      if (!shareable) return render(undefined);
      const lang = resolveLanguage({
        query: queryLang(url),
        cookie: cookie(req.headers.cookie, 'lang'),
        fallback: await options.defaultLanguage(),
      });
      const key = `${lang} ${url}`;
      const kept = cache.peek(key);
      if (kept) return writePage(req, res, kept);
      // Only a GET's render is whole enough to keep (a HEAD's carries no body to give others).
      if (req.method !== 'GET') return render(undefined);
      const stamp = cache.stamp();
      const running = rendering.get(key);
      if (running && running.stamp.version === stamp.version) {
        // While one visitor's request renders the new page, the others get the previous one if
        // only live movement made it old (the socket snapshot catches their screen up).
        const previous = cache.stale(key);
        if (previous) return writePage(req, res, previous);
        const page = await running.done;
        if (page) return writePage(req, res, page);
        return render(undefined);
      }
      const startedAt = cache.now();
      let settle!: (page: CachedPage | null) => void;
      const done = new Promise<CachedPage | null>((resolve) => (settle = resolve));
      rendering.set(key, { stamp, done });
      const capture: PageCapture = {
        lang,
        offer(page) {
          const cached: CachedPage = {
            status: page.status,
            headers: page.headers,
            cookies: page.cookies,
            body: encodeBody(page.html, 'text/html; charset=utf-8'),
          };
          cache.put(key, cached, stamp, startedAt);
          settle(cached);
        },
      };
      try {
        await render(capture);
      } finally {
        // A page that was not offered (not shareable, an error, a redirect) releases its waiters.
        settle(null);
        if (rendering.get(key)?.done === done) rendering.delete(key);
      }
    },
  };
}
