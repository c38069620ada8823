import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../src/server/db/statement-cache';

describe('withStatementCache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('returns the same statement for the same SQL and a new one for other SQL', () => {
    sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    const a = db.prepare('select 1 as x');
    expect(db.prepare('select 1 as x')).toBe(a);
    expect(db.prepare('select 2 as x')).not.toBe(a);
  });

  it('does not hand out a statement that is being iterated', () => {
    sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    const a = db.prepare('select 1 as x union all select 2');
    const iterator = a.iterate();
    iterator.next();
    const b = db.prepare('select 1 as x union all select 2');
    expect(b).not.toBe(a);
    expect(b.all()).toEqual([{ x: 1 }, { x: 2 }]);
    iterator.return?.();
    expect(db.prepare('select 1 as x union all select 2')).toBe(a);
  });

  it('evicts the least recently used statement beyond its capacity', () => {
    sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now "select 2" is the oldest
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('serves Kysely queries with bound parameters correctly when reused', async () => {
    sqlite = new SQLite(':memory:');
    const kysely = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    await kysely.schema
      .createTable('t')
      .addColumn('id', 'integer')
      .addColumn('name', 'text')
      .execute();
    for (let i = 0; i < 5; i++)
      await kysely
        .insertInto('t')
        .values({ id: i, name: `n${i}` })
        .execute();
    const found = [];
    for (let i = 0; i < 5; i++)
      found.push(
        await kysely.selectFrom('t').select('name').where('id', '=', i).executeTakeFirst(),
      );
    expect(found.map((r) => r?.name)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
    await kysely.destroy();
  });
});
