/**
 * The web-node-kill part's load clients keep their lists with these states: what they record as
 * a match's last score decides that part's final-score budgets, so it is pinned here.
 */
import { describe, expect, it } from 'vitest';
import type { LiveRow } from '../../../../src/lib/domain/live-rows';
import type { LiveFrame } from '../../../../src/lib/domain/socket-contract';
import {
  applyFrame,
  EMPTY_STATE,
  listedText,
  resetTo,
} from '../../../resilience/killload/list-state';

const row = (id: number, ss: string, seq: number): LiveRow => ({
  id,
  bet365_id: null,
  sport_id: 1,
  time_status: 1,
  ss,
  scores: {},
  timer: null,
  url: null,
  odds: {},
  seq,
});
const snapshot = (seq: number, rows: LiveRow[], ended?: { id: number; ss: string }[]) =>
  JSON.stringify({
    data: {
      seq,
      sport: null,
      matches: rows,
      sports: {},
      nobet365: [],
      ...(ended ? { ended } : {}),
    },
  });

describe('kill load list state', () => {
  it('records the score a frame carries just before the same frame ends the match', () => {
    const start = resetTo(EMPTY_STATE, snapshot(10, [row(1, '0-0', 10)]));
    const frame: LiveFrame = {
      ch: 'list:all',
      after: 10,
      seq: 12,
      ev: [
        ['inplay', { upcoming_id: 1, seq: 11, ss: '1-0' }],
        ['ended', { ids: [1], seq: 12 }],
      ],
    };
    const next = applyFrame(start, frame);
    expect(next.rows.has(1)).toBe(false);
    expect(next.gone.get(1)).toEqual({ ss: '1-0', how: 'ended' });
    // Clients holding the same state share the state the same frame leads to.
    expect(applyFrame(start, frame)).toBe(next);
  });

  it('counts a match missing from a resync as gone with the score held, or the final one named', () => {
    const start = resetTo(EMPTY_STATE, snapshot(10, [row(1, '2-1', 10), row(2, '0-0', 10)]));
    const plain = resetTo(start, snapshot(20, [row(2, '0-1', 19)]));
    expect(plain.gone.get(1)).toEqual({ ss: '2-1', how: 'resync' });
    const named = resetTo(start, snapshot(20, [row(2, '0-1', 19)], [{ id: 1, ss: '3-1' }]));
    expect(named.gone.get(1)).toEqual({ ss: '3-1', how: 'resync' });
  });

  it('compares listed rows whatever their key order and seq', () => {
    const a = row(1, '1-1', 5);
    const b: LiveRow = { ...row(1, '1-1', 9), scores: {} };
    const reordered = Object.fromEntries(Object.entries(b).reverse()) as unknown as LiveRow;
    expect(listedText([a])).toEqual(listedText([reordered]));
  });
});
