/**
 * @module api/create-api
 * The Hono app behind `/api`: cross-cutting middleware (CORS for configured origins, body
 * limit, compression, errors) around the declared routes of `routes/`, plus the OpenAPI
 * document and its reference page generated from the same declarations.
 */
import { Hono, type Context, type ErrorHandler, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_MAX_BYTES } from '../../lib/domain/uploads';
import { cors } from 'hono/cors';
import { isAllowedOrigin, ownOrigins } from '../../lib/domain/origins';
import { cameOverHttps } from '../http/security-headers';
import { createSecurityLog } from '../audit/security-log';
import { clientIp } from '../auth/client-ip';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { HotAnswer } from '../http/answer-book';
import type { Logger } from '../logger';
import { compression } from './compression';
import { renderDocsPage } from './docs-page';
import { HttpError, type ErrorBody } from '../contracts/http-error';
import { openApiDocument } from './openapi';
import { mountRoutes, type AnyRoute, type Authenticator, type HotCaches } from './route-kit';
import { healthRoutes, type HealthDeps } from './routes/health';

export type ApiDeps = HealthDeps & {
  logger: Logger;
  routes: readonly AnyRoute[];
  auth: Authenticator;
  /** Origins allowed to call the API from a browser (CORS); same-origin needs none. */
  allowedOrigins: readonly string[];
  /** The site's own origins (PUBLIC_ORIGIN); empty: the Host of an IP address or localhost. */
  publicOrigins?: readonly string[];
  version?: string;
  /** Keeps the answers of routes declared `hot` (absent: every request computes its own). */
  hot?: HotCaches | undefined;
  /** Told of every hot answer, to serve it again without the router (http/answer-book.ts). */
  noted?: ((request: Request, answer: HotAnswer) => void) | undefined;
  /** Reverse proxies in front (TRUSTED_PROXIES): the security log names the client behind them. */
  trustedProxies?: number;
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls that change data come from the app's own pages or an embedding origin only:
 * a browser names the page's origin on every cross-site write, which other sites cannot forge.
 * Calls without an `Origin` (scripts, servers) are not a browser acting for a visitor.
 */
function refuseCrossSiteWrites(
  allowed: readonly string[],
  configured: readonly string[],
  trustedProxies: number,
): MiddlewareHandler {
  const ownOf = (c: Context) => {
    const incoming = (c.env as { incoming?: { socket?: object } } | undefined)?.incoming;
    const https = cameOverHttps(
      { socket: incoming?.socket ?? {}, headers: c.req.header() },
      trustedProxies,
    );
    return ownOrigins({ configured, host: c.req.header('host'), scheme: https ? 'https' : 'http' });
  };
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (WRITES.has(c.req.method) && !isAllowedOrigin(origin, ownOf(c), allowed)) {
      throw new HttpError(
        403,
        'CROSS_ORIGIN',
        `Calls that change data are refused from ${origin}`,
        [
          {
            field: 'origin',
            message:
              'Not this site (PUBLIC_ORIGIN, or an IP address or localhost) or an allowed embedding site',
          },
        ],
      );
    }
    await next();
  };
}

/**
 * A request whose client closed the connection before its body was complete (Node names it
 * `aborted`; a database connection reset, also ECONNRESET, is not this).
 */
function isClientAbort(error: unknown): boolean {
  return (error as { message?: unknown }).message === 'aborted';
}

/** Seconds a client is asked to wait while the database cannot be reached. */
const DATABASE_RETRY_S = 5;

/** Largest request body accepted (JSON forms are far smaller). */
export const MAX_BODY_BYTES = 64 * 1024;

export function createApi(deps: ApiDeps): Hono {
  // Spec §7 writes some paths with a trailing slash (`/login/`): accept both forms.
  const api = new Hono({ strict: false }).basePath('/api');
  const origins = new Set(deps.allowedOrigins);

  api.use(
    '*',
    cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'os', 'browser', 'device', 'ip'],
      allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      exposeHeaders: ['Retry-After', 'ETag'],
      maxAge: 600,
    }),
  );
  api.use(
    '*',
    refuseCrossSiteWrites(deps.allowedOrigins, deps.publicOrigins ?? [], deps.trustedProxies ?? 0),
  );
  api.use('*', compression());
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  api.use('*', bodyLimits());

  api.route('/', healthRoutes(deps));

  const document = openApiDocument(deps.routes, {
    title: 'Live score API',
    version: deps.version ?? '0.1.0',
    serverUrl: '/api',
  });
  api.get('/openapi.json', (c) => c.json(document));
  const docsHtml = renderDocsPage(document);
  api.get('/docs', (c) => c.html(docsHtml));

  mountRoutes(api, deps.routes, deps.auth, deps.hot, deps.noted);

  api.notFound((c) =>
    c.json<ErrorBody>(
      { error: { code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  );
  api.onError(errorAnswers(deps));

  return api;
}

/** Form bodies are kept small; files go to the upload call only, whose route caps each kind further. */
function bodyLimits(): MiddlewareHandler {
  const limit = (maxSize: number): MiddlewareHandler =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new HttpError(
          413,
          'PAYLOAD_TOO_LARGE',
          `Request bodies are limited to ${maxSize} bytes`,
        );
      },
    });
  const formLimit = limit(MAX_BODY_BYTES);
  const uploadLimit = limit(UPLOAD_MAX_BYTES);
  return (c, next) =>
    c.req.path.startsWith('/api/admin/uploads/') ? uploadLimit(c, next) : formLimit(c, next);
}

/**
 * The answer to a failed request: the caller's error as it was raised, the database's outage as
 * a 503 to retry, a body cut short by its client as a 400, and anything else as our own 500.
 */
function errorAnswers(deps: ApiDeps): ErrorHandler {
  const now = deps.now ?? Date.now;
  let unavailableLoggedAt = -Infinity;
  const security = createSecurityLog(deps.logger, now);
  return (error, c) => {
    if (error instanceof HttpError) {
      // Failed logins are logged by the login call itself, with the name tried.
      if (error.code !== 'INVALID_CREDENTIALS')
        security.refused(error.code, {
          ip: clientIp(c, deps.trustedProxies ?? 0),
          method: c.req.method,
          path: c.req.path,
        });
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
      return c.json(error.toBody(), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // The service's state, not a bug: said once in a while rather than once per request.
      if (now() - unavailableLoggedAt > 5_000) {
        unavailableLoggedAt = now();
        deps.logger.warn({ err: error, path: c.req.path }, 'the database cannot be reached');
      }
      c.header('Retry-After', String(DATABASE_RETRY_S));
      return c.json<ErrorBody>(
        {
          error: {
            code: 'DATABASE_UNAVAILABLE',
            message: 'The database cannot be reached just now; please try again shortly',
          },
        },
        503,
      );
    }
    if (isClientAbort(error)) {
      // The caller went away mid-body: nothing of ours failed, and nobody reads the answer.
      deps.logger.debug({ path: c.req.path }, 'request body aborted by the client');
      return c.json<ErrorBody>(
        { error: { code: 'ABORTED', message: 'The request body ended early' } },
        400,
      );
    }
    // Anything else is our bug, not the caller's: log it whole, answer without internals.
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled API error');
    return c.json<ErrorBody>(
      { error: { code: 'INTERNAL', message: 'Internal server error' } },
      500,
    );
  };
}
