/**
 * The head-to-head page's live header (spec §2 "Head-to-head analysis page"): while the match is
 * in play the page follows its room and its sport's list through the one socket module, and the
 * header's score, half-time score and clock follow the live row (the set or map from the
 * match's details); leaving the page (or the match ending) unsubscribes.
 */
import { isLanguage } from '../../lib/domain/languages';
import { formatScore } from '../../lib/domain/score';
import { liveHeaderView, type LiveHeaderView } from '../../lib/head-to-head/live-header';
import { createLightTranslate } from '../../lib/i18n/translate';
import { $liveDetails, $liveMatches, followList, watchMatch } from '../../lib/stores/live';
import type { Translate } from '../../lib/i18n/messages';
import { timerText } from '../inplay/labels';

function paint(head: HTMLElement, view: LiveHeaderView, t: Translate): void {
  const score = head.querySelector<HTMLElement>('[data-score]');
  if (!score) return;
  score.dataset.score = formatScore(view.score.home, view.score.away);
  const home = score.querySelector('[data-live-home]');
  const away = score.querySelector('[data-live-away]');
  if (home) home.textContent = view.score.home;
  if (away) away.textContent = view.score.away;
  // The page's own words (server-rendered keys are not shipped to the browser).
  const half = score.querySelector<HTMLElement>('[data-live-half]');
  if (half) {
    half.hidden = view.half === null;
    half.textContent =
      view.half === null ? '' : (half.dataset.liveHalf ?? '').replace('{{score}}', view.half);
  }
  const clock = head.querySelector<HTMLElement>('[data-live-clock]');
  if (clock) {
    const text = view.clock ? timerText(t, view.clock) : null;
    clock.textContent = text
      ? [text.unit, text.clock].filter(Boolean).join(' ')
      : (clock.dataset.ended ?? '');
    clock.dataset.state = view.ended ? 'ended' : 'live';
  }
}

/**
 * Follows the live match of the header under `root` (`[data-live-match]`); returns what stops it,
 * also called when the page is left.
 */
export function wireLiveHeader(root: ParentNode): () => void {
  const head = root.querySelector<HTMLElement>('[data-live-match]');
  const bet365 = head?.dataset.liveMatch;
  const matchId = head?.dataset.matchId;
  const sport = Number(head?.dataset.sportId);
  if (!head || !bet365 || !matchId || !Number.isInteger(sport)) return () => {};
  const lang = document.documentElement.dataset.lang;
  const t = createLightTranslate(isLanguage(lang) ? lang : 'kr');
  // The sport's list brings the row's whole state (the room alone sends changes).
  followList(sport);
  const leave = watchMatch(bet365);
  let stopped = false;
  let last: LiveHeaderView | undefined;
  // Called only after the first delivery (a microtask, or the page being left).
  const stop = () => {
    if (stopped) return;
    stopped = true;
    unlisten();
    leave();
    removeEventListener('pagehide', stop);
  };
  const repaint = () => {
    if (stopped) return;
    // The set or map being played: tennis and volleyball carry no timer to say it.
    const period = $liveDetails.get()[bet365]?.info.period ?? 0;
    const row = $liveMatches.get()[matchId];
    // An ended match leaves the live rows: the last score stays, marked ended.
    const view = liveHeaderView(row, period) ?? (last && { ...last, clock: null, ended: true });
    if (!view) return;
    last = view;
    paint(head, view, t);
    // An ended match changes no more: nothing left to follow.
    if (view.ended) queueMicrotask(stop);
  };
  const unlistenRows = $liveMatches.subscribe(repaint);
  const unlistenDetails = $liveDetails.subscribe(repaint);
  const unlisten = () => {
    unlistenRows();
    unlistenDetails();
  };
  addEventListener('pagehide', stop);
  return stop;
}
