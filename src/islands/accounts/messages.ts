/**
 * @module islands/accounts/messages
 * Translated wording of account failures and form problems (spec §8 dialog wording).
 */
import type { AccountFailure, FieldProblem } from '../../lib/domain/account-screens';
import type { Translate } from '../../lib/i18n/messages';

export interface FailureText {
  title: string;
  body: string;
}

/**
 * Title and body of a failure; a rate limit names its wait when the server said it.
 * @example failureText(t, 'banned') // { title: 'Account Banned', body: 'Your account has been banned. …' }
 */
export function failureText(
  t: Translate,
  failure: AccountFailure,
  seconds: number | null = null,
): FailureText {
  const title = t(`accounts.error.${failure}.title`);
  if (failure === 'rateLimited') {
    return {
      title,
      body:
        seconds === null
          ? t('accounts.error.rateLimited.later')
          : t('accounts.error.rateLimited.body', { seconds }),
    };
  }
  return { title, body: t(`accounts.error.${failure}.body`) };
}

/** The sentence shown under a field for one of its problems. */
export function problemText(t: Translate, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'tooShort':
      return t('accounts.problem.tooShort', { min: problem.min });
    case 'tooLong':
      return t('accounts.problem.tooLong', { max: problem.max });
    default:
      return t(`accounts.problem.${problem.kind}`);
  }
}
