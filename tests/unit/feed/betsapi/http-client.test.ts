/**
 * One request against a local stand-in: validated results, and every way an answer can go
 * wrong classified, with the token kept out of messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBetsApiClient,
  isProviderDown,
  type FailureKind,
} from '../../../../src/server/feed/betsapi/http-client';
import {
  FIXTURE_TOKEN,
  startFakeBetsApi,
  type FakeBetsApi,
  type Reply,
} from '../../../fixtures/betsapi/server';

describe('BetsAPI client', () => {
  let api: FakeBetsApi;
  // Answers get a long time on a loaded machine; only the timeout case waits briefly, for a
  // reply held back five times as long.
  const client = (timeoutMs = 10_000) =>
    createBetsApiClient({ baseUrl: api.url, token: FIXTURE_TOKEN, timeoutMs });

  beforeAll(async () => {
    api = await startFakeBetsApi();
  });
  afterAll(() => api.close());

  it('returns the validated results, the pager and the rate-limit headers', async () => {
    api.on('v3/events/upcoming', {
      file: 'upcoming-soccer.json',
      headers: {
        'X-RateLimit-Limit': '3600',
        'X-RateLimit-Remaining': '3599',
        'X-RateLimit-Reset': '1495857600',
      },
    });
    const answer = await client().get('upcoming', { sport_id: 1, day: '20201017' });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data).toHaveLength(2);
    expect(answer.pager).toEqual({ page: 1, per_page: 50, total: 2 });
    expect(answer.rate).toEqual({ limit: 3600, remaining: 3599, resetAt: 1_495_857_600_000 });
    const sent = api.requests.at(-1)!;
    expect(sent.path).toBe('v3/events/upcoming');
    expect(Object.fromEntries(sent.query)).toEqual({
      sport_id: '1',
      day: '20201017',
      token: FIXTURE_TOKEN,
    });
  });

  it.each<{ name: string; reply: Reply; kind: FailureKind; code?: string; down: boolean }>([
    {
      name: 'an HTML error page',
      reply: { text: '<html>502 Bad Gateway</html>' },
      kind: 'garbage',
      down: true,
    },
    {
      name: 'JSON without the envelope',
      reply: { json: { hello: 'world' } },
      kind: 'garbage',
      down: true,
    },
    { name: 'HTTP 500', reply: { status: 500, text: 'oops' }, kind: 'server', down: true },
    {
      name: 'under maintenance',
      reply: { json: { success: 0, error: 'UNDER_MAINTENANCE' } },
      kind: 'server',
      code: 'UNDER_MAINTENANCE',
      down: true,
    },
    { name: 'HTTP 429', reply: { status: 429, text: '' }, kind: 'rate', down: false },
    {
      name: 'TOO_MANY_REQUESTS',
      reply: { json: { success: 0, error: 'TOO_MANY_REQUESTS' } },
      kind: 'rate',
      code: 'TOO_MANY_REQUESTS',
      down: false,
    },
    {
      name: 'a plan without the endpoint',
      reply: { json: { success: 0, error: 'PERMISSION_DENIED' } },
      kind: 'denied',
      code: 'PERMISSION_DENIED',
      down: false,
    },
    {
      name: 'a bad parameter',
      reply: { json: { success: 0, error: 'PARAM_INVALID', error_detail: 'event_id' } },
      kind: 'rejected',
      code: 'PARAM_INVALID',
      down: false,
    },
    {
      name: 'results of the wrong shape',
      reply: { json: { success: 1, results: { not: 'a list' } } },
      kind: 'invalid',
      down: false,
    },
    {
      name: 'no answer in time',
      reply: { file: 'inplay-empty.json', delayMs: 1_000 },
      kind: 'timeout',
      down: true,
    },
  ])('classifies $name as $kind', async ({ reply, kind, code, down }) => {
    api.on('v3/events/inplay', reply);
    const answer = await client(kind === 'timeout' ? 200 : undefined).get('inplay', {
      sport_id: 1,
    });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.failure.kind).toBe(kind);
    if (code) expect(answer.failure.code).toBe(code);
    expect(isProviderDown(answer.failure.kind)).toBe(down);
    expect(answer.failure.message).not.toContain(FIXTURE_TOKEN);
  });

  it('reports a wrong token as denied', async () => {
    const wrong = createBetsApiClient({ baseUrl: api.url, token: 'wrong', timeoutMs: 500 });
    const answer = await wrong.get('inplay', { sport_id: 1 });
    expect(answer.ok ? null : answer.failure).toMatchObject({
      kind: 'denied',
      code: 'AUTHORIZE_FAILED',
    });
  });

  it('reports a refused connection as a network failure without the token', async () => {
    const closed = await startFakeBetsApi();
    const url = closed.url;
    await closed.close();
    const answer = await createBetsApiClient({
      baseUrl: url,
      token: FIXTURE_TOKEN,
      timeoutMs: 500,
    }).get('inplay', { sport_id: 1 });
    expect(answer.ok ? null : answer.failure.kind).toBe('network');
    expect(answer.ok ? '' : answer.failure.message).not.toContain(FIXTURE_TOKEN);
  });

  it('stops waiting when the provider stops', async () => {
    api.on('v3/events/inplay', { file: 'inplay-empty.json', delayMs: 1_000 });
    const stop = new AbortController();
    const pending = createBetsApiClient({
      baseUrl: api.url,
      token: FIXTURE_TOKEN,
      timeoutMs: 5_000,
      signal: stop.signal,
    }).get('inplay', { sport_id: 1 });
    stop.abort();
    const answer = await pending;
    expect(answer.ok ? null : answer.failure.kind).toBe('aborted');
  });
});
