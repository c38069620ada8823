/**
 * @module auth/account-service
 * What accounts can do, shared by the API and the admin CLI: register (waiting for approval,
 * spec §4 "Registration"), log in (approved accounts only, one live session), log out, renew a
 * session's token, change one's password, and the administrator's approve / reject / ban /
 * unban / delete, password reset and create-admin.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  statusRefusal,
  type PasswordChange,
  type Registration,
  type UserStatus,
} from '../../lib/domain/accounts';
import { HttpError } from '../contracts/http-error';
import { accountAdministration } from './account-admin';
import { FormError } from './form-error';
import { assertStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { registerAccount } from './registration';
import type { IssuedToken, TokenService } from './tokens';
import type { UserRow, UsersRepository } from './users-repository';

export { temporaryPassword, type ActionResult } from './account-admin';

export interface LoginResult extends IssuedToken {
  user: UserRow;
}

export type AccountService = ReturnType<typeof createAccountService>;

function credentialsRefused(): HttpError {
  return new HttpError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.INVALID_CREDENTIALS.message);
}

export function createAccountService(deps: { users: UsersRepository; tokens: TokenService }) {
  const { users, tokens } = deps;

  /** Checks a password and the account's status; the account on success. */
  async function checkCredentials(username: string, password: string): Promise<UserRow> {
    const user = await users.findByUsername(username);
    const ok = await verifyPassword(user?.password_hash ?? null, password);
    if (!user || !ok) throw credentialsRefused();
    const refusal = statusRefusal(user.status as UserStatus, 'login');
    if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
    return user;
  }

  /** Makes a new session the account's only live one; its token. */
  async function startSession(user: UserRow, ip: string | null): Promise<LoginResult> {
    const sid = randomBytes(18).toString('base64url');
    await users.startSession(user.id, sid, ip);
    const issued = await tokens.issue({ user_id: user.id, sid });
    return { ...issued, user };
  }

  return {
    checkCredentials,

    /** Creates an account waiting for approval (status `w`). */
    register: (form: Registration): Promise<UserRow> => registerAccount(users, form),

    /** Logs in an approved account and makes this the account's only live session. */
    async login(username: string, password: string, ip: string | null): Promise<LoginResult> {
      return startSession(await checkCredentials(username, password), ip);
    },

    /**
     * A fresh token for the live session a valid token belongs to (a page in use renews its
     * token before it expires); the session and its idle clock go on unchanged.
     */
    async refresh(token: string): Promise<IssuedToken> {
      const claims = await tokens.verify(token);
      return tokens.issue(claims);
    },

    /**
     * Changes the caller's password after checking the current one. Every session of the account
     * ends (a stolen token stops working) and a new one starts for the caller, whose token is
     * returned.
     */
    async changePassword(user: UserRow, form: PasswordChange, ip: string | null) {
      if (!(await verifyPassword(user.password_hash, form.current_password))) {
        // 400, not 401: the session is fine, and a 401 would send the page to the login screen.
        const message = 'The current password is incorrect.';
        throw new FormError(400, 'WRONG_PASSWORD', message, [
          { field: 'current_password', message },
        ]);
      }
      await assertStrongPassword(form.password, user.username);
      await users.setPassword(user.id, await hashPassword(form.password), false);
      return startSession(user, ip);
    },

    /** Ends the session a token belongs to; a bad or replaced token ends nothing. */
    async logout(token: string | null): Promise<boolean> {
      if (!token) return false;
      try {
        const claims = await tokens.verify(token);
        return await users.endSession(claims.user_id, claims.sid);
      } catch (error) {
        if (error instanceof HttpError) return false;
        throw error;
      }
    },

    /** Approve, reject, ban, unban, delete, password reset, create-admin (account-admin.ts). */
    ...accountAdministration(users),
  };
}
