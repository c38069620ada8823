import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, pagination } from '../../../src/lib/results/pagination';

describe('page windows (spec §9: 9 links, 4 under 641 px)', () => {
  it.each([
    [1, 20, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [5, 20, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [6, 20, 9, [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [10, 20, 9, [6, 7, 8, 9, 10, 11, 12, 13, 14]],
    [20, 20, 9, [12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [2, 3, 9, [1, 2, 3]],
    [1, 1, 9, [1]],
    [10, 20, 4, [9, 10, 11, 12]],
    [1, 20, 4, [1, 2, 3, 4]],
    [20, 20, 4, [17, 18, 19, 20]],
    [99, 20, 4, [17, 18, 19, 20]],
  ])('page %i of %i with %i links', (current, pages, size, expected) => {
    expect(pageWindow(current, pages, size)).toEqual(expected);
  });

  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [1000, 20],
  ])('%i rows make %i pages of 50', (total, pages) => {
    expect(pageCount(total, 50)).toBe(pages);
  });

  it('marks the links the narrow window keeps and the current one', () => {
    const p = pagination(10, 1000, 50);
    expect(p.pages).toBe(20);
    expect(p.links.map((l) => l.page)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(p.links.filter((l) => l.narrow).map((l) => l.page)).toEqual([9, 10, 11, 12]);
    expect(p.links.filter((l) => l.current).map((l) => l.page)).toEqual([10]);
    expect([p.first, p.previous, p.next, p.last]).toEqual([1, 9, 11, 20]);
  });

  it('has no step back on the first page and none forward on the last', () => {
    const first = pagination(1, 120, 50);
    expect([first.first, first.previous, first.next, first.last]).toEqual([null, null, 2, 3]);
    const last = pagination(3, 120, 50);
    expect([last.first, last.previous, last.next, last.last]).toEqual([1, 2, null, null]);
  });

  it('steps back from a page past the end to the last real page', () => {
    const p = pagination(500, 120, 50);
    expect(p.links.some((l) => l.current)).toBe(false);
    expect([p.first, p.previous, p.next, p.last]).toEqual([1, 3, null, null]);
  });
});
