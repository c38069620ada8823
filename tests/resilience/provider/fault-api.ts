/**
 * @module resilience/provider/fault-api
 * The BetsAPI stand-in of the test fixtures (tests/fixtures/betsapi/server.ts) serving a
 * `World` and misbehaving on demand: answers that fail (hanging past the client's time limit,
 * 5xx, garbage, JSON cut short, a valid body of the wrong shape) and answers that succeed but
 * mislead (every row twice, older answers between newer ones, a score gone backwards).
 */
import { FIXTURE_TOKEN, startFakeBetsApi, type Reply } from '../../fixtures/betsapi/server';
import type { World } from './world';

/** In this order: the first must turn the feed stale on its own, the rest keep it so. */
export const FAILING = ['wrong-shape', 'timeout', '5xx', 'garbage', 'truncated'] as const;
export const MISLEADING = ['duplicated', 'out-of-order', 'backwards'] as const;
export type Fault = 'none' | (typeof FAILING)[number] | (typeof MISLEADING)[number];

export interface FaultyBetsApi {
  url: string;
  token: string;
  fault(): Fault;
  setFault(fault: Fault): void;
  /** Rows sent with fewer goals than the match had then (older answers, goals taken back). */
  lowerRows(): number;
  /** Requests that reached the stand-in between two epoch ms. */
  requestsBetween(from: number, to: number): number;
  close(): Promise<void>;
}

/** Hangs well past any time limit the server is given; the client gives up first. */
const HANG_MS = 60_000;

function failingReply(fault: (typeof FAILING)[number], sample: string): Reply {
  switch (fault) {
    case 'timeout':
      return { json: { success: 1, results: [] }, delayMs: HANG_MS };
    case '5xx':
      return { status: 503, text: '<html><body><h1>503 Service Unavailable</h1></body></html>' };
    case 'garbage':
      return { text: '\u0000\u0007 ok ok <<< not json >>> \uFFFD' };
    case 'truncated':
      return { text: sample.slice(0, Math.floor(sample.length / 2)) };
    case 'wrong-shape':
      return { json: { success: 1, results: { matches: 'moved', version: 4 } } };
  }
}

/**
 * Starts the stand-in on a free loopback port.
 * @example const api = await startFaultyBetsApi(world); api.setFault('5xx'); … await api.close();
 */
export async function startFaultyBetsApi(
  world: World,
  options: { lagMs: number },
): Promise<FaultyBetsApi> {
  const api = await startFakeBetsApi();
  let fault: Fault = 'none';
  let answers = 0;
  let lower = 0;

  /** The rows of `ids` as the current fault has the provider say them. */
  function rows(ids: number[]): Record<string, unknown>[] {
    const now = Date.now();
    answers += 1;
    // Out of order: every other answer is an older one, from before each match's last goal.
    const at = fault === 'out-of-order' && answers % 2 === 0 ? now - options.lagMs : now;
    const out = ids.map((id) => {
      const [home, away] = world.goalsAt(id, at);
      // Backwards: the last goal taken away again (home scores first, so away's goes first).
      const goals: [number, number] =
        fault !== 'backwards' || home + away === 0
          ? [home, away]
          : home > away
            ? [home - 1, away]
            : [home, away - 1];
      const [h, a] = world.goalsAt(id, now);
      if (goals[0] + goals[1] < h + a) lower += 1;
      return world.row(id, goals, at);
    });
    return fault === 'duplicated' ? out.flatMap((row) => [row, { ...row }]) : out;
  }

  api.on('v3/events/inplay', (q) =>
    q.get('sport_id') === '1'
      ? { json: { success: 1, results: rows(world.ids) } }
      : { json: { success: 1, results: [] } },
  );
  api.on('v1/event/view', (q) => {
    const asked = (q.get('event_id') ?? '').split(',').map(Number);
    return { json: { success: 1, results: rows(world.ids.filter((id) => asked.includes(id))) } };
  });
  api.on('v2/event/odds', { json: { success: 1, results: { stats: {}, odds: {} } } });

  return {
    url: api.url,
    token: FIXTURE_TOKEN,
    fault: () => fault,
    lowerRows: () => lower,
    setFault(next) {
      fault = next;
      if ((FAILING as readonly string[]).includes(next)) {
        const sample = JSON.stringify({ success: 1, results: rows(world.ids) });
        api.outage(failingReply(next as (typeof FAILING)[number], sample));
      } else api.outage(undefined);
    },
    requestsBetween: (from, to) => api.requests.filter((r) => r.at >= from && r.at < to).length,
    close: () => api.close(),
  };
}
