/** The BetsAPI variables of the configuration and the start-up check for FEED=betsapi. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

/** The variables a configuration error names, or null when the environment is accepted. */
function refused(
  env: Record<string, string | undefined>,
): { variables: string[]; message: string } | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { variables: error.problems.map((p) => p.variable), message: error.message };
  }
}

describe('BetsAPI configuration', () => {
  it('defaults to BetsAPI’s public host and 3,600 requests an hour', () => {
    const config = loadConfig({});
    expect(config.BETSAPI_BASE_URL).toBe('https://api.betsapi.com');
    expect(config.BETSAPI_RATE_LIMIT).toBe(3600);
    expect(config.BETSAPI_TOKEN).toBeUndefined();
  });

  it('defaults to a 10 s request limit, in-play lists every 20 s and pauses of up to a minute', () => {
    expect(loadConfig({})).toMatchObject({
      BETSAPI_TIMEOUT_MS: 10_000,
      BETSAPI_LIVE_POLL_MS: 20_000,
      BETSAPI_BACKOFF_MAX_MS: 60_000,
    });
  });

  it('accepts a tighter pace for a plan with more requests, or a test', () => {
    const config = loadConfig({
      BETSAPI_TIMEOUT_MS: '1000',
      BETSAPI_LIVE_POLL_MS: '500',
      BETSAPI_BACKOFF_MAX_MS: '1000',
    });
    expect(config).toMatchObject({
      BETSAPI_TIMEOUT_MS: 1_000,
      BETSAPI_LIVE_POLL_MS: 500,
      BETSAPI_BACKOFF_MAX_MS: 1_000,
    });
  });

  it('stops FEED=betsapi without a token with a message naming BETSAPI_TOKEN', () => {
    for (const env of [{ FEED: 'betsapi' }, { FEED: 'betsapi', BETSAPI_TOKEN: '  ' }]) {
      const problem = refused(env);
      expect(problem?.variables).toEqual(['BETSAPI_TOKEN']);
      expect(problem?.message).toMatch(/BETSAPI_TOKEN.*FEED=betsapi/);
    }
    expect(refused({ FEED: 'simulator' })).toBeNull();
  });

  it('accepts a token, another host and another plan', () => {
    const config = loadConfig({
      FEED: 'betsapi',
      BETSAPI_TOKEN: '12345-abcDEF',
      BETSAPI_BASE_URL: 'https://api.b365api.com/',
      BETSAPI_RATE_LIMIT: '199999',
    });
    expect(config).toMatchObject({
      FEED: 'betsapi',
      BETSAPI_TOKEN: '12345-abcDEF',
      BETSAPI_BASE_URL: 'https://api.b365api.com',
      BETSAPI_RATE_LIMIT: 199_999,
    });
  });

  it.each([
    ['BETSAPI_BASE_URL', 'ftp://api.betsapi.com'],
    ['BETSAPI_BASE_URL', 'https://api.betsapi.com/?token=x'],
    ['BETSAPI_RATE_LIMIT', '0'],
    ['BETSAPI_RATE_LIMIT', '12.5'],
    ['BETSAPI_RATE_LIMIT', 'lots'],
    ['BETSAPI_TOKEN', 'has space'],
    ['BETSAPI_TIMEOUT_MS', '100'],
    ['BETSAPI_TIMEOUT_MS', '1.5'],
    ['BETSAPI_LIVE_POLL_MS', '0'],
    ['BETSAPI_LIVE_POLL_MS', 'often'],
    ['BETSAPI_BACKOFF_MAX_MS', '900000'],
  ])('rejects %s=%s naming the variable', (variable, value) => {
    expect(refused({ [variable]: value })?.variables).toEqual([variable]);
  });
});
