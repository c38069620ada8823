import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/lib/domain/settings';
import {
  defaultsBodies,
  homeBody,
  homeProblems,
  seoBody,
  seoProblems,
  siteForms,
} from '../../../src/lib/admin/site-form';

const home = { ...DEFAULT_SETTINGS.home, favicon: '/icon.png', site_name: 'Old' };

describe('site section', () => {
  it('fills its fields from the settings', () => {
    const forms = siteForms({ ...DEFAULT_SETTINGS, home, lang: { default: 'jp' } });
    expect(forms.home).toEqual({ site_name: 'Old', landing_page: 'inplay', maintenance: false });
    expect(forms.defaults).toEqual({ lang: 'jp', theme: 'theme-1' });
  });

  it.each([
    ['a name', { site_name: ' Goal ', landing_page: 'home', maintenance: true }, {}],
    [
      'an empty name (the default name)',
      { site_name: '', landing_page: 'inplay', maintenance: false },
      {},
    ],
    [
      'a name over 120 characters',
      { site_name: 'x'.repeat(121), landing_page: 'inplay', maintenance: false },
      { site_name: { kind: 'tooLong', max: 120 } },
    ],
  ] as const)('home group: %s', (_name, form, problems) => {
    expect(homeProblems(form)).toEqual(problems);
  });

  it('keeps the favicon it does not edit and trims the name', () => {
    expect(
      homeBody({ site_name: ' Goal ', landing_page: 'home', maintenance: true }, home),
    ).toEqual({
      site_name: 'Goal',
      favicon: '/icon.png',
      landing_page: 'home',
      maintenance: true,
    });
  });

  it.each([
    ['short texts', { title: 'T', description: 'D' }, {}],
    [
      'both too long',
      { title: 't'.repeat(201), description: 'd'.repeat(501) },
      { title: { kind: 'tooLong', max: 200 }, description: { kind: 'tooLong', max: 500 } },
    ],
  ] as const)('SEO group: %s', (_name, form, problems) => {
    expect(seoProblems(form)).toEqual(problems);
  });

  it('sends trimmed SEO texts and both defaults', () => {
    expect(seoBody({ title: ' T ', description: ' D ' })).toEqual({ title: 'T', description: 'D' });
    expect(defaultsBodies({ lang: 'en', theme: 'theme-2' })).toEqual({
      lang: { default: 'en' },
      theme: { default: 'theme-2' },
    });
  });
});
