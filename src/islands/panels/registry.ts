/**
 * Each sport's panel body as its own chunk (issue 15 budgets: the in-play first load does not
 * grow with the trackers; the selected sport's body loads when a match of it is shown).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PanelKind } from '../../lib/stats/catalogue';
import type { PanelProps } from './types';

export const PANEL_BODIES: Record<PanelKind, LazyExoticComponent<ComponentType<PanelProps>>> = {
  soccer: lazy(() => import('./soccer/SoccerPanel')),
  basketball: lazy(() => import('./basketball/BasketballPanel')),
  baseball: lazy(() => import('./baseball/BaseballPanel')),
  volleyball: lazy(() => import('./volleyball/VolleyballPanel')),
  handball: lazy(() => import('./handball/HandballPanel')),
  tennis: lazy(() => import('./tennis/TennisPanel')),
  hockey: lazy(() => import('./hockey/HockeyPanel')),
  football: lazy(() => import('./football/FootballPanel')),
  esports: lazy(() => import('./esports/EsportsPanel')),
};
