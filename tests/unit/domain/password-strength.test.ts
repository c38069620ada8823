import { describe, expect, it } from 'vitest';
import {
  passwordCandidates,
  passwordWeakness,
  weaknessOfCode,
  WEAKNESS_CODES,
} from '../../../src/lib/domain/password-strength';
import { isCommonPassword } from '../../../src/server/auth/password-policy';

const list = new Set(['password', 'qwerty12345', 'dragon', 'sunshine']);
const isCommon = (candidate: string) => list.has(candidate);

describe('password weaknesses (NIST SP 800-63B §5.1.1.2)', () => {
  it.each([
    // On the list as typed, in any case.
    ['QWERTY12345', 'alice', 'common'],
    // A listed word padded with digits and symbols is still that word.
    ['Password2024!', 'alice', 'common'],
    ['2024dragon!!', 'alice', 'common'],
    ['##sunshine77', 'alice', 'common'],
    // Not padding: letters after the digits make another word.
    ['dragon2024x', 'alice', null],
    // The username inside the password, in any case.
    ['xAlice-2024q', 'alice', 'containsUsername'],
    // A name shorter than 4 letters is too common inside words to refuse.
    ['bobcat-4471z', 'bob', null],
    // Fewer than 4 different characters.
    ['aaaaaaaaaa1', 'alice', 'repetitive'],
    ['ab1ab1ab1ab1', 'alice', 'repetitive'],
    ['ab12ab12ab12', 'alice', null],
    ['Tide-Pool-4471', 'outage7', null],
  ] as const)('%s (user %s) → %s', (password, username, expected) => {
    expect(passwordWeakness(password, { username, isCommon })).toBe(expected);
  });

  it('checks the list only when one is given (the pages do not have it)', () => {
    expect(passwordWeakness('QWERTY12345', { username: 'alice' })).toBeNull();
  });

  it.each([
    ['Dragon2024!', ['dragon2024!', 'dragon']],
    ['dragon', ['dragon']],
    // A core shorter than 4 letters is not looked up on its own.
    ['ab123456789', ['ab123456789']],
  ])('looks up %s as %j', (password, expected) => {
    expect(passwordCandidates(password)).toEqual(expected);
  });

  it('maps each API error code back to its weakness', () => {
    for (const [weakness, code] of Object.entries(WEAKNESS_CODES)) {
      expect(weaknessOfCode(code)).toBe(weakness);
    }
    expect(weaknessOfCode('VALIDATION')).toBeNull();
  });
});

describe("the server's common-password list", () => {
  it.each([
    ['password1', true],
    ['qwerty123', true],
    ['abc12345', true],
    ['iloveyou1', true],
    ['1q2w3e4r5t', true],
    ['qwertyuiop', true],
    ['Tide-Pool-4471'.toLowerCase(), false],
  ])('%s is common: %s', async (candidate, expected) => {
    expect(await isCommonPassword(candidate)).toBe(expected);
  });
});
