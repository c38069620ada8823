/**
 * @module resilience/http
 * One HTTP call with exactly the headers given (node:http, not fetch: fetch adds and normalises
 * headers, and the fuzz needs odd ones), its answer decoded whatever encoding the server chose.
 */
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawRequest {
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body decoded (gzip, deflate, br, zstd) as UTF-8 text. */
  text: string;
  ms: number;
}

/** One pool for all calls: keep-alive like a browser, bounded like one. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function decode(body: Buffer, encoding: string | undefined): string {
  try {
    switch (encoding) {
      case 'gzip':
        return zlib.gunzipSync(body).toString('utf8');
      case 'deflate':
        return zlib.inflateSync(body).toString('utf8');
      case 'br':
        return zlib.brotliDecompressSync(body).toString('utf8');
      case 'zstd':
        return zlib.zstdDecompressSync(body).toString('utf8');
      default:
        return body.toString('utf8');
    }
  } catch {
    return `<undecodable ${encoding} body of ${body.length} bytes>`;
  }
}

/**
 * Sends one request to `base` (http://127.0.0.1:port). Rejects on a connection failure or when
 * no answer came within `timeoutMs`.
 * @example await rawRequest('http://127.0.0.1:4321', { method: 'GET', path: '/api/health' })
 */
export async function rawRequest(
  base: string,
  req: RawRequest,
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  try {
    return await send(base, req, timeoutMs, agent);
  } catch (error) {
    // A kept-alive socket the server closed meanwhile (e.g. after refusing a body it did not
    // read): the request never reached it. Node's documented remedy is one retry on a new one.
    if ((error as { reusedSocket?: boolean }).reusedSocket)
      return send(base, req, timeoutMs, false);
    throw error;
  }
}

function send(
  base: string,
  req: RawRequest,
  timeoutMs: number,
  via: http.Agent | false,
): Promise<RawAnswer> {
  const url = new URL(base);
  const started = performance.now();
  const headers = { ...req.headers };
  // Without a length Node sends a GET's body unframed, and the server would read it as the
  // next request on the connection.
  if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
  return new Promise((resolve, reject) => {
    const call = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers,
        agent: via,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const encoding = res.headers['content-encoding'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: decode(Buffer.concat(chunks), encoding),
            ms: performance.now() - started,
          });
        });
      },
    );
    call.on('timeout', () => call.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    call.on('error', (error) =>
      reject(Object.assign(error, { reusedSocket: call.reusedSocket && via !== false })),
    );
    call.end(req.body);
  });
}

/** Closes the pool's sockets at the end of the run, so nothing keeps the process alive. */
export function closeHttpPool(): void {
  agent.destroy();
}
