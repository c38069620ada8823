import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/lib/domain/languages';
import { ALL_MESSAGES } from '../../../src/lib/i18n/messages.server';
import { provideMessages, createTranslate } from '../../../src/lib/i18n/runtime';

const SRC = path.resolve(import.meta.dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(name) ? [full] : [];
  });
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation resources', () => {
  const sourceKeys = Object.keys(ALL_MESSAGES.kr).sort();

  it.each(LANGUAGES)('%s has exactly the keys of the Korean source', (lang) => {
    const keys = Object.keys(ALL_MESSAGES[lang]).sort();
    expect(
      keys.filter((k) => !sourceKeys.includes(k)),
      'keys not in kr',
    ).toEqual([]);
    expect(
      sourceKeys.filter((k) => !keys.includes(k)),
      'keys missing',
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message and the same placeholders as Korean', (lang) => {
    for (const key of sourceKeys) {
      const text = ALL_MESSAGES[lang][key as keyof (typeof ALL_MESSAGES)['kr']];
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      expect(placeholders(text), `${lang}:${key}`).toEqual(
        placeholders(ALL_MESSAGES.kr[key as keyof (typeof ALL_MESSAGES)['kr']]),
      );
    }
  });

  it('every key the code translates literally exists', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((k) => !sourceKeys.includes(k))).toEqual([]);
  });

  it('translates through i18next per language without bleeding between them', () => {
    provideMessages((lang) => ALL_MESSAGES[lang]);
    const kr = createTranslate('kr');
    const en = createTranslate('en');
    const jp = createTranslate('jp');
    expect([kr('shell.tabs.inplay'), en('shell.tabs.inplay'), jp('shell.tabs.inplay')]).toEqual([
      '스포츠 인플레이',
      'Sports In-play',
      'スポーツ インプレー',
    ]);
    expect(kr('shell.tabs.inplay')).toBe('스포츠 인플레이');
  });
});
