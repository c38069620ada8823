/**
 * @module middleware
 * Per-request page context: services, settings, language (spec §1: `?lang=`, then the `lang`
 * cookie; the browser's stored choice is applied by the shell script) and maintenance mode.
 */
import { defineMiddleware } from 'astro:middleware';
import { resolveLanguage } from './lib/domain/languages';
import { provideServerMessages } from './lib/i18n/messages.server';
import { createTranslate } from './lib/i18n/runtime';
import { pickEncoding } from './server/api/compression';
import { compressBytes, MIN_COMPRESS_BYTES, viewOf } from './server/http/encoded-body';
import { getServices } from './server/services';
import { pagePolicy } from './server/http/security-headers';
import { isOpenInMaintenance, MAINTENANCE_PATH } from './lib/domain/maintenance';

const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/**
 * Routes whose HTML is the same for every visitor of a language and URL (no session, no nonce,
 * no cookie read but `lang`): the server may keep them rendered (server/http/page-cache.ts). The
 * results list is kept too: its cache stamp moves with the feed's writes of play, so a match
 * that ends is on it within the cache's one-second live window, and so are a
 * result's details (a match's final data moves with the same stamp), and so are a league's table
 * and top lists (its results move with them) and the team and player pages.
 */
const SHARED_ROUTES = new Set([
  '/[...inplay]',
  '/game/results/[type]',
  '/game/result/info/[...id]',
  '/inplay/league/details/[...id]',
  '/inplay/league/info/[...id]',
  '/inplay/team/info/[...id]',
  '/inplay/player/info/[...id]',
]);

export const onRequest = defineMiddleware(async (context, next) => {
  provideServerMessages();
  const services = getServices();
  const settings = await services.settings.getAll();
  const queryLang = context.url.searchParams.get('lang');
  const lang = resolveLanguage({
    query: queryLang,
    cookie: context.cookies.get('lang')?.value,
    fallback: settings.lang.default,
  });
  if (queryLang === lang) {
    context.cookies.set('lang', lang, {
      path: '/',
      maxAge: LANG_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
    });
  }
  context.locals.services = services;
  context.locals.settings = settings;
  context.locals.lang = lang;
  context.locals.t = createTranslate(lang);

  if (settings.home.maintenance && !isOpenInMaintenance(context.url.pathname)) {
    const response = await context.rewrite(MAINTENANCE_PATH);
    return new Response(response.body, { status: 503, headers: response.headers });
  }
  const response = await next();
  // Pages depend on language and settings; they must not be cached by shared caches.
  if (!response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', 'private, no-cache');
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) {
    return response;
  }
  const html = await response.text();
  response.headers.set(
    'Content-Security-Policy',
    pagePolicy(html, {
      embedOrigins: services.publicConfig.embedAllowedOrigins,
      ...services.pagePolicy,
    }),
  );
  const capture = context.locals.pageCapture;
  if (
    capture &&
    capture.lang === lang &&
    response.status === 200 &&
    SHARED_ROUTES.has(context.routePattern)
  ) {
    capture.offer({
      status: response.status,
      headers: [...response.headers],
      cookies: [...context.cookies.headers()],
      html,
    });
  }
  return compressedPage(html, response, context.request.headers.get('accept-encoding'));
});

/**
 * The page compressed as the browser accepts (brotli or gzip), as kept pages are served: a
 * first visit or a page nobody shares would otherwise travel whole (42 KB for a team list
 * that packs to 6).
 */
async function compressedPage(
  html: string,
  response: Response,
  acceptEncoding: string | null,
): Promise<Response> {
  const headers = new Headers(response.headers);
  const encoding = pickEncoding(acceptEncoding ?? undefined);
  const raw = Buffer.from(html);
  if (!encoding || raw.byteLength < MIN_COMPRESS_BYTES) {
    return new Response(html, { status: response.status, headers });
  }
  const packed = await compressBytes(raw, encoding);
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  headers.set('Content-Length', String(packed.byteLength));
  return new Response(viewOf(packed), { status: response.status, headers });
}
