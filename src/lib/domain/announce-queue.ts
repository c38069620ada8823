/**
 * @module domain/announce-queue
 * Score changes spoken to screen-reader users: one message per match per 5 s;
 * a change inside the gap waits and a later one replaces it, so the listener hears the score as
 * it stands when the gap ends. Apart from notify-policy so the in-play first load does without
 * it until a followed match scores.
 */
import { createRateGate } from './notify-policy';

/** At most one screen-reader message per match in this time. */
export const ANNOUNCE_GAP_MS = 5_000;

export interface Announcement {
  matchId: number;
  text: string;
}

/** Spoken score changes, one per match per gap. */
export interface AnnounceQueue {
  /** Offers a message; returns it when it may be spoken now, else holds it (null). */
  offer(message: Announcement, now: number): Announcement | null;
  /** Held messages whose gap has ended by `now`, removed from the queue. */
  due(now: number): Announcement[];
  /** The earliest time a held message becomes due, or null when none is held. */
  nextDue(): number | null;
  /** Forgets a match's held message (its end is spoken in its place). */
  drop(matchId: number): void;
}

export function createAnnounceQueue(gapMs = ANNOUNCE_GAP_MS): AnnounceQueue {
  const gate = createRateGate(gapMs);
  const held = new Map<number, Announcement>();
  return {
    offer(message, now) {
      const key = String(message.matchId);
      if (!held.has(message.matchId) && gate.admit(key, now)) return message;
      held.set(message.matchId, message);
      return null;
    },
    due(now) {
      const ready: Announcement[] = [];
      for (const [id, message] of held) {
        if (gate.admit(String(id), now)) {
          ready.push(message);
          held.delete(id);
        }
      }
      return ready;
    },
    nextDue() {
      let next: number | null = null;
      for (const id of held.keys()) {
        const at = gate.nextAt(String(id));
        if (next === null || at < next) next = at;
      }
      return next;
    },
    drop(matchId) {
      held.delete(matchId);
    },
  };
}
