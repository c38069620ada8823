/**
 * @module http/request-listener
 * The node's http request listener: security headers on every answer, then the API (a hot
 * answer served again without the router when it can be), static files, uploads, and pages.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { AppServices } from '../services';
import type { AnswerBook } from './answer-book';
import type { PageCache } from './page-cache';
import { applyHeaders, cameOverHttps, HSTS, securityHeaders } from './security-headers';
import { createStaticHandler } from './static-files';
import { createUploadsHandler, uploadsDir } from './uploads';

/** The Astro page handler of `@astrojs/node` in middleware mode. */
export type PagesHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
  locals?: object,
) => void | Promise<void>;

export interface ListenerParts {
  config: Config;
  logger: Logger;
  /** The Hono app behind `/api`. */
  api: Hono;
  answers: AnswerBook;
  /** Built pages; absent in API-only tests. */
  pages: PagesHandler | undefined;
  pageCache: PageCache;
  /** What pages read in-process. */
  services: AppServices;
  /** Built client assets folder. */
  clientDir: string | undefined;
}

export function createRequestListener(
  parts: ListenerParts,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, answers, pageCache, services } = parts;
  const apiListener = getRequestListener(answers.wrap(parts.api.fetch));
  const serveStatic = createStaticHandler(parts.clientDir ?? '');
  const serveUploads = createUploadsHandler(uploadsDir(config.DATA_DIR));
  const headers = securityHeaders(config.EMBED_ALLOWED_ORIGINS);
  const pagesLog = parts.logger.child({ name: 'app:pages' });

  return (req, res) => {
    applyHeaders(res, headers);
    // Only over HTTPS: a browser that reached us over plain HTTP ignores it anyway.
    if (cameOverHttps(req, config.TRUSTED_PROXIES))
      res.setHeader('Strict-Transport-Security', HSTS);
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      if (!answers.serve(req, res)) void apiListener(req, res);
      return;
    }
    if (serveStatic(req, res) || serveUploads(req, res)) return;
    if (!parts.pages) {
      notFound(res);
      return;
    }
    const pages = parts.pages;
    pageCache
      .handle(req, res, (pageCapture) =>
        Promise.resolve(pages(req, res, () => notFound(res), { services, pageCapture })),
      )
      .catch((error: unknown) => {
        pagesLog.error({ err: error, url }, 'page render failed');
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
  };
}

function notFound(res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}
