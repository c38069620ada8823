/**
 * @module account-forms
 * The account forms' rules and request bodies (spec §4 "Registration", §7 "Login/registration"):
 * registration limits, the registration, password-change and login schemas, and the per-field
 * error map the forms show.
 */
import { z } from 'zod';
import { passwordWeakness, WEAKNESS_MESSAGES } from './password-strength';

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
