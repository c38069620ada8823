/**
 * Top sports navigation (spec §2): a name in the page language and a live count badge per
 * sport (counts from the live channel); choosing one filters the list by it.
 */
import { useStore } from '@nanostores/react';
import { inplayHref } from '../../lib/domain/inplay-filters';
import { ALL_SPORT_IDS } from '../../lib/domain/sports';
import { useInplay } from './context';
import { sportName } from './labels';

export default function SportsNav() {
  const { screen, actions } = useInplay();
  const { t, lang } = screen;
  const counts = useStore(screen.$counts);
  const loaded = useStore(screen.$view);
  const target = useStore(screen.$target);
  const view = target ?? loaded;
  const chosen = view.query.sportsId;
  const total = Object.values(counts).reduce((n, c) => n + c, 0);
  const item = (id: number | undefined, name: string, count: number) => {
    const query = { ...view.query };
    if (id) query.sportsId = id;
    else delete query.sportsId;
    const route = { ...view.route };
    delete route.id;
    return (
      <li key={id ?? 'all'}>
        <a
          href={inplayHref(route, query)}
          className={`sport-tab${chosen === id ? ' sport-tab--active' : ''}`}
          aria-current={chosen === id ? 'page' : undefined}
          data-sport-tab={id ?? 'all'}
          onClick={(e) => {
            e.preventDefault();
            actions.setSport(id);
          }}
        >
          <span className="sport-tab__name">{name}</span>
          <span
            className="badge"
            data-count={count}
            aria-label={t('inplay.sports.count', { count })}
          >
            {count}
          </span>
        </a>
      </li>
    );
  };
  return (
    <nav className="sports-nav" aria-label={t('inplay.sports.accessibleLabel')}>
      <ul className="sports-nav__list">
        {item(undefined, t('inplay.sports.all'), total)}
        {ALL_SPORT_IDS.map((id) => item(id, sportName(id, lang), counts[String(id)] ?? 0))}
      </ul>
    </nav>
  );
}
