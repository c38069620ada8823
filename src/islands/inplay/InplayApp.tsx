/**
 * The in-play main screen island (spec §2): sports navigation, status and type tabs, toggles,
 * day strip, detail panel, the list, league popup, bet history and notifications. Server-rendered
 * with the page's data, then live in the browser.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, use, useEffect, useMemo, useState, type ComponentType } from 'react';
import { showsDayStrip } from '../../lib/domain/inplay-filters';
import { createLightTranslate } from '../../lib/i18n/translate';
import { createActions } from '../../lib/inplay/actions';
import { $toasts, type Toast } from '../../lib/inplay/notify';
import { createScreen, type InplayProps } from '../../lib/inplay/screen';
import { useClientStore } from './client-store';
import { Inplay } from './context';
import DetailPanel from './DetailPanel';
import MainList from './MainList';
import SportsNav from './SportsNav';
import Tabs from './Tabs';
import LiveRegion from './LiveRegion';
import OfflineNote from './OfflineNote';
import Toolbar from './Toolbar';
import { loadLayouts } from './sport-layouts';

// Toasts are rare since only followed matches notify: their widget loads with the first one.
// Toasts that cannot load (offline, a new deploy) are left out rather than taking the screen.
const Toaster = lazy<ComponentType>(() =>
  import('./Toaster').catch(() => ({ default: () => null })),
);

const NO_TOASTS: readonly Toast[] = [];

/** The league tabs' day strip comes with their lists' chunk (sport-layouts.ts). */
function LeagueDays() {
  const { DayStrip } = use(loadLayouts());
  return <DayStrip />;
}

export default function InplayApp(props: InplayProps) {
  // One screen per mounted island: a server render never shares it with another request.
  const [screen] = useState(() => createScreen(props, createLightTranslate(props.lang)));
  const actions = useMemo(() => createActions(screen), [screen]);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const stop = actions.start();
    screen.$mounted.set(true);
    setLive(true);
    return stop;
  }, [actions, screen]);
  const view = useStore(screen.$view);
  const hasToasts = useClientStore($toasts, NO_TOASTS).length > 0;
  const context = useMemo(() => ({ screen, actions }), [screen, actions]);
  return (
    <Inplay.Provider value={context}>
      <div
        className="inplay"
        data-inplay-live={live || undefined}
        data-type={view.route.type}
        data-status={view.route.status}
      >
        <SportsNav />
        <Tabs />
        <Toolbar />
        <OfflineNote />
        {showsDayStrip(view.route.type) && (
          <Suspense fallback={<div className="day-strip" />}>
            <LeagueDays />
          </Suspense>
        )}
        <DetailPanel />
        <MainList />
        <LiveRegion />
        {hasToasts && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </div>
    </Inplay.Provider>
  );
}
