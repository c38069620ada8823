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
import { TEAPOT_CODE_KEY } from '../../lib/domain/storage-keys';
import { signIn } from '../../lib/stores/user';
import { cacheProfile, type LoginAnswer } from './account-api';
import { accountForm, type FieldErrors } from './account-form';
import { showAlert } from './form-view';
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
  const f = accountForm(form, 'login', FIELDS);
  const { t } = f;
  const next = form.dataset.next ?? null;

  if (form.dataset.teapot === 'true') {
    const notice = document.getElementById('login-notice');
    showAlert(notice, failureText(t, teapotNotice(readTeapotCode())));
  }

  const submit = async () => {
    const { username, password } = f.read();
    const missing: FieldErrors<Field> = {};
    if (!username.trim()) missing.username = { kind: 'required' };
    if (!password) missing.password = { kind: 'required' };
    if (f.show(missing)) return f.fail(null, missing);

    const result = await f.send<LoginAnswer>('/login/', {
      body: { username: username.trim(), password },
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
    const failure = accountFailure(result.error.status, result.error.code);
    if (failure === 'validation') {
      const fields = serverFieldErrors(result.error.body);
      f.show({ username: fields.username?.[0], password: fields.password?.[0] });
    }
    f.fail(failure, undefined, result.retryAfter);
  };

  f.start(submit);
}
