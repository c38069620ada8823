/**
 * @module inplay/actions
 * What the in-play screen does in the browser: moves between views (history, the embedding
 * page's `updateRouteQueries`, spec §1, §2), reloads, selects the match of the panel, loads the
 * league list, and goes live (live-handlers.ts).
 */
import { batch } from 'nanostores';
import { lazyApi } from '../api/lazy-client';
import {
  inplayHref,
  keepShellParams,
  parseInplayQuery,
  showsLeaguePopup,
  withStatus,
  withType,
  type InplayQuery,
} from '../domain/inplay-filters';
import {
  parseInplayPath,
  type InplayRoute,
  type InplayStatus,
  type InplayType,
} from '../domain/routes';
import { isSportId } from '../domain/sports';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { postToParent } from '../embed/bridge';
import { writeStorage } from '../stores/storage';
import { apiSource, findMatch } from './api-source';
import { connectLive, type LiveLink } from './live-adapter';
import { createLiveHandlers } from './live-handlers';
import { showToast } from './notify';
import { toInplayRow } from './row';
import { clearChecked } from './selection';
import { currentSport, panelBet365, rowOfBet365, sportKey, watchIds, type Screen } from './screen';

export type NavigateMode = 'push' | 'replace' | 'pop';

export interface InplayActions {
  /** Starts the live link and history handling; returns the stop function. */
  start(): () => void;
  navigate(route: InplayRoute, query: InplayQuery, mode?: NavigateMode): Promise<void>;
  setStatus(status: InplayStatus): void;
  setType(type: InplayType): void;
  /** Spec §2: choosing a sport filters by it (undefined: every sport), page 1, leagues reload. */
  setSport(sportId: number | undefined): void;
  setDay(day: string): void;
  refresh(): void;
  /**
   * Makes a match the panel's (route id) without reloading the list; a choice the screen makes
   * by itself replaces the history entry instead of adding one.
   */
  selectMatch(bet365: string, status?: InplayStatus, mode?: NavigateMode): void;
  loadLeagues(): Promise<void>;
  setLeagueChoice(ids: readonly number[] | null): void;
}

function announce(route: InplayRoute, query: InplayQuery) {
  postToParent({
    type: 'updateRouteQueries',
    sportsId: query.sportsId ?? 1,
    status: route.status,
  });
}

function writeUrl(route: InplayRoute, query: InplayQuery, mode: NavigateMode) {
  const href = keepShellParams(inplayHref(route, query), location.search);
  if (mode === 'pop' || `${location.pathname}${location.search}` === href) return;
  if (mode === 'push') history.pushState(null, '', href);
  else history.replaceState(null, '', href);
}

const watchList = (screen: Screen) => watchIds(screen.$view.get(), screen.rows.all());

async function ensurePanelRow(screen: Screen, bet365: string) {
  if (rowOfBet365(screen, bet365)) return;
  try {
    const found = await lazyApi.get<{ data: { id: number } }>(`/result/bet365/sub/${bet365}`);
    const row = toInplayRow(await findMatch(found.data.id));
    if (screen.$view.get().route.id === bet365) screen.$panel.set(row);
  } catch (error) {
    console.warn('inplay: selected match not found', error);
  }
}

/** After a load: spec §4 auto-selection, the panel, and what the live link follows. */
function settle(screen: Screen, live: LiveLink | null) {
  const view = screen.$view.get();
  const chosen = panelBet365(view, screen.rows.all());
  if (chosen && view.route.id !== chosen) {
    screen.$view.set({ ...view, route: { ...view.route, id: chosen } });
  }
  // The auto-selected match goes into the address without a new history entry.
  const settled = screen.$view.get();
  writeUrl(settled.route, settled.query, 'replace');
  const id = settled.route.id;
  if (screen.$panel.get()?.bet365 !== id) screen.$panel.set(null);
  if (id && id !== 'upcoming') void ensurePanelRow(screen, id);
  live?.follow(currentSport(screen));
  live?.watch(watchList(screen));
}

/** Follows the browser's back and forward buttons; returns the function that stops. */
function followHistory(navigate: InplayActions['navigate']): () => void {
  const onPop = () => {
    const route = parseInplayPath(location.pathname.split('/'));
    if (!route) return;
    const query = parseInplayQuery(Object.fromEntries(new URLSearchParams(location.search)));
    void navigate(route, query, 'pop');
  };
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}

function selectMatch(
  screen: Screen,
  live: LiveLink | null,
  bet365: string,
  status?: InplayStatus,
  mode: NavigateMode = 'push',
) {
  const current = screen.$view.get();
  const route: InplayRoute = { ...current.route, id: bet365, ...(status ? { status } : {}) };
  screen.$view.set({ ...current, route });
  writeUrl(route, current.query, mode);
  announce(route, current.query);
  if (screen.$panel.get()?.bet365 !== bet365) screen.$panel.set(null);
  void ensurePanelRow(screen, bet365);
  live?.watch(watchList(screen));
}

async function loadLeagues(screen: Screen) {
  const sport = currentSport(screen);
  const key = sportKey(sport);
  if (screen.$leagues.get()?.sport === key) return;
  try {
    const list = sport ? await apiSource.leagues(sport) : leaguesOfRows(screen);
    screen.$leagues.set({ sport: key, list });
  } catch (error) {
    console.warn('inplay: cannot load leagues', error);
    screen.$leagues.set({ sport: key, list: leaguesOfRows(screen) });
  }
}

function setLeagueChoice(screen: Screen, ids: readonly number[] | null) {
  const key = sportKey(currentSport(screen));
  const next = { ...screen.$leagueChoice.get() };
  if (ids === null) delete next[key];
  else next[key] = ids;
  screen.$leagueChoice.set(next);
}

export function createActions(screen: Screen): InplayActions {
  let live: LiveLink | null = null;
  let loadToken = 0;

  async function navigate(route: InplayRoute, query: InplayQuery, mode: NavigateMode = 'push') {
    writeUrl(route, query, mode);
    announce(route, query);
    const token = ++loadToken;
    screen.$loading.set(true);
    screen.$target.set({ route, query });
    try {
      // Loaded on the first move between views: the first paint's view comes from the server.
      const { loadView } = await import('./load-view');
      const view = await loadView(apiSource, route, query, Date.now());
      if (token !== loadToken) return;
      const { rows, ...meta } = view;
      batch(() => {
        screen.rows.replace(rows);
        screen.$view.set(meta);
      });
      settle(screen, live);
      if (showsLeaguePopup(route.type) && screen.$leagues.get()?.sport !== sportKey(meta.sport)) {
        screen.$leagues.set(null);
      }
    } catch (error) {
      console.warn('inplay: cannot load the list', error);
      if (token === loadToken) {
        showToast({ kind: 'error', message: screen.t('inplay.error.load') }, 5_000);
      }
    } finally {
      if (token === loadToken) {
        screen.$loading.set(false);
        screen.$target.set(null);
      }
    }
  }

  const view = () => screen.$view.get();

  const actions: InplayActions = {
    start() {
      live = connectLive(createLiveHandlers(screen, actions), currentSport(screen));
      settle(screen, live);
      const unfollow = followHistory(navigate);
      return () => {
        unfollow();
        live?.stop();
        live = null;
        // The holds end with the screen: their checks stop at the next one (inplay/final-hold).
        screen.$finals.set({});
      };
    },
    navigate,
    setStatus(status) {
      void navigate(withStatus(view().route, status), view().query);
    },
    setType(type) {
      // Spec §4: leaving the odds views clears the checked rows.
      if (type !== view().route.type) clearChecked();
      const query = { ...view().query };
      delete query.date_from;
      void navigate(withType(view().route, type), query);
    },
    setSport(sportId) {
      const query: InplayQuery = { ...view().query };
      if (sportId && isSportId(sportId)) {
        query.sportsId = sportId;
        writeStorage(STORAGE_KEYS.sportsId, String(sportId));
      } else delete query.sportsId;
      const route = { ...view().route };
      delete route.id;
      screen.$leagues.set(null);
      void navigate(route, query);
    },
    setDay(day) {
      void navigate(view().route, { ...view().query, date_from: day });
    },
    refresh() {
      void navigate(view().route, view().query, 'replace');
    },
    selectMatch: (bet365, status, mode) => selectMatch(screen, live, bet365, status, mode),
    loadLeagues: () => loadLeagues(screen),
    setLeagueChoice: (ids) => setLeagueChoice(screen, ids),
  };
  return actions;
}

/** Every sport's view has no league call: its leagues are those of the rows shown. */
function leaguesOfRows(screen: Screen) {
  const seen = new Map<
    number,
    { id: number; name: string; kor: string | null; jp: string | null; count: number }
  >();
  for (const r of screen.rows.all()) {
    const l = seen.get(r.league_id);
    if (l) l.count++;
    else
      seen.set(r.league_id, {
        id: r.league_id,
        name: r.league,
        kor: r.league_kor,
        jp: r.league_jp,
        count: 1,
      });
  }
  return [...seen.values()];
}
