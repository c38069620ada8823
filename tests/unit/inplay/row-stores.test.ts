import { describe, expect, it } from 'vitest';
import { createRowStore } from '../../../src/lib/inplay/row-stores';
import { toInplayRow } from '../../../src/lib/inplay/row';
import { apiRow } from './fixtures';

const row = (id: number, time: number) => toInplayRow(apiRow({ id, time }));

describe('row stores (only the changed row re-renders)', () => {
  it('a patch notifies that row only, not the order or other rows', () => {
    const store = createRowStore();
    store.replace([row(1, 100), row(2, 200)]);
    const calls = { order: 0, one: 0, two: 0 };
    const stops = [
      store.$order.listen(() => calls.order++),
      store.row(1).listen(() => calls.one++),
      store.row(2).listen(() => calls.two++),
    ];
    expect(store.patch(2, (r) => ({ ...r, ss: '5-5' }))).toBe(true);
    expect(calls).toEqual({ order: 0, one: 0, two: 1 });
    expect(store.get(2)?.ss).toBe('5-5');
    expect(store.patch(3, (r) => r)).toBe(false);
    stops.forEach((s) => s());
  });

  it('adds by kick-off and removes', () => {
    const store = createRowStore();
    store.replace([row(1, 100), row(3, 300)]);
    store.add(row(2, 200));
    store.add(row(4, 400));
    expect(store.$order.get()).toEqual([1, 2, 3, 4]);
    expect(store.remove([2, 9]).map((r) => r.id)).toEqual([2]);
    expect(store.$order.get()).toEqual([1, 3, 4]);
    expect(store.has(2)).toBe(false);
  });

  it('replace keeps the stores of matches still listed', () => {
    const store = createRowStore();
    store.replace([row(1, 100), row(2, 200)]);
    const kept = store.row(1);
    store.replace([row(1, 100), row(5, 50)]);
    expect(store.row(1)).toBe(kept);
    expect(store.$order.get()).toEqual([1, 5]);
    expect(store.get(2)).toBeUndefined();
  });
});
