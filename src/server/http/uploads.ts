/**
 * @module http/uploads
 * Serves the operator's uploads (favicon, sounds) from DATA_DIR/uploads. Only names the upload
 * call generates are looked up (no path from the request reaches the file system), each with
 * the type its content was checked as, `nosniff`, and a long cache: a new upload gets a new name.
 */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { UPLOADS_PATH, storedType } from '../../lib/domain/uploads';

/** The folder uploads are stored in. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Returns whether it answered: false for any URL outside `/uploads/`. */
export function createUploadsHandler(dir: string) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    if (!url.startsWith(UPLOADS_PATH)) return false;
    const name = url.slice(UPLOADS_PATH.length).split('?')[0] ?? '';
    const type = storedType(name);
    let size = -1;
    if (type) {
      try {
        size = statSync(path.join(dir, name)).size;
      } catch {
        size = -1;
      }
    }
    if (!type || size < 0 || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
      return true;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', String(size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') res.end();
    else createReadStream(path.join(dir, name)).pipe(res);
    return true;
  };
}
