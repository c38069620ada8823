/**
 * @module islands/accounts/login-form
 * The login form's script (spec §4 "Auth", §8) on the server-rendered form of `login.astro`:
 * signs in an approved account and returns to `next`; every refusal (waiting, rejected, banned,
 * deleted, wrong credentials, too many attempts) has its own translated message, and `?r=418`
 * explains why the last session ended.
 */
import {
  accountFailure,
  safeNextPath,
  serverFieldErrors,
  teapotNotice,
} from '../../lib/domain/account-screens';
import { TEAPOT_CODE_KEY } from '../../lib/domain/auth-redirects';
import { signIn } from '../../lib/stores/user';
import { cacheProfile, callWithoutSession, type LoginAnswer } from './account-api';
import {
  focusSoon,
  inputOf,
  pageTranslate,
  setSubmitState,
  showAlert,
  showFieldError,
} from './form-view';
import { failureText } from './messages';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

function readTeapotCode(): string | null {
  try {
    return sessionStorage.getItem(TEAPOT_CODE_KEY);
  } catch {
    return null;
  }
}

function forgetTeapotCode(): void {
  try {
    sessionStorage.removeItem(TEAPOT_CODE_KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

/**
 * Wires the login form: `data-next` is the `next` query parameter (checked before use) and
 * `data-teapot` marks a page opened with `r=418`, whose notice the server rendered as "logged in
 * elsewhere" and which is refined here from the remembered 418 code.
 * @example startLoginForm(document.querySelector('form[data-account-form="login"]'))
 */
export function startLoginForm(form: HTMLFormElement | null): void {
  if (!form) return;
  const t = pageTranslate();
  const alert = document.getElementById('login-alert');
  const next = form.dataset.next ?? null;
  let busy = false;

  if (form.dataset.teapot === 'true') {
    const notice = document.getElementById('login-notice');
    showAlert(notice, failureText(t, teapotNotice(readTeapotCode())));
  }

  const value = (field: Field) => inputOf(form, field)?.value ?? '';
  const idle = () => setSubmitState(form, { busy: false, label: t('accounts.login.submit') });

  for (const field of FIELDS) {
    inputOf(form, field)?.addEventListener('input', () => showFieldError(form, field));
  }

  const submit = async () => {
    const values = { username: value('username'), password: value('password') };
    const missing: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) missing.username = t('accounts.problem.required');
    if (!values.password) missing.password = t('accounts.problem.required');
    const first = FIELDS.find((f) => missing[f]);
    if (first) {
      for (const f of FIELDS) showFieldError(form, f, missing[f]);
      showAlert(alert, null);
      inputOf(form, first)?.focus();
      return;
    }

    busy = true;
    setSubmitState(form, { busy: true, label: t('accounts.login.submitting') });
    showAlert(alert, null);
    const result = await callWithoutSession<LoginAnswer>('POST', '/login/', {
      body: { username: values.username.trim(), password: values.password },
    });
    if (result.ok) {
      const { token, user } = result.data.data;
      signIn(String(user.id), token);
      cacheProfile(user);
      forgetTeapotCode();
      // After an operator's reset, the user first chooses a password of his own.
      location.assign(
        user.must_change_password
          ? `/password?reset=1&next=${encodeURIComponent(safeNextPath(next))}`
          : safeNextPath(next),
      );
      return;
    }
    busy = false;
    idle();
    const failure = accountFailure(result.error.status, result.error.code);
    if (failure === 'validation') {
      const fields = serverFieldErrors(result.error.body);
      for (const f of FIELDS) showFieldError(form, f, fields[f]?.[0]);
    }
    showAlert(alert, failureText(t, failure, result.retryAfter));
    focusSoon(alert);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void submit();
  });
  idle();
}
