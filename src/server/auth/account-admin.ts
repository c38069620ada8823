/**
 * @module auth/account-admin
 * The administrator's side of accounts, shared by the API and the admin CLI: approve, reject,
 * ban, unban and delete (spec §6), a password reset, and creating an administrator.
 */
import { randomInt } from 'node:crypto';
import {
  accountTransition,
  adminActionRefusal,
  type AccountAction,
  type Transition,
  type UserStatus,
} from '../../lib/domain/accounts';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import type { UserRow, UsersRepository } from './users-repository';

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

/**
 * The administrator's operations of the account service.
 * @example await accountAdministration(users).applyAction(user, 'approve', adminId);
 */
export function accountAdministration(users: UsersRepository) {
  return {
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
