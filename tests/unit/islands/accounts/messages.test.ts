import { describe, expect, it } from 'vitest';
import type { AccountFailure, FieldProblem } from '../../../../src/lib/domain/account-screens';
import { ALL_MESSAGES } from '../../../../src/lib/i18n/messages.server';
import type { Translate } from '../../../../src/lib/i18n/messages';
import { formatMessage } from '../../../../src/lib/i18n/translate';
import { failureText, problemText } from '../../../../src/islands/accounts/messages';

const en: Translate = (key, vars) => formatMessage(ALL_MESSAGES.en[key], vars);
const kr: Translate = (key, vars) => formatMessage(ALL_MESSAGES.kr[key], vars);

describe('account failure wording (spec §8)', () => {
  it.each<[AccountFailure, string, string]>([
    ['banned', 'Account Banned', 'Your account has been banned. Please contact customer support.'],
    [
      'deleted',
      'Account Deleted',
      'Your account has been deleted. Please contact customer support.',
    ],
    ['elsewhere', 'Logged In Elsewhere', 'Your account is logged in elsewhere.'],
    ['credentials', 'Login Failed', 'The username or password is incorrect.'],
    ['generic', 'Error', 'Please try again.'],
  ])('%s has its own title and body', (failure, title, body) => {
    expect(failureText(en, failure)).toEqual({ title, body });
  });

  it('names the wait of a rate limit when the server said it, else says later', () => {
    expect(failureText(en, 'rateLimited', 37).body).toBe(
      'Too many attempts. Please try again in 37 seconds.',
    );
    expect(failureText(en, 'rateLimited', null).body).toBe(
      'Too many attempts. Please try again later.',
    );
  });

  it('has every failure in every language', () => {
    const failures: AccountFailure[] = [
      'waiting',
      'pending',
      'rejected',
      'banned',
      'deleted',
      'elsewhere',
      'credentials',
      'rateLimited',
      'validation',
      'generic',
    ];
    for (const failure of failures) {
      const { title, body } = failureText(kr, failure, 5);
      expect(title, failure).not.toMatch(/^accounts\./);
      expect(body, failure).not.toMatch(/^accounts\.|\{\{/);
    }
  });
});

describe('field problem wording', () => {
  it.each<[FieldProblem, string]>([
    [{ kind: 'required' }, 'This field is required.'],
    [{ kind: 'tooShort', min: 4 }, 'Use at least 4 characters.'],
    [{ kind: 'tooLong', max: 20 }, 'Use at most 20 characters.'],
    [{ kind: 'mismatch' }, 'The passwords do not match.'],
    [{ kind: 'usernameTaken' }, 'This username is already taken.'],
  ])('%j reads %s', (problem, text) => {
    expect(problemText(en, problem)).toBe(text);
  });
});
