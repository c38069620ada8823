import { describe, expect, it } from 'vitest';
import { HTML_LANG, resolveLanguage } from '../../../src/lib/domain/languages';

describe('language choice (spec §1: ?lang=, then cookie, then storage)', () => {
  it.each([
    [{}, 'kr'],
    [{ query: 'en' }, 'en'],
    [{ query: 'jp', cookie: 'en', stored: 'kr' }, 'jp'],
    [{ cookie: 'en', stored: 'jp' }, 'en'],
    [{ stored: 'jp' }, 'jp'],
    [{ query: 'fr', cookie: 'en' }, 'en'],
    [{ query: 'ko' }, 'kr'],
    [{ query: '', cookie: '', stored: '' }, 'kr'],
    [{ fallback: 'en' as const }, 'en'],
    [{ query: 'jp', fallback: 'en' as const }, 'jp'],
  ])('%o → %s', (sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });

  it('maps product codes to ISO codes for <html lang>', () => {
    expect(HTML_LANG).toEqual({ kr: 'ko', en: 'en', jp: 'ja' });
  });
});
