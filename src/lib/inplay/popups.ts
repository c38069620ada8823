/**
 * @module inplay/popups
 * The pop-up windows the list opens and their widths (spec §2 "Pop-up windows"): team details,
 * head-to-head (relative), odds details, league details, related games, result data, and the
 * external live page (1200x1000, only with a url). Height equals the window's.
 */
import { SPORT_NAMES, isSportId } from '../domain/sports';

export interface PopupTarget {
  url: string;
  width: number;
  /** Fixed height; the window's own height when absent. */
  height?: number;
}

/** Spec §2: game details width by sport. */
export function gameDetailsWidth(sportId: number): number {
  if (sportId === 1) return 1120;
  if (sportId === 18) return 1010;
  if (sportId === 91) return 980;
  if (sportId === 16) return 1650;
  return 1500;
}

/** The lower-cased English sport name the pop-ups take as `sports`. */
export function sportsParam(sportId: number): string {
  return isSportId(sportId) ? SPORT_NAMES[sportId].en.toLowerCase() : String(sportId);
}

function query(params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export function teamPopup(teamId: number): PopupTarget {
  return { url: `/inplay/team/info/${teamId}`, width: 900 };
}

export function oddsPopup(matchId: number): PopupTarget {
  return { url: `/inplay/odds/details/${matchId}${query({ upcomingId: matchId })}`, width: 900 };
}

/** Spec §5: league windows open only when the season has a table or top goals. */
export function leaguePopup(row: {
  league_id: number;
  id: number;
  has_table: boolean;
  has_topgoals: boolean;
}): PopupTarget | null {
  if (!row.has_table && !row.has_topgoals) return null;
  return {
    url: `/inplay/league/details/${row.league_id}${query({ upcomingId: row.id })}`,
    width: 1200,
  };
}

/** Head-to-head analysis (the relative button); `type` preselects a tab. */
export function relativePopup(
  row: { id: number; sport_id: number; home_id: number; away_id: number; bet365: string | null },
  type?: string,
): PopupTarget {
  return {
    url: `/inplay/game/details/${row.sport_id || 1}${query({
      homeId: row.home_id,
      awayId: row.away_id,
      upcomingId: row.id,
      sports: sportsParam(row.sport_id),
      bet365: row.bet365,
      type,
    })}`,
    width: gameDetailsWidth(row.sport_id),
  };
}

/** Related games of the checked rows (spec §2 "Relative info list"). */
export function relatedGamesPopup(sportId: number, ids: readonly number[]): PopupTarget {
  return {
    url: `/inplay/relative/list/info${query({ sports: sportsParam(sportId), ids: ids.join(',') })}`,
    width: 1650,
  };
}

/** The data icon: the result details of a match (spec §2 "Upcoming / results list"). */
export function dataPopup(row: { id: number; sport_id: number }): PopupTarget {
  return {
    url: `/game/result/info/${row.id}${query({ sports: sportsParam(row.sport_id), type: 'sports' })}`,
    width: gameDetailsWidth(row.sport_id),
  };
}

/** Spec §2: the external live-score page, 1200x1000, only when the match has a url. */
export function externalLivePopup(row: { id: number; url: string | null }): PopupTarget | null {
  if (!row.url) return null;
  let url: URL;
  try {
    url = new URL(row.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('gameId', String(row.id));
  url.searchParams.set('livescore', '1');
  return { url: url.toString(), width: 1200, height: 1000 };
}

/**
 * The window name of the app's pop-ups: the page inside reads it to show its close button
 * (layouts/Popup.astro), having no opener to tell it. Each one is new, so that a second pop-up
 * never replaces the first.
 */
export const POPUP_NAME_PREFIX = 'live-score-popup-';
let popups = 0;

/** Opens a pop-up window; the height is the screen's available height unless given. */
export function openPopup(target: PopupTarget | null): void {
  if (!target) return;
  const height = target.height ?? window.screen.availHeight;
  const name = `${POPUP_NAME_PREFIX}${Date.now().toString(36)}-${++popups}`;
  // Not `noopener`: Chromium then drops the name and opens a plain tab. The opener is cut by
  // hand instead, before the page loads, so that no page reaches back into the app.
  const opened = window.open(target.url, name, `popup=yes,width=${target.width},height=${height}`);
  if (opened) opened.opener = null;
}
