/**
 * @module domain/notify-policy
 * Which live changes reach the viewer, and how often: toasts and
 * sounds for the matches the viewer follows (ticked, starred, or open in the panel) unless they
 * asked for every match; only a change they can see (a price that reads the same after
 * rounding is no change); one sound per 3 s however busy the feed (domain/announce-queue
 * paces the spoken scores with the same gate).
 */
import type { OddsChange } from './live-events';
import { formatOdds } from './odds-change';

/** At most one sound in this time, whatever raised it. */
export const SOUND_GAP_MS = 3_000;
export interface Audience {
  /** The match is ticked, starred or open in the panel. */
  followed: boolean;
  /** The viewer opted in to every match's notifications. */
  everyMatch: boolean;
}

/**
 * Whether a match's changes notify at all.
 * @example notifies({ followed: false, everyMatch: false }) // false
 */
export function notifies(audience: Audience): boolean {
  return audience.followed || audience.everyMatch;
}

/**
 * Whether an odds change shows on screen: one of the two prices reads differently once both are
 * written with two decimals.
 * @example isVisibleOddsChange({ home_odds: 1.895, new_home_odds: 1.9, away_odds: 2, new_away_odds: 2 }) // false
 */
export function isVisibleOddsChange(
  change: Pick<OddsChange, 'home_odds' | 'new_home_odds' | 'away_odds' | 'new_away_odds'>,
): boolean {
  return (
    formatOdds(change.home_odds) !== formatOdds(change.new_home_odds) ||
    formatOdds(change.away_odds) !== formatOdds(change.new_away_odds)
  );
}

/** Admits one event per key per gap; what comes inside the gap is refused. */
export interface RateGate {
  /** Whether the event may go now; admitting it starts the key's gap. */
  admit(key: string, now: number): boolean;
  /** When the key's next event may go (now or earlier: at once). */
  nextAt(key: string): number;
}

/**
 * A gate of `gapMs` per key; keys are forgotten once their gap has passed, so a long session
 * over thousands of matches holds only the recent ones.
 * @example const gate = createRateGate(3000); gate.admit('sound', 0); gate.admit('sound', 1000) // false
 */
export function createRateGate(gapMs: number): RateGate {
  const last = new Map<string, number>();
  return {
    admit(key, now) {
      const at = last.get(key);
      if (at !== undefined && now - at < gapMs) return false;
      last.set(key, now);
      if (last.size > 256) {
        for (const [k, t] of last) if (now - t >= gapMs) last.delete(k);
      }
      return true;
    },
    nextAt(key) {
      const at = last.get(key);
      return at === undefined ? 0 : at + gapMs;
    },
  };
}

/** A sound's weight: a score outranks a price move. */
export type SoundKind = 'score' | 'odds';

export interface PacedSound {
  kind: SoundKind;
}

/** Spaces sounds SOUND_GAP_MS apart without losing a goal to a busy price feed. */
export interface SoundPacer<S extends PacedSound> {
  /**
   * A sound raised now: returned when it plays at once; otherwise a score waits for the gap's
   * end (the latest score kept) and a price move is dropped.
   */
  offer(sound: S, now: number): S | null;
  /** When a waiting score is due, or null when none waits. */
  nextDue(): number | null;
  /** The waiting score once its turn has come; playing it starts the next gap. */
  due(now: number): S | null;
}

/**
 * One sound per gap, a score first: with prices moving every second, a gate alone would give
 * nearly every slot to the odds sound and the goal would pass in silence.
 * @example const p = createSoundPacer(3000); p.offer(odds, 0); p.offer(score, 500); p.due(3000) // score
 */
export function createSoundPacer<S extends PacedSound>(
  gapMs: number = SOUND_GAP_MS,
): SoundPacer<S> {
  let lastAt = Number.NEGATIVE_INFINITY;
  let waiting: S | null = null;
  const play = (sound: S, now: number) => {
    waiting = null;
    lastAt = now;
    return sound;
  };
  return {
    offer(sound, now) {
      if (now - lastAt >= gapMs)
        return play(sound.kind === 'score' ? sound : (waiting ?? sound), now);
      if (sound.kind === 'score') waiting = sound;
      return null;
    },
    nextDue() {
      return waiting ? lastAt + gapMs : null;
    },
    due(now) {
      if (!waiting || now - lastAt < gapMs) return null;
      return play(waiting, now);
    },
  };
}
