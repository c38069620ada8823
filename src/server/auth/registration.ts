/**
 * @module auth/registration
 * Registration (spec §4 "Registration"): a new account waiting for approval (status `w`), with
 * its username and nickname free, its referral code an approved member's, and a strong password.
 */
import { ACCOUNT_MESSAGES, type Registration } from '../../lib/domain/accounts';
import type { FieldIssue } from '../contracts/http-error';
import { FormError } from './form-error';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import { isUniqueViolation, type UserRow, type UsersRepository } from './users-repository';

/** The fields whose value another account already has. */
async function takenFields(
  users: UsersRepository,
  username: string,
  nickname: string,
): Promise<FieldIssue[]> {
  const [byName, byNick] = await Promise.all([
    users.findByUsername(username),
    users.findByNickname(nickname),
  ]);
  const issues: FieldIssue[] = [];
  if (byName) issues.push({ field: 'username', message: ACCOUNT_MESSAGES.USERNAME_TAKEN.message });
  if (byNick) issues.push({ field: 'nickname', message: ACCOUNT_MESSAGES.NICKNAME_TAKEN.message });
  return issues;
}

function duplicate(issues: FieldIssue[]): FormError {
  const code = issues[0]?.field === 'username' ? 'USERNAME_TAKEN' : 'NICKNAME_TAKEN';
  return new FormError(409, code, issues.map((i) => i.message).join(' '), issues);
}

/** The referrer a code names: an approved member, or a 400 naming the `code` field. */
async function referrerId(users: UsersRepository, code: string | undefined) {
  if (!code) return null;
  const referrer = await users.findByReferralCode(code);
  if (!referrer || referrer.status !== 'c') {
    const issue = { field: 'code', message: ACCOUNT_MESSAGES.CODE_NOT_FOUND.message };
    throw new FormError(400, 'CODE_NOT_FOUND', issue.message, [issue]);
  }
  return referrer.id;
}

/**
 * Creates an account waiting for approval (status `w`); a taken name is a 409 naming its field.
 * @example await registerAccount(users, { username: 'alice', nickname: 'Alice', password })
 */
export async function registerAccount(
  users: UsersRepository,
  form: Registration,
): Promise<UserRow> {
  const taken = await takenFields(users, form.username, form.nickname);
  if (taken.length > 0) throw duplicate(taken);
  const referrer_id = await referrerId(users, form.code);
  await assertStrongPassword(form.password, form.username);
  const password_hash = await hashPassword(form.password);
  try {
    return await users.insert({
      username: form.username,
      nickname: form.nickname,
      password_hash,
      status: 'w',
      role: 'user',
      referrer_id,
    });
  } catch (error) {
    // Two registrations of one name at once: the loser learns it like any duplicate.
    if (!isUniqueViolation(error)) throw error;
    const racing = await takenFields(users, form.username, form.nickname);
    throw duplicate(
      racing.length > 0 ? racing : [{ field: 'username', message: 'Data already exist.' }],
    );
  }
}
