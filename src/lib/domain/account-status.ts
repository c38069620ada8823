/**
 * @module account-status
 * Account statuses and roles (spec §3 "User and settings", §8): the status letters, the error
 * codes of the account calls with their English wording, and what each status means at login
 * and during a session.
 */
/**
 * Spec §3 "Status letters": c confirmed, r rejected, w waiting, p pending, b banned, d deleted.
 * Only confirmed accounts may log in.
 */
export const USER_STATUSES = ['w', 'p', 'c', 'r', 'b', 'd'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_NAMES = {
  w: 'waiting',
  p: 'pending',
  c: 'confirmed',
  r: 'rejected',
  b: 'banned',
  d: 'deleted',
} as const satisfies Record<UserStatus, string>;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Error codes of the account calls; the screens translate them (one i18n key per code). */
export const ACCOUNT_ERROR_CODES = [
  'ACCOUNT_WAITING',
  'ACCOUNT_PENDING',
  'ACCOUNT_REJECTED',
  'ACCOUNT_BANNED',
  'ACCOUNT_DELETED',
  'LOGGED_IN_ELSEWHERE',
  'TOKEN_EXPIRED',
  'SESSION_ENDED',
  'INVALID_TOKEN',
  'UNKNOWN_USER',
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'NICKNAME_TAKEN',
  'CODE_NOT_FOUND',
  'ALREADY_CHECKED_IN',
  'RATE_LIMITED',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/**
 * English wording of each code: dialog title and body. Spec §8 gives the banned, deleted,
 * elsewhere and expired texts verbatim; the others follow their tone.
 */
export const ACCOUNT_MESSAGES = {
  ACCOUNT_WAITING: {
    title: 'Approval Pending',
    message: 'Your registration is waiting for administrator approval.',
  },
  ACCOUNT_PENDING: {
    title: 'Approval Pending',
    message: 'Your account is pending review. Please contact customer support.',
  },
  ACCOUNT_REJECTED: {
    title: 'Registration Rejected',
    message: 'Your registration was rejected. Please contact customer support.',
  },
  ACCOUNT_BANNED: {
    title: 'Account Banned',
    message: 'Your account has been banned. Please contact customer support.',
  },
  ACCOUNT_DELETED: {
    title: 'Account Deleted',
    message: 'Your account has been deleted. Please contact customer support.',
  },
  LOGGED_IN_ELSEWHERE: {
    title: 'Logged In Elsewhere',
    message: 'Your account is logged in elsewhere.',
  },
  TOKEN_EXPIRED: {
    title: 'Session Expired',
    message: 'Your session has expired. Please login again.',
  },
  SESSION_ENDED: {
    title: 'Session Expired',
    message: 'Your session has expired. Please login again.',
  },
  INVALID_TOKEN: { title: 'Invalid Token', message: 'The token cannot be decoded.' },
  UNKNOWN_USER: { title: 'Unknown User', message: 'The token does not name a known user.' },
  INVALID_CREDENTIALS: {
    title: 'Login Failed',
    message: 'The username or password is incorrect.',
  },
  USERNAME_TAKEN: { title: 'Data already exist.', message: 'This username is already taken.' },
  NICKNAME_TAKEN: { title: 'Data already exist.', message: 'This nickname is already taken.' },
  CODE_NOT_FOUND: { title: 'Invalid Code', message: 'No account has this referral code.' },
  ALREADY_CHECKED_IN: {
    title: 'Already Checked In',
    message: 'You have already checked in today.',
  },
  RATE_LIMITED: {
    title: 'Too Many Attempts',
    message: 'Too many attempts. Please try again later.',
  },
} as const satisfies Record<AccountErrorCode, { title: string; message: string }>;

export interface StatusRefusal {
  /** 403 at login; 418 during a session (spec §8: redirect to login, clear storage, reload). */
  status: 403 | 418;
  code: AccountErrorCode;
  message: string;
}

const STATUS_CODES = {
  w: 'ACCOUNT_WAITING',
  p: 'ACCOUNT_PENDING',
  r: 'ACCOUNT_REJECTED',
  b: 'ACCOUNT_BANNED',
  d: 'ACCOUNT_DELETED',
} as const satisfies Record<Exclude<UserStatus, 'c'>, AccountErrorCode>;

/**
 * Why an account with this status cannot log in or keep its session; null when it can.
 * At login the refusal is 403; a session whose account changed status ends with 418.
 * @example statusRefusal('b', 'session') // { status: 418, code: 'ACCOUNT_BANNED', message: 'Your account has been banned. …' }
 */
export function statusRefusal(status: UserStatus, when: 'login' | 'session'): StatusRefusal | null {
  if (status === 'c') return null;
  const code = STATUS_CODES[status];
  return { status: when === 'login' ? 403 : 418, code, message: ACCOUNT_MESSAGES[code].message };
}
