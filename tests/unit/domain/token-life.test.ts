import { describe, expect, it } from 'vitest';
import { tokenDueForRenewal, tokenTimes } from '../../../src/lib/domain/token-life';

/** A token-shaped text with the payload given (the signature is not read here). */
function tokenWith(payload: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
}

describe('when the browser renews its token', () => {
  const token = tokenWith({ user_id: 1, iat: 1000, exp: 1000 + 12 * 3600 });
  it.each([
    ['just issued', 1000, false],
    ['before half its life', 1000 + 6 * 3600 - 1, false],
    ['at half its life', 1000 + 6 * 3600, true],
    ['an hour before expiry', 1000 + 11 * 3600, true],
    // An expired token cannot be renewed: the next call's 401 ends the session.
    ['expired', 1000 + 12 * 3600, false],
  ])('%s → %s', (_name, nowSeconds, expected) => {
    expect(tokenDueForRenewal(token, nowSeconds * 1000)).toBe(expected);
  });

  it.each([
    ['not a token', 'abc'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['no expiry', tokenWith({ iat: 5 })],
    ['expiry before issue', tokenWith({ iat: 10, exp: 5 })],
  ])('reads nothing from %s', (_name, text) => {
    expect(tokenTimes(text)).toBeNull();
    expect(tokenDueForRenewal(text, 1e12)).toBe(false);
  });
});
