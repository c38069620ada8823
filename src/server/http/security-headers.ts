/**
 * @module http/security-headers
 * Headers every response carries. Framing is limited to the app itself and the configured
 * embedding origins (the app is meant to live in community sites' iframes, and only theirs).
 * Pages add a script policy of their own (`pagePolicy`): scripts from this site and, by hash,
 * only the inline scripts known before any request (script-policy.ts), so a script or handler
 * that markup slipped into a page cannot run.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** The parts of the policy every response shares. */
function basePolicy(embedOrigins: readonly string[]): string[] {
  return [
    `frame-ancestors 'self'${embedOrigins.map((o) => ` ${o}`).join('')}`,
    "object-src 'none'",
    // Nothing in the product sets a <base>: one an injection added could redirect every link.
    "base-uri 'none'",
  ];
}

export function securityHeaders(embedOrigins: readonly string[]): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': basePolicy(embedOrigins).join('; '),
    // For browsers without frame-ancestors; it cannot name other sites, so only when none may
    // embed the app (the policy above speaks for the rest).
    ...(embedOrigins.length === 0 ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // Powerful features the product never uses are off, for its own pages and anything they
    // frame; fullscreen stays for the broadcast player.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), display-capture=(), fullscreen=(self)',
  };
}

/** A year of HTTPS only, for this host and its subdomains. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request came over HTTPS: on a TLS socket, or through a trusted reverse proxy that
 * says so (`X-Forwarded-Proto`, the value the nearest proxy set). A client's own header is
 * not believed when no proxy is trusted.
 * @example cameOverHttps({ socket: {}, headers: { 'x-forwarded-proto': 'https' } }, 1) // true
 */
export function cameOverHttps(
  req: { socket: object; headers: Record<string, string | string[] | undefined> },
  trustedProxies: number,
): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted === true) return true;
  if (trustedProxies <= 0) return false;
  const header = req.headers['x-forwarded-proto'];
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Data blocks (`application/json`) never run: only script types need a hash. */
function isRunnable(attributes: string): boolean {
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type.endsWith('javascript');
}

/**
 * The `'sha256-…'` sources of a page's inline scripts (those without `src`), in order, once each.
 * @example scriptHashes('<script>a()</script>') // ["'sha256-…'"]
 */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || !isRunnable(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The origins of absolute addresses among `urls` (an absolute PUBLIC_API_BASE, a socket
 * server), with their ws(s) twins: socket.io upgrades to a WebSocket. A relative one is ours.
 * @example connectOrigins(['/api', 'https://api.example/api']) // ['https://api.example', 'wss://api.example']
 */
export function connectOrigins(urls: readonly string[]): string[] {
  const origins = urls.flatMap((u) => {
    try {
      return /^https?:\/\//.test(u) ? [new URL(u).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)].flatMap((o) => [o, o.replace(/^http/, 'ws')]);
}

/** What a page's policy depends on besides its HTML. */
export interface PagePolicyOptions {
  embedOrigins: readonly string[];
  /** The inline scripts a page may run (script-policy.ts); null allows those it contains. */
  knownScripts: ReadonlySet<string> | null;
  /** Sources the pages call besides their own (`connectOrigins`). */
  connectOrigins?: readonly string[];
}

/**
 * A page's whole policy: the shared parts, everything else from this site by default, and a
 * script policy allowing this site's files and those of the page's inline scripts that are
 * known before any request (an injected one is not). No 'strict-dynamic': it would set aside
 * 'self', and the pages' own module scripts (`<script type="module" src>`) carry no hash.
 * Styles may be inline (islands and charts set them); images, frames (a match's broadcast) and
 * media may come from any https address.
 * @example pagePolicy(html, { embedOrigins: [], knownScripts }) // "frame-ancestors 'self'; …"
 */
export function pagePolicy(html: string, options: PagePolicyOptions): string {
  const known = options.knownScripts;
  const hashes = scriptHashes(html).filter((h) => known === null || known.has(h.slice(1, -1)));
  return [
    ...basePolicy(options.embedOrigins),
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...(options.connectOrigins ?? [])].join(' '),
    "frame-src 'self' https:",
    "media-src 'self' data: https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function applyHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
}
