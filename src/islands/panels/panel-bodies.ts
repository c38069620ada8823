/**
 * Each sport's panel body as its own chunk (so the in-play first load does not grow
 * with the trackers; the selected sport's body loads when a match of it is shown), with
 * the panels' wording in the page's language loaded beside it. This module is itself loaded on
 * demand (DetailPanel), so the in-play chunk carries one import, not one per sport.
 */
import type { ComponentType } from 'react';
import { isLanguage, type Language } from '../../lib/domain/languages';
import { MESSAGES_ELEMENT_ID } from '../../lib/i18n/messages';
import type { PanelKind } from '../../lib/stats/key-stats';
import { loadPanelMessages } from './panel-messages';
import type { PanelProps } from './types';

type Body = { default: ComponentType<PanelProps> };

/** The page's language, as its messages script names it (bodies render in the browser only). */
function pageLanguage(): Language {
  const lang = document.getElementById(MESSAGES_ELEMENT_ID)?.dataset.lang;
  return isLanguage(lang) ? lang : 'kr';
}

const BODIES: Record<PanelKind, () => Promise<Body>> = {
  soccer: () => import('./soccer/SoccerPanel'),
  basketball: () => import('./basketball/BasketballPanel'),
  baseball: () => import('./baseball/BaseballPanel'),
  volleyball: () => import('./volleyball/VolleyballPanel'),
  handball: () => import('./handball/HandballPanel'),
  tennis: () => import('./tennis/TennisPanel'),
  hockey: () => import('./hockey/HockeyPanel'),
  football: () => import('./football/FootballPanel'),
  esports: () => import('./esports/EsportsPanel'),
};

/** A sport's panel body, once its chunk and the panels' wording have arrived. */
export async function loadPanelBody(kind: PanelKind): Promise<Body> {
  const [body] = await Promise.all([BODIES[kind](), loadPanelMessages(pageLanguage())]);
  return body;
}
