/**
 * @module islands/accounts/password-form
 * The password-change form's script on the server-rendered form of `password.astro`: checks the
 * fields as the server does (but for its common-password list), sends `POST /user/password`
 * with the session's token, keeps the new token the answer carries (every other session of the
 * account has ended), and shows what the server refused on its field, in the page's language.
 */
import {
  accountFailure,
  passwordChangeCodeProblem,
  passwordChangeProblems,
  PASSWORD_CHANGE_FIELDS,
  safeNextPath,
} from '../../lib/domain/account-screens';
import { currentToken, renewToken } from '../../lib/stores/user';
import { cacheProfile, readCachedProfile, type LoginAnswer } from './account-api';
import { accountForm } from './account-form';

/** The password rule the page was rendered with (`data-rule`). */
function parseRule(text: string | undefined): { min?: number; max?: number } {
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** Replaces the form's card with the page's "changed" message and points "Continue" at `next`. */
function succeed(form: HTMLFormElement): void {
  const card = form.closest('.account-card');
  const success = document.querySelector<HTMLTemplateElement>('template[data-password-success]');
  if (!card || !success) return;
  card.replaceWith(success.content.cloneNode(true));
  const next = document.querySelector<HTMLAnchorElement>('[data-password-continue]');
  if (next) next.href = safeNextPath(form.dataset.next);
  document.querySelector<HTMLElement>('[data-password="changed"] h2')?.focus();
}

/**
 * Wires the password-change form; `data-next` is where "Continue" goes after the change (a
 * path of this site only), `data-rule` the password rule the page was rendered with.
 * @example startPasswordForm(document.querySelector('form[data-account-form="password"]'))
 */
export function startPasswordForm(form: HTMLFormElement | null): void {
  if (!form) return;
  const token = currentToken();
  if (!token) {
    location.assign(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    return;
  }
  const f = accountForm(form, 'password', PASSWORD_CHANGE_FIELDS);
  const rule = parseRule(form.dataset.rule);
  const username = readCachedProfile()?.username ?? '';
  const named = form.querySelector<HTMLInputElement>('input[name="username"]');
  if (named) named.value = username;

  const check = (values = f.read()) => passwordChangeProblems(values, username, rule);

  const submit = async () => {
    const values = f.read();
    const found = check(values);
    if (f.show(found)) return f.fail('validation', found);
    const result = await f.send<LoginAnswer>('/user/password', {
      body: values,
      token: currentToken(),
    });
    if (result.ok) {
      renewToken(result.data.data.token);
      cacheProfile(result.data.data.user);
      succeed(form);
      return;
    }
    if (result.error.status === 401 || result.error.status === 418) {
      // The session ended (idle, or ended elsewhere): log in again, then come back here.
      location.assign(`/login?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    const known = passwordChangeCodeProblem(result.error.code);
    const failure = known ? 'validation' : accountFailure(result.error.status, result.error.code);
    f.fail(failure, known ? { [known.field]: known.problem } : {}, result.retryAfter);
  };

  f.start(submit, check);
}
