/**
 * @module auth/password-policy
 * The server's half of the password rules: the length and letter-and-digit rules are the
 * form's schema (`lib/domain/accounts`); here a new password is also looked up in a list of
 * about 49,000 common and breached passwords (zxcvbn-ts's common list, MIT) and checked against
 * the username and for repeated characters (`lib/domain/password-strength`).
 */
import {
  passwordWeakness,
  WEAKNESS_CODES,
  WEAKNESS_MESSAGES,
} from '../../lib/domain/password-strength';
import { FormError } from './form-error';

let common: Promise<ReadonlySet<string>> | undefined;

/** The list, read on first use: it takes a few milliseconds to unpack and most starts need none. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/**
 * Whether a password, lowered, is on the common list.
 * @example await isCommonPassword('qwerty123') // true
 */
export async function isCommonPassword(candidate: string): Promise<boolean> {
  return (await commonPasswords()).has(candidate);
}

/**
 * Throws a 400 naming `field` when a new password (already of the right length) is too weak
 * for this account: `PASSWORD_TOO_COMMON`, `PASSWORD_CONTAINS_USERNAME` or `PASSWORD_REPETITIVE`.
 * @example await assertStrongPassword('sunshine2024', 'alice') // throws PASSWORD_TOO_COMMON
 */
export async function assertStrongPassword(
  password: string,
  username: string,
  field = 'password',
): Promise<void> {
  const list = await commonPasswords();
  const weakness = passwordWeakness(password, { username, isCommon: (c) => list.has(c) });
  if (!weakness) return;
  const message = WEAKNESS_MESSAGES[weakness];
  throw new FormError(400, WEAKNESS_CODES[weakness], message, [{ field, message }]);
}
