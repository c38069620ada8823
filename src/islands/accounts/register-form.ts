/**
 * @module islands/accounts/register-form
 * The registration form's script (spec §4 "Registration", §1) on the server-rendered form of
 * `register.astro`: checks the fields by the rules the server serves, sends the request, shows
 * the server's errors on their fields, and on success replaces the form with the
 * pending-approval message.
 */
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
import type { MessageKey } from '../../lib/i18n/messages';
import { callWithoutSession } from './account-api';
import {
  focusSoon,
  fieldOf,
  inputOf,
  pageTranslate,
  setSubmitState,
  showAlert,
  showFieldError,
} from './form-view';
import { failureText, problemText } from './messages';

/** `GET /register/registration` body. */
interface RegistrationForm {
  data: { rules: RegistrationRules; code_required?: boolean };
}

/** A field's error: one of ours (translated when shown) or the server's own words. */
type FieldError = { problem: FieldProblem } | { text: string };
type FieldErrors = Partial<Record<RegistrationField, FieldError>>;

/** Fields whose hint names the rule's length, with the hint's message. */
const HINTS = {
  username: 'accounts.hint.username',
  nickname: 'accounts.hint.nickname',
  password: 'accounts.hint.password',
} as const satisfies Partial<Record<RegistrationField, MessageKey>>;

/** The rule whose `max` limits each input. */
const MAX_RULE: Record<RegistrationField, keyof RegistrationRules> = {
  username: 'username',
  nickname: 'nickname',
  password: 'password',
  password_confirmation: 'password',
  code: 'code',
};

function parseRules(text: string | undefined): RegistrationRules {
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

const range = (rule: { min?: number; max?: number } | undefined) => ({
  min: rule?.min ?? 1,
  max: rule?.max ?? 100,
});

/**
 * Wires the registration form; `data-rules` holds the rules the page was rendered with, which
 * are refreshed from `GET /register/registration` (an API elsewhere, PUBLIC_API_BASE, may differ).
 * @example startRegisterForm(document.querySelector('form[data-account-form="register"]'))
 */
export function startRegisterForm(form: HTMLFormElement | null): void {
  if (!form) return;
  const t = pageTranslate();
  const alert = document.getElementById('register-alert');
  let rules = parseRules(form.dataset.rules);
  let codeRequired = false;
  let busy = false;
  // After a first attempt, errors follow the typing so a fixed field clears at once.
  let checked = false;
  let errors: FieldErrors = {};

  const showCode = () => codeRequired || rules.code !== undefined;
  const readInputs = (): RegistrationValues => {
    const out = {} as RegistrationValues;
    for (const f of REGISTRATION_FIELDS) {
      out[f] = f === 'code' && !showCode() ? '' : (inputOf(form, f)?.value ?? '');
    }
    return out;
  };

  const show = (found: FieldErrors) => {
    errors = found;
    for (const f of REGISTRATION_FIELDS) {
      const e = found[f];
      showFieldError(form, f, e && ('problem' in e ? problemText(t, e.problem) : e.text));
    }
  };

  const localErrors = (values: RegistrationValues): FieldErrors => {
    const found = registrationProblems(values, rules, { codeRequired });
    const out: FieldErrors = {};
    for (const f of REGISTRATION_FIELDS) {
      const problem = found[f];
      if (problem) out[f] = { problem };
    }
    return out;
  };

  const focusFirst = (found: FieldErrors) => {
    const first = REGISTRATION_FIELDS.find((f) => found[f]);
    if (first) inputOf(form, first)?.focus();
  };

  /** Hints, input limits and the code field as the current rules say. */
  const applyRules = () => {
    for (const [f, key] of Object.entries(HINTS) as [keyof typeof HINTS, MessageKey][]) {
      const hint = fieldOf(form, f)?.querySelector('[data-field-hint]');
      if (hint) hint.textContent = t(key, range(rules[f]));
    }
    for (const f of REGISTRATION_FIELDS) {
      const input = inputOf(form, f);
      const max = rules[MAX_RULE[f]]?.max;
      // A little room over the rule, so an over-long entry gets a message, not a silent cut.
      if (max === undefined) input?.removeAttribute('maxlength');
      else input?.setAttribute('maxlength', String(max + 20));
    }
    const code = fieldOf(form, 'code');
    const codeInput = inputOf(form, 'code');
    if (code) code.hidden = !showCode();
    const note = code?.querySelector<HTMLElement>('[data-field-note]');
    if (note) note.hidden = codeRequired;
    if (codeInput) {
      codeInput.required = codeRequired;
      codeInput.setAttribute('aria-required', String(codeRequired));
    }
  };

  for (const f of REGISTRATION_FIELDS) {
    inputOf(form, f)?.addEventListener('input', () => {
      if (checked) show(localErrors(readInputs()));
      else show({ ...errors, [f]: undefined });
    });
  }

  const succeed = () => {
    const card = form.closest('.account-card');
    const success = document.querySelector<HTMLTemplateElement>('template[data-register-success]');
    if (!card || !success) return;
    card.replaceWith(success.content.cloneNode(true));
    document.querySelector<HTMLElement>('[data-registration="requested"] h2')?.focus();
  };

  const submit = async () => {
    const values = readInputs();
    checked = true;
    const found = localErrors(values);
    show(found);
    if (Object.keys(found).length > 0) {
      showAlert(alert, failureText(t, 'validation'));
      focusFirst(found);
      return;
    }

    busy = true;
    setSubmitState(form, { busy: true, label: t('accounts.register.submitting') });
    showAlert(alert, null);
    const result = await callWithoutSession('POST', '/register/', {
      body: {
        username: values.username.trim(),
        nickname: values.nickname.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        ...(values.code.trim() ? { code: values.code.trim() } : {}),
      },
    });
    busy = false;
    if (result.ok) {
      succeed();
      return;
    }
    setSubmitState(form, { busy: false, label: t('accounts.register.submit') });

    const { error } = result;
    const fromServer: FieldErrors = {};
    const known = registrationCodeProblem(error.code);
    if (known) fromServer[known.field] = { problem: known.problem };
    const fields = serverFieldErrors(error.body);
    const ours = localErrors(values);
    for (const f of REGISTRATION_FIELDS) {
      const text = fields[f]?.[0];
      if (fromServer[f] || !text) continue;
      // Our own wording when we can tell what is wrong; the server's words for rules we lack.
      fromServer[f] = ours[f] ?? { text };
    }
    show(fromServer);
    const failure = known ? 'validation' : accountFailure(error.status, error.code);
    showAlert(alert, failureText(t, failure, result.retryAfter));
    if (Object.keys(fromServer).length > 0) focusFirst(fromServer);
    else focusSoon(alert);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void submit();
  });
  setSubmitState(form, { busy: false, label: t('accounts.register.submit') });

  void callWithoutSession<RegistrationForm>('GET', '/register/registration').then((result) => {
    if (!result.ok || typeof result.data?.data?.rules !== 'object') return;
    rules = result.data.data.rules;
    codeRequired = result.data.data.code_required === true;
    applyRules();
  });
}
