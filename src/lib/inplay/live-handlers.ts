/**
 * @module inplay/live-handlers
 * What live events do to the screen (spec §4): scores, clocks and odds change in place, a
 * match that starts joins the in-play list, ended matches leave it and are recorded (the ones
 * the viewer follows after a hold with their final, inplay/final-hold, which also moves the panel
 * on), details feed the panel and the per-sport columns, and score and odds changes raise
 * notifications and sounds.
 */
import type { ScoreChange, OddsChange } from '../domain/live-events';
import { isListed } from '../domain/live-rows';
import { isVisibleOddsChange, notifies } from '../domain/notify-policy';
import { formatOdds, priceNumber } from '../domain/odds-change';
import { findMatch } from './api-source';
import { flagsOf, $gameSettings } from './game-settings';
import type { PanelMover } from './final-hold';
import { applyLiveRow } from './live-apply';
import type { LiveHandlers } from './live-adapter';
import { decideNotification, soundPath, type ChangeKind } from './notify-rules';
import { playSound, showToast } from './notify';
import { asFinished, awayName, homeName, toInplayRow, type InplayRow } from './row';
import { $favourites, $notifyEveryMatch, $selectedIds } from './selection';
import { currentSport, type Screen } from './screen';

/** Ended matches the screen remembers (spec §4 "record it"). */
const ENDED_LOG = 50;

/**
 * Lists matches that are in play now but not listed yet, reading each one's row in turn; returns
 * the function that asks for some.
 */
function createAdopter(screen: Screen): (ids: Iterable<number>) => void {
  const pending = new Set<number>();
  let fetching = false;

  async function drain() {
    if (fetching) return;
    fetching = true;
    try {
      while (pending.size > 0) {
        const id = pending.values().next().value as number;
        pending.delete(id);
        try {
          const row = toInplayRow(await findMatch(id));
          const sport = currentSport(screen);
          if (
            row.is_inplay &&
            (!sport || row.sport_id === sport) &&
            screen.$view.get().scope === 'inplay'
          ) {
            screen.rows.add(row);
          }
        } catch (error) {
          console.warn('inplay: cannot read a new match', error);
        }
      }
    } finally {
      fetching = false;
    }
  }

  return (ids) => {
    if (screen.$view.get().scope !== 'inplay') return;
    for (const id of ids) if (!screen.rows.has(id)) pending.add(id);
    void drain();
  };
}

/** The matches the viewer follows: ticked, starred, or open in the panel. */
function followed(screen: Screen, row: InplayRow) {
  return (
    $selectedIds.get().includes(row.id) ||
    $favourites.get().includes(row.id) ||
    screen.$view.get().route.id === row.bet365
  );
}

function notify(screen: Screen, kind: ChangeKind, row: InplayRow, message: string) {
  // Every match is an opt-in for scores; price moves of all matches would be noise.
  const everyMatch = kind === 'score' && $notifyEveryMatch.get();
  if (!notifies({ followed: followed(screen, row), everyMatch })) return;
  const decide = () =>
    decideNotification(
      kind,
      flagsOf($gameSettings.get(), row.sport_id),
      screen.config.notification,
    );
  const decision = decide();
  if (decision.toast) {
    showToast(
      {
        kind: kind === 'score' ? 'success' : 'warning',
        title: screen.t(kind === 'score' ? 'inplay.toast.score' : 'inplay.toast.odds'),
        message,
        key: `${kind}:${row.id}`,
      },
      screen.config.notification.durationMs,
    );
  }
  const path = soundPath(screen.config.sounds, kind);
  if (decision.sound && path) playSound(path, kind, () => decide().sound);
}

function onScoreChange(screen: Screen, change: ScoreChange) {
  const row = screen.rows.get(change.id);
  if (row && (change.homeScoreChange || change.awayScoreChange)) {
    const message = `${homeName(row, screen.lang)} ${change.new_home_score} - ${change.new_away_score} ${awayName(row, screen.lang)}`;
    notify(screen, 'score', row, message);
    if (followed(screen, row)) {
      const words = screen.t('inplay.announce.score', { message });
      // The pacing loads with the first followed score.
      void import('./announce').then((m) => m.announceScore(row.id, words));
    }
  }
}

function onOddsChange(screen: Screen, change: OddsChange) {
  const row = screen.rows.get(change.id);
  const priced =
    priceNumber(change.new_home_odds) !== null && priceNumber(change.new_away_odds) !== null;
  const visible = (change.homeOddsChange || change.awayOddsChange) && isVisibleOddsChange(change);
  if (row && priced && visible) {
    const message = screen.t('inplay.toast.oddsMessage', {
      home: homeName(row, screen.lang),
      away: awayName(row, screen.lang),
      homeOdds: formatOdds(change.new_home_odds),
      awayOdds: formatOdds(change.new_away_odds),
    });
    notify(screen, 'odds', row, message);
  }
}

/** Takes ended matches off the in-play list, or marks them finished in other views. */
function endRows(screen: Screen, ids: number[]): InplayRow[] {
  if (screen.$view.get().scope === 'inplay') return screen.rows.remove(ids);
  const gone: InplayRow[] = [];
  for (const id of ids) {
    // Outside the in-play list the match stays, shown as finished.
    if (screen.rows.patch(id, asFinished)) gone.push(screen.rows.get(id)!);
  }
  return gone;
}

/**
 * Spec §4.19: followed matches that ended stay, finished, from now; the hold's checks and the
 * read-out load with the first (inplay/final-hold).
 */
function holdFinals(screen: Screen, mover: PanelMover, rows: readonly InplayRow[]) {
  if (rows.length === 0) return;
  const now = Date.now();
  const held = { ...screen.$finals.get() };
  const panel = screen.$panel.get();
  const finals = rows.map(asFinished);
  for (const final of finals) {
    screen.rows.patch(final.id, () => final);
    if (panel?.id === final.id) screen.$panel.set(final);
    held[final.id] = now;
  }
  screen.$finals.set(held);
  // Offline or after a new deploy the finished rows stay until the next view.
  import('./final-hold').then(
    (m) => m.watchFinals(screen, mover, finals),
    (error: unknown) => console.warn('inplay: cannot load the final hold', error),
  );
}

/**
 * Spec §4.3, §4.19: ended matches leave the list and are recorded; those the viewer follows (the
 * panel's among them) stay with their final for the hold, after which the panel moves on.
 */
function onEnded(screen: Screen, mover: PanelMover, ids: number[]) {
  const panel = screen.$panel.get();
  const held = screen.$finals.get();
  const kept: InplayRow[] = [];
  const dropped: number[] = [];
  for (const id of ids) {
    if (held[id] !== undefined) continue;
    const row = screen.rows.get(id) ?? (panel?.id === id ? panel : undefined);
    if (row && followed(screen, row)) kept.push(row);
    else dropped.push(id);
  }
  const gone = endRows(screen, dropped);
  holdFinals(screen, mover, kept);
  const recorded = [...kept.map(asFinished), ...gone];
  if (recorded.length > 0) {
    screen.$ended.set([...recorded, ...screen.$ended.get()].slice(0, ENDED_LOG));
  }
}

export function createLiveHandlers(screen: Screen, actions: PanelMover): LiveHandlers {
  const adopt = createAdopter(screen);
  const ended = (ids: number[]) => onEnded(screen, actions, ids);

  return {
    /** Live rows that changed: laid over the list (and the panel's own row). */
    onRows(changed) {
      const panel = screen.$panel.get();
      const fresh: number[] = [];
      for (const live of changed) {
        const listed = screen.rows.patch(live.id, (r) => applyLiveRow(r, live));
        if (panel?.id === live.id) screen.$panel.set(applyLiveRow(panel, live));
        if (!listed && isListed(live)) fresh.push(live.id);
      }
      if (fresh.length > 0) adopt(fresh);
    },
    onEnded: ended,
    /** After a snapshot: listed rows the live state no longer holds ended meanwhile. */
    onSynced(listed) {
      if (screen.$view.get().scope !== 'inplay') return;
      const stale = screen.rows
        .all()
        .filter((r) => !listed.has(r.id))
        .map((r) => r.id);
      if (stale.length > 0) ended(stale);
    },
    onScoreChange: (change) => onScoreChange(screen, change),
    onOddsChange: (change) => onOddsChange(screen, change),
    onDetails(bet365, details) {
      screen.details.set(bet365, details);
    },
    onCounts(counts) {
      screen.$counts.set(counts);
    },
  };
}
