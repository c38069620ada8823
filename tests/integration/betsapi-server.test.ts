/**
 * FEED=betsapi end to end: the real server started with the BetsAPI variables, polling the
 * local stand-in on the real clock, reports the provider in its health check and serves the
 * match in play.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TOKEN, startFakeBetsApi, type FakeBetsApi } from '../fixtures/betsapi/server';
import { readUntil } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

interface Health {
  feed: { provider: string; running: boolean; status: string; live: number; reason?: string };
}

describe('FEED=betsapi', () => {
  let api: FakeBetsApi;
  let server: BootedServer;

  beforeAll(async () => {
    api = await startFakeBetsApi();
    api.on('v3/events/inplay', (q) =>
      q.get('sport_id') === '1'
        ? { file: 'inplay-soccer-kickoff.json' }
        : { file: 'inplay-empty.json' },
    );
    api.on('v1/event/view', { file: 'view-kickoff.json' });
    api.on('v2/event/odds', { file: 'odds-live.json' });
    server = await bootServer({
      ROLE: 'all',
      FEED: 'betsapi',
      BETSAPI_TOKEN: FIXTURE_TOKEN,
      BETSAPI_BASE_URL: api.url,
      BETSAPI_RATE_LIMIT: '36000',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await api?.close();
  });

  it('reports the BetsAPI feed running with the match in play', async () => {
    const health = await readUntil(
      'health counting one match live',
      async () => (await (await fetch(`${server.url}/api/health`)).json()) as Health,
      (h) => h.feed.live === 1,
      { intervalMs: 100 },
    );
    expect(health.feed).toEqual({ provider: 'betsapi', running: true, status: 'running', live: 1 });
    expect(api.requests[0]?.path).toBe('v3/events/inplay');
    expect(api.requests.every((r) => r.query.get('token') === FIXTURE_TOKEN)).toBe(true);
  });

  it('serves the match through the API once stored', async () => {
    // The ingest writes in batches about once a second.
    const res = await readUntil(
      'match 2654397 found',
      () => fetch(`${server.url}/api/inplay/find/2654397`),
      (r) => r.status === 200,
      { intervalMs: 100 },
    );
    expect(res.status).toBe(200);
    const body = JSON.stringify(await res.json());
    expect(body).toContain('Man City');
    expect(body).toContain('England Premier League');
  });

  it('says the feed is stale, and why, while BetsAPI answers garbage', async () => {
    api.outage({ status: 502, text: '<html>Bad Gateway</html>' });
    try {
      const health = await readUntil(
        'health saying the feed is stale',
        async () => (await (await fetch(`${server.url}/api/health`)).json()) as Health,
        (h) => h.feed.status === 'stale',
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      expect(health.feed.status).toBe('stale');
      expect(health.feed.reason).toMatch(/^v[0-9]\/[a-z/]+: BetsAPI answered HTTP 502$/);
    } finally {
      api.outage(undefined);
    }
    const back = await readUntil(
      'health saying the feed runs again',
      async () => (await (await fetch(`${server.url}/api/health`)).json()) as Health,
      (h) => h.feed.status === 'running',
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(back.feed.reason).toBeUndefined();
  }, 90_000);
});
