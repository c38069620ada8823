/**
 * @module i18n/react
 * `useT(lang)` for islands: react-i18next bound to the language's own instance.
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '../domain/languages';
import type { Translate } from './messages';
import { getI18n } from './runtime';

export function useT(lang: Language): Translate {
  const { t } = useTranslation(undefined, { i18n: getI18n(lang) });
  return t as unknown as Translate;
}
