/**
 * @module results/pagination
 * Page links of the lists (spec §9: 50 rows a page, a window of 9 page links, 4 under 641 px).
 * Both windows are computed at once so the server can render the wide one and mark the links
 * the narrow one drops, and a stylesheet switches between them without script.
 */

/** Spec §9 "Pagination window 9 links (4 under 641 px)". */
export const PAGE_WINDOW = { wide: 9, narrow: 4 } as const;

/** Number of pages for a row count (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, rows: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / rows));
}

/**
 * The consecutive pages of a window of `size` links around `current`, kept inside 1..pages; the
 * current page sits in the middle (left of it for even sizes) unless an edge is near.
 * @example pageWindow(10, 20, 9) // [6, 7, 8, 9, 10, 11, 12, 13, 14]
 * @example pageWindow(1, 3, 9) // [1, 2, 3]
 */
export function pageWindow(current: number, pages: number, size: number): number[] {
  const count = Math.min(size, pages);
  const page = Math.min(Math.max(1, current), pages);
  const before = Math.floor((count - 1) / 2);
  const first = Math.min(Math.max(1, page - before), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

export interface PageLink {
  page: number;
  current: boolean;
  /** Whether the link stays in the narrow window (under 641 px). */
  narrow: boolean;
}

export interface Pagination {
  pages: number;
  links: PageLink[];
  /** First, previous, next and last; null where there is nowhere to go. */
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
}

/**
 * Everything the pager shows for a page of a list.
 * @example pagination(5, 1000, 50).links.filter((l) => l.narrow).map((l) => l.page) // [4, 5, 6, 7]
 */
export function pagination(current: number, total: number, rows: number): Pagination {
  const pages = pageCount(total, rows);
  const narrow = new Set(pageWindow(current, pages, PAGE_WINDOW.narrow));
  const links = pageWindow(current, pages, PAGE_WINDOW.wide).map((page) => ({
    page,
    current: page === current,
    narrow: narrow.has(page),
  }));
  return {
    pages,
    links,
    first: current > 1 ? 1 : null,
    // A page past the end (a stale or edited link) steps back to the last real page.
    previous: current > 1 ? Math.min(current - 1, pages) : null,
    next: current < pages ? current + 1 : null,
    last: current < pages ? pages : null,
  };
}
