import { describe, expect, it } from 'vitest';
import { loggableUrl, withoutSecret } from '../../src/server/loggable-url';

describe('connection addresses in logs', () => {
  it.each([
    ['redis://:secret@127.0.0.1:6379/2', 'redis://:***@127.0.0.1:6379/2'],
    ['redis://user:secret@cache:6379', 'redis://user:***@cache:6379'],
    ['postgres://app:p%40ss@db:5432/live', 'postgres://app:***@db:5432/live'],
    ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
    ['not a url with secret', 'redis'],
  ])('masks the password of %s', (url, logged) => {
    expect(loggableUrl(url, 'redis')).toBe(logged);
  });

  it('takes the address and the bare password out of a message', () => {
    const url = 'redis://:s3cr%40t@10.0.0.5:6380/1';
    const text = `Cannot connect to Redis at ${url} (WRONGPASS s3cr@t is wrong)`;
    const safe = withoutSecret(text, url);
    expect(safe).toBe(
      'Cannot connect to Redis at redis://:***@10.0.0.5:6380/1 (WRONGPASS *** is wrong)',
    );
    expect(safe).not.toContain('s3cr');
  });

  it('leaves a message without secrets as it is', () => {
    expect(withoutSecret('connect ECONNREFUSED 127.0.0.1:6379', 'redis://127.0.0.1:6379')).toBe(
      'connect ECONNREFUSED 127.0.0.1:6379',
    );
  });
});
