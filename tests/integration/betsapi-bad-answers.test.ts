/**
 * Bad answers from BetsAPI, on an injected clock against the local stand-in: a body that is not
 * JSON, `success: 0` with an error text, HTTP 429 and 5xx, a truncated body. The provider backs
 * off, health says stale and why (the endpoint first), nothing already delivered is changed, and
 * the log names each failing endpoint at most once a minute, not once per request.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBetsApiProvider, type BetsApiProvider } from '../../src/server/feed/betsapi/index';
import type { FeedUpdate } from '../../src/server/feed/updates';
import {
  fixture,
  FIXTURE_TOKEN,
  startFakeBetsApi,
  type FakeBetsApi,
  type Reply,
} from '../fixtures/betsapi/server';

const MATCH = 2654397;
const MINUTES = 10;

const truncated = JSON.stringify(fixture('inplay-soccer-goal.json')).slice(0, 200);

describe('BetsAPI answering badly', () => {
  let t = Date.UTC(2020, 9, 17, 16, 40);
  let api: FakeBetsApi;
  let provider: BetsApiProvider;
  const updates: FeedUpdate[] = [];
  const logs: { msg: string; endpoint?: string; suppressed?: number }[] = [];
  const step = async (ms: number) => {
    t += ms;
    await provider.runDue();
  };
  const scores = () =>
    updates.flatMap((u) => (u.type === 'snapshot' && u.matchId === MATCH ? [u.snapshot.ss] : []));

  beforeEach(async () => {
    updates.length = 0;
    logs.length = 0;
    api = await startFakeBetsApi(() => t);
    api.on('v3/events/inplay', (q) =>
      q.get('sport_id') === '1'
        ? { file: 'inplay-soccer-goal.json' }
        : { file: 'inplay-empty.json' },
    );
    api.on('v1/event/view', { file: 'view-goal.json' });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n'))
          if (line.trim()) logs.push(JSON.parse(line) as (typeof logs)[number]);
        done();
      },
    });
    provider = createBetsApiProvider({
      token: FIXTURE_TOKEN,
      baseUrl: api.url,
      rateLimit: 100_000,
      burst: 1_000,
      logger: pino({ level: 'info' }, sink),
      now: () => t,
      sports: [1],
      autoRun: false,
      crawlTeams: false,
      requestTimeoutMs: 300,
      backoffMaxMs: 20_000,
      intervals: { inplayLive: 5_000 },
    });
    await provider.start({ push: (u) => updates.push(...u) });
    await step(0);
  });

  afterEach(async () => {
    await provider.stop();
    await api.close();
  });

  it.each<[string, Reply]>([
    ['a body that is not JSON', { text: '<html>Bad Gateway</html>' }],
    ['success 0 with an error text', { json: { success: 0, error: 'INTERNAL_SERVER_ERROR' } }],
    ['HTTP 503', { status: 503, json: { success: 0, error: 'UNDER_MAINTENANCE' } }],
    ['HTTP 500 with no body', { status: 500, text: '' }],
    ['HTTP 429', { status: 429, json: { success: 0, error: 'TOO_MANY_REQUESTS' } }],
    ['a truncated body', { text: truncated }],
  ])('%s: backs off, stays as it was and logs once a minute', async (_name, reply) => {
    expect(scores().at(-1)).toBe('1-0');
    const delivered = updates.length;
    const sent = api.requests.length;
    api.outage(reply);
    for (let i = 0; i < MINUTES * 12; i++) await step(5_000);
    // Backed off: far fewer requests than one per poll of every job.
    expect(api.requests.length - sent).toBeLessThan(MINUTES * 12);
    // Nothing already delivered is taken back or changed.
    expect(updates.length).toBe(delivered);
    const failures = logs.filter((l) =>
      /BetsAPI (request failed|rate limit|answer skipped)/.test(l.msg),
    );
    expect(failures.length).toBeGreaterThan(0);
    const perEndpoint = new Map<string, number>();
    for (const l of failures)
      perEndpoint.set(String(l.endpoint), (perEndpoint.get(String(l.endpoint)) ?? 0) + 1);
    for (const [endpoint, n] of perEndpoint) expect(n, endpoint).toBeLessThanOrEqual(MINUTES + 1);
    if (reply.status !== 429) {
      expect(provider.status()).toBe('stale');
      expect(provider.statusReason?.()).toMatch(/^v[0-9]\/[a-z/]+: /);
    }
    api.outage(undefined);
    for (let i = 0; i < 12 && provider.status() !== 'running'; i++) await step(5_000);
    expect(provider.status()).toBe('running');
    expect(provider.statusReason?.()).toBeNull();
  });
});
