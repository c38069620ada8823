/**
 * @module http/security-headers
 * Headers every response carries. Framing is limited to the app itself and the configured
 * embedding origins (the app is meant to live in community sites' iframes, and only theirs).
 */
import type { ServerResponse } from 'node:http';

export function securityHeaders(embedOrigins: readonly string[]): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': `frame-ancestors 'self'${embedOrigins.map((o) => ` ${o}`).join('')}`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

export function applyHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
}
