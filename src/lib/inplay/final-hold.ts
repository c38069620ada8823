/**
 * @module inplay/final-hold
 * Ended matches the viewer follows stay on the screen with their final (spec §4.19): the row
 * (and the panel's own copy) is marked finished and kept, the end is read out in the polite live
 * region, and a check every second, reading the page's clock, lets each one go once its hold is
 * over (domain/final-hold) and moves the panel on if it still shows the match.
 */
import { expiredHolds, panelAfterEnd } from '../domain/final-hold';
import type { InplayStatus } from '../domain/routes';
import { scoreSides, ZERO_SCORE } from '../domain/score';
import { TIME_STATUS } from '../domain/sports';
import { awayName, homeName, type InplayRow } from './row';
import { rowOfBet365, type Screen } from './screen';

/** What the hold asks of the screen's actions (inplay/actions): only to move the panel on. */
export interface PanelMover {
  selectMatch(bet365: string, status?: InplayStatus, mode?: 'push' | 'replace' | 'pop'): void;
}

export interface FinalHold {
  /** Keeps these ended matches on screen from `now`, finished, and announces their end. */
  hold(rows: readonly InplayRow[], now: number): void;
  /** Whether the match is held now (its end has been handled). */
  isHeld(id: number): boolean;
  /** One check at `now`: the panel moves on and rows leave once their hold is over. */
  check(now: number): void;
  stop(): void;
}

/** How often the holds are looked at; the page's clock decides (tests move it). */
const CHECK_MS = 1_000;

/** The row as a finished match (the final score it carries stays). */
export function asFinished(row: InplayRow): InplayRow {
  if (row.status_id === TIME_STATUS.ended && !row.is_inplay) return row;
  return { ...row, status_id: TIME_STATUS.ended, is_inplay: false };
}

function announceFinal(screen: Screen, row: InplayRow): void {
  const { home, away } = scoreSides(row.ss) ?? ZERO_SCORE;
  const words = screen.t('inplay.announce.final', {
    home: homeName(row, screen.lang),
    away: awayName(row, screen.lang),
    homeScore: home,
    awayScore: away,
  });
  // Shares the score read-outs' region and module; a last goal still waiting gives way to it.
  void import('./announce').then((m) => m.announceEnd(row.id, words));
}

/** The panel's next step when its match is held. */
function movePanel(screen: Screen, mover: PanelMover, held: Record<number, number>, now: number) {
  const current = screen.$view.get().route.id ?? null;
  const shown = rowOfBet365(screen, current);
  const endedAt = shown ? held[shown.id] : undefined;
  if (!shown || endedAt === undefined) return;
  const step = panelAfterEnd({
    now,
    endedAt,
    ended: shown,
    current,
    candidates: screen.rows.all(),
  });
  if (step.action === 'move') mover.selectMatch(step.bet365, 'all', 'replace');
  // Nothing in play to move to: the panel keeps the final once the row leaves the list.
  else if (step.action === 'stay') screen.$panel.set(shown);
}

/**
 * The holds of one screen.
 * @example const hold = createFinalHold(screen, actions); hold.hold([row], Date.now());
 */
export function createFinalHold(screen: Screen, mover: PanelMover): FinalHold {
  let ticker: ReturnType<typeof setInterval> | undefined;

  function stopTicker() {
    if (ticker !== undefined) clearInterval(ticker);
    ticker = undefined;
  }

  function check(now: number) {
    const held = screen.$finals.get();
    movePanel(screen, mover, held, now);
    const expired = expiredHolds(held, now);
    if (expired.length > 0) {
      // Other views keep finished matches anyway; the in-play list lets them go now.
      if (screen.$view.get().scope === 'inplay') screen.rows.remove(expired);
      const next = { ...held };
      for (const id of expired) delete next[id];
      screen.$finals.set(next);
    }
    if (Object.keys(screen.$finals.get()).length === 0) stopTicker();
  }

  return {
    hold(rows, now) {
      if (rows.length === 0) return;
      const held = { ...screen.$finals.get() };
      const panel = screen.$panel.get();
      for (const row of rows) {
        const final = asFinished(row);
        screen.rows.patch(row.id, () => final);
        if (panel?.id === row.id) screen.$panel.set(final);
        held[row.id] = now;
        announceFinal(screen, final);
      }
      screen.$finals.set(held);
      ticker ??= setInterval(() => check(Date.now()), CHECK_MS);
    },
    isHeld: (id) => screen.$finals.get()[id] !== undefined,
    check,
    stop: stopTicker,
  };
}
