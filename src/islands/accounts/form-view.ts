/**
 * @module islands/accounts/form-view
 * What the account forms' scripts change in the server-rendered form (no React): a field's error
 * with its `aria-invalid` and `aria-describedby`, the alert region, the submit button's busy
 * state, and the page language's translator. Text is only ever set as text, never as HTML.
 */
import { DEFAULT_LANGUAGE, isLanguage } from '../../lib/domain/languages';
import type { Translate } from '../../lib/i18n/messages';
import { createLightTranslate } from '../../lib/i18n/translate';
import type { FailureText } from './messages';

/**
 * The translator of the page's language (the layout renders its messages into the page).
 * @example pageTranslate()('accounts.login.submit') // '로그인'
 */
export function pageTranslate(): Translate {
  const lang = document.documentElement.dataset.lang;
  return createLightTranslate(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
}

/** The wrapper of a field (`FormField.astro`), by the input's name. */
export function fieldOf(form: HTMLFormElement, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[data-field="${name}"]`);
}

/** The input of a field, by its name. */
export function inputOf(form: HTMLFormElement, name: string): HTMLInputElement | null {
  return fieldOf(form, name)?.querySelector('input') ?? null;
}

/**
 * Shows `text` under a field as its error, or clears the error when `text` is empty; the
 * error comes first in the input's description, then its hint.
 * @example showFieldError(form, 'username', '필수 입력 항목입니다.')
 */
export function showFieldError(form: HTMLFormElement, name: string, text?: string): void {
  const field = fieldOf(form, name);
  const input = field?.querySelector('input');
  if (!field || !input) return;
  const errorId = `${input.id}-error`;
  let error = field.querySelector<HTMLElement>('[data-field-error]');
  if (text) {
    if (!error) {
      error = document.createElement('p');
      error.id = errorId;
      error.className = 'form-field__error';
      error.dataset.fieldError = name;
      input.after(error);
    }
    error.textContent = text;
    input.setAttribute('aria-invalid', 'true');
  } else {
    error?.remove();
    input.removeAttribute('aria-invalid');
  }
  field.classList.toggle('form-field--invalid', Boolean(text));
  const hintId = field.querySelector('[data-field-hint]')?.id;
  const describedBy = [text ? errorId : undefined, hintId].filter(Boolean).join(' ');
  if (describedBy) input.setAttribute('aria-describedby', describedBy);
  else input.removeAttribute('aria-describedby');
}

/**
 * Fills an alert region (`AccountAlert.astro`) with a failure's title and body, or empties and
 * hides it when `text` is null.
 * @example showAlert(document.getElementById('login-alert'), failureText(t, 'credentials'))
 */
export function showAlert(region: HTMLElement | null, text: FailureText | null): void {
  if (!region) return;
  if (!text) {
    region.replaceChildren();
    region.hidden = true;
    delete region.dataset.alert;
    return;
  }
  const title = document.createElement('strong');
  title.className = 'account-alert__title';
  title.textContent = text.title;
  const body = document.createElement('span');
  body.className = 'account-alert__body';
  body.textContent = text.body;
  region.replaceChildren(title, body);
  region.hidden = false;
  region.dataset.alert = region.dataset.tone ?? 'error';
}

/** Moves focus to an alert once it is shown, so keyboard and screen-reader users meet it first. */
export function focusSoon(element: HTMLElement | null): void {
  requestAnimationFrame(() => element?.focus());
}

/**
 * The submit button's state: enabled once the script runs (a click before then would post the
 * form to the page), disabled and relabelled while a request is on its way.
 * @example setSubmitState(form, { busy: true, label: t('accounts.login.submitting') })
 */
export function setSubmitState(form: HTMLFormElement, state: { busy: boolean; label: string }) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.setAttribute('aria-busy', String(state.busy));
  form.dataset.ready = 'true';
  if (!button) return;
  button.disabled = state.busy;
  button.textContent = state.label;
}
