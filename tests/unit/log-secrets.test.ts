/** The configured secrets, and every spelling of them, cut out of written log lines. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { secretsOf, withoutSecrets } from '../../src/server/log-secrets';
import { createLogger } from '../../src/server/logger';

const none = {
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  BETSAPI_TOKEN: undefined,
  JWT_SECRET: undefined,
};

describe('secretsOf', () => {
  it.each([
    [{ REDIS_URL: 'redis://default:pw-1234@h:6379' }, ['pw-1234']],
    [{ REDIS_URL: 'redis://:p%40ss%2Fword@h:6379' }, ['p@ss/word']],
    [
      { DATABASE_URL: 'postgres://u:db-secret@h/db', BETSAPI_TOKEN: 'tok-5678' },
      ['db-secret', 'tok-5678'],
    ],
    // No password, or one too short to cut without mangling the log.
    [{ DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://:pw@h' }, []],
  ])('%j → %j', (config, secrets) => {
    expect(secretsOf({ ...none, ...config })).toEqual(secrets);
  });
});

describe('withoutSecrets', () => {
  it.each([
    ['{"command":{"args":["default","pw-1234"]}}', '{"command":{"args":["default","***"]}}'],
    ['redis://:p%40ss%2Fword@h', 'redis://:***@h'],
    ['{"msg":"say \\"q\\"uote\\""}', '{"msg":"say ***\\""}'],
    ['nothing secret here', 'nothing secret here'],
  ])('%s → %s', (line, out) => {
    expect(withoutSecrets(['pw-1234', 'p@ss/word', '"q"uote'])!(line)).toBe(out);
  });

  it('is nothing to do without secrets', () => {
    expect(withoutSecrets([])).toBeNull();
  });

  it('keeps the secrets out of what the logger writes, wherever they sit', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const captured = createLogger('info', { secrets: ['pw-1234'], stream });
    const error = Object.assign(new Error('WRONGPASS'), {
      command: { name: 'auth', args: ['default', 'pw-1234'] },
    });
    captured.error(
      { err: error, url: 'redis://:pw-1234@h', nested: { deep: ['pw-1234'] } },
      'failed pw-1234',
    );
    const text = lines.join('');
    expect(text).toContain('WRONGPASS');
    expect(text).not.toContain('pw-1234');
  });
});
