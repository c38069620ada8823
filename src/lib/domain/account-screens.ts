/**
 * @module account-screens
 * Rules of the login, registration, check-in and approval screens (spec §4 "Auth" and
 * "Registration", §6, §8): where a login may return to, what each refusal means, the form checks
 * driven by the rules `GET /register/registration` serves, and the Seoul check-in day.
 * Free of zod on purpose: these run in every page's account control.
 */
import { seoulDate } from './seoul-time';
import { passwordWeakness, weaknessOfCode, type PasswordWeakness } from './password-strength';

const NO_RETURN = ['/login', '/logout', '/register'];

/**
 * Where a successful login goes: the `next` path when it is a path of this site, else `/`.
 * Anything that could leave the origin (`//host`, `/\host`, `https:`…) or loop back to an
 * account page is refused, so a crafted link cannot send a fresh session elsewhere.
 * @example safeNextPath('/inplay/odds/details/12?x=1') // '/inplay/odds/details/12?x=1'
 * @example safeNextPath('//evil.example') // '/'
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2000) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from URLs, which could turn `/\t/host` into `//host`.
  for (const ch of next) {
    const c = ch.charCodeAt(0);
    if (c < 0x20 || c === 0x7f || ch === '\\') return '/';
  }
  const path = next.split(/[?#]/, 1)[0] ?? '';
  if (NO_RETURN.some((p) => path === p || path.startsWith(`${p}/`))) return '/';
  return next;
}

/** Why a login, registration or session ended in an error, as the screens word it. */
export type AccountFailure =
  | 'waiting'
  | 'pending'
  | 'rejected'
  | 'banned'
  | 'deleted'
  | 'elsewhere'
  | 'credentials'
  | 'rateLimited'
  | 'validation'
  | 'generic';

const FAILURE_BY_CODE: Record<string, AccountFailure> = {
  ACCOUNT_WAITING: 'waiting',
  ACCOUNT_PENDING: 'pending',
  ACCOUNT_REJECTED: 'rejected',
  ACCOUNT_BANNED: 'banned',
  ACCOUNT_DELETED: 'deleted',
  LOGGED_IN_ELSEWHERE: 'elsewhere',
  INVALID_CREDENTIALS: 'credentials',
  RATE_LIMITED: 'rateLimited',
  VALIDATION: 'validation',
};

/**
 * The failure a login answer means (403 refusals by status, 401 wrong credentials, 429, 400).
 * Codes win over statuses, so a server that words things differently still lands right; an
 * unknown answer is 'generic' (spec §8 "Please try again.").
 * @example accountFailure(403, 'ACCOUNT_BANNED') // 'banned'
 */
export function accountFailure(status: number, code: string | undefined): AccountFailure {
  const byCode = code === undefined ? undefined : FAILURE_BY_CODE[code];
  if (byCode) return byCode;
  if (status === 401) return 'credentials';
  if (status === 429) return 'rateLimited';
  if (status === 400) return 'validation';
  return 'generic';
}

/**
 * The notice of `/login?r=418` (spec §8): the remembered 418 code when it was a ban or a
 * deletion, otherwise 'Your account is logged in elsewhere.'.
 * @example teapotNotice('ACCOUNT_DELETED') // 'deleted'
 */
export function teapotNotice(code: string | null | undefined): 'elsewhere' | 'banned' | 'deleted' {
  if (code === 'ACCOUNT_BANNED') return 'banned';
  if (code === 'ACCOUNT_DELETED') return 'deleted';
  return 'elsewhere';
}

/**
 * Seconds of a `Retry-After` header (delta-seconds form; the API never sends a date), or null.
 * @example retryAfterSeconds('37') // 37
 */
export function retryAfterSeconds(header: string | null | undefined): number | null {
  if (!header || !/^\s*\d{1,9}\s*$/.test(header)) return null;
  const seconds = Number(header);
  return seconds > 0 ? seconds : null;
}

/**
 * Field errors of an error answer: the spec's `response.data.errors` (`{ field: [message] }`),
 * completed by `error.details` (`[{ field, message }]`) for servers that send only those.
 * @example serverFieldErrors({ errors: { username: ['Taken'] } }) // { username: ['Taken'] }
 */
export function serverFieldErrors(body: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (typeof body !== 'object' || body === null) return out;
  const { errors, error } = body as { errors?: unknown; error?: { details?: unknown } };
  const add = (field: unknown, message: unknown) => {
    if (typeof field !== 'string' || !field || typeof message !== 'string' || !message) return;
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      for (const m of Array.isArray(messages) ? messages : [messages]) add(field, m);
    }
  }
  if (Array.isArray(error?.details)) {
    for (const d of error.details as { field?: unknown; message?: unknown }[]) {
      add(d?.field, d?.message);
    }
  }
  return out;
}

/** The rules of `GET /register/registration` the form checks (fields may be missing). */
export interface RegistrationRules {
  username?: { min?: number; max?: number; pattern?: string };
  password?: { min?: number; max?: number };
  nickname?: { min?: number; max?: number; pattern?: string };
  code?: { max?: number };
}

export const REGISTRATION_FIELDS = [
  'username',
  'nickname',
  'password',
  'password_confirmation',
  'code',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;

/** One problem with one field; the screens translate `kind` and fill in `min`/`max`. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'usernamePattern' }
  | { kind: 'nicknamePattern' }
  | { kind: 'passwordLetterDigit' }
  | { kind: 'passwordSameAsUsername' }
  | { kind: 'passwordCommon' }
  | { kind: 'passwordContainsUsername' }
  | { kind: 'passwordRepetitive' }
  | { kind: 'passwordWrong' }
  | { kind: 'passwordUnchanged' }
  | { kind: 'mismatch' }
  | { kind: 'usernameTaken' }
  | { kind: 'nicknameTaken' }
  | { kind: 'codeNotFound' };

function patternOf(source: string | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    // A pattern this browser cannot compile is left to the server, which checks it anyway.
    return null;
  }
}

function lengthProblem(
  value: string,
  rule: { min?: number; max?: number } | undefined,
): FieldProblem | null {
  if (rule?.min !== undefined && value.length < rule.min) {
    return { kind: 'tooShort', min: rule.min };
  }
  if (rule?.max !== undefined && value.length > rule.max) {
    return { kind: 'tooLong', max: rule.max };
  }
  return null;
}

/**
 * What is wrong with a registration form before it is sent, one problem per field, checked
 * as the server checks (trimmed username and nickname, case-insensitive username; a password
 * needs a letter and a digit and must differ from the username, as in `accounts.ts`).
 * @example registrationProblems({ username: 'ab', … }, { username: { min: 4 } }).username // { kind: 'tooShort', min: 4 }
 */
export function registrationProblems(
  values: RegistrationValues,
  rules: RegistrationRules,
  options: { codeRequired?: boolean } = {},
): Partial<Record<RegistrationField, FieldProblem>> {
  const out: Partial<Record<RegistrationField, FieldProblem>> = {};
  const username = values.username.trim();
  const nickname = values.nickname.trim();
  const { password } = values;

  if (!username) out.username = { kind: 'required' };
  else {
    const problem = lengthProblem(username, rules.username);
    const pattern = patternOf(rules.username?.pattern);
    if (problem) out.username = problem;
    else if (pattern && !pattern.test(username)) out.username = { kind: 'usernamePattern' };
  }

  if (!nickname) out.nickname = { kind: 'required' };
  else {
    const problem = lengthProblem(nickname, rules.nickname);
    const pattern = patternOf(rules.nickname?.pattern);
    if (problem) out.nickname = problem;
    else if (pattern && !pattern.test(nickname)) out.nickname = { kind: 'nicknamePattern' };
  }

  const passwordIssue = newPasswordProblem(password, username, rules.password);
  if (passwordIssue) out.password = passwordIssue;

  if (!values.password_confirmation) out.password_confirmation = { kind: 'required' };
  else if (values.password_confirmation !== password) {
    out.password_confirmation = { kind: 'mismatch' };
  }

  const code = values.code.trim();
  if (!code && options.codeRequired) out.code = { kind: 'required' };
  else if (code) {
    const problem = lengthProblem(code, { max: rules.code?.max });
    if (problem) out.code = problem;
  }
  return out;
}

const WEAKNESS_PROBLEMS = {
  common: { kind: 'passwordCommon' },
  containsUsername: { kind: 'passwordContainsUsername' },
  repetitive: { kind: 'passwordRepetitive' },
} as const satisfies Record<PasswordWeakness, FieldProblem>;

/**
 * What is wrong with a new password before it is sent (registration, a password change), as
 * the server checks it except for its common-password list: its length, a letter and a digit,
 * not the username nor containing it, not a few characters repeated.
 * @example newPasswordProblem('aaaa1111aa', 'alice', { min: 10 }) // { kind: 'passwordRepetitive' }
 */
export function newPasswordProblem(
  password: string,
  username: string,
  rule: { min?: number; max?: number } | undefined,
): FieldProblem | null {
  if (!password) return { kind: 'required' };
  const problem = lengthProblem(password, rule);
  if (problem) return problem;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return { kind: 'passwordLetterDigit' };
  if (username && password.toLowerCase() === username.toLowerCase()) {
    return { kind: 'passwordSameAsUsername' };
  }
  const weakness = passwordWeakness(password, { username });
  return weakness ? WEAKNESS_PROBLEMS[weakness] : null;
}

/**
 * The problem of a new password an error code of the API names (the server's common-password
 * list, which the page does not have), or null.
 * @example passwordCodeProblem('PASSWORD_TOO_COMMON') // { kind: 'passwordCommon' }
 */
export function passwordCodeProblem(code: string | undefined): FieldProblem | null {
  const weakness = weaknessOfCode(code);
  return weakness ? WEAKNESS_PROBLEMS[weakness] : null;
}

export const PASSWORD_CHANGE_FIELDS = [
  'current_password',
  'password',
  'password_confirmation',
] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];

/**
 * What is wrong with the password-change form before it is sent, one problem per field.
 * @example passwordChangeProblems({ current_password: 'a', password: 'a', password_confirmation: 'a' }, 'bob', {}).password // { kind: 'passwordLetterDigit' }
 */
export function passwordChangeProblems(
  values: Record<PasswordChangeField, string>,
  username: string,
  rule: { min?: number; max?: number } | undefined,
): Partial<Record<PasswordChangeField, FieldProblem>> {
  const out: Partial<Record<PasswordChangeField, FieldProblem>> = {};
  if (!values.current_password) out.current_password = { kind: 'required' };
  const problem = newPasswordProblem(values.password, username, rule);
  if (problem) out.password = problem;
  else if (values.password === values.current_password)
    out.password = { kind: 'passwordUnchanged' };
  if (!values.password_confirmation) out.password_confirmation = { kind: 'required' };
  else if (values.password_confirmation !== values.password) {
    out.password_confirmation = { kind: 'mismatch' };
  }
  return out;
}

/** The field an error code of `POST /user/password` belongs to, with its problem. */
export function passwordChangeCodeProblem(
  code: string | undefined,
): { field: PasswordChangeField; problem: FieldProblem } | null {
  if (code === 'WRONG_PASSWORD')
    return { field: 'current_password', problem: { kind: 'passwordWrong' } };
  const weak = passwordCodeProblem(code);
  return weak ? { field: 'password', problem: weak } : null;
}

/** The field an error code of `POST /register/` belongs to, with its problem. */
export function registrationCodeProblem(
  code: string | undefined,
): { field: RegistrationField; problem: FieldProblem } | null {
  if (code === 'USERNAME_TAKEN') return { field: 'username', problem: { kind: 'usernameTaken' } };
  if (code === 'NICKNAME_TAKEN') return { field: 'nickname', problem: { kind: 'nicknameTaken' } };
  if (code === 'CODE_NOT_FOUND') return { field: 'code', problem: { kind: 'codeNotFound' } };
  const weak = passwordCodeProblem(code);
  return weak ? { field: 'password', problem: weak } : null;
}

/**
 * Body of `POST /user/check-in` for the Seoul day containing `epochMs` (spec §7: claim true,
 * date 'YYYY-MM-DD 00:00:00' Seoul), or for a given `YYYY-MM-DD` day the server named.
 * @example checkInBody(Date.UTC(2026, 0, 1, 15)) // { claim: true, date: '2026-01-02 00:00:00' }
 */
export function checkInBody(when: number | string): { claim: true; date: string } {
  const day = typeof when === 'number' ? seoulDate(when) : when;
  return { claim: true, date: `${day} 00:00:00` };
}
