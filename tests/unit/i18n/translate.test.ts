import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/lib/domain/languages';
import type { MessageKey } from '../../../src/lib/i18n/messages';
import { ALL_MESSAGES } from '../../../src/lib/i18n/messages.server';
import { createTranslate, provideMessages } from '../../../src/lib/i18n/runtime';
import { createLightTranslate, formatMessage } from '../../../src/lib/i18n/translate';

describe('the islands translate exactly as i18next does', () => {
  provideMessages((lang) => ALL_MESSAGES[lang]);

  it.each(LANGUAGES)('every key of %s, with and without values', (lang) => {
    const i18next = createTranslate(lang);
    const light = createLightTranslate(lang);
    const keys = Object.keys(ALL_MESSAGES[lang]) as MessageKey[];
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      const vars: Record<string, string | number> = {};
      for (const m of ALL_MESSAGES[lang][key].matchAll(/\{\{\s*(\w+)\s*\}\}/g))
        vars[m[1]!] = m[1] === 'count' ? 3 : `<${m[1]}$&>`;
      expect(light(key, vars), key).toBe(i18next(key, vars));
      expect(light(key), key).toBe(i18next(key));
    }
  });

  it('shows an unknown key as itself, like i18next', () => {
    const key = 'no.such.key' as MessageKey;
    expect(createLightTranslate('en')(key)).toBe(createTranslate('en')(key));
    expect(createLightTranslate('en')(key)).toBe('no.such.key');
  });

  it('follows a change of message source', () => {
    provideMessages((lang) =>
      lang === 'en' ? { ...ALL_MESSAGES.en, 'app.name': 'Other' } : undefined,
    );
    expect(createLightTranslate('en')('app.name')).toBe('Other');
    expect(createLightTranslate('jp')('app.name')).toBe('app.name');
    provideMessages((lang) => ALL_MESSAGES[lang]);
    expect(createLightTranslate('en')('app.name')).toBe(ALL_MESSAGES.en['app.name']);
  });
});

describe('interpolation', () => {
  it.each<[string, Record<string, string | number> | undefined, string]>([
    ['{{n}} waiting', { n: 3 }, '3 waiting'],
    ['{{ n }} waiting', { n: 0 }, '0 waiting'],
    ['{{a}}-{{b}}-{{a}}', { a: 1, b: 'x' }, '1-x-1'],
    ['keeps {{missing}}', { other: 1 }, 'keeps {{missing}}'],
    ['no values {{n}}', undefined, 'no values {{n}}'],
    ['special $& $1', { n: 1 }, 'special $& $1'],
    ['{{n}}', { n: '$&' }, '$&'],
  ])('%s with %j → %s', (template, vars, expected) => {
    expect(formatMessage(template, vars)).toBe(expected);
  });
});
