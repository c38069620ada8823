/**
 * @module admin/site-form
 * The console's "Site" section: the home settings, the SEO texts and the default language and
 * theme, each a group saved on its own. Forms hold what the fields show; bodies are the whole
 * new value of the setting (`PUT /admin/settings/{key}` replaces it).
 */
import type { Language } from '../domain/languages';
import type { Settings } from '../domain/settings';
import { collect, lengthProblem, type Problems } from './problems';

/** Limits of `settingsSchemas` (src/lib/domain/settings.ts), checked before sending. */
export const SITE_LIMITS = {
  siteName: 120,
  maintenanceMessage: 500,
  seoTitle: 200,
  seoDescription: 500,
} as const;

export type HomeForm = Pick<
  Settings['home'],
  'site_name' | 'landing_page' | 'maintenance' | 'maintenance_message'
>;
export type SeoForm = Settings['seo'];
/** A title and description: the shared ones, or one language's. */
export type SeoTexts = Pick<SeoForm, 'title' | 'description'>;
/** Which texts the SEO group edits: the shared ones ('') or a language's. */
export type SeoScope = '' | Language;

/** The texts of a scope as the fields show them. */
export function seoTexts(form: SeoForm, scope: SeoScope): SeoTexts {
  const texts = scope === '' ? form : form.languages[scope];
  return { title: texts?.title ?? '', description: texts?.description ?? '' };
}

/** The form with a scope's texts replaced. */
export function withSeoTexts(form: SeoForm, scope: SeoScope, texts: SeoTexts): SeoForm {
  if (scope === '') return { ...form, ...texts };
  return { ...form, languages: { ...form.languages, [scope]: texts } };
}
export interface DefaultsForm {
  lang: Settings['lang']['default'];
  theme: Settings['theme']['default'];
}

/** The fields of the three groups, filled from the stored settings. */
export function siteForms(settings: Settings): {
  home: HomeForm;
  seo: SeoForm;
  defaults: DefaultsForm;
} {
  const { site_name, landing_page, maintenance, maintenance_message } = settings.home;
  return {
    home: { site_name, landing_page, maintenance, maintenance_message },
    seo: { ...settings.seo },
    defaults: { lang: settings.lang.default, theme: settings.theme.default },
  };
}

/**
 * Problems of the home group, by field name (the server's names).
 * @example homeProblems({ site_name: 'x'.repeat(121), landing_page: 'home', maintenance: false, maintenance_message: '' })
 * // { site_name: { kind: 'tooLong', max: 120 } }
 */
export function homeProblems(form: HomeForm): Problems {
  return collect({
    site_name: lengthProblem(form.site_name.trim(), SITE_LIMITS.siteName),
    maintenance_message: lengthProblem(form.maintenance_message, SITE_LIMITS.maintenanceMessage),
  });
}

/** Problems of the texts a scope of the SEO group shows, by field name. */
export function seoProblems(texts: SeoTexts): Problems {
  return collect({
    title: lengthProblem(texts.title.trim(), SITE_LIMITS.seoTitle),
    description: lengthProblem(texts.description.trim(), SITE_LIMITS.seoDescription),
  });
}

/**
 * The new home value: the fields as typed (trimmed), the favicon this section does not edit kept.
 * @example homeBody({ site_name: ' Goal ', landing_page: 'home', maintenance: true }, current).site_name // 'Goal'
 */
export function homeBody(form: HomeForm, current: Settings['home']): Settings['home'] {
  return { ...current, ...form, site_name: form.site_name.trim() };
}

const trimmed = (texts: SeoTexts): SeoTexts => ({
  title: texts.title.trim(),
  description: texts.description.trim(),
});

/** The new SEO value, trimmed, every language's texts kept. */
export function seoBody(form: SeoForm): Settings['seo'] {
  const languages = Object.fromEntries(
    Object.entries(form.languages).map(([lang, texts]) => [lang, trimmed(texts)]),
  ) as Settings['seo']['languages'];
  return { ...trimmed(form), languages };
}

/** The two settings the defaults group saves. */
export function defaultsBodies(form: DefaultsForm): {
  lang: Settings['lang'];
  theme: Settings['theme'];
} {
  return { lang: { default: form.lang }, theme: { default: form.theme } };
}
