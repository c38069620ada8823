import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRange } from '../../../src/lib/admin/paging';

describe('console paging', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [41, 20, 3],
  ])('%i rows at %i a page fill %i pages', (total, rows, pages) => {
    expect(pageCount(total, rows)).toBe(pages);
  });

  it.each([
    [0, 3, 1],
    [-2, 3, 1],
    [2, 3, 2],
    [4, 3, 3],
    [Number.NaN, 3, 1],
    [2.7, 3, 2],
  ])('page %d of %i is shown as %i', (page, pages, shown) => {
    expect(clampPage(page, pages)).toBe(shown);
  });

  it.each([
    [1, 20, 0, { first: 0, last: 0, total: 0 }],
    [1, 20, 5, { first: 1, last: 5, total: 5 }],
    [2, 20, 41, { first: 21, last: 40, total: 41 }],
    [3, 20, 41, { first: 41, last: 41, total: 41 }],
  ])('page %i of %i rows, %i in all: %j', (page, rows, total, range) => {
    expect(pageRange(page, rows, total)).toEqual(range);
  });
});
