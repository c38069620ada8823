/**
 * @module api/create-api
 * The Hono app behind `/api`: cross-cutting middleware (request id, errors) around thin route
 * groups that receive their dependencies.
 */
import { Hono } from 'hono';
import type { Logger } from '../logger';
import { HttpError, type ErrorBody } from './http-error';
import { healthRoutes, type HealthDeps } from './routes/health';

export type ApiDeps = HealthDeps & { logger: Logger };

export function createApi(deps: ApiDeps): Hono {
  const api = new Hono().basePath('/api');

  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });

  api.route('/', healthRoutes(deps));

  api.notFound((c) =>
    c.json<ErrorBody>(
      { error: { code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  );

  api.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
      return c.json(error.toBody(), error.status);
    }
    // Anything else is our bug, not the caller's: log it whole, answer without internals.
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled API error');
    return c.json<ErrorBody>(
      { error: { code: 'INTERNAL', message: 'Internal server error' } },
      500,
    );
  });

  return api;
}
