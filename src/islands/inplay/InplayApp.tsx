/**
 * The in-play main screen island (spec §2): sports navigation, status and type tabs, toggles,
 * day strip, detail panel, the list, league popup, bet history and notifications. Server-rendered
 * with the page's data, then live in the browser.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { showsDayStrip } from '../../lib/domain/inplay-filters';
import { createLightTranslate } from '../../lib/i18n/translate';
import { createActions } from '../../lib/inplay/actions';
import { createScreen, type InplayProps } from '../../lib/inplay/screen';
import { Inplay } from './context';
import DayStrip from './DayStrip';
import DetailPanel from './DetailPanel';
import MainList from './MainList';
import SportsNav from './SportsNav';
import Tabs from './Tabs';
import Toaster from './Toaster';
import Toolbar from './Toolbar';

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
        {showsDayStrip(view.route.type) && <DayStrip />}
        <DetailPanel />
        <MainList />
        <Toaster />
      </div>
    </Inplay.Provider>
  );
}
