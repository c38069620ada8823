/**
 * @module http/answer-book
 * The last answer the API router gave to each hot GET address, written out again straight from
 * the Node request while the hot cache still holds that very answer as fresh. A crowd polling
 * the live lists then costs a map lookup and one socket write per request, not the router's
 * Fetch objects, middleware and validation (measured: most of a hot request's time once its
 * body was kept encoded).
 *
 * What keeps it exact: an answer is booked only as the router sent it (status, headers and the
 * very bytes, per address and accepted encoding), only for requests that carry nothing the
 * router treats per caller (no Authorization, no Origin for CORS, no If-None-Match), and it is
 * served only while `current()` says the hot cache would hand out the same body. Anything else
 * goes to the router, which books the new answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickEncoding } from '../api/compression';
import type { EncodedBody } from './encoded-body';

/** A hot route's answer as the router made it, and how to tell it is still the current one. */
export interface HotAnswer {
  body: EncodedBody;
  /** Whether the hot cache would still hand out this body for its variant. */
  current: () => boolean;
}

export interface AnswerBook {
  /** Answers `req` from the book and returns true, or returns false for the router to answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Called by the router when a hot route answers `request` (before the response is built). */
  noted: (request: Request, answer: HotAnswer) => void;
  /** Wraps the router's fetch so that what it answers to a noted request is booked. */
  wrap<E extends { incoming: RequestHead }>(
    fetch: (request: Request, env: E) => Response | Promise<Response>,
  ): (request: Request, env: E) => Promise<Response>;
  /** Requests answered from the book so far (for tests and monitoring). */
  readonly served: number;
  readonly size: number;
}

/** What the book reads of a request (HTTP/1 or 2). */
type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

interface Booked {
  status: number;
  headers: [string, string][];
  bytes: Buffer;
  current: () => boolean;
}

/** Addresses kept at most; the oldest go first (query strings are the caller's to vary). */
const DEFAULT_MAX_ENTRIES = 1_000;

/** Requests whose answer may differ per caller are never booked nor served from the book. */
function shareable(req: RequestHead): boolean {
  const h = req.headers;
  return req.method === 'GET' && !h.authorization && !h.origin && !h['if-none-match'];
}

function keyOf(req: RequestHead): string {
  return `${pickEncoding(req.headers['accept-encoding']) ?? ''} ${req.url ?? ''}`;
}

/** The bytes the router sent: the body as encoded, or its compressed form. */
async function sentBytes(answer: HotAnswer, response: Response): Promise<Buffer | undefined> {
  const encoding = response.headers.get('content-encoding');
  const bytes = encoding
    ? await answer.body.packed.get(encoding as 'br' | 'gzip')
    : answer.body.bytes;
  const length = response.headers.get('content-length');
  // Should the router ever send something else than the kept body, do not book a guess.
  if (!bytes || (length !== null && Number(length) !== bytes.byteLength)) return undefined;
  return bytes;
}

/**
 * Creates the book in front of the API router.
 * @example const book = createAnswerBook(); const listener = getRequestListener(book.wrap(api.fetch)); if (!book.serve(req, res)) listener(req, res);
 */
export function createAnswerBook(maxEntries = DEFAULT_MAX_ENTRIES): AnswerBook {
  const entries = new Map<string, Booked>();
  const notes = new WeakMap<Request, HotAnswer>();
  let served = 0;

  async function book(incoming: RequestHead, answer: HotAnswer, response: Response) {
    if (response.status !== 200 || !shareable(incoming)) return;
    const bytes = await sentBytes(answer, response);
    if (!bytes) return;
    const headers = [...response.headers].filter(([k]) => k !== 'content-length');
    const key = keyOf(incoming);
    entries.delete(key);
    entries.set(key, { status: response.status, headers, bytes, current: answer.current });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    serve(req, res) {
      if (!shareable(req)) return false;
      const key = keyOf(req);
      const booked = entries.get(key);
      if (!booked) return false;
      if (!booked.current()) {
        entries.delete(key);
        return false;
      }
      res.statusCode = booked.status;
      for (const [name, value] of booked.headers) res.setHeader(name, value);
      res.setHeader('content-length', booked.bytes.byteLength);
      res.end(booked.bytes);
      served++;
      return true;
    },
    noted(request, answer) {
      notes.set(request, answer);
    },
    wrap(fetch) {
      return async (request, env) => {
        const response = await fetch(request, env);
        const answer = notes.get(request);
        if (answer) await book(env.incoming, answer, response);
        return response;
      };
    },
    get served() {
      return served;
    },
    get size() {
      return entries.size;
    },
  };
}
