import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/lib/domain/languages';
import { ALL_MESSAGES } from '../../../src/lib/i18n/messages.server';
import { provideMessages } from '../../../src/lib/i18n/source';
import { createLightTranslate } from '../../../src/lib/i18n/translate';
import {
  DONE_ACTIONS,
  accountDialog,
  alertDialog,
  confirmDialog,
  doneDialog,
  noticeDialog,
} from '../../../src/lib/widgets/dialogs';

beforeAll(() => provideMessages((lang) => ALL_MESSAGES[lang]));
const en = () => createLightTranslate('en');

describe('dialog helper wordings (spec §5 "Dialog", §8)', () => {
  it.each([
    ['', 'Please try again.'],
    [null, 'Please try again.'],
    ['   ', 'Please try again.'],
    ['Custom failure.', 'Custom failure.'],
  ])('an error alert with text %j says %j, without cancel', (text, said) => {
    const d = alertDialog(en(), 'error', text);
    expect(d).toMatchObject({
      tone: 'error',
      title: 'Error',
      text: said,
      confirm: 'OK',
      cancel: null,
    });
    expect(d.closeOnOutsideClick).toBe(false);
  });

  it('a prompt has cancel and confirm and asks whether to proceed', () => {
    expect(confirmDialog(en())).toMatchObject({
      title: 'Confirm',
      text: 'Are you sure you want to proceed?',
      confirm: 'OK',
      cancel: 'Cancel',
      closeOnOutsideClick: false,
    });
    expect(confirmDialog(en(), 'Delete it?', 'Delete').text).toBe('Delete it?');
    expect(confirmDialog(en(), 'Delete it?', 'Delete').title).toBe('Delete');
  });

  it.each(DONE_ACTIONS)('a success alert says the data was %s', (action) => {
    expect(doneDialog(en(), action)).toMatchObject({
      tone: 'success',
      title: 'Success',
      text: `You have successfully ${action} data.`,
      cancel: null,
    });
  });

  it.each([
    ['tryAgain', 'Please try again.'],
    ['exists', 'Data already exist.'],
    ['required', 'All fields are required.'],
    ['sessionExpired', 'Your session has expired. Please login again.'],
    ['loggedElsewhere', 'Your account is logged in elsewhere.'],
  ] as const)('the %s notice says %j', (notice, text) => {
    expect(noticeDialog(en(), notice).text).toBe(text);
  });

  it.each([
    ['banned', 'Account Banned', 'Your account has been banned. Please contact customer support.'],
    [
      'deleted',
      'Account Deleted',
      'Your account has been deleted. Please contact customer support.',
    ],
  ] as const)('the %s account alert has its own title', (which, title, text) => {
    expect(accountDialog(en(), which)).toMatchObject({ title, text, cancel: null });
  });

  it.each(LANGUAGES)('every wording is translated in %s', (lang) => {
    const t = createLightTranslate(lang);
    const all = [
      alertDialog(t, 'error'),
      alertDialog(t, 'warning', 'x'),
      confirmDialog(t),
      ...DONE_ACTIONS.map((a) => doneDialog(t, a)),
      noticeDialog(t, 'exists'),
      accountDialog(t, 'banned'),
    ];
    for (const d of all) {
      for (const text of [d.title, d.text, d.confirm, d.cancel ?? 'none']) {
        expect(text, `${lang}: ${text}`).not.toMatch(/^(widgets|accounts)\./);
      }
    }
    expect(new Set(DONE_ACTIONS.map((a) => doneDialog(t, a).text)).size).toBe(DONE_ACTIONS.length);
  });

  it('says the Korean and Japanese defaults', () => {
    expect(alertDialog(createLightTranslate('kr'), 'error').text).toBe('다시 시도해 주세요.');
    expect(confirmDialog(createLightTranslate('jp')).text).toBe('続行してもよろしいですか？');
  });
});
