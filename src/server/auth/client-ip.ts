/**
 * @module auth/client-ip
 * The client address a request came from, for rate limits and the last-login record. The
 * socket's peer address by default; behind N trusted reverse proxies, the address the
 * outermost of them saw (N-th from the right of X-Forwarded-For), which a client cannot forge.
 */
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * @example clientIp(c, 0) // '127.0.0.1'
 * @example clientIp(c, 1) // with 'X-Forwarded-For: 203.0.113.9' → '203.0.113.9'
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const env = c.env as NodeBindings | undefined;
  const peer = (env?.incoming?.socket?.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (trustedProxies <= 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxies] ?? peer;
}
