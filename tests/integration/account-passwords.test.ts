/**
 * Passwords and sessions towards ASVS level 2: new passwords of at least 10 characters checked
 * against a list of common and breached ones, the owner's password change and the operator's
 * reset (console and CLI) ending every session, tokens of 12 hours renewed while in use, and a
 * session that ends after 30 minutes without a call.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_SECONDS, TOKEN_TTL_SECONDS } from '../../src/server/auth/tokens';
import {
  admin,
  approvedUser,
  bootAccountsServer,
  call,
  type AccountsServer,
} from './accounts-helpers';

describe('passwords and sessions', { timeout: 60_000 }, () => {
  let s: AccountsServer;
  let chief = '';
  const CHIEF_PASSWORD = 'Chief-Desk-5150';

  const login = (username: string, password: string) =>
    call(s.url, 'POST', '/login/', { body: { username, password } });
  const register = (username: string, password: string) =>
    call(s.url, 'POST', '/register/', {
      body: { username, password, password_confirmation: password, nickname: `${username}-n` },
    });

  beforeAll(async () => {
    // Generous per-address limits: the account's own backoff is what the guesser test meets.
    s = await bootAccountsServer({
      accounts: {
        loginLimit: { limit: 1000, windowMs: 60_000 },
        registerLimit: { limit: 1000, windowMs: 60_000 },
      },
    });
    expect(
      (await admin(s.env, 'create-admin', 'pw_chief', '--password', CHIEF_PASSWORD)).code,
    ).toBe(0);
    chief = (await login('pw_chief', CHIEF_PASSWORD)).body.data.token as string;
  });
  afterAll(async () => {
    await s?.stop();
  });

  describe('new passwords', () => {
    it.each([
      // The list's words, as typed or padded with digits and symbols.
      ['qwerty12345', 'PASSWORD_TOO_COMMON'],
      ['Password2024!', 'PASSWORD_TOO_COMMON'],
      ['1q2w3e4r5t', 'PASSWORD_TOO_COMMON'],
      ['iloveyou123', 'PASSWORD_TOO_COMMON'],
      ['sunshine2024', 'PASSWORD_TOO_COMMON'],
    ])('refuses the common password %s at registration (%s)', async (password, code) => {
      const answer = await register('pw_common', password);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(code);
      expect(answer.body.errors).toEqual({ password: [expect.stringContaining('too common')] });
    });

    it.each([
      ['password1', 'Use at least 10 characters.'],
      ['abc12345', 'Use at least 10 characters.'],
      ['xPw_weak-4471', 'must not contain the username'],
      ['aab1aab1aab1', 'at least 4 different characters'],
    ])('refuses %s at registration naming the password', async (password, message) => {
      const answer = await register('pw_weak', password);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.password[0]).toContain(message);
    });

    it('takes a long uncommon password', async () => {
      expect((await register('pw_fine', 'Quiet-Orbit-7719')).status).toBe(201);
    });

    it('refuses a common password for an administrator made with the CLI', async () => {
      const weak = await admin(s.env, 'create-admin', 'pw_boss', '--password', 'password123');
      expect(weak.code).toBe(1);
      expect(weak.err).toContain('too common');
    });
  });

  describe("the owner's password change", () => {
    it('needs the current password, checks the new one, and ends every other session', async () => {
      const user = await approvedUser(s, 'pw_owner', 'First-Lamp-2231');
      const change = (body: object, token = user.token) =>
        call(s.url, 'POST', '/user/password', { token, body });

      const wrong = await change({ current_password: 'Not-It-0000', password: 'Next-Lamp-7781' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
      expect(wrong.body.errors).toEqual({
        current_password: ['The current password is incorrect.'],
      });
      // A wrong current password is not a 401: the session goes on.
      expect((await call(s.url, 'GET', '/user/auth', { token: user.token })).status).toBe(200);

      const common = await change({ current_password: 'First-Lamp-2231', password: 'qwerty12345' });
      expect(common.body.error.code).toBe('PASSWORD_TOO_COMMON');
      const same = await change({
        current_password: 'First-Lamp-2231',
        password: 'First-Lamp-2231',
      });
      expect(same.body.errors.password[0]).toContain('differ from the current one');

      const done = await change({
        current_password: 'First-Lamp-2231',
        password: 'Next-Lamp-7781',
        password_confirmation: 'Next-Lamp-7781',
      });
      expect(done.status).toBe(200);
      const fresh = done.body.data.token as string;
      expect(fresh).not.toBe(user.token);
      // The token from before the change is dead; the one the change gave works.
      // (As after a newer login elsewhere: 418, and the page asks to log in again.)
      const old = await call(s.url, 'GET', '/user/auth', { token: user.token });
      expect(old.status).toBe(418);
      expect((await call(s.url, 'GET', '/user/auth', { token: fresh })).status).toBe(200);
      expect((await login('pw_owner', 'First-Lamp-2231')).status).toBe(401);
      expect((await login('pw_owner', 'Next-Lamp-7781')).status).toBe(200);
    });

    it('makes a guesser of the current password wait like a login guesser', async () => {
      const user = await approvedUser(s, 'pw_guessed', 'Blue-Kettle-3307');
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const answer = await call(s.url, 'POST', '/user/password', {
          token: user.token,
          body: { current_password: `Guess-${i}-xx`, password: 'Other-Kettle-9904' },
        });
        statuses.push(answer.status);
      }
      // The first 5 wrong tries answer 400; then the account's backoff answers 429.
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses).toContain(429);
    });
  });

  describe("the operator's reset", () => {
    it('from the console: a temporary password shown once, the session ended, a new password asked', async () => {
      const user = await approvedUser(s, 'pw_lost', 'Lost-Compass-6612');
      const reset = await call(s.url, 'POST', `/admin/users/${user.id}/reset-password`, {
        token: chief,
        body: { reason: 'asked by phone' },
      });
      expect(reset.status).toBe(200);
      const temporary = reset.body.data.password as string;
      expect(temporary).toMatch(/^[A-Za-z2-9]{16}$/);
      expect(reset.body.data.user.must_change_password).toBe(true);
      expect((await call(s.url, 'GET', '/user/auth', { token: user.token })).status).toBe(401);

      const again = await login('pw_lost', temporary);
      expect(again.status).toBe(200);
      expect(again.body.data.user.must_change_password).toBe(true);
      const changed = await call(s.url, 'POST', '/user/password', {
        token: again.body.data.token as string,
        body: { current_password: temporary, password: 'Found-Compass-1298' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.user.must_change_password).toBe(false);

      // The audit log names who reset whose password, never the password.
      const audit = await call(s.url, 'GET', '/admin/audit?action=user.reset-password', {
        token: chief,
      });
      expect(audit.body.data).toHaveLength(1);
      expect(JSON.stringify(audit.body.data)).not.toContain(temporary);
      expect(audit.body.data[0].reason).toBe('asked by phone');
    });

    it('is for administrators only', async () => {
      const member = await approvedUser(s, 'pw_member', 'Member-Pier-4410');
      const refused = await call(s.url, 'POST', `/admin/users/${member.id}/reset-password`, {
        token: member.token,
      });
      expect(refused.status).toBe(403);
    });

    it('from the CLI, with a temporary or a given password', async () => {
      await approvedUser(s, 'pw_cli', 'Cli-Harbor-3390');
      const temporary = await admin(s.env, 'reset-password', 'pw_cli');
      expect(temporary.code).toBe(0);
      const shown = /temporary password \(shown once\): (\S+)/.exec(temporary.out)?.[1] ?? '';
      expect((await login('pw_cli', shown)).status).toBe(200);
      const weak = await admin(s.env, 'reset-password', 'pw_cli', '--password', 'qwerty12345');
      expect(weak.code).toBe(1);
      expect(weak.err).toContain('too common');
      const given = await admin(s.env, 'reset-password', 'pw_cli', '--password', 'Given-Reef-5521');
      expect(given.code).toBe(0);
      expect((await login('pw_cli', 'Given-Reef-5521')).status).toBe(200);
    });
  });

  describe('token lifetime', () => {
    it('gives tokens of 12 hours, renewed for the same session while it is used', async () => {
      const user = await approvedUser(s, 'pw_long', 'Long-Ferry-2280');
      const first = await login('pw_long', 'Long-Ferry-2280');
      expect(first.body.data.expires_in).toBe(TOKEN_TTL_SECONDS);
      expect(TOKEN_TTL_SECONDS).toBe(12 * 3600);
      const start = s.clock.now();
      const firstToken = first.body.data.token as string;
      try {
        // Eleven hours of use, a call every 20 minutes, then a renewal.
        for (let minutes = 20; minutes <= 11 * 60; minutes += 20) {
          s.clock.set(start + minutes * 60_000);
          expect((await call(s.url, 'GET', '/user/auth', { token: firstToken })).status).toBe(200);
        }
        const renewed = await call(s.url, 'POST', '/login/refresh', { token: firstToken });
        expect(renewed.status).toBe(200);
        expect(renewed.body.data.expires_at).toBe(
          Math.floor(s.clock.now() / 1000) + TOKEN_TTL_SECONDS,
        );
        // Used on with the renewed token past the first one's 12 hours: the session goes on.
        const renewedToken = renewed.body.data.token as string;
        for (let minutes = 11 * 60 + 20; minutes <= 12 * 60 + 20; minutes += 20) {
          s.clock.set(start + minutes * 60_000);
          const answer = await call(s.url, 'GET', '/user/auth', { token: renewedToken });
          expect(answer.status).toBe(200);
        }
        const old = await call(s.url, 'GET', '/user/auth', { token: firstToken });
        expect(old.body.error.code).toBe('TOKEN_EXPIRED');
      } finally {
        s.clock.set(start);
      }
      expect(user.id).toBeGreaterThan(0);
    });

    it('ends a session after 30 minutes without a call, renewal included', async () => {
      const user = await approvedUser(s, 'pw_idle', 'Idle-Garden-6650');
      const start = s.clock.now();
      try {
        s.clock.set(start + (SESSION_IDLE_SECONDS - 60) * 1000);
        expect((await call(s.url, 'GET', '/user/auth', { token: user.token })).status).toBe(200);
        // The call above moved the idle clock: 29 more minutes are fine.
        s.clock.set(start + (2 * SESSION_IDLE_SECONDS - 120) * 1000);
        expect((await call(s.url, 'GET', '/user/auth', { token: user.token })).status).toBe(200);
        s.clock.advance((SESSION_IDLE_SECONDS + 1) * 1000);
        const idle = await call(s.url, 'GET', '/user/auth', { token: user.token });
        expect(idle.status).toBe(401);
        expect(idle.body.error.code).toBe('TOKEN_EXPIRED');
        const renewal = await call(s.url, 'POST', '/login/refresh', { token: user.token });
        expect(renewal.status).toBe(401);
        expect((await login('pw_idle', 'Idle-Garden-6650')).status).toBe(200);
      } finally {
        s.clock.set(start);
      }
    });
  });
});
