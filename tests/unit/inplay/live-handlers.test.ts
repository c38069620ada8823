import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINAL_HOLD_MS } from '../../../src/lib/domain/final-hold';
import { createLiveHandlers } from '../../../src/lib/inplay/live-handlers';
import { apiRow, screenOf } from './fixtures';

describe('ended matches on the in-play list (§4.3, §4.19)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const screen = screenOf(
      [
        apiRow({ id: 101, bet365: '9101', ss: '3-2' }),
        apiRow({ id: 102, bet365: '9102' }),
        apiRow({ id: 103, bet365: '9103' }),
      ],
      '9101',
    );
    const moves: string[] = [];
    const mover = { selectMatch: (id: string) => void moves.push(id) };
    return { screen, moves, handlers: createLiveHandlers(screen, mover) };
  }

  it('the panel’s match stays finished with its score; another leaves at once; both are recorded', async () => {
    const { screen, moves, handlers } = setup();
    handlers.onEnded([101, 102]);
    expect(screen.rows.get(101)).toMatchObject({ status_id: 3, is_inplay: false, ss: '3-2' });
    expect(screen.rows.has(102)).toBe(false);
    expect(screen.$ended.get().map((r) => r.id)).toEqual([101, 102]);
    // The panel does not jump: it moves on only after the hold, by the checks that load with
    // the first end.
    expect(moves).toEqual([]);
    expect(screen.$view.get().route.id).toBe('9101');
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(FINAL_HOLD_MS - 1_000);
    expect(moves).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(moves).toEqual(['9103']);
    expect(screen.rows.has(101)).toBe(false);
  });

  it('an end heard again (a resync) changes nothing while the match is held', () => {
    const { screen, handlers } = setup();
    handlers.onEnded([101]);
    handlers.onSynced(new Set([103]));
    expect(screen.rows.has(101)).toBe(true);
    expect(screen.rows.has(102)).toBe(false);
    expect(screen.$ended.get().map((r) => r.id)).toEqual([102, 101]);
  });
});
