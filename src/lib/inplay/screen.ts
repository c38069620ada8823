/**
 * @module inplay/screen
 * The state of one in-play screen: the view (route, query, scope, day), the list rows, the
 * results beneath, sport counts, the selected match and its details, and the navigation between
 * views (spec §2 "In-play main screen", §4 "States and transitions"). One instance per render, so
 * server renders never share state; the browser's instance then goes live (screen-live.ts).
 */
import { atom } from 'nanostores';
import { pickAutoSelect, viewSport, type InplayQuery } from '../domain/inplay-filters';
import type { Language } from '../domain/languages';
import type { InplayRoute } from '../domain/routes';
import type { Settings } from '../domain/settings';
import { LIVE_LIMITS, type DetailsPayload } from '../domain/socket-contract';
import type { Translate } from '../i18n/messages';
import { createKeyedStore, type KeyedStore } from './keyed-store';
import type { LeagueOption, SportCount, ViewData } from './load-view';
import type { NotifyConfig } from './notify-rules';
import { unpackRows, type PackedRows } from './row-pack';
import { createRowStore, type RowStore } from './row-stores';
import type { InplayRow } from './row';

/** What the page renders the island with (plain, serialisable). */
export interface InplayProps {
  lang: Language;
  view: ViewMeta;
  /** The list rows, packed (names in `lang` only, leagues once). */
  rows: PackedRows;
  counts: SportCount[];
  /** Details of the matches the first paint shows them for, by bet365 id. */
  details: Record<string, DetailsPayload>;
  /** The selected match when it is not in the list itself. */
  panel: InplayRow | null;
  notification: NotifyConfig;
  sounds: Settings['sounds'];
  /** Epoch ms the rows were read: the 'last updated' time of a page opened from the offline cache. */
  renderedAt: number;
}

export type ViewMeta = Omit<ViewData, 'rows'>;

export interface Screen {
  lang: Language;
  t: Translate;
  config: { notification: NotifyConfig; sounds: Settings['sounds'] };
  /** Epoch ms the server read the first rows (see `InplayProps.renderedAt`). */
  renderedAt: number;
  rows: RowStore;
  $view: ReturnType<typeof atom<ViewMeta>>;
  $loading: ReturnType<typeof atom<boolean>>;
  /** False until the island is mounted: the server and hydration render the first rows only. */
  $mounted: ReturnType<typeof atom<boolean>>;
  /** The view being loaded, so tabs answer the click before the list arrives. */
  $target: ReturnType<typeof atom<{ route: InplayRoute; query: InplayQuery } | null>>;
  $counts: ReturnType<typeof atom<Record<string, number>>>;
  /** The selected match (route id) when the list does not hold it. */
  $panel: ReturnType<typeof atom<InplayRow | null>>;
  details: KeyedStore<DetailsPayload>;
  /** Chosen leagues per view sport key ('all' or the sport id); absent means every league. */
  $leagueChoice: ReturnType<typeof atom<Record<string, readonly number[]>>>;
  $leagues: ReturnType<typeof atom<{ sport: string; list: LeagueOption[] } | null>>;
  /** Matches that ended while shown (spec §4 "remove the match and record it"). */
  $ended: ReturnType<typeof atom<readonly InplayRow[]>>;
  /** Followed matches kept on screen with their final: id to the epoch ms of the end (§4.19). */
  $finals: ReturnType<typeof atom<Readonly<Record<number, number>>>>;
}

/**
 * Rows the server renders (more than a screenful): the rest follow right after hydration from the
 * packed props, so the HTML of 500 live rows stays within its budget.
 */
export const FIRST_PAINT_ROWS = 30;

/** The key a league choice is kept under. */
export function sportKey(sport: number | undefined): string {
  return sport ? String(sport) : 'all';
}

/** The bet365 id the panel shows: the route's, else the auto-selected one (spec §4). */
export function panelBet365(view: ViewMeta, rows: readonly InplayRow[]): string | null {
  if (view.route.id && view.route.id !== 'upcoming') return view.route.id;
  return pickAutoSelect(rows)?.bet365 ?? null;
}

/**
 * Creates a screen seeded from the page's props.
 * @example const screen = createScreen(props, createLightTranslate(props.lang));
 */
export function createScreen(props: InplayProps, t: Translate): Screen {
  const rows = createRowStore();
  rows.replace(unpackRows(props.rows));
  const details = createKeyedStore<DetailsPayload>();
  for (const [id, d] of Object.entries(props.details)) details.set(id, d);
  return {
    lang: props.lang,
    t,
    config: { notification: props.notification, sounds: props.sounds },
    renderedAt: props.renderedAt,
    rows,
    $view: atom<ViewMeta>(props.view),
    $loading: atom(false),
    $mounted: atom(false),
    $target: atom<{ route: InplayRoute; query: InplayQuery } | null>(null),
    $counts: atom<Record<string, number>>(
      Object.fromEntries(props.counts.map((c) => [String(c.id), c.count])),
    ),
    $panel: atom<InplayRow | null>(props.panel),
    details,
    $leagueChoice: atom<Record<string, readonly number[]>>({}),
    $leagues: atom<{ sport: string; list: LeagueOption[] } | null>(null),
    $ended: atom<readonly InplayRow[]>([]),
    $finals: atom<Readonly<Record<number, number>>>({}),
  };
}

/** The row of a bet365 id, in the list or as the panel's own. */
export function rowOfBet365(screen: Screen, bet365: string | null): InplayRow | undefined {
  if (!bet365) return undefined;
  const listed = screen.rows.all().find((r) => r.bet365 === bet365);
  if (listed) return listed;
  const panel = screen.$panel.get();
  return panel?.bet365 === bet365 ? panel : undefined;
}

/**
 * Match rooms followed at once: below the server's limit, leaving room in the client event budget
 * for list changes.
 */
export const MATCH_ROOMS = LIVE_LIMITS.maxMatchSubscriptions - 4;

/** Sports whose list layouts read live details (tennis point, bases, first-to columns). */
const DETAIL_SPORTS = new Set([13, 16, 17, 18, 91]);

/**
 * The match rooms a view follows: the panel's match first, then the live rows whose layout
 * shows details, up to {@link MATCH_ROOMS}.
 * @example watchIds(view, rows) // ['602000050468', …]
 */
export function watchIds(view: ViewMeta, rows: readonly InplayRow[]): string[] {
  const ids: string[] = [];
  const panel = view.route.id;
  if (panel && panel !== 'upcoming') ids.push(panel);
  const detailed =
    view.route.type !== 'all' && view.scope !== 'upcoming' && view.scope !== 'result';
  if (!detailed) return ids;
  for (const r of rows) {
    if (ids.length >= MATCH_ROOMS) break;
    if (r.bet365 && r.is_inplay && DETAIL_SPORTS.has(r.sport_id) && !ids.includes(r.bet365)) {
      ids.push(r.bet365);
    }
  }
  return ids;
}

/** The view's sport (a league tab's own sport, else the chosen one). */
export function currentSport(screen: Screen): number | undefined {
  const v = screen.$view.get();
  return viewSport(v.route.type, v.query.sportsId);
}

export type { InplayQuery, InplayRoute };
