/**
 * The registration form (spec §4 "Registration", §1): checks the fields by the rules the server
 * serves, sends the request, shows the server's errors on their fields, and on success replaces
 * itself with the pending-approval message.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  accountFailure,
  registrationCodeProblem,
  registrationProblems,
  REGISTRATION_FIELDS,
  serverFieldErrors,
  type FieldProblem,
  type RegistrationField,
  type RegistrationRules,
  type RegistrationValues,
} from '../../lib/domain/account-screens';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import '../../styles/accounts.css';
import { callWithoutSession } from './account-api';
import AccountForm, { type FormAlert } from './AccountForm';
import FormField from './FormField';
import { problemText } from './messages';

/** `GET /register/registration` body. */
interface RegistrationForm {
  data: { rules: RegistrationRules; code_required?: boolean };
}

/** A field's error: one of ours (translated on render) or the server's own words. */
type FieldError = { problem: FieldProblem } | { text: string };

const EMPTY: RegistrationValues = {
  username: '',
  nickname: '',
  password: '',
  password_confirmation: '',
  code: '',
};

export default function RegisterForm({
  lang,
  rules: initialRules,
  codeRequired: initialCodeRequired = false,
}: {
  lang: Language;
  /** The server's rules, rendered with the page so hints show at once. */
  rules: RegistrationRules;
  codeRequired?: boolean;
}) {
  const t = useT(lang);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [rules, setRules] = useState(initialRules);
  const [codeRequired, setCodeRequired] = useState(initialCodeRequired);
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, FieldError>>>({});
  const [checked, setChecked] = useState(false);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const refs: Record<RegistrationField, RefObject<HTMLInputElement | null>> = {
    username: useRef<HTMLInputElement>(null),
    nickname: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password_confirmation: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  // The inputs hold the values (see FormField); they are read when needed.
  const readInputs = (): RegistrationValues => {
    const out = { ...EMPTY };
    for (const f of REGISTRATION_FIELDS) out[f] = refs[f].current?.value ?? '';
    return out;
  };

  useEffect(() => {
    setReady(true);
    // The page rendered this server's rules; an API elsewhere (PUBLIC_API_BASE) may differ.
    void callWithoutSession<RegistrationForm>('GET', '/register/registration').then((result) => {
      if (!result.ok || typeof result.data?.data?.rules !== 'object') return;
      setRules(result.data.data.rules);
      setCodeRequired(result.data.data.code_required === true);
    });
  }, []);

  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  const localErrors = (v: RegistrationValues) => {
    const found = registrationProblems(v, rules, { codeRequired });
    const out: Partial<Record<RegistrationField, FieldError>> = {};
    for (const f of REGISTRATION_FIELDS) {
      const problem = found[f];
      if (problem) out[f] = { problem };
    }
    return out;
  };

  const change = (field: RegistrationField) => () => {
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (checked) setErrors(localErrors(readInputs()));
    else setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirst = (found: Partial<Record<RegistrationField, FieldError>>) => {
    const first = REGISTRATION_FIELDS.find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = readInputs();
    setChecked(true);
    const found = localErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert({ failure: 'validation', seconds: null });
      focusFirst(found);
      return;
    }

    setBusy(true);
    setAlert(null);
    const result = await callWithoutSession('POST', '/register/', {
      body: {
        username: values.username.trim(),
        nickname: values.nickname.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        ...(values.code.trim() ? { code: values.code.trim() } : {}),
      },
    });
    setBusy(false);
    if (result.ok) {
      setDone(true);
      return;
    }

    const { error } = result;
    const fromServer: Partial<Record<RegistrationField, FieldError>> = {};
    const known = registrationCodeProblem(error.code);
    if (known) fromServer[known.field] = { problem: known.problem };
    const fields = serverFieldErrors(error.body);
    for (const f of REGISTRATION_FIELDS) {
      if (fromServer[f] || !fields[f]?.[0]) continue;
      // Our own wording when we can tell what is wrong; the server's words for rules we lack.
      const ours = localErrors(values)[f];
      fromServer[f] = ours ?? { text: fields[f][0] };
    }
    setErrors(fromServer);
    const failure = known ? 'validation' : accountFailure(error.status, error.code);
    setAlert({ failure, seconds: result.retryAfter });
    if (Object.keys(fromServer).length > 0) focusFirst(fromServer);
    else requestAnimationFrame(() => alertRef.current?.focus());
  };

  if (done) {
    return (
      <div className="account-card account-success" role="status" data-registration="requested">
        <h2 className="account-success__title" tabIndex={-1} ref={successRef}>
          {t('accounts.register.successTitle')}
        </h2>
        <p>{t('accounts.register.successBody')}</p>
        <a className="button button--primary" href="/login">
          {t('accounts.register.backToLogin')}
        </a>
      </div>
    );
  }

  const errorText = (f: RegistrationField) => {
    const e = errors[f];
    if (!e) return undefined;
    return 'problem' in e ? problemText(t, e.problem) : e.text;
  };
  const range = (rule: { min?: number; max?: number } | undefined) => ({
    min: rule?.min ?? 1,
    max: rule?.max ?? 100,
  });
  const showCode = codeRequired || rules.code !== undefined;

  return (
    <div className="account-card">
      <p className="account-intro">{t('accounts.register.intro')}</p>
      <AccountForm
        id="register"
        t={t}
        alert={alert}
        alertRef={alertRef}
        ready={ready}
        busy={busy}
        submitLabel={busy ? t('accounts.register.submitting') : t('accounts.register.submit')}
        onSubmit={submit}
      >
        <FormField
          id="register-username"
          name="username"
          label={t('accounts.field.username')}
          onChange={change('username')}
          autoComplete="username"
          required
          hint={t('accounts.hint.username', range(rules.username))}
          error={errorText('username')}
          maxLength={rules.username?.max}
          inputRef={refs.username}
        />
        <FormField
          id="register-nickname"
          name="nickname"
          label={t('accounts.field.nickname')}
          onChange={change('nickname')}
          autoComplete="nickname"
          required
          hint={t('accounts.hint.nickname', range(rules.nickname))}
          error={errorText('nickname')}
          maxLength={rules.nickname?.max}
          inputRef={refs.nickname}
        />
        <FormField
          id="register-password"
          name="password"
          type="password"
          label={t('accounts.field.password')}
          onChange={change('password')}
          autoComplete="new-password"
          required
          hint={t('accounts.hint.password', range(rules.password))}
          error={errorText('password')}
          maxLength={rules.password?.max}
          inputRef={refs.password}
        />
        <FormField
          id="register-password-confirmation"
          name="password_confirmation"
          type="password"
          label={t('accounts.field.passwordConfirmation')}
          onChange={change('password_confirmation')}
          autoComplete="new-password"
          required
          error={errorText('password_confirmation')}
          maxLength={rules.password?.max}
          inputRef={refs.password_confirmation}
        />
        {showCode && (
          <FormField
            id="register-code"
            name="code"
            label={t('accounts.field.code')}
            labelNote={codeRequired ? undefined : t('accounts.field.optional')}
            onChange={change('code')}
            autoComplete="off"
            required={codeRequired}
            hint={t('accounts.hint.code')}
            error={errorText('code')}
            maxLength={rules.code?.max}
            inputRef={refs.code}
          />
        )}
      </AccountForm>
      <p className="account-switch">
        {t('accounts.register.haveAccount')} <a href="/login">{t('accounts.register.loginLink')}</a>
      </p>
    </div>
  );
}
