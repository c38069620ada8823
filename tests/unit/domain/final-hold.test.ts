import { describe, expect, it } from 'vitest';
import {
  expiredHolds,
  FINAL_HOLD_MS,
  holdOver,
  nextMatch,
  panelAfterEnd,
  type HoldRow,
  type PanelAfterEnd,
} from '../../../src/lib/domain/final-hold';

const row = (bet365: string | null, sport_id: number, status_id = 1): HoldRow => ({
  bet365,
  sport_id,
  status_id,
  is_inplay: status_id === 1,
});

const ENDED = { bet365: '100', sport_id: 1 };
const T0 = Date.parse('2026-05-01T12:00:00Z');

function step(over: Partial<PanelAfterEnd>) {
  return panelAfterEnd({
    now: T0,
    endedAt: T0,
    ended: ENDED,
    current: ENDED.bet365,
    candidates: [],
    ...over,
  });
}

describe('the final stays, then the panel moves on (spec §4.2, §4.19)', () => {
  const mixed = [row('200', 18), row('100', 1, 3), row('300', 1), row('400', 1)];

  it.each<[string, Partial<PanelAfterEnd>, ReturnType<typeof panelAfterEnd>]>([
    ['at the end: hold 60 s', {}, { action: 'hold', until: T0 + FINAL_HOLD_MS }],
    [
      'a millisecond before the hold ends: still held',
      { now: T0 + FINAL_HOLD_MS - 1, candidates: mixed },
      { action: 'hold', until: T0 + FINAL_HOLD_MS },
    ],
    [
      'when the hold ends: the first live match of the same sport',
      { now: T0 + FINAL_HOLD_MS, candidates: mixed },
      { action: 'move', bet365: '300' },
    ],
    [
      'another sport only when the sport has none in play',
      { now: T0 + FINAL_HOLD_MS, candidates: [row('200', 18), row('500', 1, 3)] },
      { action: 'move', bet365: '200' },
    ],
    [
      'nothing in play: the final stays',
      { now: T0 + 5 * FINAL_HOLD_MS, candidates: [row('100', 1, 3), row('600', 1, 0)] },
      { action: 'stay' },
    ],
    [
      'the viewer chose another match meanwhile: that wins at once',
      { now: T0 + 1_000, current: '400', candidates: mixed },
      { action: 'chosen' },
    ],
    [
      'the choice of the viewer still wins after the hold',
      { now: T0 + FINAL_HOLD_MS * 2, current: '200', candidates: mixed },
      { action: 'chosen' },
    ],
  ])('%s', (_name, over, expected) => {
    expect(step(over)).toEqual(expected);
  });

  it('never moves to the ended match itself, a match without bet365 id, or one not live', () => {
    const rows = [row('100', 1), row(null, 1), row('700', 1, 0), row('800', 1, 3), row('900', 1)];
    expect(nextMatch(rows, ENDED)?.bet365).toBe('900');
    expect(nextMatch([row('100', 1)], ENDED)).toBeUndefined();
  });

  it('a hold is over exactly 60 s after the end', () => {
    expect(holdOver(T0 + 59_999, T0)).toBe(false);
    expect(holdOver(T0 + 60_000, T0)).toBe(true);
    expect(expiredHolds({ 1: T0, 2: T0 + 30_000, 3: T0 - 1 }, T0 + 60_000)).toEqual([1, 3]);
    expect(expiredHolds({}, T0)).toEqual([]);
  });
});
