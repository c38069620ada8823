/**
 * @module account-actions
 * The administrator's actions on an account (spec §4 "Registration", §6): which statuses each
 * may start from, what it changes, and when it must not be taken.
 */
import { USER_STATUS_NAMES, type UserStatus } from './account-status';

/** Administrator actions on an account and the statuses each may start from. */
export const ACCOUNT_ACTIONS = {
  approve: { from: ['w', 'p', 'r'], to: 'c' },
  reject: { from: ['w', 'p'], to: 'r' },
  ban: { from: ['c', 'w', 'p'], to: 'b' },
  unban: { from: ['b'], to: 'c' },
  delete: { from: ['w', 'p', 'c', 'r', 'b'], to: 'd' },
} as const satisfies Record<string, { from: readonly UserStatus[]; to: UserStatus }>;
export type AccountAction = keyof typeof ACCOUNT_ACTIONS;
export const ACCOUNT_ACTION_NAMES = Object.keys(ACCOUNT_ACTIONS) as AccountAction[];

export type Transition =
  | { kind: 'change'; to: UserStatus }
  | { kind: 'unchanged'; to: UserStatus }
  | { kind: 'refused'; reason: string };

/**
 * What an administrator action does to an account in `from`: a change, nothing (already
 * there, so repeating an approval is harmless), or a refusal saying why.
 * @example accountTransition('approve', 'w') // { kind: 'change', to: 'c' }
 */
export function accountTransition(action: AccountAction, from: UserStatus): Transition {
  const rule = ACCOUNT_ACTIONS[action];
  if (from === rule.to) return { kind: 'unchanged', to: from };
  if ((rule.from as readonly UserStatus[]).includes(from)) return { kind: 'change', to: rule.to };
  return {
    kind: 'refused',
    reason: `cannot ${action} an account that is ${USER_STATUS_NAMES[from]}`,
  };
}

/** Actions that take an account out of use (and end its sessions). */
const REMOVING: readonly AccountAction[] = ['reject', 'ban', 'delete'];

/**
 * Why an administrator action must not be taken although the account's status allows it: an
 * administrator taking his own account out of use, or anyone removing the last active
 * administrator (the console would answer 418 until the CLI put it back).
 * `actorId` null is the operator's CLI; `otherAdmins` counts the other active administrators.
 * @example adminActionRefusal('ban', { id: 1, role: 'admin', status: 'c' }, 1, 3) // 'an administrator cannot ban his own account'
 */
export function adminActionRefusal(
  action: AccountAction,
  target: { id: number; role: string; status: UserStatus },
  actorId: number | null,
  otherAdmins: number,
): string | null {
  if (!REMOVING.includes(action)) return null;
  if (actorId !== null && target.id === actorId)
    return `an administrator cannot ${action} his own account`;
  if (target.role === 'admin' && target.status === 'c' && otherAdmins === 0)
    return `cannot ${action} the last administrator`;
  return null;
}
