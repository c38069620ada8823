/**
 * @module auth/account-service
 * What accounts can do, shared by the API and the admin CLI: register (waiting for approval,
 * spec §4 "Registration"), log in (approved accounts only, one live session), log out, renew a
 * session's token, change one's password, and the administrator's approve / reject / ban /
 * unban / delete, password reset and create-admin.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  accountTransition,
  adminActionRefusal,
  statusRefusal,
  type AccountAction,
  type PasswordChange,
  type Registration,
  type Transition,
  type UserStatus,
} from '../../lib/domain/accounts';
import { HttpError, type FieldIssue } from '../contracts/http-error';
import { FormError } from './form-error';
import { assertStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { IssuedToken, TokenService } from './tokens';
import { isUniqueViolation, type UserRow, type UsersRepository } from './users-repository';

export interface LoginResult extends IssuedToken {
  user: UserRow;
}

export type ActionResult = { user: UserRow; transition: Transition };

/** Letters and digits people can read aloud without confusing them (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A password an operator hands to a user who lost his: 16 characters (about 93 bits), with a
 * letter and a digit as the form's rule wants, and good for one login only in practice, since the
 * user is then asked to choose his own.
 */
export function temporaryPassword(): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < 16; i++) out += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
    if (/\p{L}/u.test(out) && /\p{N}/u.test(out)) return out;
  }
}

export type AccountService = ReturnType<typeof createAccountService>;

function credentialsRefused(): HttpError {
  return new HttpError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.INVALID_CREDENTIALS.message);
}

export function createAccountService(deps: { users: UsersRepository; tokens: TokenService }) {
  const { users, tokens } = deps;

  async function takenFields(username: string, nickname: string): Promise<FieldIssue[]> {
    const [byName, byNick] = await Promise.all([
      users.findByUsername(username),
      users.findByNickname(nickname),
    ]);
    const issues: FieldIssue[] = [];
    if (byName)
      issues.push({ field: 'username', message: ACCOUNT_MESSAGES.USERNAME_TAKEN.message });
    if (byNick)
      issues.push({ field: 'nickname', message: ACCOUNT_MESSAGES.NICKNAME_TAKEN.message });
    return issues;
  }

  function duplicate(issues: FieldIssue[]): FormError {
    const code = issues[0]?.field === 'username' ? 'USERNAME_TAKEN' : 'NICKNAME_TAKEN';
    return new FormError(409, code, issues.map((i) => i.message).join(' '), issues);
  }

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
    async register(form: Registration): Promise<UserRow> {
      const taken = await takenFields(form.username, form.nickname);
      if (taken.length > 0) throw duplicate(taken);
      let referrerId: number | null = null;
      if (form.code) {
        const referrer = await users.findByReferralCode(form.code);
        if (!referrer || referrer.status !== 'c') {
          const issue = { field: 'code', message: ACCOUNT_MESSAGES.CODE_NOT_FOUND.message };
          throw new FormError(400, 'CODE_NOT_FOUND', issue.message, [issue]);
        }
        referrerId = referrer.id;
      }
      await assertStrongPassword(form.password, form.username);
      const password_hash = await hashPassword(form.password);
      try {
        return await users.insert({
          username: form.username,
          nickname: form.nickname,
          password_hash,
          status: 'w',
          role: 'user',
          referrer_id: referrerId,
        });
      } catch (error) {
        // Two registrations of one name at once: the loser learns it like any duplicate.
        if (!isUniqueViolation(error)) throw error;
        const racing = await takenFields(form.username, form.nickname);
        throw duplicate(
          racing.length > 0 ? racing : [{ field: 'username', message: 'Data already exist.' }],
        );
      }
    },

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

    /**
     * An operator's reset of a user's password: the given one (checked like any new password)
     * or a temporary one, returned once. It ends the account's session, and the user is asked to
     * choose his own password at the next login.
     */
    async resetPassword(user: UserRow, given: string | null): Promise<string> {
      const password = given ?? temporaryPassword();
      if (given !== null) await assertStrongPassword(given, user.username);
      await users.setPassword(user.id, await hashPassword(password), true);
      return password;
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

    /**
     * Applies an administrator action (`actorId`: the administrator's account, null from the
     * CLI); `refused` transitions change nothing.
     */
    async applyAction(
      user: UserRow,
      action: AccountAction,
      actorId: number | null = null,
    ): Promise<ActionResult> {
      const transition = accountTransition(action, user.status as UserStatus);
      if (transition.kind !== 'change') return { user, transition };
      const others = user.role === 'admin' ? await users.countOtherAdmins(user.id) : 1;
      const status = user.status as UserStatus;
      const refusal = adminActionRefusal(action, { ...user, status }, actorId, others);
      if (refusal) return { user, transition: { kind: 'refused', reason: refusal } };
      await users.setStatus(user.id, transition.to);
      return { user: { ...user, status: transition.to }, transition };
    },

    /**
     * Creates an approved administrator, or makes an existing account one (approved, and with
     * the new password when one is given).
     */
    async createAdmin(
      username: string,
      password: string | null,
      nickname: string,
    ): Promise<{ user: UserRow; created: boolean }> {
      if (password) await assertStrongPassword(password, username);
      const existing = await users.findByUsername(username);
      if (existing) {
        await users.update(existing.id, {
          role: 'admin',
          status: 'c',
          ...(password ? { password_hash: await hashPassword(password) } : {}),
        });
        const user = await users.findById(existing.id);
        return { user: user ?? existing, created: false };
      }
      if (!password) throw new Error('A new administrator needs a password');
      const user = await users.insert({
        username,
        nickname,
        password_hash: await hashPassword(password),
        status: 'c',
        role: 'admin',
      });
      return { user, created: true };
    },
  };
}
