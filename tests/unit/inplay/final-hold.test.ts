import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINAL_HOLD_MS } from '../../../src/lib/domain/final-hold';
import { checkFinals, watchFinals, type PanelMover } from '../../../src/lib/inplay/final-hold';
import { asFinished } from '../../../src/lib/inplay/row';
import type { Screen } from '../../../src/lib/inplay/screen';
import { $spoken } from '../../../src/lib/inplay/spoken';
import { apiRow, screenOf } from './fixtures';

const T0 = Date.parse('2026-11-23T09:00:00Z');

/** The panel's soccer match 101 (2-1), a basketball match and a second soccer match in play. */
function world(): Screen {
  return screenOf(
    [
      apiRow({ id: 101, bet365: '9101', ss: '2-1' }),
      apiRow({ id: 102, bet365: '9102', sport_id: 18, time: 1 }),
      apiRow({ id: 103, bet365: '9103', time: 2 }),
    ],
    '9101',
  );
}

/** What the screen does when a followed match ends (live-handlers), then the hold's watch. */
function hold(screen: Screen, panel: PanelMover, id: number) {
  const final = asFinished(screen.rows.get(id)!);
  screen.rows.patch(id, () => final);
  screen.$finals.set({ ...screen.$finals.get(), [id]: Date.now() });
  watchFinals(screen, panel, [final]);
}

function mover(screen: Screen): PanelMover & { moves: string[] } {
  const moves: string[] = [];
  return {
    moves,
    selectMatch(bet365) {
      moves.push(bet365);
      const view = screen.$view.get();
      screen.$view.set({ ...view, route: { ...view.route, id: bet365 } });
    },
  };
}

describe('an ended followed match stays with its final, then the panel moves on (§4.19)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the row finished for 60 s, then moves the panel to the same sport and lets it go', () => {
    const screen = world();
    const panel = mover(screen);
    hold(screen, panel, 101);
    expect(screen.rows.get(101)).toMatchObject({ status_id: 3, is_inplay: false, ss: '2-1' });

    vi.advanceTimersByTime(FINAL_HOLD_MS - 1_000);
    expect(panel.moves).toEqual([]);
    expect(screen.rows.has(101)).toBe(true);

    // The page's clock reaches the end of the hold: the next check moves on.
    vi.advanceTimersByTime(1_000);
    expect(panel.moves).toEqual(['9103']);
    expect(screen.rows.has(101)).toBe(false);
    expect(screen.$finals.get()).toEqual({});
    // Nothing held: the checks stop.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a match the viewer chose meanwhile is not taken away', () => {
    const screen = world();
    const panel = mover(screen);
    hold(screen, panel, 101);
    vi.advanceTimersByTime(5_000);
    panel.selectMatch('9102');
    vi.advanceTimersByTime(FINAL_HOLD_MS);
    expect(panel.moves).toEqual(['9102']);
    expect(screen.$view.get().route.id).toBe('9102');
    expect(screen.rows.has(101)).toBe(false);
  });

  it('with nothing else in play the panel keeps the final after the row leaves', () => {
    const screen = screenOf([apiRow({ id: 101, bet365: '9101', ss: '0-0' })], '9101');
    const panel = mover(screen);
    hold(screen, panel, 101);
    checkFinals(screen, panel, T0 + FINAL_HOLD_MS);
    expect(panel.moves).toEqual([]);
    expect(screen.rows.has(101)).toBe(false);
    expect(screen.$panel.get()).toMatchObject({ id: 101, status_id: 3 });
  });

  it('reads the end out in the live region', async () => {
    const screen = world();
    hold(screen, mover(screen), 101);
    await vi.dynamicImportSettled();
    expect($spoken.get()?.text).toBe('Final: Sevilla 2–1 Getafe');
  });

  it('a last goal still waiting for its turn gives way to the end', async () => {
    const { announceScore } = await import('../../../src/lib/inplay/announce');
    // A match of its own: the read-outs' pacing is per match and lives as long as the page.
    const screen = screenOf([apiRow({ id: 105, bet365: '9105', ss: '2-1' })], '9105');
    announceScore(105, 'Score: Sevilla 1 - 1 Getafe');
    announceScore(105, 'Score: Sevilla 2 - 1 Getafe');
    expect($spoken.get()?.text).toBe('Score: Sevilla 1 - 1 Getafe');
    hold(screen, mover(screen), 105);
    await vi.dynamicImportSettled();
    expect($spoken.get()?.text).toBe('Final: Sevilla 2–1 Getafe');
    vi.advanceTimersByTime(10_000);
    expect($spoken.get()?.text).toBe('Final: Sevilla 2–1 Getafe');
  });

  it('stops its checks when the holds end with the screen', () => {
    const screen = world();
    const panel = mover(screen);
    hold(screen, panel, 101);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    screen.$finals.set({});
    vi.advanceTimersByTime(1_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(panel.moves).toEqual([]);
  });
});
