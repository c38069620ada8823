/**
 * @module read/books
 * Bookmakers (spec §3 "Book type: id, name, kor") as stored, and the names the odds reads put
 * on each row.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export interface BookNames {
  id: number;
  name: string;
  kor: string;
  jp: string;
  /** The book's usual payout in percent. */
  payout: number;
}

/** Every bookmaker, by id order. */
export async function readBooks(db: Kysely<DatabaseSchema>): Promise<BookNames[]> {
  const rows = await db.selectFrom('books').selectAll().orderBy('id').execute();
  return rows.map((b) => ({
    id: Number(b.id),
    name: b.name,
    kor: b.kor,
    jp: b.jp,
    payout: Number(b.payout),
  }));
}

/** Names by book id; a book the feed quotes before its reference row arrives gets its id. */
export async function bookNamesById(
  db: Kysely<DatabaseSchema>,
): Promise<(id: number) => BookNames> {
  const byId = new Map((await readBooks(db)).map((b) => [b.id, b]));
  return (id) =>
    byId.get(id) ?? { id, name: `Book ${id}`, kor: `Book ${id}`, jp: `Book ${id}`, payout: 0 };
}
