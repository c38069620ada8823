/**
 * Ids the route tables' paths name (`{matchId}`, `{resultId}`), read from the running
 * simulator: a soccer match in play with prices, and a finished one of the last week.
 */
import type { APIRequestContext } from '@playwright/test';

async function liveMatchId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/games/inplay?sportsId=1');
  const body = (await res.json()) as { data: { id: number }[] };
  const first = body.data[0];
  if (!first) throw new Error('the simulator has no soccer match in play');
  return first.id;
}

async function finishedMatchId(request: APIRequestContext): Promise<number> {
  const day = (offset: number) =>
    new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/result/soccer?rows=1&date_from=${day(-6)}&date_to=${day(0)}`);
  const body = (await res.json()) as { data: { id: number }[] };
  const first = body.data[0];
  if (!first) throw new Error('the simulator has no finished soccer match yet');
  return first.id;
}

/** Asks until the freshly started simulator has one (its world and history fill in at start). */
async function eventually(find: () => Promise<number>): Promise<number> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      return await find();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export interface RouteIds {
  matchId: number;
  resultId: number;
}

export async function routeIds(request: APIRequestContext): Promise<RouteIds> {
  return {
    matchId: await eventually(() => liveMatchId(request)),
    resultId: await eventually(() => finishedMatchId(request)),
  };
}

/** A table path with its ids filled in. */
export function routePath(path: string, ids: RouteIds): string {
  return path.replace('{matchId}', String(ids.matchId)).replace('{resultId}', String(ids.resultId));
}
