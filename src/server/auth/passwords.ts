/**
 * @module auth/passwords
 * Password hashing with argon2id (OWASP's first choice), parameters kept in each PHC string so
 * they can be raised later without breaking stored hashes.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
 */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is a const enum in the typings, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane (~30 ms here). */
export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Hashes a password into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`).
 * @example await hashPassword('secret123') // '$argon2id$v=19$…'
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; with no hash (unknown user) it still spends the
 * same time on a decoy, so response times do not tell which usernames exist.
 * @example await verifyPassword(stored, 'secret123') // true
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy password that matches nothing');
  const target = stored ?? (await decoy);
  try {
    const ok = await verify(target, password);
    return stored !== null && ok;
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}
