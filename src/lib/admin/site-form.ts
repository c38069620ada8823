/**
 * @module admin/site-form
 * The console's "Site" section: the home settings, the SEO texts and the default language and
 * theme, each a group saved on its own. Forms hold what the fields show; bodies are the whole
 * new value of the setting (`PUT /admin/settings/{key}` replaces it).
 */
import type { Settings } from '../domain/settings';
import { collect, lengthProblem, type Problems } from './problems';

/** Limits of `settingsSchemas` (src/lib/domain/settings.ts), checked before sending. */
export const SITE_LIMITS = { siteName: 120, seoTitle: 200, seoDescription: 500 } as const;

export type HomeForm = Pick<Settings['home'], 'site_name' | 'landing_page' | 'maintenance'>;
export type SeoForm = Settings['seo'];
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
  const { site_name, landing_page, maintenance } = settings.home;
  return {
    home: { site_name, landing_page, maintenance },
    seo: { ...settings.seo },
    defaults: { lang: settings.lang.default, theme: settings.theme.default },
  };
}

/**
 * Problems of the home group, by field name (the server's names).
 * @example homeProblems({ site_name: 'x'.repeat(121), landing_page: 'home', maintenance: false })
 * // { site_name: { kind: 'tooLong', max: 120 } }
 */
export function homeProblems(form: HomeForm): Problems {
  return collect({ site_name: lengthProblem(form.site_name.trim(), SITE_LIMITS.siteName) });
}

/** Problems of the SEO group, by field name. */
export function seoProblems(form: SeoForm): Problems {
  return collect({
    title: lengthProblem(form.title.trim(), SITE_LIMITS.seoTitle),
    description: lengthProblem(form.description.trim(), SITE_LIMITS.seoDescription),
  });
}

/**
 * The new home value: the fields as typed (trimmed), the favicon this section does not edit kept.
 * @example homeBody({ site_name: ' Goal ', landing_page: 'home', maintenance: true }, current).site_name // 'Goal'
 */
export function homeBody(form: HomeForm, current: Settings['home']): Settings['home'] {
  return { ...current, ...form, site_name: form.site_name.trim() };
}

/** The new SEO value, trimmed. */
export function seoBody(form: SeoForm): Settings['seo'] {
  return { title: form.title.trim(), description: form.description.trim() };
}

/** The two settings the defaults group saves. */
export function defaultsBodies(form: DefaultsForm): {
  lang: Settings['lang'];
  theme: Settings['theme'];
} {
  return { lang: { default: form.lang }, theme: { default: form.theme } };
}
