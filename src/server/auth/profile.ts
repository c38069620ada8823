/**
 * @module auth/profile
 * How an account is shown to its owner and to administrators (spec §3 "User and settings":
 * `user_id`, balance starting at 0, `settings` as a JSON string with a permissions object,
 * `userDetails.bet_limits`).
 */
import type { UserRow } from './users-repository';

/** Stored hundredths → the amount shown (1234 → 12.34). */
export function fromHundredths(value: number): number {
  return Math.round(Number(value)) / 100;
}

/** An amount with at most 2 decimals → stored hundredths (12.34 → 1234). */
export function toHundredths(amount: number): number {
  return Math.round(amount * 100);
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    // Spec §8 "JSON parse failure: default and log"; a hand-edited row must not break login.
    return {};
  }
}

/** The owner's view of an account (`GET /user/auth`, login answer). */
export function toProfile(user: UserRow) {
  return {
    id: user.id,
    user_id: user.id,
    username: user.username,
    nickname: user.nickname,
    status: user.status,
    role: user.role,
    balance: fromHundredths(user.balance),
    level: Number(user.level),
    settings: user.settings,
    is_test_user: Number(user.is_test_user) === 1,
    userDetails: { bet_limits: parseObject(user.bet_limits) },
    referral_code: user.referral_code,
    created_at: Number(user.created_at),
    last_login_at: user.last_login_at === null ? null : Number(user.last_login_at),
    /** Set after an operator's reset: the screens ask for a password of the user's own. */
    must_change_password: Number(user.must_change_password) === 1,
  };
}
export type Profile = ReturnType<typeof toProfile>;

/** An administrator's view of an account in the approval list. */
export function toAdminRow(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    status: user.status,
    role: user.role,
    referrer_id: user.referrer_id,
    created_at: Number(user.created_at),
    status_changed_at: user.status_changed_at === null ? null : Number(user.status_changed_at),
    last_login_at: user.last_login_at === null ? null : Number(user.last_login_at),
    last_login_ip: user.last_login_ip,
    password_changed_at:
      user.password_changed_at === null ? null : Number(user.password_changed_at),
    must_change_password: Number(user.must_change_password) === 1,
  };
}
