/**
 * The match panels' wording arrives with their chunks rather than in every in-play page's HTML
 * (which keeps the in-play HTML light): loaded once per language, then read by the
 * page's translate function like the rest.
 */
import type { Language } from '../../lib/domain/languages';
import type { Messages } from '../../lib/i18n/messages';
import { addMessages } from '../../lib/i18n/translate';

const LOADERS: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  kr: () => import('virtual:panel-messages/panel-messages-kr'),
  en: () => import('virtual:panel-messages/panel-messages-en'),
  jp: () => import('virtual:panel-messages/panel-messages-jp'),
};

const loaded = new Map<Language, Promise<void>>();

/** Resolves once the language's panel wording is in place (at most one load per language). */
export function loadPanelMessages(lang: Language): Promise<void> {
  let done = loaded.get(lang);
  if (!done) {
    done = LOADERS[lang]().then((m) => addMessages(lang, m.default as Partial<Messages>));
    // A failed load may be tried again by the next panel.
    done.catch(() => loaded.delete(lang));
    loaded.set(lang, done);
  }
  return done;
}
