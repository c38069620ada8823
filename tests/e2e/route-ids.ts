/**
 * Ids the route tables' paths name (`{matchId}`, `{resultId}`), read from the recorded world
 * (stored before the first test): a soccer match in play with prices, and a finished one.
 */
import type { APIRequestContext } from '@playwright/test';

async function liveMatchId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/games/inplay?sportsId=1');
  const body = (await res.json()) as { data: { id: number }[] };
  const first = body.data[0];
  if (!first) throw new Error('the recorded world has no soccer match in play');
  return first.id;
}

async function finishedMatchId(request: APIRequestContext): Promise<number> {
  const day = (offset: number) =>
    new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/result/soccer?rows=1&date_from=${day(-6)}&date_to=${day(0)}`);
  const body = (await res.json()) as { data: { id: number }[] };
  const first = body.data[0];
  if (!first) throw new Error('the recorded world has no finished soccer match');
  return first.id;
}

export interface RouteIds {
  matchId: number;
  resultId: number;
}

export async function routeIds(request: APIRequestContext): Promise<RouteIds> {
  return {
    matchId: await liveMatchId(request),
    resultId: await finishedMatchId(request),
  };
}

/** A table path with its ids filled in. */
export function routePath(path: string, ids: RouteIds): string {
  return path.replace('{matchId}', String(ids.matchId)).replace('{resultId}', String(ids.resultId));
}
