import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/lib/domain/settings';
import {
  defaultsBodies,
  homeBody,
  homeProblems,
  seoBody,
  seoProblems,
  seoTexts,
  siteForms,
  withSeoTexts,
} from '../../../src/lib/admin/site-form';

const home = { ...DEFAULT_SETTINGS.home, favicon: '/icon.png', site_name: 'Old' };

describe('site section', () => {
  it('fills its fields from the settings', () => {
    const forms = siteForms({ ...DEFAULT_SETTINGS, home, lang: { default: 'jp' } });
    expect(forms.home).toEqual({
      site_name: 'Old',
      landing_page: 'inplay',
      maintenance: false,
      maintenance_message: '',
    });
    expect(forms.defaults).toEqual({ lang: 'jp', theme: 'theme-1' });
  });

  it.each([
    [
      'a name',
      { site_name: ' Goal ', landing_page: 'home', maintenance: true, maintenance_message: '' },
      {},
    ],
    [
      'an empty name (the default name)',
      { site_name: '', landing_page: 'inplay', maintenance: false, maintenance_message: '' },
      {},
    ],
    [
      'a name over 120 characters',
      {
        site_name: 'x'.repeat(121),
        landing_page: 'inplay',
        maintenance: false,
        maintenance_message: '',
      },
      { site_name: { kind: 'tooLong', max: 120 } },
    ],
    [
      'a maintenance message over 500 characters',
      {
        site_name: '',
        landing_page: 'inplay',
        maintenance: true,
        maintenance_message: 'm'.repeat(501),
      },
      { maintenance_message: { kind: 'tooLong', max: 500 } },
    ],
  ] as const)('home group: %s', (_name, form, problems) => {
    expect(homeProblems(form)).toEqual(problems);
  });

  it('keeps the favicon it does not edit and trims the name', () => {
    expect(
      homeBody(
        { site_name: ' Goal ', landing_page: 'home', maintenance: true, maintenance_message: '' },
        home,
      ),
    ).toEqual({
      site_name: 'Goal',
      favicon: '/icon.png',
      landing_page: 'home',
      maintenance: true,
      maintenance_message: '',
    });
  });

  it.each([
    ['short texts', { title: 'T', description: 'D' }, {}],
    [
      'both too long',
      { title: 't'.repeat(201), description: 'd'.repeat(501) },
      { title: { kind: 'tooLong', max: 200 }, description: { kind: 'tooLong', max: 500 } },
    ],
  ] as const)('SEO group: %s', (_name, texts, problems) => {
    expect(seoProblems(texts)).toEqual(problems);
  });

  it("edits the shared SEO texts or one language's, keeping the others", () => {
    const form = { ...DEFAULT_SETTINGS.seo, title: 'Shared' };
    expect(seoTexts(form, '')).toEqual({ title: 'Shared', description: '' });
    expect(seoTexts(form, 'en')).toEqual({ title: '', description: '' });
    const en = withSeoTexts(form, 'en', { title: 'Live scores', description: ' Fast ' });
    const jp = withSeoTexts(en, 'jp', { title: 'ライブ', description: '' });
    expect(seoTexts(jp, 'en')).toEqual({ title: 'Live scores', description: ' Fast ' });
    expect(seoTexts(jp, '')).toEqual({ title: 'Shared', description: '' });
    expect(seoBody(jp)).toEqual({
      title: 'Shared',
      description: '',
      languages: {
        en: { title: 'Live scores', description: 'Fast' },
        jp: { title: 'ライブ', description: '' },
      },
    });
  });

  it('sends trimmed SEO texts and both defaults', () => {
    expect(seoBody({ title: ' T ', description: ' D ', languages: {} })).toEqual({
      title: 'T',
      description: 'D',
      languages: {},
    });
    expect(defaultsBodies({ lang: 'en', theme: 'theme-2' })).toEqual({
      lang: { default: 'en' },
      theme: { default: 'theme-2' },
    });
  });
});
