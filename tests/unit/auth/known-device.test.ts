/** The known-device cookie: issued at login, valid for its account only, unforgeable, aging out. */
import { describe, expect, it } from 'vitest';
import {
  createKnownDevices,
  DEVICE_COOKIE,
  DEVICE_TTL_S,
} from '../../../src/server/auth/known-device';

const SECRET = 'a-token-secret-of-at-least-thirty-two-characters';

describe('known devices', () => {
  let t = 1_764_806_400_000;
  const devices = createKnownDevices(SECRET, () => t);
  const cookie = (value: string) => `lang=kr; ${DEVICE_COOKIE}=${value}; theme=1`;

  it('knows the account it was issued for, whatever the case of the name', () => {
    const value = devices.issue('KimMinjae');
    expect(devices.knows(cookie(value), 'kimminjae')).toBe(true);
    expect(devices.knows(cookie(value), 'someone_else')).toBe(false);
  });

  it.each([
    ['no cookie', undefined],
    ['an empty value', cookie('')],
    ['a forged name', cookie(`${Buffer.from('kimminjae').toString('base64url')}.1.AAAA`)],
    ['garbage', cookie('not.a.cookie.at.all')],
  ])('refuses %s', (_name, header) => {
    expect(devices.knows(header, 'kimminjae')).toBe(false);
  });

  it('refuses a cookie signed with another secret, or older than its lifetime', () => {
    const other = createKnownDevices(`${SECRET}-other`, () => t).issue('kimminjae');
    expect(devices.knows(cookie(other), 'kimminjae')).toBe(false);
    const value = devices.issue('kimminjae');
    t += (DEVICE_TTL_S + 1) * 1000;
    expect(devices.knows(cookie(value), 'kimminjae')).toBe(false);
  });

  it('is HttpOnly, SameSite=Strict, for the login calls only, Secure over HTTPS', () => {
    expect(devices.header('v', false)).toBe(
      `${DEVICE_COOKIE}=v; Path=/api/login; Max-Age=${DEVICE_TTL_S}; HttpOnly; SameSite=Strict`,
    );
    expect(devices.header('v', true)).toMatch(/; Secure$/);
  });
});
