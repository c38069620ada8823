/**
 * @module admin/paging
 * Pages of the console's lists (`rows` per page, `count.total` from the server).
 */

/**
 * How many pages `total` rows fill; an empty list still has its one (empty) page.
 * @example pageCount(41, 20) // 3
 */
export function pageCount(total: number, rows: number): number {
  return Math.max(1, Math.ceil(total / rows));
}

/**
 * A page number within 1…pages (the last page may have emptied after an action).
 * @example clampPage(4, 3) // 3
 */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pages);
}

/**
 * The rows shown, as "first–last of total" numbers (zeros for an empty list).
 * @example pageRange(2, 20, 41) // { first: 21, last: 40, total: 41 }
 */
export function pageRange(
  page: number,
  rows: number,
  total: number,
): { first: number; last: number; total: number } {
  if (total === 0) return { first: 0, last: 0, total };
  const first = (page - 1) * rows + 1;
  return { first: Math.min(first, total), last: Math.min(page * rows, total), total };
}
