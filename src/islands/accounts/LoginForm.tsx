/**
 * The login form (spec §4 "Auth", §8): signs in an approved account and returns to `next`;
 * every refusal (waiting, rejected, banned, deleted, wrong credentials, too many attempts) has
 * its own translated message, and `?r=418` explains why the last session ended.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  accountFailure,
  type AccountFailure,
  safeNextPath,
  serverFieldErrors,
  teapotNotice,
} from '../../lib/domain/account-screens';
import { TEAPOT_CODE_KEY } from '../../lib/domain/auth-redirects';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { signIn } from '../../lib/stores/user';
import '../../styles/accounts.css';
import { cacheProfile, callWithoutSession, type LoginAnswer } from './account-api';
import AccountAlert from './AccountAlert';
import AccountForm, { type FormAlert } from './AccountForm';
import FormField from './FormField';
import { failureText } from './messages';

type Field = 'username' | 'password';

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

export default function LoginForm({
  lang,
  next,
  teapot,
}: {
  lang: Language;
  /** The `next` query parameter, checked here before use. */
  next: string | null;
  /** The page was opened with `r=418` (spec §4). */
  teapot: boolean;
}) {
  const t = useT(lang);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);
  // Rendered on the server as "logged in elsewhere"; refined once the remembered code is read.
  const [notice, setNotice] = useState<AccountFailure | null>(teapot ? 'elsewhere' : null);
  const inputs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const alertRef = useRef<HTMLDivElement>(null);
  // The inputs hold the values (see FormField); they are read when needed.
  const readInputs = () => ({
    username: inputs.username.current?.value ?? '',
    password: inputs.password.current?.value ?? '',
  });

  useEffect(() => {
    setReady(true);
    if (teapot) setNotice(teapotNotice(readTeapotCode()));
  }, [teapot]);

  const change = (field: Field) => () => setErrors((e) => ({ ...e, [field]: undefined }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = readInputs();
    const missing: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) missing.username = t('accounts.problem.required');
    if (!values.password) missing.password = t('accounts.problem.required');
    const first = (['username', 'password'] as const).find((f) => missing[f]);
    if (first) {
      setErrors(missing);
      setAlert(null);
      inputs[first].current?.focus();
      return;
    }

    setBusy(true);
    setAlert(null);
    const result = await callWithoutSession<LoginAnswer>('POST', '/login/', {
      body: { username: values.username.trim(), password: values.password },
    });
    if (result.ok) {
      const { token, user } = result.data.data;
      signIn(String(user.id), token);
      cacheProfile(user);
      forgetTeapotCode();
      location.assign(safeNextPath(next));
      return;
    }
    setBusy(false);
    const failure = accountFailure(result.error.status, result.error.code);
    if (failure === 'validation') {
      const fields = serverFieldErrors(result.error.body);
      setErrors({ username: fields.username?.[0], password: fields.password?.[0] });
    }
    setAlert({ failure, seconds: result.retryAfter });
    // Focus the message so keyboard and screen-reader users meet it first.
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  return (
    <div className="account-card">
      <AccountAlert text={notice && failureText(t, notice)} tone="notice" id="login-notice" />
      <AccountForm
        id="login"
        t={t}
        alert={alert}
        alertRef={alertRef}
        ready={ready}
        busy={busy}
        submitLabel={busy ? t('accounts.login.submitting') : t('accounts.login.submit')}
        onSubmit={submit}
      >
        <FormField
          id="login-username"
          name="username"
          label={t('accounts.field.username')}
          onChange={change('username')}
          autoComplete="username"
          required
          error={errors.username}
          inputRef={inputs.username}
        />
        <FormField
          id="login-password"
          name="password"
          type="password"
          label={t('accounts.field.password')}
          onChange={change('password')}
          autoComplete="current-password"
          required
          error={errors.password}
          inputRef={inputs.password}
        />
      </AccountForm>
      <p className="account-switch">
        {t('accounts.login.noAccount')} <a href="/register">{t('accounts.login.registerLink')}</a>
      </p>
    </div>
  );
}
