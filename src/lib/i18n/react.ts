/**
 * @module i18n/react
 * `useT(lang)` for islands: the light translator of the language (same output as i18next, see
 * translate.ts), stable across renders.
 */
import { useMemo } from 'react';
import type { Language } from '../domain/languages';
import type { Translate } from './messages';
import { createLightTranslate } from './translate';

export function useT(lang: Language): Translate {
  return useMemo(() => createLightTranslate(lang), [lang]);
}
