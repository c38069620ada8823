/**
 * @module http/encoded-body
 * A response body encoded once and served many times: its bytes, its ETag, and its brotli and
 * gzip forms made on first demand and kept with it, so a crowd of readers costs one
 * `JSON.stringify` and one compression per version instead of one per request.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

export interface EncodedBody {
  bytes: Buffer;
  readonly etag: string;
  contentType: string;
  /** The compressed forms made so far (memoised promises, so concurrent callers share one). */
  packed: Map<Encoding, Promise<Buffer>>;
}

/** Weak ETag of a text: FNV-1a, enough to tell versions apart. */
export function etagOf(text: string | Buffer): string {
  let h = 0x811c9dc5;
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return `W/"${(h >>> 0).toString(36)}-${bytes.length.toString(36)}"`;
}

/**
 * Encodes a text body once; its ETag is worked out on first use (answers that send none, such
 * as live lists, never pay for it).
 * @example const body = encodeBody(JSON.stringify({ data: [] }), 'application/json; charset=utf-8');
 */
export function encodeBody(text: string, contentType: string): EncodedBody {
  const bytes = Buffer.from(text);
  let etag: string | undefined;
  const body: EncodedBody = {
    bytes,
    contentType,
    packed: new Map(),
    get etag() {
      etag ??= etagOf(bytes);
      return etag;
    },
  };
  made.add(body);
  return body;
}

const made = new WeakSet<object>();

/** Whether `value` is a body made by `encodeBody` (a handler may hand one it keeps itself). */
export function isEncodedBody(value: unknown): value is EncodedBody {
  return typeof value === 'object' && value !== null && made.has(value);
}

/** A view of a buffer's bytes (no copy) in the shape `Response` bodies take. */
export function viewOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/** Compresses raw bytes with brotli (quality 4: fast, still 5–10× on JSON) or gzip. */
export function compressBytes(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gz(raw, { level: 6 });
}

/** The body in `encoding`, compressed on first demand and kept; null when too small to bother. */
export function packedBody(body: EncodedBody, encoding: Encoding): Promise<Buffer> | null {
  if (body.bytes.byteLength < MIN_COMPRESS_BYTES) return null;
  let packed = body.packed.get(encoding);
  if (!packed) {
    packed = compressBytes(body.bytes, encoding);
    body.packed.set(encoding, packed);
  }
  return packed;
}
