import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/lib/domain/languages';
import { ALL_MESSAGES } from '../../../src/lib/i18n/messages.server';
import { provideMessages } from '../../../src/lib/i18n/source';
import { createLightTranslate } from '../../../src/lib/i18n/translate';
import {
  PLACEHOLDER_KINDS,
  placeholderFor,
  placeholderText,
} from '../../../src/lib/widgets/placeholders';

beforeAll(() => provideMessages((lang) => ALL_MESSAGES[lang]));
const en = () => createLightTranslate('en');

describe('placeholder wordings (spec §4, §8 "Empty lists")', () => {
  it.each([
    ['loading', 'Loading…'],
    ['empty', 'No data available.'],
    ['noGame', 'No game in progress currently.'],
    ['noEvents', 'No events available.'],
    ['emptyLineup', 'Empty lineup.'],
    ['noLeague', 'No league available.'],
  ] as const)('says %s in English as %j', (kind, text) => {
    expect(placeholderText(en(), kind)).toBe(text);
  });

  it.each(LANGUAGES)('has a distinct, translated wording for every kind in %s', (lang) => {
    const t = createLightTranslate(lang);
    const texts = PLACEHOLDER_KINDS.map((kind) => placeholderText(t, kind));
    expect(new Set(texts).size).toBe(PLACEHOLDER_KINDS.length);
    for (const text of texts) expect(text).not.toMatch(/^widgets\./);
  });

  it('says the Korean and Japanese wordings', () => {
    expect(placeholderText(createLightTranslate('kr'), 'noGame')).toBe(
      '현재 진행중인 경기가 없습니다.',
    );
    expect(placeholderText(createLightTranslate('jp'), 'noLeague')).toBe(
      '利用できるリーグがありません。',
    );
  });

  it.each([
    ['loading', 0, 'empty', 'loading'],
    ['loading', 5, 'empty', 'loading'],
    ['ready', 0, 'noGame', 'noGame'],
    ['ready', 3, 'noGame', null],
    ['failed', 0, 'empty', 'empty'],
    ['failed', 3, 'noEvents', 'noEvents'],
  ] as const)('shows for %s with %d rows (%s when empty): %j', (phase, rows, empty, kind) => {
    expect(placeholderFor(phase, rows, empty)).toBe(kind);
  });
});
