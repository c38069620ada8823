/**
 * @module shell-tabs
 * The shell's static tab bar and action tabs (spec §2 "Shell"): which tabs show, where they
 * link, and which are disabled, for the screen being viewed.
 */
import type { Settings } from './settings';

export const GAMES = ['inplay', 'powerball', 'holdem', 'badugi'] as const;
export type Game = (typeof GAMES)[number];

/** The screen kinds the tab rules distinguish. */
export type ShellScreen = 'game' | 'bet-history' | 'game-results';

export interface ShellContext {
  screen: ShellScreen;
  /** The game the page belongs to (for bet-history and game-results: the `{type}` segment). */
  game: Game;
  /** Route id of the current game page, e.g. the sport id in `/inplay/{id}`. */
  id?: string;
  display: Settings['display'];
  /** The environment flag that hides the sports tab (HIDE_SPORTS_TAB). */
  hideSportsTab: boolean;
  /** The operator's menus; a hidden `inplay` menu hides the sports tab too. */
  menus?: Settings['menus'];
}

export interface ShellTab {
  key: Game;
  href: string;
  active: boolean;
  disabled: boolean;
  /** The operator hid the tab's menu in the console; kept so a push can show it again. */
  hidden: boolean;
}

/** The operator's menu key behind a game tab; only the sports tab has one. */
export const GAME_TAB_MENUS: Partial<Record<Game, string>> = { inplay: 'inplay' };

export interface ActionTab {
  key: 'betList' | 'results';
  href: string;
  active: boolean;
  /** The operator hid its menu (spec §5: is_hide menus are hidden); kept so a push can show it. */
  hidden: boolean;
}

/** The operator's menu key (settings `menus`) behind each action tab. */
export const ACTION_TAB_MENUS = { betList: 'bet_list', results: 'results' } as const;

/** Whether the operator hid a menu; a key the settings do not list is shown. */
export function isMenuHidden(menus: Settings['menus'], key: string): boolean {
  return menus.some((m) => m.key === key && m.is_hide);
}

function gameHref(game: Game, id: string | undefined): string {
  if (game === 'inplay' || game === 'powerball') return `/${game}/${id ?? '1'}`;
  return `/${game}`;
}

/**
 * The static tab bar: sports in-play, powerball, holdem, badugi, without the hidden ones.
 * @example shellTabs({ screen: 'game', game: 'inplay', display, hideSportsTab: false })[0].href // '/inplay/1'
 */
export function shellTabs(ctx: ShellContext): ShellTab[] {
  const onHistoryScreen = ctx.screen !== 'game';
  const prefix = ctx.screen === 'bet-history' ? '/bet/history/' : '/game/results/';
  const visible: Game[] = GAMES.filter((game) => {
    if (game === 'inplay') return !ctx.hideSportsTab;
    return !ctx.display[game].hide_menu;
  });
  return visible.map((game) => ({
    key: game,
    // On bet-history and game-results screens the tabs switch the game of that screen.
    href: onHistoryScreen
      ? `${prefix}${game}`
      : gameHref(game, game === ctx.game ? ctx.id : undefined),
    active: game === ctx.game,
    disabled:
      (game === 'powerball' && ctx.display.powerball.disabled) ||
      ((game === 'holdem' || game === 'badugi') && onHistoryScreen),
    hidden: isMenuHidden(ctx.menus ?? [], GAME_TAB_MENUS[game] ?? ''),
  }));
}

/**
 * Bet list and results tabs for the current game; none for holdem and badugi. A tab whose
 * menu the operator hid is marked hidden.
 * @example actionTabs({ screen: 'game', game: 'inplay', ... }).map((t) => t.href)
 * // ['/bet/history/inplay', '/game/results/inplay']
 */
export function actionTabs(
  ctx: Pick<ShellContext, 'screen' | 'game'> & { menus?: Settings['menus'] },
): ActionTab[] {
  if (ctx.game === 'holdem' || ctx.game === 'badugi') return [];
  const menus = ctx.menus ?? [];
  const tab = (key: ActionTab['key'], href: string, active: boolean): ActionTab => ({
    key,
    href,
    active,
    hidden: isMenuHidden(menus, ACTION_TAB_MENUS[key]),
  });
  return [
    tab('betList', `/bet/history/${ctx.game}`, ctx.screen === 'bet-history'),
    tab('results', `/game/results/${ctx.game}`, ctx.screen === 'game-results'),
  ];
}

/** The mobile search button shows only on the bet-history and game-results screens. */
export function showsMobileSearch(screen: ShellScreen): boolean {
  return screen !== 'game';
}
