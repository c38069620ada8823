/**
 * @module islands/accounts/account-form
 * What the login, registration and password-change forms' scripts share on their
 * server-rendered form: the submit button's labels and busy state (a submit while a request is
 * on its way is ignored), errors shown on their fields and cleared or re-checked as the user
 * types, the alert region, and where focus goes after a refusal.
 */
import type { AccountFailure, FieldProblem } from '../../lib/domain/account-screens';
import type { Translate } from '../../lib/i18n/messages';
import { callWithoutSession, type Outcome } from './account-api';
import {
  focusSoon,
  inputOf,
  pageTranslate,
  setSubmitState,
  showAlert,
  showFieldError,
} from './form-view';
import { failureText, problemText } from './messages';

/**
 * Each field's error: one of ours (translated when shown) or the server's own words; a field
 * left out has none.
 */
export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem | string | undefined>>;

/** The forms by their `data-account-form`, which also names their alert region and labels. */
export type AccountFormName = 'login' | 'register' | 'password';

export interface AccountForm<F extends string> {
  /** The page language's translator. */
  readonly t: Translate;
  /** Every field's value, by name. */
  read(): Record<F, string>;
  /** Shows each field's error and clears the others; the first field with an error, if any. */
  show(errors: FieldErrors<F>): F | undefined;
  /**
   * Shows `failure` in the alert (emptied when null) and, when given, `errors` on the fields;
   * the first field with an error takes focus, or else the alert.
   * @example if (f.show(found)) return f.fail('validation', found);
   */
  fail(failure: AccountFailure | null, errors?: FieldErrors<F>, retryAfter?: number | null): void;
  /** Posts the form's request with the submit button busy; a refusal releases the button. */
  send<T>(path: string, options: { body: unknown; token?: string | null }): Promise<Outcome<T>>;
  /**
   * Wires the form and enables its button: `submit` runs on a submit while no request is on
   * its way; after a first attempt, typing re-runs `recheck` when given, else clears the
   * field's error.
   */
  start(submit: () => Promise<void>, recheck?: () => FieldErrors<F>): void;
}

/**
 * The shared part of an account form's script, for `fields` of the form.
 * @example
 * const f = accountForm(form, 'login', ['username', 'password']);
 * f.start(async () => { if (!f.show(check(f.read()))) await f.send('/login/', { body }); });
 */
export function accountForm<F extends string>(
  form: HTMLFormElement,
  name: AccountFormName,
  fields: readonly F[],
): AccountForm<F> {
  const t = pageTranslate();
  const alert = document.getElementById(`${name}-alert`);
  let busy = false;
  let checked = false;

  const label = (sending: boolean) => {
    busy = sending;
    setSubmitState(form, { busy, label: t(`accounts.${name}.${busy ? 'submitting' : 'submit'}`) });
  };

  const self: AccountForm<F> = {
    t,
    read() {
      const out = {} as Record<F, string>;
      for (const f of fields) out[f] = inputOf(form, f)?.value ?? '';
      return out;
    },
    show(errors) {
      for (const f of fields) {
        const e = errors[f];
        showFieldError(form, f, typeof e === 'object' ? problemText(t, e) : e);
      }
      return fields.find((f) => errors[f]);
    },
    fail(failure, errors, retryAfter) {
      const first = errors && self.show(errors);
      showAlert(alert, failure && failureText(t, failure, retryAfter));
      if (first) inputOf(form, first)?.focus();
      else focusSoon(alert);
    },
    async send<T>(path: string, options: { body: unknown; token?: string | null }) {
      label(true);
      showAlert(alert, null);
      const result = await callWithoutSession<T>('POST', path, options);
      // On success the form is replaced or the page left, so the button stays busy.
      if (!result.ok) label(false);
      return result;
    },
    start(submit, recheck) {
      for (const f of fields) {
        inputOf(form, f)?.addEventListener('input', () => {
          // After a first attempt, errors follow the typing so a fixed field clears at once.
          if (checked && recheck) self.show(recheck());
          else showFieldError(form, f);
        });
      }
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        if (busy) return;
        checked = true;
        void submit();
      });
      label(false);
    },
  };
  return self;
}
