/**
 * @module read/odds-board/views
 * The sure-bets and dropping-odds answers (spec §2.19, §7.12) as the
 * API sends them and the pages render them: entries with their match (the list row) and, for
 * sure bets, each leg's book names. Both scan every open market, so one reader per database
 * keeps each answer for a few seconds per query and shares it between the API and the pages.
 */
import type { Kysely } from 'kysely';
import type { DropWindow } from '../../../lib/domain/dropping-odds';
import type { OddTypeId } from '../../../lib/domain/odds';
import type { DatabaseSchema } from '../../db/schema';
import type { LiveStateReader } from '../../feed/live-state';
import { bookNamesById } from '../books';
import { matchBase, readMatchRows, type MatchRow } from '../matches';
import { readOpenMarkets, type OpenScope } from './markets';
import { droppingOddsOf, sureBetsOf, type DropEntry, type SureBetEntry } from './scans';

/** How long one scan answers every caller (prices move every few seconds anyway). */
export const SCAN_TTL_MS = 3_000;
/** Entries returned when the caller does not say. */
export const DEFAULT_BOARD_ROWS = 50;

export interface BoardDeps {
  db: Kysely<DatabaseSchema>;
  live: LiveStateReader | null;
  now: () => number;
}

export interface SureBetsQuery {
  status?: OpenScope | undefined;
  sportsId?: number | undefined;
  type?: OddTypeId | undefined;
  min_margin?: number | undefined;
  rows?: number | undefined;
}

export interface DroppingQuery {
  status?: OpenScope | undefined;
  sportsId?: number | undefined;
  type?: OddTypeId | undefined;
  window?: DropWindow | undefined;
  rows?: number | undefined;
}

export type SureBetAnswer = {
  data: (SureBetEntry & {
    legs: (SureBetEntry['legs'][number] & {
      book_name: string;
      book_kor: string;
      book_jp: string;
    })[];
    match: MatchRow;
  })[];
  count: { total: number };
};

export type DroppingAnswer = {
  data: (DropEntry & { match: MatchRow })[];
  count: { total: number };
  window: DropWindow;
};

export interface OddsBoardReader {
  sureBets(query: SureBetsQuery): Promise<SureBetAnswer>;
  dropping(query: DroppingQuery): Promise<DroppingAnswer>;
}

/** A tiny per-query cache: the first caller scans, the others share its answer. */
function scanCache(ttlMs: number, now: () => number) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = compute();
    entries.set(key, { at: now(), value });
    value.catch(() => entries.delete(key));
    if (entries.size > 200) entries.delete(entries.keys().next().value!);
    return value;
  };
}

function createReader({ db, live, now }: BoardDeps): OddsBoardReader {
  const cached = scanCache(SCAN_TTL_MS, now);

  /** Entries with their match (the in-play list row); entries whose match is gone are dropped. */
  async function withMatches<E extends { match_id: number }>(entries: E[]) {
    const ids = [...new Set(entries.map((e) => e.match_id))];
    const rows =
      ids.length === 0 ? [] : await readMatchRows(db, live, matchBase(db).where('m.id', 'in', ids));
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return entries
      .filter((e) => byId.has(e.match_id))
      .map((e) => ({ ...e, match: byId.get(e.match_id)! }));
  }

  return {
    sureBets(query) {
      const filter = { scope: query.status ?? 'all', sportId: query.sportsId, oddType: query.type };
      const rows = query.rows ?? DEFAULT_BOARD_ROWS;
      const key = JSON.stringify(['sure', filter, query.min_margin ?? 0, rows]);
      return cached(key, async () => {
        const markets = await readOpenMarkets(db, live, filter);
        const all = sureBetsOf(markets, query.min_margin ?? 0);
        const names = await bookNamesById(db);
        const data = (await withMatches(all.slice(0, rows))).map((entry) => ({
          ...entry,
          legs: entry.legs.map((leg) => {
            const book = names(leg.book_id);
            return { ...leg, book_name: book.name, book_kor: book.kor, book_jp: book.jp };
          }),
        }));
        return { data, count: { total: all.length } };
      });
    },
    dropping(query) {
      const filter = {
        scope: query.status ?? 'all',
        sportId: query.sportsId,
        oddType: query.type ?? 1,
      };
      const window = query.window ?? 15;
      const rows = query.rows ?? DEFAULT_BOARD_ROWS;
      const key = JSON.stringify(['drop', filter, window, rows]);
      return cached(key, async () => {
        const markets = await readOpenMarkets(db, live, filter);
        const all = await droppingOddsOf(db, markets, now(), window);
        const data = await withMatches(all.slice(0, rows));
        return { data, count: { total: all.length }, window };
      });
    },
  };
}

const readers = new WeakMap<object, OddsBoardReader>();

/**
 * The reader of this database: the API and the pages share its few-second answers.
 * @example await oddsBoardReader({ db, live, now: Date.now }).dropping({ window: 5 })
 */
export function oddsBoardReader(deps: BoardDeps): OddsBoardReader {
  let reader = readers.get(deps.db);
  if (!reader) {
    reader = createReader(deps);
    readers.set(deps.db, reader);
  }
  return reader;
}
