/**
 * @module inplay/final-hold
 * The hold of ended matches the viewer follows (spec §4.19), loaded with the first one: the
 * screen has marked them finished and noted when (live-handlers); this reads each end out in the
 * polite live region and, every second by the page's clock, lets each match go once its hold is
 * over (domain/final-hold) and moves the panel on if it still shows the match.
 */
import { expiredHolds, panelAfterEnd } from '../domain/final-hold';
import type { InplayStatus } from '../domain/routes';
import { scoreSides, ZERO_SCORE } from '../domain/score';
import { awayName, homeName, type InplayRow } from './row';
import { rowOfBet365, type Screen } from './screen';

/** What the hold asks of the screen's actions (inplay/actions): only to move the panel on. */
export interface PanelMover {
  selectMatch(bet365: string, status?: InplayStatus, mode?: 'push' | 'replace' | 'pop'): void;
}

/** How often the holds are looked at; the page's clock decides (tests move it). */
const CHECK_MS = 1_000;

/** The running check of each screen. */
const checks = new WeakMap<Screen, ReturnType<typeof setInterval>>();

function announceEnd(screen: Screen, row: InplayRow): void {
  const { home, away } = scoreSides(row.ss) ?? ZERO_SCORE;
  const words = screen.t('inplay.announce.final', {
    home: homeName(row, screen.lang),
    away: awayName(row, screen.lang),
    homeScore: home,
    awayScore: away,
  });
  // The score read-outs' region; a last goal of the match still waiting gives way to it.
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
 * One check at `now`: the panel moves on, and matches whose hold is over leave the in-play list
 * (other views keep finished matches anyway). The checks stop once nothing is held.
 */
export function checkFinals(screen: Screen, mover: PanelMover, now: number): void {
  const held = screen.$finals.get();
  movePanel(screen, mover, held, now);
  const expired = expiredHolds(held, now);
  if (expired.length > 0) {
    if (screen.$view.get().scope === 'inplay') screen.rows.remove(expired);
    const next = { ...held };
    for (const id of expired) delete next[id];
    screen.$finals.set(next);
  }
  if (Object.keys(screen.$finals.get()).length === 0) {
    clearInterval(checks.get(screen));
    checks.delete(screen);
  }
}

/**
 * Reads out the ends of `rows` (held already, finished) and keeps the screen's checks running.
 * @example watchFinals(screen, actions, [finishedRow]);
 */
export function watchFinals(screen: Screen, mover: PanelMover, rows: readonly InplayRow[]): void {
  for (const row of rows) announceEnd(screen, row);
  if (!checks.has(screen)) {
    checks.set(
      screen,
      setInterval(() => checkFinals(screen, mover, Date.now()), CHECK_MS),
    );
  }
}
