/**
 * The BetsAPI provider's request budget and priorities, against the local stand-in on an
 * injected clock: two simulated hours at 60 requests an hour with a match in play and
 * fixtures, results and reference data all wanting their turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBetsApiProvider, type BetsApiProvider } from '../../src/server/feed/betsapi/index';
import type { FeedUpdate } from '../../src/server/feed/updates';
import { createLogger } from '../../src/server/logger';
import {
  fixture,
  FIXTURE_TOKEN,
  startFakeBetsApi,
  type FakeBetsApi,
} from '../fixtures/betsapi/server';

const T0 = Date.UTC(2020, 9, 17, 16, 31);
const HOUR = 3_600_000;
const LIMIT = 60;
const MATCH = '2654397';

/** Whether a request is about the match in play (its list, view, prices or line-up). */
function isLiveWork(path: string, query: URLSearchParams): boolean {
  if (path === 'v3/events/inplay') return true;
  const id = query.get('event_id') ?? '';
  return (
    ['v1/event/view', 'v2/event/odds', 'v2/event/odds/summary', 'v1/event/lineup'].includes(path) &&
    id.split(',').includes(MATCH)
  );
}

describe('BetsAPI request budget', () => {
  let t = T0;
  let api: FakeBetsApi;
  let provider: BetsApiProvider;
  const updates: FeedUpdate[] = [];

  beforeAll(async () => {
    api = await startFakeBetsApi(() => t);
    api.on('v3/events/inplay', { file: 'inplay-soccer-kickoff.json' });
    api.on('v1/event/view', { file: 'view-kickoff.json' });
    api.on('v3/events/upcoming', { file: 'upcoming-soccer.json' });
    api.on('v3/events/ended', { file: 'ended-soccer.json' });
    api.on('v2/event/odds/summary', { file: 'summary-prematch.json' });
    api.on('v2/event/odds', { file: 'odds-prematch.json' });
    api.on('v1/event/lineup', { file: 'lineup.json' });
    api.on('v3/league/table', { file: 'league-table.json' });
    api.on('v1/team', { file: 'teams-soccer.json' });
    provider = createBetsApiProvider({
      token: FIXTURE_TOKEN,
      baseUrl: api.url,
      rateLimit: LIMIT,
      burst: 1,
      logger: createLogger(process.env.TEST_LOG ?? 'silent'),
      now: () => t,
      sports: [1],
      autoRun: false,
    });
    await provider.start({ push: (batch) => updates.push(...batch) });
    // Two hours in 10-second steps; the stand-in stamps each request with the test clock.
    for (; t < T0 + 2 * HOUR; t += 10_000) await provider.runDue();
  });

  afterAll(async () => {
    await provider?.stop();
    await api?.close();
  });

  it('never sends more than the hourly limit in any one-hour window', () => {
    const times = api.requests.map((r) => r.at);
    for (const end of times) {
      const inWindow = times.filter((at) => at > end - HOUR && at <= end).length;
      expect(inWindow).toBeLessThanOrEqual(LIMIT);
    }
    expect(provider.requests()).toBe(api.requests.length);
  });

  it('uses the budget it has', () => {
    // 60 an hour for two hours, less the first minute's pacing.
    expect(api.requests.length).toBeGreaterThanOrEqual(2 * LIMIT - 2);
  });

  it('polls the live match before upcoming fixtures, results and reference data', () => {
    const early = api.requests.filter((r) => r.at < T0 + 10 * 60_000);
    expect(early.length).toBeGreaterThanOrEqual(9);
    expect(early.every((r) => isLiveWork(r.path, r.query))).toBe(true);
    expect(early.map((r) => r.path).slice(0, 2)).toEqual(['v3/events/inplay', 'v1/event/view']);
  });

  it('still serves waiting fixtures and results, with most of the budget kept for live work', () => {
    const paths = api.requests.map((r) => r.path);
    expect(paths).toContain('v3/events/upcoming');
    expect(paths).toContain('v3/events/ended');
    const live = api.requests.filter((r) => isLiveWork(r.path, r.query)).length;
    expect(live / api.requests.length).toBeGreaterThanOrEqual(0.7);
    // Fixtures from the upcoming list arrived through the feed.
    expect(updates.some((u) => u.type === 'fixture' && u.fixture.id === 2654401)).toBe(true);
  });
});

describe('BetsAPI’s own rate-limit answers', () => {
  let t = T0;
  let api: FakeBetsApi;
  let provider: BetsApiProvider;

  beforeAll(async () => {
    api = await startFakeBetsApi(() => t);
    provider = createBetsApiProvider({
      token: FIXTURE_TOKEN,
      baseUrl: api.url,
      rateLimit: 100_000,
      burst: 1_000,
      logger: createLogger(process.env.TEST_LOG ?? 'silent'),
      now: () => t,
      sports: [1],
      autoRun: false,
      crawlTeams: false,
    });
    await provider.start({ push: () => undefined });
  });

  afterAll(async () => {
    await provider?.stop();
    await api?.close();
  });

  it('waits for the reset time when BetsAPI says the budget is spent', async () => {
    const reset = Math.floor((t + 10 * 60_000) / 1000);
    api.on('v3/events/inplay', {
      file: 'inplay-empty.json',
      headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(reset) },
    });
    await provider.runDue();
    expect(api.requests).toHaveLength(1);
    t += 5 * 60_000;
    await provider.runDue();
    expect(api.requests).toHaveLength(1);
    t = reset * 1000 + 1;
    api.on('v3/events/inplay', { file: 'inplay-empty.json' });
    await provider.runDue();
    expect(api.requests.length).toBeGreaterThan(1);
  });

  it('pauses a minute after HTTP 429', async () => {
    t += 60 * 60_000;
    api.on('v3/events/inplay', { status: 429, text: 'Too Many Requests' });
    const before = api.requests.length;
    await provider.runDue();
    expect(api.requests.length - before).toBe(1);
    t += 30_000;
    await provider.runDue();
    expect(api.requests.length - before).toBe(1);
    t += 31_000;
    await provider.runDue();
    expect(api.requests.length - before).toBeGreaterThan(1);
  });
});

describe('a refused token', () => {
  it('marks the feed stale and keeps retrying slowly', async () => {
    let t = T0;
    const api = await startFakeBetsApi(() => t);
    const provider = createBetsApiProvider({
      token: 'not-the-token',
      baseUrl: api.url,
      rateLimit: 100_000,
      burst: 1_000,
      logger: createLogger(process.env.TEST_LOG ?? 'silent'),
      now: () => t,
      sports: [1],
      autoRun: false,
    });
    try {
      await provider.start({ push: () => undefined });
      for (let i = 0; i < 6; i++, t += 30_000) await provider.runDue();
      expect(provider.status()).toBe('stale');
      const first = api.requests.length;
      // Each kind of request waits five minutes before asking again.
      t += 60_000;
      await provider.runDue();
      expect(api.requests.length).toBe(first);
      t += 5 * 60_000;
      await provider.runDue();
      expect(api.requests.length).toBeGreaterThan(first);
    } finally {
      await provider.stop();
      await api.close();
    }
  });
});

describe('batched views', () => {
  it('views up to ten live matches per request', async () => {
    const t = T0;
    const api = await startFakeBetsApi(() => t);
    const kickoff = fixture('inplay-soccer-kickoff.json') as { results: Record<string, unknown>[] };
    const ids = Array.from({ length: 12 }, (_, i) => String(3_000_000 + i));
    api.on('v3/events/inplay', {
      json: { ...kickoff, results: ids.map((id) => ({ ...kickoff.results[0], id })) },
    });
    const view = fixture('view-kickoff.json') as { results: Record<string, unknown>[] };
    api.on('v1/event/view', (q) => ({
      json: {
        success: 1,
        results: q
          .get('event_id')!
          .split(',')
          .map((id) => ({ ...view.results[0], id })),
      },
    }));
    const provider = createBetsApiProvider({
      token: FIXTURE_TOKEN,
      baseUrl: api.url,
      rateLimit: 100_000,
      burst: 1_000,
      logger: createLogger(process.env.TEST_LOG ?? 'silent'),
      now: () => t,
      sports: [1],
      autoRun: false,
      crawlTeams: false,
    });
    try {
      await provider.start({ push: () => undefined });
      await provider.runDue();
      const views = api.requests
        .filter((r) => r.path === 'v1/event/view')
        .map((r) => r.query.get('event_id')!.split(','));
      expect(views.map((v) => v.length).sort((a, b) => b - a)).toEqual([10, 2]);
      expect(views.flat().sort()).toEqual(ids);
    } finally {
      await provider.stop();
      await api.close();
    }
  });
});
