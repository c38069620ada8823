/**
 * Sessions that end: a ban, a rejection or a deletion ends the account's
 * session, so a token from before a ban does not work again after the unban; an administrator
 * cannot take his own account out of use, and nobody (console or CLI) can remove the last
 * active administrator.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  approvedUser,
  bootAccountsServer,
  call,
  type AccountsServer,
} from './accounts-helpers';

describe('account sessions and administrators', { timeout: 60_000 }, () => {
  let s: AccountsServer;
  let chief = '';
  let chiefId = 0;

  const adminLogin = async (name: string) => {
    expect((await admin(s.env, 'create-admin', name, '--password', 'Desk-Lamp-5150')).code).toBe(0);
    const login = await call(s.url, 'POST', '/login/', {
      body: { username: name, password: 'Desk-Lamp-5150' },
    });
    expect(login.status).toBe(200);
    return { token: login.body.data.token as string, id: login.body.data.user.id as number };
  };

  beforeAll(async () => {
    s = await bootAccountsServer();
    ({ token: chief, id: chiefId } = await adminLogin('chief_one'));
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('ends the session of a banned account: its old token stays refused after the unban', async () => {
    const member = await approvedUser(s, 'banned_one');
    expect((await call(s.url, 'GET', '/user/auth', { token: member.token })).status).toBe(200);
    const ban = await call(s.url, 'POST', `/admin/users/${member.id}/ban`, { token: chief });
    expect(ban.status).toBe(200);
    expect((await call(s.url, 'GET', '/user/auth', { token: member.token })).status).toBe(418);
    const unban = await call(s.url, 'POST', `/admin/users/${member.id}/unban`, { token: chief });
    expect(unban.status).toBe(200);
    const after = await call(s.url, 'GET', '/user/auth', { token: member.token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SESSION_ENDED');
    // A new login works as before.
    const again = await call(s.url, 'POST', '/login/', {
      body: { username: 'banned_one', password: 'Mead0w-91x82!' },
    });
    expect(again.status).toBe(200);
  });

  it.each(['ban', 'delete'])(
    'refuses an administrator who would %s his own account',
    async (action) => {
      const answer = await call(s.url, 'POST', `/admin/users/${chiefId}/${action}`, {
        token: chief,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toContain('his own account');
      expect((await call(s.url, 'GET', '/user/auth', { token: chief })).status).toBe(200);
    },
  );

  it('never removes the last active administrator, not even from the CLI', async () => {
    const refused = await admin(s.env, 'ban', 'chief_one');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('the last administrator');
    expect((await call(s.url, 'GET', '/user/auth', { token: chief })).status).toBe(200);
    // With a second administrator, one may remove the other.
    const second = await adminLogin('chief_two');
    const ban = await call(s.url, 'POST', `/admin/users/${chiefId}/ban`, { token: second.token });
    expect(ban.status).toBe(200);
    expect((await call(s.url, 'GET', '/user/auth', { token: chief })).status).toBe(418);
    const last = await call(s.url, 'POST', `/admin/users/${second.id}/delete`, {
      token: second.token,
    });
    expect(last.status).toBe(409);
  });
});
