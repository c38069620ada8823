/**
 * Imported bookmakers are the same books: a football-data.co.uk import
 * matches bookmakers by a normalised name (case, spaces, punctuation, the file's column
 * prefixes) to the rows already stored, whether the simulator, the BetsAPI feed or an earlier
 * import wrote them; a known book gets the feeds' id; importing twice adds nothing; the summary
 * counts only books new to the product. On a real SQLite file and on PostgreSQL.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { createSqlFeedStore } from '../../src/server/db/repositories/feed-store';
import { bookReference } from '../../src/server/feed/betsapi/bookmakers';
import { createCatalogue } from '../../src/server/feed/simulator/catalogue/index';
import { catalogueReference } from '../../src/server/feed/simulator/world';
import { bookKey } from '../../src/server/import/book-directory';
import { DATABASE_KINDS, openTestDatabase, type OpenedDatabase } from './helpers/databases';
import { E0_FULL, importCommand } from './import-support';

const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-books-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The season file's first five matches plus a Coral 1X2 triple (a book no feed knows), so a
 * run is quick and has one book that is truly new.
 */
const SAMPLE = (() => {
  const lines = readFileSync(E0_FULL, 'utf8').trim().split(/\r?\n/).slice(0, 6);
  const rows = lines.map((line, i) => `${line},${i === 0 ? 'CLH,CLD,CLA' : '2.5,3.4,2.9'}`);
  const file = path.join(dir, 'E0_2023-24_sample.csv');
  writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
})();

/** The file's bookmakers: B365, BW, IW, PS, WH, VC and the added CL. */
const FILE_BOOKS = ['Bet365', 'Bwin', 'Interwetten', 'Pinnacle', 'William Hill', 'BetVictor'];

describe.each(DATABASE_KINDS)('imported bookmakers: %s', (kind) => {
  let opened: OpenedDatabase;
  const db = () => opened.database.db;

  beforeEach(async () => {
    opened = await openTestDatabase(kind);
  });
  afterEach(async () => opened?.dispose());

  const books = () =>
    db()
      .selectFrom('books')
      .select(['id', 'name', 'kor'])
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, id: Number(r.id) })));

  /** Imports the sample and returns its bookmakers summary line. */
  async function importSample(): Promise<string> {
    const run = await importCommand(db(), 'football-data', SAMPLE);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    return run.out
      .split('\n')
      .find((l) => l.includes('bookmakers:'))!
      .trim();
  }

  async function expectOneRowPerBook() {
    const keys = (await books()).map((b) => bookKey(b.name));
    expect(keys.length - new Set(keys).size).toBe(0);
  }

  it('on an empty database gives known books their feed ids and counts only Coral as added', async () => {
    expect(await importSample()).toBe('bookmakers: 6 matched, 1 added (Coral)');
    const rows = await books();
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      [1, 'Bet365'],
      [2, 'Pinnacle'],
      [3, 'William Hill'],
      [5, 'Bwin'],
      [25, 'BetVictor'],
      [27, 'Interwetten'],
      [100, 'Coral'],
    ]);
    expect(await importSample()).toBe('bookmakers: 7 matched, 0 added');
    expect(await books()).toEqual(rows);
  });

  it.each([
    [
      'the simulator',
      () => catalogueReference(createCatalogue('books'), 'books', Date.UTC(2025, 0, 1)),
    ],
    ['the BetsAPI feed', () => ({ books: bookReference() })],
  ])('after %s wrote its books, adds none of them again', async (_, reference) => {
    await createSqlFeedStore(db()).writeReference(reference());
    const before = await books();
    expect(await importSample()).toBe('bookmakers: 6 matched, 1 added (Coral)');
    const after = await books();
    expect(after.filter((b) => !before.some((x) => x.id === b.id)).map((b) => b.name)).toEqual(
      before.some((b) => b.name === 'Interwetten')
        ? ['Coral']
        : ['BetVictor', 'Interwetten', 'Coral'],
    );
    // The file's books are the rows the feed wrote, under the same ids.
    for (const name of FILE_BOOKS.filter((n) => before.some((b) => b.name === n)))
      expect(after.filter((b) => bookKey(b.name) === bookKey(name))).toEqual(
        before.filter((b) => b.name === name),
      );
    await expectOneRowPerBook();
  });

  it('leaves a feed that starts after the import nothing to write twice', async () => {
    await importSample();
    await createSqlFeedStore(db()).writeReference({ books: bookReference() });
    await createSqlFeedStore(db()).writeReference(
      catalogueReference(createCatalogue('books'), 'books', Date.UTC(2025, 0, 1)),
    );
    expect((await books()).length).toBe(bookReference().length + 1);
    await expectOneRowPerBook();
  });

  it('matches rows an earlier import stored under other spellings', async () => {
    await db()
      .insertInto('books')
      .values([
        { id: 100, name: 'BET 365', kor: '벳365', jp: 'ベット365', payout: 94 },
        { id: 101, name: 'Pinnacle Sports', kor: '피나클', jp: 'ピナクル', payout: 97 },
        { id: 102, name: 'william-hill', kor: '윌리엄 힐', jp: 'ウィリアムヒル', payout: 93 },
        { id: 103, name: 'IW', kor: 'IW', jp: 'IW', payout: 93 },
        { id: 104, name: 'coral', kor: '코랄', jp: 'コーラル', payout: 93 },
      ])
      .execute();
    expect(await importSample()).toBe('bookmakers: 7 matched, 0 added');
    expect((await books()).map((b) => [b.id, b.name])).toEqual([
      [5, 'Bwin'],
      [25, 'BetVictor'],
      [100, 'BET 365'],
      [101, 'Pinnacle Sports'],
      [102, 'william-hill'],
      [103, 'IW'],
      [104, 'coral'],
    ]);
    await expectOneRowPerBook();
  });
});
