import { describe, expect, it } from 'vitest';
import { ANNOUNCE_GAP_MS, createAnnounceQueue } from '../../../src/lib/domain/announce-queue';
import {
  SOUND_GAP_MS,
  createRateGate,
  createSoundPacer,
  isVisibleOddsChange,
  notifies,
} from '../../../src/lib/domain/notify-policy';
import type { Price } from '../../../src/lib/domain/odds';

describe('who is notified: followed matches, or every match when asked', () => {
  it.each([
    [true, false, true],
    [false, false, false],
    [false, true, true],
    [true, true, true],
  ])('followed %s, every match %s → %s', (followed, everyMatch, expected) => {
    expect(notifies({ followed, everyMatch })).toBe(expected);
  });
});

describe('an odds change is one the viewer can see', () => {
  it.each<[Price, Price, Price, Price, boolean]>([
    [1.9, 1.9, 2.0, 2.0, false],
    [1.895, 1.9, 2.0, 2.0, false],
    [1.9, 1.91, 2.0, 2.0, true],
    [1.9, 1.9, 2.0, 1.95, true],
    ['-', 1.9, 2.0, 2.0, true],
    ['-', '-', 2.0, 2.0, false],
  ])('%s→%s and %s→%s: %s', (home, newHome, away, newAway, expected) => {
    expect(
      isVisibleOddsChange({
        home_odds: home,
        new_home_odds: newHome,
        away_odds: away,
        new_away_odds: newAway,
      }),
    ).toBe(expected);
  });
});

describe('rate gate', () => {
  it('admits one sound per 3 s however many changes arrive', () => {
    const gate = createRateGate(SOUND_GAP_MS);
    // A busy feed: a change every 200 ms for a minute.
    let played = 0;
    for (let t = 0; t < 60_000; t += 200) if (gate.admit('sound', t)) played += 1;
    expect(played).toBe(20);
    expect(played).toBeLessThanOrEqual(60_000 / SOUND_GAP_MS);
  });

  it('keeps keys apart and says when the next may go', () => {
    const gate = createRateGate(1_000);
    expect(gate.admit('a', 0)).toBe(true);
    expect(gate.admit('b', 10)).toBe(true);
    expect(gate.admit('a', 999)).toBe(false);
    expect(gate.nextAt('a')).toBe(1_000);
    expect(gate.nextAt('c')).toBe(0);
    expect(gate.admit('a', 1_000)).toBe(true);
  });

  it('frees a key once its gap has passed, among many keys', () => {
    const gate = createRateGate(100);
    for (let i = 0; i < 1_000; i++) gate.admit(`m${i}`, i * 1_000);
    // An old key is free again, a recent one is not.
    expect(gate.admit('m0', 1_000_000)).toBe(true);
    expect(gate.admit('m999', 999_050)).toBe(false);
  });
});

describe('sound pacing: one per 3 s, a score before a price move', () => {
  const score = (n: number) => ({ kind: 'score' as const, n });
  const odds = (n: number) => ({ kind: 'odds' as const, n });

  it('plays the first at once, holds a score raised in the gap and drops a price move', () => {
    const pacer = createSoundPacer<{ kind: 'score' | 'odds'; n: number }>(SOUND_GAP_MS);
    expect(pacer.offer(odds(1), 0)).toEqual(odds(1));
    expect(pacer.offer(odds(2), 500)).toBeNull();
    expect(pacer.nextDue()).toBeNull();
    expect(pacer.offer(score(3), 1_000)).toBeNull();
    expect(pacer.offer(score(4), 2_000)).toBeNull();
    // A price move at the gap's end does not take the waiting score's turn.
    expect(pacer.offer(odds(5), 2_999)).toBeNull();
    expect(pacer.nextDue()).toBe(SOUND_GAP_MS);
    expect(pacer.due(SOUND_GAP_MS - 1)).toBeNull();
    expect(pacer.due(SOUND_GAP_MS)).toEqual(score(4));
    expect(pacer.nextDue()).toBeNull();
    // The score just played starts the next gap.
    expect(pacer.offer(odds(6), SOUND_GAP_MS + 100)).toBeNull();
    expect(pacer.offer(score(7), 2 * SOUND_GAP_MS)).toEqual(score(7));
  });

  it('gives the waiting score the slot when a price move arrives before the timer', () => {
    const pacer = createSoundPacer<{ kind: 'score' | 'odds'; n: number }>(1_000);
    pacer.offer(odds(1), 0);
    pacer.offer(score(2), 100);
    expect(pacer.offer(odds(3), 1_200)).toEqual(score(2));
    expect(pacer.due(5_000)).toBeNull();
  });

  it('over a busy minute never plays two within 3 s and loses no score', () => {
    const pacer = createSoundPacer<{ kind: 'score' | 'odds'; n: number }>(SOUND_GAP_MS);
    const played: { at: number; kind: string }[] = [];
    let scores = 0;
    for (let t = 0; t < 60_000; t += 250) {
      // A price moves every 250 ms, a goal every 7.5 s.
      const sound = t % 7_500 === 1_000 ? score(t) : odds(t);
      if (sound.kind === 'score') scores += 1;
      const now = pacer.offer(sound, t);
      if (now) played.push({ at: t, kind: now.kind });
      const due = pacer.due(t);
      if (due) played.push({ at: t, kind: due.kind });
    }
    for (let i = 1; i < played.length; i++) {
      expect(played[i]!.at - played[i - 1]!.at).toBeGreaterThanOrEqual(SOUND_GAP_MS);
    }
    expect(played.filter((p) => p.kind === 'score')).toHaveLength(scores);
  });
});

describe('score announcements: one per match per 5 s, the latest kept', () => {
  it('speaks the first at once, holds the next and gives the latest when the gap ends', () => {
    const queue = createAnnounceQueue();
    expect(queue.offer({ matchId: 1, text: '1-0' }, 0)).toEqual({ matchId: 1, text: '1-0' });
    expect(queue.offer({ matchId: 1, text: '2-0' }, 1_000)).toBeNull();
    expect(queue.offer({ matchId: 1, text: '2-1' }, 2_000)).toBeNull();
    // Another match is not held back by the first.
    expect(queue.offer({ matchId: 2, text: '0-1' }, 2_500)).toEqual({ matchId: 2, text: '0-1' });
    expect(queue.nextDue()).toBe(ANNOUNCE_GAP_MS);
    expect(queue.due(ANNOUNCE_GAP_MS - 1)).toEqual([]);
    expect(queue.due(ANNOUNCE_GAP_MS)).toEqual([{ matchId: 1, text: '2-1' }]);
    expect(queue.nextDue()).toBeNull();
    // The held message just spoken starts a new gap.
    expect(queue.offer({ matchId: 1, text: '3-1' }, ANNOUNCE_GAP_MS + 100)).toBeNull();
  });

  it('a match whose end is spoken drops its held score', () => {
    const queue = createAnnounceQueue();
    queue.offer({ matchId: 1, text: '1-0' }, 0);
    expect(queue.offer({ matchId: 1, text: '2-0' }, 1_000)).toBeNull();
    queue.offer({ matchId: 2, text: '0-1' }, 0);
    queue.offer({ matchId: 2, text: '0-2' }, 1_000);
    queue.drop(1);
    expect(queue.due(ANNOUNCE_GAP_MS)).toEqual([{ matchId: 2, text: '0-2' }]);
    expect(queue.nextDue()).toBeNull();
  });

  it('never speaks one match twice within the gap over a busy minute', () => {
    const queue = createAnnounceQueue();
    const spoken: number[] = [];
    for (let t = 0; t < 60_000; t += 700) {
      if (queue.offer({ matchId: 7, text: String(t) }, t)) spoken.push(t);
      for (const _ of queue.due(t)) spoken.push(t);
    }
    for (let i = 1; i < spoken.length; i++) {
      expect(spoken[i]! - spoken[i - 1]!).toBeGreaterThanOrEqual(ANNOUNCE_GAP_MS);
    }
    expect(spoken.length).toBeGreaterThanOrEqual(10);
  });
});
