/**
 * @module feed/betsapi/http-client
 * One GET against BetsAPI with a time limit, returning validated `results` or a classified
 * failure; never throws. The token travels in the query string (BetsAPI's only scheme), so
 * URLs are never logged or put in failure messages.
 */
import type { z } from 'zod';
import { ENDPOINTS, type EndpointName, type EndpointResults, type QueryParams } from './endpoints';
import { describeIssues, envelopeSchema, errorEnvelopeSchema, type Pager } from './schemas/common';

export type FailureKind =
  /** No answer within the time limit. */
  | 'timeout'
  /** Connection refused, reset, DNS. */
  | 'network'
  /** HTTP 5xx, INTERNAL_SERVER_ERROR, UNDER_MAINTENANCE. */
  | 'server'
  /** Not JSON, or not BetsAPI's envelope. */
  | 'garbage'
  /** HTTP 429 or TOO_MANY_REQUESTS. */
  | 'rate'
  /** AUTHORIZE_FAILED, PERMISSION_DENIED (token or plan). */
  | 'denied'
  /** PARAM_REQUIRED, PARAM_INVALID, NOT_FOUND and other 4xx: this request only. */
  | 'rejected'
  /** A valid envelope whose results do not match the documented shape. */
  | 'invalid'
  /** The provider is stopping. */
  | 'aborted';

export interface Failure {
  kind: FailureKind;
  message: string;
  code?: string;
  status?: number;
}

/** X-RateLimit-* headers; `resetAt` in epoch milliseconds. */
export interface RateInfo {
  limit?: number;
  remaining?: number;
  resetAt?: number;
}

export type ApiResult<T> =
  | { ok: true; data: T; pager?: Pager; rate: RateInfo }
  | { ok: false; failure: Failure; rate: RateInfo };

/** Failures that say the provider itself is unwell (as opposed to one bad request or row). */
export function isProviderDown(kind: FailureKind): boolean {
  return kind === 'timeout' || kind === 'network' || kind === 'server' || kind === 'garbage';
}

export interface ClientOptions {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** Aborts requests in flight when the provider stops. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export interface BetsApiClient {
  get<E extends EndpointName>(
    endpoint: E,
    params: QueryParams,
  ): Promise<ApiResult<EndpointResults<E>>>;
}

const SERVER_CODES = new Set(['INTERNAL_SERVER_ERROR', 'UNDER_MAINTENANCE']);
const DENIED_CODES = new Set(['AUTHORIZE_FAILED', 'PERMISSION_DENIED']);

function header(headers: Headers, name: string): number | undefined {
  const value = Number(headers.get(name) ?? '');
  return headers.has(name) && Number.isFinite(value) ? value : undefined;
}

function rateOf(headers: Headers): RateInfo {
  const reset = header(headers, 'x-ratelimit-reset');
  return {
    limit: header(headers, 'x-ratelimit-limit'),
    remaining: header(headers, 'x-ratelimit-remaining'),
    resetAt: reset === undefined ? undefined : reset * 1000,
  };
}

function failureFromCode(code: string | undefined, status: number): Failure {
  const message = `BetsAPI answered ${code ?? `HTTP ${status}`}`;
  if (code === 'TOO_MANY_REQUESTS' || status === 429)
    return { kind: 'rate', code, status, message };
  if (code && SERVER_CODES.has(code)) return { kind: 'server', code, status, message };
  if ((code && DENIED_CODES.has(code)) || status === 401 || status === 403)
    return { kind: 'denied', code, status, message };
  if (status >= 500) return { kind: 'server', code, status, message };
  return { kind: 'rejected', code, status, message };
}

/**
 * A client bound to one host and token.
 * @example
 * const client = createBetsApiClient({ baseUrl: 'https://api.betsapi.com', token, timeoutMs: 10_000 });
 * const answer = await client.get('inplay', { sport_id: 1 });
 * if (answer.ok) answer.data.length;
 */
export function createBetsApiClient(options: ClientOptions): BetsApiClient {
  const doFetch = options.fetch ?? fetch;
  return {
    async get<E extends EndpointName>(endpoint: E, params: QueryParams) {
      const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${ENDPOINTS[endpoint].path}`);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
      url.searchParams.set('token', options.token);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
      let status = 0;
      let rate: RateInfo = {};
      let body: string;
      try {
        const response = await doFetch(url, { signal, headers: { accept: 'application/json' } });
        status = response.status;
        rate = rateOf(response.headers);
        body = await response.text();
      } catch (error) {
        if (options.signal?.aborted)
          return { ok: false, rate, failure: { kind: 'aborted', message: 'stopped' } };
        if (timeout.aborted)
          return {
            ok: false,
            rate,
            failure: { kind: 'timeout', message: `no answer within ${options.timeoutMs} ms` },
          };
        const cause = error instanceof Error ? (error.cause ?? error) : error;
        const message = cause instanceof Error ? cause.message : String(cause);
        // The message of a failed connection can carry the URL: cut the token out.
        return {
          ok: false,
          rate,
          failure: { kind: 'network', message: message.replaceAll(options.token, '***') },
        };
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        if (status >= 400) return { ok: false, rate, failure: failureFromCode(undefined, status) };
        return {
          ok: false,
          rate,
          failure: { kind: 'garbage', status, message: `not JSON (${body.length} bytes)` },
        };
      }
      const failed = errorEnvelopeSchema.safeParse(json);
      if (failed.success)
        return { ok: false, rate, failure: failureFromCode(failed.data.error, status) };
      if (status >= 400) return { ok: false, rate, failure: failureFromCode(undefined, status) };
      const envelope = envelopeSchema.safeParse(json);
      if (!envelope.success)
        return {
          ok: false,
          rate,
          failure: {
            kind: 'garbage',
            status,
            message: `not a BetsAPI answer: ${describeIssues(envelope.error)}`,
          },
        };
      // The table pairs each endpoint with its schema; TypeScript cannot follow that pairing.
      const schema = ENDPOINTS[endpoint].results as unknown as z.ZodType<EndpointResults<E>>;
      const results = schema.safeParse(envelope.data.results);
      if (!results.success)
        return {
          ok: false,
          rate,
          failure: { kind: 'invalid', status, message: describeIssues(results.error) },
        };
      return { ok: true, rate, data: results.data, pager: envelope.data.pager };
    },
  };
}
