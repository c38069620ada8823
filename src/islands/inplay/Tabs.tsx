/**
 * Status tabs (all, major, selected, hide) and type tabs (odds, all, result, upcoming and the
 * league tabs), with the transitions of spec §4.
 */
import { useStore } from '@nanostores/react';
import {
  LEAGUE_TAB_GROUPS,
  inplayHref,
  withStatus,
  withType,
} from '../../lib/domain/inplay-filters';
import { INPLAY_LIST_TYPES, INPLAY_STATUSES, type InplayType } from '../../lib/domain/routes';
import type { MessageKey } from '../../lib/i18n/messages';
import { useInplay } from './context';

const STATUS_KEYS: Record<(typeof INPLAY_STATUSES)[number], MessageKey> = {
  all: 'inplay.status.all',
  major: 'inplay.status.major',
  selected: 'inplay.status.selected',
  hide: 'inplay.status.hide',
};

const TYPE_KEYS: Record<InplayType, MessageKey> = {
  odds: 'inplay.type.odds',
  all: 'inplay.type.all',
  result: 'inplay.type.result',
  upcoming: 'inplay.type.upcoming',
  mlb: 'inplay.league.mlb',
  kbo: 'inplay.league.kbo',
  npb: 'inplay.league.npb',
  nba: 'inplay.league.nba',
  kbl: 'inplay.league.kbl',
  wkbl: 'inplay.league.wkbl',
  vleague: 'inplay.league.vleague',
  nhl: 'inplay.league.nhl',
  khl: 'inplay.league.khl',
};

export default function Tabs() {
  const { screen, actions } = useInplay();
  const { t } = screen;
  const view = useStore(screen.$view);
  const target = useStore(screen.$target);
  const { route, query } = target ?? view;
  const typeLink = (type: InplayType) => {
    const next = withType(route, type);
    const q = { ...query };
    delete q.date_from;
    return (
      <a
        key={type}
        href={inplayHref(next, q)}
        className={`tab-link${route.type === type ? ' tab-link--active' : ''}`}
        aria-current={route.type === type ? 'page' : undefined}
        data-type-tab={type}
        onClick={(e) => {
          e.preventDefault();
          actions.setType(type);
        }}
      >
        {t(TYPE_KEYS[type])}
      </a>
    );
  };
  return (
    <div className="inplay-tabs">
      <nav className="status-tabs" aria-label={t('inplay.status.accessibleLabel')}>
        {INPLAY_STATUSES.map((status) => (
          <a
            key={status}
            href={inplayHref(withStatus(route, status), query)}
            className={`tab-link${route.status === status ? ' tab-link--active' : ''}`}
            aria-current={route.status === status ? 'page' : undefined}
            data-status-tab={status}
            onClick={(e) => {
              e.preventDefault();
              actions.setStatus(status);
            }}
          >
            {t(STATUS_KEYS[status])}
          </a>
        ))}
      </nav>
      <nav className="type-tabs" aria-label={t('inplay.type.accessibleLabel')}>
        <span className="type-tabs__group">{INPLAY_LIST_TYPES.map(typeLink)}</span>
        {LEAGUE_TAB_GROUPS.map((g) => (
          <span key={g.sportId} className="type-tabs__group type-tabs__group--league">
            {g.tabs.map(typeLink)}
          </span>
        ))}
      </nav>
    </div>
  );
}
