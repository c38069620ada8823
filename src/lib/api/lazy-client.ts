/**
 * @module api/lazy-client
 * The browser's API client, loaded with the first request: screens whose first paint comes from
 * the server (in-play) call the API only once the visitor acts, a session is found or a match
 * goes live, so the client, its redirect rules and the user-agent parsing stay out of their
 * first load.
 */
import type { ApiClient } from './client';

const client = (): Promise<ApiClient> => import('./browser-client').then((m) => m.api());

/**
 * The shared client of `browser-client.ts` behind the same methods. A failed load rejects like a
 * failed request, so the caller's error path (log, toast, fallback) covers it, and the next
 * call tries the load again.
 * @example const answer = await lazyApi.get<{ data: LeagueOption[] }>('/league/1');
 */
export const lazyApi: ApiClient = {
  request: async (method, path, options) => (await client()).request(method, path, options),
  get: async (path, query) => (await client()).get(path, query),
  post: async (path, body) => (await client()).post(path, body),
};
