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
  type RegistrationField,
  type RegistrationRules,
  type RegistrationValues,
} from '../../lib/domain/account-screens';
import type { MessageKey, Translate } from '../../lib/i18n/messages';
import { callWithoutSession } from './account-api';
import { accountForm, type FieldErrors } from './account-form';
import { fieldOf, inputOf } from './form-view';

/** `GET /register/registration` body. */
interface RegistrationForm {
  data: { rules: RegistrationRules; code_required?: boolean };
}

/** Fields whose hint names the rule's length, with the hint's message. */
const HINTS = {
  username: 'accounts.hint.username',
  nickname: 'accounts.hint.nickname',
  password: 'accounts.hint.password',
} as const satisfies Partial<Record<RegistrationField, MessageKey>>;

const range = (rule: { min?: number; max?: number } | undefined) => ({
  min: rule?.min ?? 1,
  max: rule?.max ?? 100,
});

/**
 * Hints, input limits and the code field as the current rules say (`code.shown`: the code
 * field is shown; `code.required`: it must be filled).
 */
function applyRules(
  form: HTMLFormElement,
  t: Translate,
  rules: RegistrationRules,
  code: { shown: boolean; required: boolean },
): void {
  for (const [f, key] of Object.entries(HINTS) as [keyof typeof HINTS, MessageKey][]) {
    const hint = fieldOf(form, f)?.querySelector('[data-field-hint]');
    if (hint) hint.textContent = t(key, range(rules[f]));
  }
  for (const f of REGISTRATION_FIELDS) {
    const input = inputOf(form, f);
    // The confirmation is limited by the password's rule.
    const max = rules[f === 'password_confirmation' ? 'password' : f]?.max;
    // A little room over the rule, so an over-long entry gets a message, not a silent cut.
    if (max === undefined) input?.removeAttribute('maxlength');
    else input?.setAttribute('maxlength', String(max + 20));
  }
  const field = fieldOf(form, 'code');
  const input = inputOf(form, 'code');
  if (field) field.hidden = !code.shown;
  const note = field?.querySelector<HTMLElement>('[data-field-note]');
  if (note) note.hidden = code.required;
  if (input) {
    input.required = code.required;
    input.setAttribute('aria-required', String(code.required));
  }
}

/** The rules the page was rendered with (`data-rules`). */
function parseRules(text: string | undefined): RegistrationRules {
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** Replaces the form's card with the page's pending-approval message. */
function succeed(form: HTMLFormElement): void {
  const card = form.closest('.account-card');
  const success = document.querySelector<HTMLTemplateElement>('template[data-register-success]');
  if (!card || !success) return;
  card.replaceWith(success.content.cloneNode(true));
  document.querySelector<HTMLElement>('[data-registration="requested"] h2')?.focus();
}

/**
 * Wires the registration form; `data-rules` holds the rules the page was rendered with, which
 * are refreshed from `GET /register/registration` (an API elsewhere, PUBLIC_API_BASE, may differ).
 * @example startRegisterForm(document.querySelector('form[data-account-form="register"]'))
 */
export function startRegisterForm(form: HTMLFormElement | null): void {
  if (!form) return;
  const f = accountForm(form, 'register', REGISTRATION_FIELDS);
  const { t } = f;
  let rules = parseRules(form.dataset.rules);
  let codeRequired = false;

  const showCode = () => codeRequired || rules.code !== undefined;
  const readInputs = (): RegistrationValues => {
    const values = f.read();
    if (!showCode()) values.code = '';
    return values;
  };
  const localErrors = (values: RegistrationValues) =>
    registrationProblems(values, rules, { codeRequired });

  const submit = async () => {
    const values = readInputs();
    const found = localErrors(values);
    if (f.show(found)) return f.fail('validation', found);

    const result = await f.send('/register/', {
      body: {
        username: values.username.trim(),
        nickname: values.nickname.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        ...(values.code.trim() ? { code: values.code.trim() } : {}),
      },
    });
    if (result.ok) {
      succeed(form);
      return;
    }

    const { error } = result;
    const fromServer: FieldErrors<RegistrationField> = {};
    const known = registrationCodeProblem(error.code);
    if (known) fromServer[known.field] = known.problem;
    const fields = serverFieldErrors(error.body);
    const ours = localErrors(values);
    for (const field of REGISTRATION_FIELDS) {
      const text = fields[field]?.[0];
      if (fromServer[field] || !text) continue;
      // Our own wording when we can tell what is wrong; the server's words for rules we lack.
      fromServer[field] = ours[field] ?? text;
    }
    const failure = known ? 'validation' : accountFailure(error.status, error.code);
    f.fail(failure, fromServer, result.retryAfter);
  };

  f.start(submit, () => localErrors(readInputs()));

  void callWithoutSession<RegistrationForm>('GET', '/register/registration').then((result) => {
    if (!result.ok || typeof result.data?.data?.rules !== 'object') return;
    rules = result.data.data.rules;
    codeRequired = result.data.data.code_required === true;
    applyRules(form, t, rules, { shown: showCode(), required: codeRequired });
  });
}
