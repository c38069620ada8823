/**
 * @module http/static-files
 * Serves the built client folder (`dist/client`): hashed `/_astro/*` assets cached for a year,
 * everything else for an hour. The file list is read once at start, so a request can only ever
 * reach a file that is in it (no path traversal by construction). Text assets go out compressed
 * when the browser accepts it: the build's `.br`/`.gz` copies (scripts/precompress.mjs), or,
 * without them, compressed here on first demand and kept.
 */
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pickEncoding } from '../api/compression';
import { compressBytes, MIN_COMPRESS_BYTES, type Encoding } from './encoded-body';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface StaticFile {
  file: string;
  size: number;
  type: string;
  etag: string;
  immutable: boolean;
  /** Worth sending compressed: a text type of at least MIN_COMPRESS_BYTES. */
  compressible: boolean;
  /** The build's compressed copies by encoding (files next to this one). */
  copies: Partial<Record<Encoding, { file: string; size: number }>>;
  /** Forms compressed here when the build left no copy (memoised: one compression each). */
  packed: Map<Encoding, Promise<Buffer>>;
}

/** Text types sent compressed (the build compresses the same: scripts/precompress.mjs). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt']);
const COPY_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

function walk(dir: string, base: string, out: Map<string, StaticFile>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(full, base, out);
      continue;
    }
    const urlPath = '/' + path.relative(base, full).split(path.sep).join('/');
    // Pre-rendered pages are served by the page handler, which knows about language and headers;
    // compressed copies are served in place of their file, never at their own address.
    if (urlPath.endsWith('.html') || /\.(br|gz)$/.test(urlPath)) continue;
    const stat = statSync(full);
    const ext = path.extname(full).toLowerCase();
    out.set(urlPath, {
      file: full,
      size: stat.size,
      type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      immutable: urlPath.startsWith('/_astro/'),
      compressible: COMPRESSIBLE.has(ext) && stat.size >= MIN_COMPRESS_BYTES,
      copies: copiesOf(full),
      packed: new Map(),
    });
  }
}

function copiesOf(file: string): StaticFile['copies'] {
  const copies: StaticFile['copies'] = {};
  for (const encoding of ['br', 'gzip'] as const) {
    try {
      const copy = `${file}${COPY_SUFFIX[encoding]}`;
      copies[encoding] = { file: copy, size: statSync(copy).size };
    } catch {
      // No copy: compressed on demand.
    }
  }
  return copies;
}

/**
 * Hashed assets for a year; the service worker revalidated on every check, so a deploy's new
 * worker is seen at once; the rest for an hour.
 */
function cacheControlOf(pathname: string, entry: StaticFile): string {
  if (entry.immutable) return 'public, max-age=31536000, immutable';
  return pathname === '/sw.js' ? 'no-cache' : 'public, max-age=3600';
}

/**
 * Indexes `clientDir` and returns a handler that answers GET/HEAD for indexed files and
 * returns false for anything else.
 */
export function createStaticHandler(clientDir: string): StaticHandler {
  const files = new Map<string, StaticFile>();
  try {
    walk(clientDir, clientDir, files);
  } catch {
    // No client build (API-only tests): nothing to serve.
  }
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const entry = files.get(pathname);
    if (!entry) return false;
    const encoding = entry.compressible ? pickEncoding(req.headers['accept-encoding']) : null;
    // Each encoding is its own representation: its own validator, and caches told it varies.
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', cacheControlOf(pathname, entry));
    res.setHeader('ETag', etag);
    if (entry.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    if (encoding) sendCompressed(req, res, entry, encoding);
    else sendFile(req, res, entry.file, entry.size);
    return true;
  };
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, size: number): void {
  res.setHeader('Content-Length', size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  entry: StaticFile,
  encoding: Encoding,
): void {
  res.setHeader('Content-Encoding', encoding);
  const copy = entry.copies[encoding];
  if (copy) {
    sendFile(req, res, copy.file, copy.size);
    return;
  }
  let packed = entry.packed.get(encoding);
  if (!packed) {
    packed = compressBytes(readFileSync(entry.file), encoding);
    entry.packed.set(encoding, packed);
  }
  packed.then(
    (bytes) => {
      res.setHeader('Content-Length', bytes.byteLength);
      res.end(req.method === 'HEAD' ? undefined : bytes);
    },
    () => {
      // Not kept: the next request tries again.
      entry.packed.delete(encoding);
      res.destroy();
    },
  );
}
