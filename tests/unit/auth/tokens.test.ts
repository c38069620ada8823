import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/server/contracts/http-error';
import { bearerToken, sessionIdle } from '../../../src/server/auth/authenticator';
import {
  createTokenService,
  SESSION_IDLE_SECONDS,
  TOKEN_TTL_SECONDS,
} from '../../../src/server/auth/tokens';

const SECRET = 's'.repeat(48);
const key = new TextEncoder().encode(SECRET);

async function failure(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, code } = error as HttpError;
  return { status, code };
}

describe('access tokens', () => {
  it('round-trips user_id and the session id, signed HS256', async () => {
    const tokens = createTokenService({ secret: SECRET, now: () => 1_700_000_000_000 });
    const { token, expiresAt } = await tokens.issue({ user_id: 7, sid: 'abc' });
    expect(expiresAt).toBe(1_700_000_000 + TOKEN_TTL_SECONDS);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(await tokens.verify(token)).toEqual({ user_id: 7, sid: 'abc' });
  });

  it('expires after the lifetime, on the injected clock', async () => {
    let now = 1_700_000_000_000;
    const tokens = createTokenService({ secret: SECRET, ttlSeconds: 60, now: () => now });
    const { token } = await tokens.issue({ user_id: 7, sid: 'abc' });
    now += 59_000;
    await expect(tokens.verify(token)).resolves.toEqual({ user_id: 7, sid: 'abc' });
    now += 2_000;
    expect(await failure(tokens.verify(token))).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
  });

  it.each([
    [
      'another secret',
      () =>
        new SignJWT({ user_id: 7, sid: 'a' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('x'.repeat(48))),
    ],
    ['alg none', async () => new UnsecuredJWT({ user_id: 7, sid: 'a' }).encode()],
    [
      'HS512',
      () => new SignJWT({ user_id: 7, sid: 'a' }).setProtectedHeader({ alg: 'HS512' }).sign(key),
    ],
    ['not a JWT', async () => 'hello'],
    [
      'no session id',
      () => new SignJWT({ user_id: 7 }).setProtectedHeader({ alg: 'HS256' }).sign(key),
    ],
  ])('refuses a token with %s: 401 INVALID_TOKEN', async (_, make) => {
    const tokens = createTokenService({ secret: SECRET });
    expect(await failure(tokens.verify(await make()))).toEqual({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });

  it.each([
    ['no user_id', {}],
    ['a text user_id', { user_id: '7' }],
    ['user_id 0', { user_id: 0 }],
    ['a fractional user_id', { user_id: 1.5 }],
  ])('answers a token with %s: 401 UNKNOWN_USER', async (_, claims) => {
    const token = await new SignJWT({ ...claims, sid: 'a' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const tokens = createTokenService({ secret: SECRET });
    expect(await failure(tokens.verify(token))).toEqual({ status: 401, code: 'UNKNOWN_USER' });
  });

  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('reads the token of %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('session lifetime (ASVS 3.3.2 at level 2)', () => {
  it('issues tokens of at most 12 hours', () => {
    expect(TOKEN_TTL_SECONDS).toBeLessThanOrEqual(12 * 3600);
  });

  it.each([
    ['a call a minute ago', 60_000, false],
    ['exactly 30 minutes ago', SESSION_IDLE_SECONDS * 1000, false],
    ['30 minutes and a moment ago', SESSION_IDLE_SECONDS * 1000 + 1, true],
  ])('ends a session whose last call was %s: %s', (_name, idleMs, ended) => {
    expect(SESSION_IDLE_SECONDS).toBe(30 * 60);
    expect(sessionIdle(1_000_000, 1_000_000 + idleMs)).toBe(ended);
  });
});
