/**
 * @module import/book-resolver
 * The `books` row of each bookmaker an import names: a stored row with the same book key
 * (whichever feed or import wrote it), else the known book's row under its feed id, else a new
 * row in the imported range. Only the last is new to the product and counted as added.
 */
import { bookKey, knownBook } from './book-directory';
import { nextImportId, type Tx } from './reference';
import type { BookRef } from './types';

export interface BookResolver {
  /** English names of books new to the product that this import added. */
  added: string[];
  /** Ids of stored or known books the import's books were matched to. */
  matched: Set<number>;
  /** The book's id, writing its row first when the database has none. */
  resolve(book: BookRef, payout: number): Promise<number>;
}

/**
 * Resolves bookmakers for one import transaction.
 * @example const id = await createBookResolver(tx).resolve({ names: { en: 'B365', kr: '', jp: '' } }, 95) // 1
 */
export function createBookResolver(tx: Tx): BookResolver {
  let byKey: Map<string, number> | undefined;
  const takenIds = new Set<number>();
  const addedIds = new Set<number>();
  const resolver: BookResolver = {
    added: [],
    matched: new Set(),
    async resolve(book, payout) {
      byKey ??= await storedBooks();
      const key = bookKey(book.names.en);
      const stored = byKey.get(key);
      if (stored !== undefined) {
        if (!addedIds.has(stored)) resolver.matched.add(stored);
        return stored;
      }
      const known = knownBook(book.names.en);
      // A known id held by another book (a database from before ids were shared) is left alone.
      const id = known && !takenIds.has(known.id) ? known.id : await nextImportId(tx, 'books');
      const names = known?.names ?? book.names;
      await tx
        .insertInto('books')
        .values({
          id,
          name: names.en,
          kor: names.kr,
          jp: names.jp,
          payout: known?.payout ?? Math.round(payout * 100) / 100,
        })
        .execute();
      byKey.set(key, id);
      takenIds.add(id);
      if (known) resolver.matched.add(id);
      else {
        resolver.added.push(names.en);
        addedIds.add(id);
      }
      return id;
    },
  };

  /** Stored rows by book key; where a database already holds two, the lower id wins. */
  async function storedBooks(): Promise<Map<string, number>> {
    const rows = await tx.selectFrom('books').select(['id', 'name']).orderBy('id').execute();
    const out = new Map<string, number>();
    for (const row of rows) {
      takenIds.add(Number(row.id));
      const key = bookKey(row.name);
      if (!out.has(key)) out.set(key, Number(row.id));
    }
    return out;
  }

  return resolver;
}
