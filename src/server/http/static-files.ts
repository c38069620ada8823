/**
 * @module http/static-files
 * Serves the built client folder (`dist/client`): hashed `/_astro/*` assets cached for a year,
 * everything else for an hour. The file list is read once at start, so a request can only ever
 * reach a file that is in it (no path traversal by construction).
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

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
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

function walk(dir: string, base: string, out: Map<string, StaticFile>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(full, base, out);
      continue;
    }
    const urlPath = '/' + path.relative(base, full).split(path.sep).join('/');
    // Pre-rendered pages are served by the page handler, which knows about language and headers.
    if (urlPath.endsWith('.html')) continue;
    const stat = statSync(full);
    out.set(urlPath, {
      file: full,
      size: stat.size,
      type: CONTENT_TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream',
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      immutable: urlPath.startsWith('/_astro/'),
    });
  }
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
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', cacheControlOf(pathname, entry));
    res.setHeader('ETag', entry.etag);
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Length', entry.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(entry.file)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
