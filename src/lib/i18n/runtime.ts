/**
 * @module i18n/runtime
 * One i18next instance per language, created once and never switched, so concurrent server
 * renders in different languages cannot bleed into each other (DESIGN.md "Decisions").
 * Messages come from `source.ts`. Server rendering of `.astro` pages uses it; islands use the
 * light translator (`translate.ts`) so that the browser does not download i18next.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from '../domain/languages';
import type { MessageKey, Translate } from './messages';
import { messagesOf, messagesVersion } from './source';

export { provideMessages } from './source';

const instances = new Map<Language, I18n>();
let builtFor = -1;

/**
 * The i18next instance of a language.
 * @example getI18n('en').t('shell.tabs.inplay') // 'Sports In-play'
 */
export function getI18n(lang: Language): I18n {
  if (builtFor !== messagesVersion()) {
    instances.clear();
    builtFor = messagesVersion();
  }
  const existing = instances.get(lang);
  if (existing) return existing;
  const messages = messagesOf(lang);
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages ?? {} } },
    // Keys are flat and dotted ("inplay.tabs.all"), not nested objects.
    keySeparator: false,
    nsSeparator: false,
    // React and Astro escape output themselves; escaping here would double-escape.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instances.set(lang, instance);
  return instance;
}

/**
 * A typed translate function for one language. A missing key shows the key itself (and the
 * key-completeness test fails), never an empty string.
 * @example createTranslate('jp')('shell.tabs.inplay') // 'スポーツ インプレー'
 */
export function createTranslate(lang: Language): Translate {
  const instance = getI18n(lang);
  return (key: MessageKey, vars) => instance.t(key, vars ?? {});
}
