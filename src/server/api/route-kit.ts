/**
 * @module api/route-kit
 * One declaration per API call: its method and spec §7 path, zod schemas for path parameters,
 * query and body, who may call it, and its handler. The same declarations mount the Hono routes,
 * validate every input at the edge (400 naming the field) and generate the OpenAPI document, so
 * the document cannot drift from what the server does.
 */
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { HotCache } from '../cache/hot-cache';
import { cacheControl, notModified } from '../http/conditional';
import type { HotAnswer } from '../http/answer-book';
import {
  encodeBody,
  isEncodedBody,
  packedBody,
  viewOf,
  type EncodedBody,
} from '../http/encoded-body';
import { pickEncoding } from './compression';
import type { AuthUser, Authenticator } from '../contracts/auth';
import { HttpError, fieldIssues, validationError } from '../contracts/http-error';

export { etagOf } from '../http/encoded-body';
export type { AuthUser, Authenticator } from '../contracts/auth';
export { fieldIssues, validationError, type FieldIssue } from '../contracts/http-error';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** What a hot answer is made of (see `RouteDef.hot`). */
export type HotKind = 'stored' | 'live';

/** The caches of hot answers, one per kind. */
export type HotCaches = Record<HotKind, HotCache<EncodedBody>>;

/** Who may call a route: anyone, anyone (user resolved when a token is sent), users, admins. */
export type Access = 'public' | 'optional' | 'user' | 'admin';

type AnyObject = z.ZodObject<z.ZodRawShape>;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The caller; null only on `public`/`optional` routes without a valid token. */
  user: AuthUser | null;
  c: Context;
}

export interface RouteDef<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
> {
  method: Method;
  /** Spec §7 path in OpenAPI form, without `/api`: `/inplay/{status}`. */
  path: string;
  tag: string;
  summary: string;
  params?: P;
  query?: Q;
  /**
   * Normalises the raw query (every value of repeated keys) before `query` validates it, e.g.
   * the list semantics of spec §5 (`normalizeListQuery`).
   */
  prepareQuery?: (raw: Record<string, string[]>) => Record<string, unknown>;
  body?: B;
  access?: Access;
  /**
   * Seconds the answer may be cached (with an ETag) for data that is not live; `0` or absent
   * means `no-store`.
   */
  maxAge?: number;
  /**
   * The answer is the same for every caller: keep it encoded in memory per variant (path
   * parameters and normalised query) until the data it is made of changes, and share one
   * computation between concurrent requests (cache/hot-cache.ts). `stored`: made of stored
   * data only (tables, top lists, settings), new after any write; `live`: also reads the live
   * state (lists, counts, match details), new as the live seq moves too.
   */
  hot?: HotKind;
  /**
   * For a route that keeps its own encoded answers (not `hot`): the answer it would hand out now
   * for these inputs without working one out, or undefined. Public answers that are still the
   * kept one are then served again without the router (http/answer-book.ts).
   */
  kept?: (input: { params: Out<P>; query: Out<Q> }) => EncodedBody | undefined;
  /** Send an ETag with `no-cache` even without `maxAge`: clients revalidate and get a 304. */
  revalidate?: boolean;
  /** The successful status (default 200). */
  status?: 200 | 201;
  /** Short description of the `data` of a successful answer, for the document. */
  returns?: string;
  handler(ctx: RouteContext<Out<P>, Out<Q>, Out<B>>): unknown;
}

/** A declared route, with its schemas erased for the registry. */
export type AnyRoute = RouteDef<
  AnyObject | undefined,
  AnyObject | undefined,
  z.ZodType | undefined
>;

/**
 * Declares a route with full type inference of its handler's inputs.
 * @example defineRoute({ method: 'get', path: '/book/list', tag: 'Other data', summary: 'Books', handler: () => ({ data: [] }) })
 */
export function defineRoute<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: RouteDef<P, Q, B>): AnyRoute {
  return def;
}

function parse<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  where: 'path' | 'query' | 'body',
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(where, fieldIssues(where, result.error));
  return result.data;
}

/** `/games/{id}` → `/games/:id` (Hono's syntax). */
export function toHonoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** `application/json`, or a `+json` type, whatever its parameters. */
function isJsonType(contentType: string | undefined): boolean {
  const media = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return media === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(media);
}

/**
 * The JSON body of a call. Any other type is refused with 415: a browser sends
 * `text/plain` and form bodies across sites without asking first, so reading them would let
 * any page make its visitors' browsers register accounts or try logins.
 */
async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type');
  if (!isJsonType(type)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Request bodies must be JSON (Content-Type: application/json), not ${type ?? 'untyped'}`,
      [{ field: 'content-type', message: 'Expected application/json' }],
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON', [
      { field: 'body', message: 'Expected a JSON document' },
    ]);
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer of a route as a Response: ETag and 304 where it may be cached, compressed once. */
async function respond(
  c: Context,
  route: AnyRoute,
  body: EncodedBody,
  user: AuthUser | null,
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': body.contentType };
  const conditional = route.method === 'get' && !user && (route.maxAge || route.revalidate);
  if (conditional) {
    headers.ETag = body.etag;
    headers['Cache-Control'] = cacheControl(route.maxAge);
    if (notModified(c.req.header('if-none-match'), body.etag)) return c.body(null, 304, headers);
  } else {
    headers['Cache-Control'] = 'no-store';
  }
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const packed = encoding ? packedBody(body, encoding) : null;
  if (!encoding || !packed) return c.body(viewOf(body.bytes), route.status ?? 200, headers);
  const bytes = await packed;
  headers['Content-Encoding'] = encoding;
  headers.Vary = 'Accept-Encoding';
  return c.body(viewOf(bytes), route.status ?? 200, headers);
}

/** The variant of a hot route's answer: its path and the validated, normalised inputs. */
export function variantKey(route: AnyRoute, params: unknown, query: unknown): string {
  return `${route.method} ${route.path} ${JSON.stringify(params ?? null)} ${JSON.stringify(query ?? null)}`;
}

/**
 * Mounts every route on `app` with validation, access control and caching headers; `hot`
 * keeps the answers of routes declared `hot` (absent: every request computes its answer).
 */
export function mountRoutes(
  app: Hono,
  routes: readonly AnyRoute[],
  auth: Authenticator,
  hot?: HotCaches,
  noted?: (request: Request, answer: HotAnswer) => void,
): void {
  for (const route of routes) {
    app.on(route.method.toUpperCase(), toHonoPath(route.path), async (c) => {
      const access = route.access ?? 'public';
      // Who may call comes before what was sent: a caller without the right gets 401/403
      // whatever the input, and learns nothing of the route's validation.
      let user: AuthUser | null = null;
      const authorization = c.req.header('authorization');
      if (access === 'user' || access === 'admin') {
        user = await auth.authenticate(authorization);
        if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Log in first: no Bearer token sent');
        if (access === 'admin' && user.role !== 'admin') {
          throw new HttpError(403, 'FORBIDDEN', 'Administrators only');
        }
      } else if (access === 'optional' && authorization) {
        user = await auth.authenticate(authorization);
      }
      const params = parse(route.params, c.req.param(), 'path');
      const rawQuery = route.prepareQuery ? route.prepareQuery(c.req.queries()) : c.req.query();
      const query = parse(route.query, rawQuery, 'query');
      const body =
        route.body && route.method !== 'get'
          ? parse(route.body, await readBody(c), 'body')
          : undefined;
      const compute = async (): Promise<EncodedBody | Response> => {
        const result = await route.handler({
          params: params as never,
          query: query as never,
          body: body,
          user,
          c,
        });
        if (result instanceof Response || isEncodedBody(result)) return result;
        return encodeBody(JSON.stringify(result ?? {}), JSON_TYPE);
      };
      const cache = route.hot && route.method === 'get' && !user ? hot?.[route.hot] : undefined;
      if (!cache) {
        const answer = await compute();
        if (answer instanceof Response) return answer;
        const kept = route.kept;
        if (kept && route.method === 'get' && !user) {
          const input = { params: params as never, query: query as never };
          noted?.(c.req.raw, { body: answer, current: () => kept(input) === answer });
        }
        return respond(c, route, answer, user);
      }
      const key = variantKey(route, params, query);
      const answer = await cache.get(key, compute as () => Promise<EncodedBody>);
      noted?.(c.req.raw, { body: answer, current: () => cache.peek(key) === answer });
      return respond(c, route, answer, user);
    });
  }
}
