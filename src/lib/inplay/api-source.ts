/**
 * @module inplay/api-source
 * The in-play loader's source in the browser: spec §7 calls `GET /inplay/{status}`,
 * `GET /league/{sportsID}` and `GET /inplay/all/count/betting/all` through the app's API client.
 */
import { lazyApi } from '../api/lazy-client';
import type { InplaySource, LeagueOption, SportCount } from './load-view';

interface ListAnswer {
  data: unknown[];
  count: { total: number };
}

export const apiSource: InplaySource = {
  list: (scope, query) => lazyApi.get<ListAnswer>(`/inplay/${scope}`, query),
  async leagues(sportId) {
    const answer = await lazyApi.get<{ data: LeagueOption[] }>(`/league/${sportId}`);
    return answer.data;
  },
  async counts() {
    const answer = await lazyApi.get<{ data: { sports: SportCount[] } }>(
      '/inplay/all/count/betting/all',
    );
    return answer.data.sports;
  },
};

/** One match as a list row (spec §7 `GET /inplay/find/{id}`), for a match that just went live. */
export async function findMatch(id: number): Promise<unknown> {
  const answer = await lazyApi.get<{ data: unknown }>(`/inplay/find/${id}`);
  return answer.data;
}
