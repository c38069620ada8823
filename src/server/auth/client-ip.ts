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
  return clientAddress(
    env?.incoming?.socket?.remoteAddress,
    c.req.header('x-forwarded-for'),
    trustedProxies,
  );
}

/**
 * The same from the peer address and the X-Forwarded-For header (sockets' handshakes).
 * @example clientAddress('::ffff:10.0.0.2', '203.0.113.9, 10.0.0.1', 1) // '10.0.0.1'
 */
export function clientAddress(
  peerAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  const peer = (peerAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (trustedProxies <= 0) return peer;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxies] ?? peer;
}
