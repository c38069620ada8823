/**
 * @module accounts
 * Account rules shared by the server and the account screens (spec §3 "User and settings",
 * §4 "Registration", §6, §8): status letters, what each status means at login and during a
 * session, the registration form rules, administrator transitions, the Seoul check-in day and
 * per-game settings.
 */
import { z } from 'zod';
import { seoulDate } from './list-query';
import { passwordWeakness, WEAKNESS_MESSAGES } from './password-strength';
import { ALL_SPORT_IDS, isSportId } from './sports';

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
 * administrator (the console would answer 418 until the CLI put it back; issue 34 item 5).
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

/** Registration form limits; `GET /register/registration` serves them to the screens. */
export const REGISTRATION_RULES = {
  username: { min: 4, max: 20, pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' },
  // NIST SP 800-63B and ASVS 2.1.1 ask for 8 at least; 10 keeps a list-checked password out of
  // reach of an offline guess at argon2id's cost.
  password: { min: 10, max: 128 },
  nickname: { min: 2, max: 20, pattern: '^[\\p{L}\\p{N}_.\\- ]+$' },
  code: { max: 32 },
} as const;

const R = REGISTRATION_RULES;

/** Usernames are case-insensitive: stored and compared in lower case. */
export const usernameSchema = z
  .string({ error: 'Enter a username.' })
  .trim()
  // `abort`: a name that is too short or long gets that one message, not also the pattern's.
  .min(R.username.min, { error: `Use at least ${R.username.min} characters.`, abort: true })
  .max(R.username.max, { error: `Use at most ${R.username.max} characters.`, abort: true })
  .regex(new RegExp(R.username.pattern), {
    error: 'Start with a letter; use only letters, digits and underscores.',
  })
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(R.password.min, { error: `Use at least ${R.password.min} characters.`, abort: true })
  .max(R.password.max, { error: `Use at most ${R.password.max} characters.`, abort: true })
  .refine((v) => /\p{L}/u.test(v) && /\p{N}/u.test(v), {
    error: 'Use at least one letter and one digit.',
  });

export const nicknameSchema = z
  .string({ error: 'Enter a nickname.' })
  .trim()
  .min(R.nickname.min, { error: `Use at least ${R.nickname.min} characters.`, abort: true })
  .max(R.nickname.max, { error: `Use at most ${R.nickname.max} characters.`, abort: true })
  .regex(new RegExp(R.nickname.pattern, 'u'), {
    error: 'Use letters, digits, spaces, dots, dashes and underscores.',
  });

export const referralCodeSchema = z
  .string()
  .trim()
  .max(R.code.max, { error: `Use at most ${R.code.max} characters.` })
  .transform((v) => v.toUpperCase());

/** Body of `POST /register/` (spec §4 "Registration"). */
export const registrationSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    password_confirmation: z.string().optional(),
    nickname: nicknameSchema,
    /** Referral code of an existing member (optional). */
    code: referralCodeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password_confirmation !== undefined && v.password_confirmation !== v.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'The passwords do not match.',
      });
    }
    if (v.password.toLowerCase() === v.username) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'The password must differ from the username.',
      });
      return;
    }
    // The common-password list is the server's (auth/password-policy); the rest is checked here.
    const weakness = passwordWeakness(v.password, { username: v.username });
    if (weakness) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: WEAKNESS_MESSAGES[weakness] });
    }
  });
export type Registration = z.output<typeof registrationSchema>;

/** Body of `POST /user/password`: the current password, then the new one twice. */
export const passwordChangeSchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password.' })
      .min(1, { error: 'Enter your current password.' })
      .max(R.password.max, { error: `Use at most ${R.password.max} characters.` }),
    password: passwordSchema,
    password_confirmation: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password_confirmation !== undefined && v.password_confirmation !== v.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'The passwords do not match.',
      });
    }
    if (v.password === v.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'The new password must differ from the current one.',
      });
    }
  });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** Body of `POST /login/`: only presence is checked, so a login never reveals the rules. */
export const loginSchema = z.object({
  username: z
    .string({ error: 'Enter a username.' })
    .trim()
    .min(1, { error: 'Enter a username.' })
    .max(100)
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: 'Enter a password.' })
    .min(1, { error: 'Enter a password.' })
    .max(R.password.max, { error: `Use at most ${R.password.max} characters.` }),
});

/** Fields grouped for a form: `{ username: ['Use at least 4 characters.'] }`. */
export function fieldErrorMap(
  issues: readonly { field: string; message: string }[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { field, message } of issues) (out[field] ??= []).push(message);
  return out;
}

/**
 * The check-in day of a moment: its calendar day in Asia/Seoul (spec §9 "Check-in date in
 * Asia/Seoul"), `YYYY-MM-DD`.
 * @example checkInDay(Date.UTC(2026, 0, 1, 15)) // '2026-01-02' (00:00 in Seoul)
 */
export function checkInDay(epochMs: number): string {
  return seoulDate(epochMs);
}

export interface CheckInEntry {
  /** Spec §3 "Check-in": MM-DD-YYYY. */
  checkin_date: string;
  claim: true;
  /** Spec §7: 'YYYY-MM-DD 00:00:00', the Seoul day. */
  date: string;
}

/**
 * A stored check-in day (`YYYY-MM-DD`) in the spec's shapes.
 * @example checkInEntry('2026-03-09') // { checkin_date: '03-09-2026', claim: true, date: '2026-03-09 00:00:00' }
 */
export function checkInEntry(day: string): CheckInEntry {
  const [y, m, d] = day.split('-');
  return { checkin_date: `${m}-${d}-${y}`, claim: true, date: `${day} 00:00:00` };
}

/**
 * Checks the `date` a client sends with its check-in ('YYYY-MM-DD 00:00:00', or a bare day)
 * against the server's Seoul day: a client with a wrong clock must not claim another day.
 * Returns an error message, or null when it names today.
 * @example checkInDateProblem('2026-03-09 00:00:00', '2026-03-09') // null
 */
export function checkInDateProblem(date: string, today: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?: 00:00:00)?$/.exec(date.trim());
  if (!m) return "Expected 'YYYY-MM-DD 00:00:00'.";
  if (m[1] !== today) return `Check-in is only for today in Seoul (${today}).`;
  return null;
}

/** Per-game flags (spec §3 "Per-user game setting": id, is_odds, is_sound, is_prompt). */
export interface GameSetting {
  id: number;
  is_odds: boolean;
  is_sound: boolean;
  is_prompt: boolean;
}
export type GameSettings = Record<string, GameSetting>;

/** A game the user has not configured shows odds, plays sounds and prompts. */
export const DEFAULT_GAME_SETTING: Omit<GameSetting, 'id'> = {
  is_odds: true,
  is_sound: true,
  is_prompt: true,
};

/** Flags sent as booleans, 0/1 or their text forms (forms and older clients send both). */
const flag = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.enum(['true', 'false', '0', '1']).transform((v) => v === 'true' || v === '1'),
]);

export const gameSettingPatchSchema = z.strictObject({
  id: z.coerce.number().int().positive().optional(),
  is_odds: flag.optional(),
  is_sound: flag.optional(),
  is_prompt: flag.optional(),
});
export type GameSettingPatch = z.output<typeof gameSettingPatchSchema>;

/**
 * `setting_json` of `POST /settings/set-game-settings`: an object (or its JSON text, as the
 * spec's other settings travel) keyed by game id, which is a sport id.
 */
export const settingJsonSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .record(z.string(), gameSettingPatchSchema, { error: 'Expected an object keyed by game id.' })
    .superRefine(
      (record, ctx) => {
        for (const [key, value] of Object.entries(record)) {
          if (!/^\d+$/.test(key) || !isSportId(Number(key))) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `Unknown game id; expected one of ${ALL_SPORT_IDS.join(', ')}.`,
            });
          } else if (typeof value?.id === 'number' && value.id !== Number(key)) {
            ctx.addIssue({ code: 'custom', path: [key, 'id'], message: `Expected ${key}.` });
          }
        }
      },
      // Unknown game ids are reported even when some game's flags are also wrong.
      {
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          !Array.isArray(payload.value),
      },
    ),
);

/**
 * Applies a `setting_json` patch (keyed by game id) to stored settings: flags not sent keep
 * their stored or default value, games not sent stay as they were.
 * @example mergeGameSettings({}, { '1': { is_sound: false } })['1'] // { id: 1, is_odds: true, is_sound: false, is_prompt: true }
 */
export function mergeGameSettings(
  stored: GameSettings,
  patch: Record<string, GameSettingPatch>,
): GameSettings {
  const out: GameSettings = { ...stored };
  for (const [key, change] of Object.entries(patch)) {
    const before = stored[key] ?? { id: Number(key), ...DEFAULT_GAME_SETTING };
    out[key] = {
      id: Number(key),
      is_odds: change.is_odds ?? before.is_odds,
      is_sound: change.is_sound ?? before.is_sound,
      is_prompt: change.is_prompt ?? before.is_prompt,
    };
  }
  return out;
}
