/**
 * @module password-strength
 * Which passwords are too easy to guess although long enough: those on a list of common and
 * breached passwords, one of them with digits or symbols added around it (`dragon2024!`),
 * one that contains the username, and one made of a few characters repeated. These are the
 * checks NIST SP 800-63B §5.1.1.2 asks of a verifier instead of composition rules.
 * The list itself is the server's (too large for a page); the screens check the rest.
 * @see https://pages.nist.gov/800-63-3/sp800-63b.html#memsecret
 */

/** Why a password is refused although its length is right. */
export type PasswordWeakness = 'common' | 'containsUsername' | 'repetitive';

/** Fewer different characters than this is a pattern, not a secret (`aaaa1111aa`, `abab1212ab`). */
export const MIN_DISTINCT_CHARACTERS = 4;

/** Shorter names are too common inside words to refuse every password holding them. */
const MIN_USERNAME_INSIDE = 4;

/** A word of the list, padded with digits and symbols on either side, is still that word. */
const PADDING = /^[^\p{L}]+|[^\p{L}]+$/gu;

/**
 * The forms of a password to look up in the common-password list: as typed in lower case, and
 * without the digits and symbols around its letters.
 * @example passwordCandidates('Dragon2024!') // ['dragon2024!', 'dragon']
 */
export function passwordCandidates(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lower.replace(PADDING, '');
  return core.length >= MIN_USERNAME_INSIDE && core !== lower ? [lower, core] : [lower];
}

/**
 * Why a password of the right length is too weak, or null. `isCommon` looks a lowered
 * candidate up in the list; without it (a page) the list is not checked.
 * @example passwordWeakness('qwerty12345', { isCommon: (p) => p === 'qwerty12345' }) // 'common'
 * @example passwordWeakness('bob_the_builder9', { username: 'bob_the' }) // 'containsUsername'
 */
export function passwordWeakness(
  password: string,
  context: {
    username?: string | undefined;
    isCommon?: ((candidate: string) => boolean) | undefined;
  },
): PasswordWeakness | null {
  const lower = password.normalize('NFKC').toLowerCase();
  const username = context.username?.trim().toLowerCase() ?? '';
  if (username.length >= MIN_USERNAME_INSIDE && lower.includes(username)) return 'containsUsername';
  if (new Set(lower).size < MIN_DISTINCT_CHARACTERS) return 'repetitive';
  const isCommon = context.isCommon;
  if (isCommon && passwordCandidates(password).some((candidate) => isCommon(candidate)))
    return 'common';
  return null;
}

/** The API's error code for each weakness; the screens map it back to their wording. */
export const WEAKNESS_CODES = {
  common: 'PASSWORD_TOO_COMMON',
  containsUsername: 'PASSWORD_CONTAINS_USERNAME',
  repetitive: 'PASSWORD_REPETITIVE',
} as const satisfies Record<PasswordWeakness, string>;

/** English wording of each weakness, as the API words it. */
export const WEAKNESS_MESSAGES = {
  common: 'This password is too common or has appeared in a data breach; choose another.',
  containsUsername: 'The password must not contain the username.',
  repetitive: `Use at least ${MIN_DISTINCT_CHARACTERS} different characters.`,
} as const satisfies Record<PasswordWeakness, string>;

/**
 * The weakness an API error code names, or null.
 * @example weaknessOfCode('PASSWORD_TOO_COMMON') // 'common'
 */
export function weaknessOfCode(code: string | undefined): PasswordWeakness | null {
  for (const [weakness, c] of Object.entries(WEAKNESS_CODES)) {
    if (c === code) return weakness as PasswordWeakness;
  }
  return null;
}
