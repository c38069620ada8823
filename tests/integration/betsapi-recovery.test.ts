/**
 * The BetsAPI provider through a long outage and back, on an injected clock against the local
 * stand-in: the live list is read again within the provider's longest pause of BetsAPI's
 * return (not after a back-off of its own of up to five minutes), and an in-play list of the
 * wrong shape marks the data stale like no answer would.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBetsApiProvider, type BetsApiProvider } from '../../src/server/feed/betsapi/index';
import { createLogger } from '../../src/server/logger';
import type { FeedUpdate } from '../../src/server/feed/updates';
import { FIXTURE_TOKEN, startFakeBetsApi, type FakeBetsApi } from '../fixtures/betsapi/server';

const MATCH = 2654397;
const BACKOFF_MAX_MS = 60_000;
const INPLAY_LIVE_MS = 20_000;

describe('BetsAPI provider after an outage', () => {
  let t = Date.UTC(2020, 9, 17, 16, 40);
  let api: FakeBetsApi;
  let provider: BetsApiProvider;
  const updates: FeedUpdate[] = [];
  const shown = () =>
    updates.flatMap((u) => (u.type === 'snapshot' && u.matchId === MATCH ? [u.snapshot.ss] : []));
  const step = async (ms: number) => {
    t += ms;
    await provider.runDue();
  };

  beforeEach(async () => {
    updates.length = 0;
    api = await startFakeBetsApi(() => t);
    api.on('v3/events/inplay', (q) =>
      q.get('sport_id') === '1'
        ? { file: 'inplay-soccer-kickoff.json' }
        : { file: 'inplay-empty.json' },
    );
    api.on('v1/event/view', { file: 'view-kickoff.json' });
    provider = createBetsApiProvider({
      token: FIXTURE_TOKEN,
      baseUrl: api.url,
      rateLimit: 100_000,
      burst: 1_000,
      logger: createLogger('silent'),
      now: () => t,
      sports: [1],
      autoRun: false,
      crawlTeams: false,
      requestTimeoutMs: 300,
      backoffMaxMs: BACKOFF_MAX_MS,
      intervals: { inplayLive: INPLAY_LIVE_MS },
    });
    await provider.start({ push: (u) => updates.push(...u) });
    await step(0);
  });

  afterEach(async () => {
    await provider.stop();
    await api.close();
  });

  it('reads the live list again within the longest pause of BetsAPI’s return', async () => {
    expect(shown().at(-1)).toBe('0-0');
    api.outage({ status: 503, text: '<html>503 Service Unavailable</html>' });
    // Twenty minutes down, ending just after the in-play list was tried: the least favourable
    // moment, with its next try as far off as any back-off would put it.
    const triedInplay = (since: number) =>
      api.requests.some((r) => r.path === 'v3/events/inplay' && r.at >= since);
    for (let i = 0; i < 40 || !triedInplay(t); i++) await step(30_000);
    expect(provider.status()).toBe('stale');
    api.outage(undefined);
    api.on('v3/events/inplay', (q) =>
      q.get('sport_id') === '1'
        ? { file: 'inplay-soccer-goal.json' }
        : { file: 'inplay-empty.json' },
    );
    const back = t;
    for (let i = 0; i < 16 && !shown().includes('1-0'); i++) await step(5_000);
    expect(shown().at(-1)).toBe('1-0');
    expect(t - back).toBeLessThanOrEqual(BACKOFF_MAX_MS + INPLAY_LIVE_MS);
    expect(provider.status()).toBe('running');
  });

  it('marks the data stale while the live answers come in a shape it cannot read', async () => {
    const before = shown().length;
    api.outage({ json: { success: 1, results: { matches: 'moved' } } });
    for (let i = 0; i < 6; i++) await step(INPLAY_LIVE_MS);
    expect(provider.status()).toBe('stale');
    expect(shown().length).toBe(before);
  });
});
