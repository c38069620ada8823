/**
 * @module i18n/runtime
 * One i18next instance per language, created once and never switched, so concurrent server
 * renders in different languages cannot bleed into each other (DESIGN.md "Decisions").
 * Messages come from a loader: the server provides all languages, the browser reads the page's
 * language from the JSON script the layout renders.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../domain/languages';
import { MESSAGES_ELEMENT_ID, type MessageKey, type Messages, type Translate } from './messages';

type Loader = (lang: Language) => Messages | undefined;

let loader: Loader = (lang) => {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(MESSAGES_ELEMENT_ID);
  if (!el?.textContent || el.dataset.lang !== lang) return undefined;
  return JSON.parse(el.textContent) as Messages;
};

const instances = new Map<Language, I18n>();

/** Replaces where messages come from (the server registers every language at start). */
export function provideMessages(next: Loader): void {
  loader = next;
  instances.clear();
}

/**
 * The i18next instance of a language; islands pass it to `useTranslation(undefined, { i18n })`.
 * @example getI18n('en').t('shell.tabs.inplay') // 'Sports In-play'
 */
export function getI18n(lang: Language): I18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const messages =
    loader(lang) ?? (lang === DEFAULT_LANGUAGE ? undefined : loader(DEFAULT_LANGUAGE));
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
