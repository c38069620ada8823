import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 4321,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      ROLE: 'all',
      FEED: 'simulator',
      LOG_LEVEL: 'info',
      PUBLIC_API_BASE: '/api',
      EMBED_ALLOWED_ORIGINS: [],
      HIDE_SPORTS_TAB: false,
      SIM_HISTORY: true,
      SIM_HISTORY_SEASONS: 1,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '12.5'],
    // Written in another notation than plain decimal: refused rather than read as a number the
    // operator may not have meant.
    ['PORT', '0x1265'],
    ['PORT', '4.711e3'],
    ['PORT', '04321'],
    ['PORT', '+4321'],
    ['BETSAPI_RATE_LIMIT', '36e2'],
    ['SIM_SPEED', '1e1'],
    ['SIM_SPEED', '.5'],
    ['ROLE', 'worker'],
    ['FEED', 'live'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['JWT_SECRET', 'short'],
    ['EMBED_ALLOWED_ORIGINS', 'https://ok.example,https://bad.example/path'],
    ['EMBED_ALLOWED_ORIGINS', 'community.example'],
    ['PUBLIC_API_BASE', 'api'],
    ['HIDE_SPORTS_TAB', 'maybe'],
    ['SIM_HISTORY', 'later'],
    ['SIM_HISTORY_SEASONS', '6'],
    ['SIM_HISTORY_SEASONS', '1.5'],
    ['SIM_HISTORY_DAYS', '0'],
    ['SIM_HISTORY_DAYS', 'week'],
    ['TRUSTED_PROXIES', 'all'],
    ['TRUSTED_PROXIES', '-1'],
    ['NODE_ENV', 'staging'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(`${name}=`);
    // Secrets are never echoed; other values are, so the operator sees what was wrong.
    if (name === 'JWT_SECRET') expect((error as ConfigError).message).not.toContain(value);
    else expect((error as ConfigError).message).toContain(`${name}=${JSON.stringify(value)}`);
    expect((error as ConfigError).message).toMatch(/expected /);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', ROLE: 'y' })).toThrow(/PORT=.*\n.*ROLE=/s);
  });

  it.each([
    [{ PORT: '8080' }, 'PORT', 8080],
    [{ PORT: '0' }, 'PORT', 0],
    [{ ROLE: 'ingest' }, 'ROLE', 'ingest'],
    [{ FEED: 'replay', REPLAY_FILE: 'data/match.jsonl' }, 'FEED', 'replay'],
    [
      { DATABASE_URL: 'postgres://app@db:5432/live' },
      'DATABASE_URL',
      'postgres://app@db:5432/live',
    ],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL', 'redis://127.0.0.1:6379'],
    [
      { EMBED_ALLOWED_ORIGINS: ' https://a.example , http://localhost:3000 ' },
      'EMBED_ALLOWED_ORIGINS',
      ['https://a.example', 'http://localhost:3000'],
    ],
    [{ PUBLIC_API_BASE: 'https://api.example/api/' }, 'PUBLIC_API_BASE', 'https://api.example/api'],
    [{ HIDE_SPORTS_TAB: 'yes' }, 'HIDE_SPORTS_TAB', true],
    [{ SIM_HISTORY: 'off' }, 'SIM_HISTORY', false],
    [{ PORT: '' }, 'PORT', 4321],
  ] as const)('accepts %o', (env, key, expected) => {
    expect(loadConfig(env)[key]).toEqual(expected);
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads', async () => {
    const { readFileSync } = await import('node:fs');
    const { configVariables } = await import('../../src/server/config');
    const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const documented = [...text.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(Object.keys(configVariables).sort());
  });
});

describe('configuration errors keep secrets out of the message', () => {
  it.each([
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET', 'short'],
    [{ FEED: 'betsapi', BETSAPI_TOKEN: ' ' }, 'BETSAPI_TOKEN', undefined],
    [{ DATABASE_URL: 'mysql://admin:hunter2@db.example/live' }, 'DATABASE_URL', 'hunter2'],
  ])('%j names %s without echoing the secret', (env, variable, secret) => {
    let message = '';
    try {
      loadConfig({ DATA_DIR: '/tmp/config-test', ...env });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(variable);
    if (secret) expect(message).not.toContain(secret);
  });
});

describe('TRUSTED_PROXIES', () => {
  it.each([
    [undefined, 0],
    ['0', 0],
    ['2', 2],
  ])('%s gives %i trusted proxies', (value, expected) => {
    const env = value === undefined ? {} : { TRUSTED_PROXIES: value };
    expect(loadConfig({ DATA_DIR: '/tmp/config-test', ...env }).TRUSTED_PROXIES).toBe(expected);
  });
});
