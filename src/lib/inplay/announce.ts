/**
 * @module inplay/announce
 * Score changes spoken to screen-reader users: the followed matches' new
 * scores go to one polite live region, at most one message per match per 5 s; a change inside
 * the gap waits and a later one replaces it. A match's end is spoken at once.
 */
import { createAnnounceQueue } from '../domain/announce-queue';
import { $spoken } from './spoken';

const queue = createAnnounceQueue();
let timer: ReturnType<typeof setTimeout> | undefined;
let seq = 0;

function speak(texts: string[]): void {
  if (texts.length === 0) return;
  seq += 1;
  $spoken.set({ seq, text: texts.join('. ') });
}

function scheduleHeld(): void {
  if (timer !== undefined) return;
  const at = queue.nextDue();
  if (at === null) return;
  timer = setTimeout(
    () => {
      timer = undefined;
      speak(queue.due(Date.now()).map((m) => m.text));
      scheduleHeld();
    },
    Math.max(0, at - Date.now()),
  );
}

/** Offers a match's new score in words; spoken now or when the match's gap ends. */
export function announceScore(matchId: number, text: string): void {
  const now = queue.offer({ matchId, text }, Date.now());
  if (now) speak([now.text]);
  scheduleHeld();
}

/**
 * A match's end in words (spec §4.19): spoken at once, in place of a score of it still waiting;
 * it is the match's last message, so the gap has nothing left to pace.
 */
export function announceEnd(matchId: number, text: string): void {
  queue.drop(matchId);
  speak([text]);
}
