/**
 * @module admin/accounts-list
 * The console's "Accounts" section: the search query of `GET /admin/users`, the actions an
 * account's status allows (the server's rules, `ACCOUNT_ACTIONS`) and the body of an action.
 */
import {
  ACCOUNT_ACTION_NAMES,
  accountTransition,
  USER_STATUSES,
  type AccountAction,
  type UserStatus,
} from '../domain/accounts';
import { lengthProblem, type Problem } from './problems';

export const ACCOUNT_ROWS = 20;
/** Longest search text the server takes. */
export const SEARCH_MAX = 40;
/** The longest reason the server keeps with an action. */
export const REASON_MAX = 500;

/** A row of `GET /admin/users`. */
export interface AdminUserRow {
  id: number;
  username: string;
  nickname: string;
  status: UserStatus;
  role: string;
  referrer_id: number | null;
  created_at: number;
  status_changed_at: number | null;
  last_login_at: number | null;
  last_login_ip: string | null;
  password_changed_at?: number | null;
  /** The password was reset by an operator and not yet changed by its owner. */
  must_change_password?: boolean;
}

/** The console's actions on an account: a status change, or a password reset. */
export type ConsoleAction = AccountAction | 'reset-password';

export interface AccountFilter {
  /** Part of a username or nickname. */
  q: string;
  /** A status letter, or '' for every status. */
  status: UserStatus | '';
}

/** The status filter's choices: every status, then each letter. */
export const STATUS_CHOICES = ['', ...USER_STATUSES] as const;

/**
 * The query of one page of the list (empty values are left out by the API client).
 * @example accountsQuery({ q: ' kim ', status: 'b' }, 2) // { q: 'kim', status: 'b', rows: 20, page: 2 }
 */
export function accountsQuery(
  filter: AccountFilter,
  page: number,
): { q: string; status: string; rows: number; page: number } {
  return { q: filter.q.trim(), status: filter.status, rows: ACCOUNT_ROWS, page };
}

/**
 * The actions an account in `status` can take (repeating its current status is left out).
 * @example accountActions('c') // ['reset-password', 'ban', 'delete']
 */
export function accountActions(status: UserStatus): ConsoleAction[] {
  const changes: ConsoleAction[] = ACCOUNT_ACTION_NAMES.filter(
    (a) => accountTransition(a, status).kind === 'change',
  );
  // Only an account that can log in needs a password of its own.
  return status === 'c' ? ['reset-password', ...changes] : changes;
}

/** A too-long reason, else null. */
export function reasonProblem(reason: string): Problem | null {
  return lengthProblem(reason.trim(), REASON_MAX);
}

/**
 * The body of `POST /admin/users/{id}/{action}`: the reason when one was typed.
 * @example actionBody('  ') // {}
 * @example actionBody(' spam ') // { reason: 'spam' }
 */
export function actionBody(reason: string): { reason?: string } {
  const trimmed = reason.trim();
  return trimmed ? { reason: trimmed } : {};
}
