/**
 * @module domain/final-hold
 * What happens after a followed match ends (spec §4.2, §4.19): its row and the panel keep the
 * final score for {@link FINAL_HOLD_MS}, then the row leaves the in-play list and the panel moves
 * on, to a live match of the same sport first, of another sport only when its own has none. A
 * match the viewer chose meanwhile wins at once. Pure: the screen passes the time and the rows.
 */
import { isLive } from './inplay-filters';

/** How long an ended match stays on screen with its final score. */
export const FINAL_HOLD_MS = 60_000;

/** What the decision reads of a row. */
export interface HoldRow {
  bet365: string | null;
  sport_id: number;
  status_id: number;
  is_inplay: boolean;
}

export interface PanelAfterEnd {
  now: number;
  /** Epoch ms the screen learnt of the end. */
  endedAt: number;
  /** The ended match. */
  ended: Pick<HoldRow, 'bet365' | 'sport_id'>;
  /** The panel's match now (the route id): another one means the viewer chose it. */
  current: string | null;
  /** Matches the panel may move to (the list's rows). */
  candidates: readonly HoldRow[];
}

export type PanelStep =
  /** The viewer chose another match meanwhile: nothing to do. */
  | { action: 'chosen' }
  /** Keep the final on screen until `until`. */
  | { action: 'hold'; until: number }
  /** Move the panel to this match. */
  | { action: 'move'; bet365: string }
  /** The hold is over but no match is in play: the final stays. */
  | { action: 'stay' };

/** Whether an ended match's hold is over at `now`. */
export function holdOver(now: number, endedAt: number): boolean {
  return now >= endedAt + FINAL_HOLD_MS;
}

/**
 * The live match the panel moves to after `ended`: the first of its sport, else the first of
 * any sport; undefined when none is in play.
 * @example nextMatch(rows, { bet365: '9', sport_id: 1 })?.bet365
 */
export function nextMatch<R extends HoldRow>(
  candidates: readonly R[],
  ended: Pick<HoldRow, 'bet365' | 'sport_id'>,
): R | undefined {
  const live = candidates.filter((r) => r.bet365 && r.bet365 !== ended.bet365 && isLive(r));
  return live.find((r) => r.sport_id === ended.sport_id) ?? live[0];
}

/**
 * The panel's next step after its match ended.
 * @example panelAfterEnd({ now: 1_000, endedAt: 0, ended, current: ended.bet365, candidates }) // { action: 'hold', until: 60_000 }
 */
export function panelAfterEnd(p: PanelAfterEnd): PanelStep {
  if (p.current !== p.ended.bet365) return { action: 'chosen' };
  if (!holdOver(p.now, p.endedAt)) return { action: 'hold', until: p.endedAt + FINAL_HOLD_MS };
  const next = nextMatch(p.candidates, p.ended);
  return next?.bet365 ? { action: 'move', bet365: next.bet365 } : { action: 'stay' };
}

/**
 * The held matches whose hold is over at `now`.
 * @example expiredHolds({ 7: 0, 8: 50_000 }, 60_000) // [7]
 */
export function expiredHolds(held: Readonly<Record<number, number>>, now: number): number[] {
  return Object.entries(held)
    .filter(([, endedAt]) => holdOver(now, endedAt))
    .map(([id]) => Number(id));
}
