/**
 * @module widgets/dialogs
 * The dialog helper's wordings and buttons (spec §5 "Dialog", §8 "Dialog wording"): an error
 * alert has no cancel and defaults to 'Please try again.'; a prompt has cancel and confirm and
 * defaults to 'Are you sure you want to proceed?'; no alert closes on a click outside.
 */
import type { MessageKey, Translate } from '../i18n/messages';

export type DialogTone = 'success' | 'error' | 'warning' | 'confirm';

/** Spec §8: what a success dialog can say was done. */
export const DONE_ACTIONS = [
  'modified',
  'created',
  'deleted',
  'restored',
  'removed',
  'cancelled',
] as const;
export type DoneAction = (typeof DONE_ACTIONS)[number];

/** Spec §8 notices with a fixed wording. */
export const NOTICES = {
  tryAgain: 'widgets.dialog.tryAgain',
  exists: 'widgets.dialog.exists',
  required: 'widgets.dialog.required',
  sessionExpired: 'widgets.dialog.sessionExpired',
  loggedElsewhere: 'accounts.error.elsewhere.body',
} as const satisfies Record<string, MessageKey>;
export type Notice = keyof typeof NOTICES;

/** Spec §8 account dialogs that carry their own title; the accounts screens own the wording. */
export const ACCOUNT_DIALOGS = {
  banned: { title: 'accounts.error.banned.title', body: 'accounts.error.banned.body' },
  deleted: { title: 'accounts.error.deleted.title', body: 'accounts.error.deleted.body' },
} as const satisfies Record<string, { title: MessageKey; body: MessageKey }>;

export interface DialogContent {
  tone: DialogTone;
  title: string;
  text: string;
  confirm: string;
  /** The cancel button's label, or null for an alert that only confirms. */
  cancel: string | null;
  /** Spec §8: alerts cannot be dismissed by clicking outside. */
  closeOnOutsideClick: false;
}

const TITLES = {
  success: 'widgets.dialog.title.success',
  error: 'widgets.dialog.title.error',
  warning: 'widgets.dialog.title.warning',
  confirm: 'widgets.dialog.title.confirm',
} as const satisfies Record<DialogTone, MessageKey>;

function content(t: Translate, tone: DialogTone, text: string, title?: string): DialogContent {
  return {
    tone,
    title: title?.trim() || t(TITLES[tone]),
    text,
    confirm: t('widgets.dialog.confirm'),
    cancel: tone === 'confirm' ? t('widgets.dialog.cancel') : null,
    closeOnOutsideClick: false,
  };
}

/**
 * An alert with one button. Empty error text becomes 'Please try again.' (spec §5); the title
 * defaults to the translated tone.
 * @example alertDialog(t, 'error', '').text // 'Please try again.'
 */
export function alertDialog(
  t: Translate,
  tone: Exclude<DialogTone, 'confirm'>,
  text?: string | null,
  title?: string,
): DialogContent {
  const given = text?.trim() ?? '';
  return content(t, tone, given || t(NOTICES.tryAgain), title);
}

/**
 * A prompt with cancel and confirm; the text defaults to 'Are you sure you want to proceed?'.
 * @example confirmDialog(t).cancel // 'Cancel'
 */
export function confirmDialog(t: Translate, text?: string | null, title?: string): DialogContent {
  return content(t, 'confirm', text?.trim() || t('widgets.dialog.proceed'), title);
}

/**
 * The success alert of a finished action ('You have successfully deleted data.').
 * @example doneDialog(t, 'deleted').text // 'You have successfully deleted data.'
 */
export function doneDialog(t: Translate, action: DoneAction): DialogContent {
  return content(t, 'success', t(`widgets.dialog.done.${action}`));
}

/** An error alert with one of the spec's fixed notices. */
export function noticeDialog(t: Translate, notice: Notice): DialogContent {
  return content(t, 'error', t(NOTICES[notice]));
}

/** The banned or deleted account alert, with its own title (spec §8). */
export function accountDialog(t: Translate, which: keyof typeof ACCOUNT_DIALOGS): DialogContent {
  const keys = ACCOUNT_DIALOGS[which];
  return content(t, 'error', t(keys.body), t(keys.title));
}
