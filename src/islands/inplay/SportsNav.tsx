/**
 * Top sports navigation (spec §2.1): the shared sports bar with the live count of matches in
 * play per sport (counts from the live channel); choosing one filters the list by it.
 */
import { useStore } from '@nanostores/react';
import { inplayHref } from '../../lib/domain/inplay-filters';
import { sportTabs } from '../../lib/widgets/sports-bar';
import { SportsBar } from '../widgets/SportsBar';
import { useInplay } from './context';

export default function SportsNav() {
  const { screen, actions } = useInplay();
  const { t, lang } = screen;
  const counts = useStore(screen.$counts);
  const loaded = useStore(screen.$view);
  const target = useStore(screen.$target);
  const view = target ?? loaded;
  const href = (id: number | undefined) => {
    const query = { ...view.query };
    if (id) query.sportsId = id;
    else delete query.sportsId;
    const route = { ...view.route };
    delete route.id;
    return inplayHref(route, query);
  };
  return (
    <SportsBar
      tabs={sportTabs(counts, view.query.sportsId)}
      lang={lang}
      labels={{
        bar: t('inplay.sports.accessibleLabel'),
        all: t('inplay.sports.all'),
        count: (count) => t('inplay.sports.count', { count }),
      }}
      href={href}
      onChoose={(id) => actions.setSport(id)}
    />
  );
}
