/**
 * @module db/unavailable
 * Tells an error of a database that cannot be reached (stopped, restarting, the network to it
 * down) from one of a query: the first is the service's state, answered 503 with a retry hint,
 * the second a bug.
 */

/** PostgreSQL's SQLSTATEs of a server going away or not accepting connections yet. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection_failure
]);
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * @example isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P03' })) // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_CODES.has(code)))
    return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}
