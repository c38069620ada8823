/**
 * @module islands/accounts/account-api
 * Calls of the account screens that are not part of a session (login, registration, logout),
 * and the signed-in user's profile kept in storage for the header.
 */
import { ApiError, createApiClient } from '../../lib/api/client';
import { retryAfterSeconds } from '../../lib/domain/account-screens';
import { STORAGE_KEYS } from '../../lib/domain/storage-keys';
import { describeUserAgent } from '../../lib/domain/user-agent';
import { publicConfig } from '../../lib/shell/public-config';
import { readStorage, writeStorage } from '../../lib/stores/storage';

export type Outcome<T> =
  { ok: true; data: T } | { ok: false; error: ApiError; retryAfter: number | null };

/**
 * One call without the session hooks of `api()`: here a 401 means "wrong password", not "your
 * session ended", so it must neither clear storage nor navigate away from the form. Resolves
 * with the error instead of throwing, with `Retry-After` read from the answer's headers.
 * @example await callWithoutSession('POST', '/login/', { username, password })
 */
export async function callWithoutSession<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string | null; timeoutMs?: number } = {},
): Promise<Outcome<T>> {
  let retryAfterHeader: string | null = null;
  const client = createApiClient({
    baseUrl: publicConfig().apiBase,
    clientInfo: describeUserAgent(navigator.userAgent),
    getToken: () => options.token ?? null,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      retryAfterHeader = response.headers.get('Retry-After');
      return response;
    },
  });
  try {
    const data = await client.request<T>(
      method,
      path,
      options.body === undefined ? {} : { body: options.body },
    );
    return { ok: true, data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, error, retryAfter: retryAfterSeconds(retryAfterHeader) };
  }
}

/** What the header shows of the signed-in user (from `POST /login/` and `GET /user/auth`). */
export interface AccountProfile {
  id: number;
  username: string;
  nickname: string;
  role: string;
  /** Set after an operator's reset (login answer only). */
  must_change_password?: boolean;
}

/** `POST /login/` 200 body. */
export interface LoginAnswer {
  data: { token: string; user: AccountProfile };
}

function isProfile(value: unknown): value is AccountProfile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.username === 'string';
}

/** The profile kept since login, so the header shows the name before `/user/auth` answers. */
export function readCachedProfile(): AccountProfile | null {
  const text = readStorage(STORAGE_KEYS.user);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return isProfile(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function cacheProfile(profile: AccountProfile): void {
  const { id, username, nickname, role } = profile;
  writeStorage(STORAGE_KEYS.user, JSON.stringify({ id, username, nickname, role }));
}
