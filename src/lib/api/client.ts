/**
 * @module api/client
 * Typed client of the REST API (spec §7 "Calls"): Bearer token when present, 60 s timeout, no
 * cache, the spec's client headers, and the 401/418 hooks of spec §4 "Auth". It runs in the
 * browser and in Node (tests call a real server with it).
 */
import { TIMERS } from '../domain/constants';
import type { ClientInfo } from '../domain/user-agent';

export interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
  [key: string]: unknown;
}

/** A non-2xx answer (or a network failure, status 0) from the API. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get code(): string | undefined {
    return this.body?.error?.code;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClientOptions {
  baseUrl: string;
  getToken?: () => string | null;
  clientInfo?: ClientInfo;
  /** Called after a 401 answer (spec §4: clear storage, then maybe go to login). */
  onUnauthorized?: () => void;
  /**
   * Called after a 418 answer (spec §4: go to login, clear storage, reload), with its error
   * code so the login page can say whether the account was banned, deleted or used elsewhere.
   */
  onTeapot?: (code: string | undefined) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Builds a query string from only the truthy values (spec §5: empty values are dropped).
 * @example toQueryString({ q: 'ulsan', page: 1, date_by: '' }) // '?q=ulsan&page=1'
 */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ApiClient {
  request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    options?: RequestOptions,
  ): Promise<T>;
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? TIMERS.requestTimeoutMs;

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.clientInfo) {
      headers.os = options.clientInfo.os;
      headers.browser = options.clientInfo.browser;
      headers.device = options.clientInfo.device;
    }
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}${toQueryString(init.query)}`, {
        method,
        headers,
        cache: 'no-store',
        signal,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    } catch (error) {
      const reason = timeout.aborted ? `timed out after ${timeoutMs} ms` : (error as Error).message;
      throw new ApiError(0, undefined, `${method} ${path}: ${reason}`);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      // Only a session can end: a 401 to a call made without a token (a visitor, or a call that
      // raced a logout) must not clear storage or send the visitor to login.
      if (response.status === 401 && token) options.onUnauthorized?.();
      const errorBody = body as ApiErrorBody | undefined;
      if (response.status === 418) options.onTeapot?.(errorBody?.error?.code);
      throw new ApiError(
        response.status,
        errorBody,
        errorBody?.error?.message ?? `${method} ${path}: HTTP ${response.status}`,
      );
    }
    return body as T;
  }

  return {
    request,
    get: (path, query) => request('GET', path, query ? { query } : {}),
    post: (path, body) => request('POST', path, { body }),
  };
}
