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
  type FieldProblem,
  type PasswordChangeField,
} from '../../lib/domain/account-screens';
import { currentToken, renewToken } from '../../lib/stores/user';
import {
  cacheProfile,
  callWithoutSession,
  readCachedProfile,
  type LoginAnswer,
} from './account-api';
import {
  focusSoon,
  inputOf,
  pageTranslate,
  setSubmitState,
  showAlert,
  showFieldError,
} from './form-view';
import { failureText, problemText } from './messages';

type Problems = Partial<Record<PasswordChangeField, FieldProblem>>;

function parseRule(text: string | undefined): { min?: number; max?: number } {
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
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
  const t = pageTranslate();
  const alert = document.getElementById('password-alert');
  const rule = parseRule(form.dataset.rule);
  const username = readCachedProfile()?.username ?? '';
  const named = form.querySelector<HTMLInputElement>('input[name="username"]');
  if (named) named.value = username;
  let busy = false;
  let checked = false;

  const read = () => {
    const out = {} as Record<PasswordChangeField, string>;
    for (const f of PASSWORD_CHANGE_FIELDS) out[f] = inputOf(form, f)?.value ?? '';
    return out;
  };
  const show = (problems: Problems) => {
    for (const f of PASSWORD_CHANGE_FIELDS) {
      const problem = problems[f];
      showFieldError(form, f, problem && problemText(t, problem));
    }
  };
  const focusFirst = (problems: Problems) => {
    const first = PASSWORD_CHANGE_FIELDS.find((f) => problems[f]);
    if (first) inputOf(form, first)?.focus();
  };
  const idle = () => setSubmitState(form, { busy: false, label: t('accounts.password.submit') });

  for (const f of PASSWORD_CHANGE_FIELDS) {
    inputOf(form, f)?.addEventListener('input', () => {
      if (checked) show(passwordChangeProblems(read(), username, rule));
      else showFieldError(form, f);
    });
  }

  const succeed = () => {
    const card = form.closest('.account-card');
    const success = document.querySelector<HTMLTemplateElement>('template[data-password-success]');
    if (!card || !success) return;
    card.replaceWith(success.content.cloneNode(true));
    const next = document.querySelector<HTMLAnchorElement>('[data-password-continue]');
    if (next) next.href = safeNextPath(form.dataset.next);
    document.querySelector<HTMLElement>('[data-password="changed"] h2')?.focus();
  };

  const submit = async () => {
    const values = read();
    checked = true;
    const found = passwordChangeProblems(values, username, rule);
    show(found);
    if (Object.keys(found).length > 0) {
      showAlert(alert, failureText(t, 'validation'));
      focusFirst(found);
      return;
    }
    busy = true;
    setSubmitState(form, { busy: true, label: t('accounts.password.submitting') });
    showAlert(alert, null);
    const result = await callWithoutSession<LoginAnswer>('POST', '/user/password', {
      body: values,
      token: currentToken(),
    });
    busy = false;
    if (result.ok) {
      renewToken(result.data.data.token);
      cacheProfile(result.data.data.user);
      succeed();
      return;
    }
    idle();
    if (result.error.status === 401 || result.error.status === 418) {
      // The session ended (idle, or ended elsewhere): log in again, then come back here.
      location.assign(`/login?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    const known = passwordChangeCodeProblem(result.error.code);
    const problems: Problems = known ? { [known.field]: known.problem } : {};
    show(problems);
    const failure = known ? 'validation' : accountFailure(result.error.status, result.error.code);
    showAlert(alert, failureText(t, failure, result.retryAfter));
    if (known) focusFirst(problems);
    else focusSoon(alert);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void submit();
  });
  idle();
}
