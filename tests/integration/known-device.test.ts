/**
 * Throttling without lock-out: a stranger's wrong passwords make an account
 * wait, but its owner, on a browser that logged in to it before, is never refused; a browser
 * that never did waits like the stranger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, bootAccountsServer, call, type AccountsServer } from './accounts-helpers';

const PASSWORD = 'Owner-Pass-2468';

describe('a known device skips the account backoff', { timeout: 60_000 }, () => {
  let s: AccountsServer;
  beforeAll(async () => {
    // Behind one trusted proxy, so that owner and stranger have addresses of their own.
    s = await bootAccountsServer({ accounts: { trustedProxies: 1 } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  const login = (password: string, ip: string, cookie?: string) =>
    call(s.url, 'POST', '/login/', {
      body: { username: 'owner_one', password },
      headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    });

  it("lets the owner in from a known browser while a stranger's guesses lock the name", async () => {
    await approvedUser(s, 'owner_one', PASSWORD);
    const first = await login(PASSWORD, '198.51.100.1');
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^ls_device=[^;]+; Path=\/api\/login; .*HttpOnly; SameSite=Strict/);
    const device = setCookie.split(';')[0]!;

    const stranger: number[] = [];
    for (let i = 0; i < 12; i++)
      stranger.push((await login(`guess-${i}`, `203.0.113.${i + 1}`)).status);
    expect(stranger).toContain(429);

    // Another browser of the owner's, never logged in: waits like everyone else.
    expect((await login(PASSWORD, '198.51.100.2')).status).toBe(429);
    // The known one: in at once, and again.
    for (let i = 0; i < 3; i++)
      expect((await login(PASSWORD, '198.51.100.1', device)).status).toBe(200);
    // A known cookie of this name is no key: a wrong password is still refused.
    expect((await login('wrong-again', '198.51.100.1', device)).status).toBe(401);
  });
});
