/**
 * One case suite for the settings repository, run against the in-memory, SQLite and
 * PostgreSQL implementations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemorySettingsRepository,
  createSqlSettingsRepository,
  type SettingsRepository,
} from '../../src/server/db/repositories/settings-repository';
import { DATABASE_KINDS, openTestDatabase, type OpenedDatabase } from './helpers/databases';

function settingsRepositoryCases(repository: () => SettingsRepository) {
  it('reads undefined for a key never written', async () => {
    expect(await repository().get('never')).toBeUndefined();
  });

  it('stores JSON values of every shape and reads them back equal', async () => {
    const value = { site_name: '라이브 スコア', nested: { list: [1, 2.5, null, true] }, empty: '' };
    await repository().set('home', value);
    expect(await repository().get('home')).toEqual(value);
  });

  it('replaces a value on a second write', async () => {
    await repository().set('lang', { default: 'kr' });
    await repository().set('lang', { default: 'jp' });
    expect(await repository().get('lang')).toEqual({ default: 'jp' });
  });

  it('lists every key', async () => {
    await repository().set('a-list', [1]);
    const all = await repository().all();
    expect(all['a-list']).toEqual([1]);
    expect(all.lang).toEqual({ default: 'jp' });
  });

  it('deletes a key and says whether it existed', async () => {
    await repository().set('gone', 1);
    expect(await repository().delete('gone')).toBe(true);
    expect(await repository().delete('gone')).toBe(false);
    expect(await repository().get('gone')).toBeUndefined();
  });
}

describe('settings repository: memory', () => {
  const repository = createMemorySettingsRepository();
  settingsRepositoryCases(() => repository);
});

describe.each(DATABASE_KINDS)('settings repository: %s', (kind) => {
  let opened: OpenedDatabase;
  let repository: SettingsRepository;
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
    repository = createSqlSettingsRepository(opened.database.db);
  });
  afterAll(async () => opened?.dispose());

  settingsRepositoryCases(() => repository);

  it('reports its dialect and answers a ping', async () => {
    expect(opened.database.dialect).toBe(kind);
    expect(await opened.database.ping()).toBe(true);
  });

  it('runs migrations idempotently', async () => {
    const { migrateToLatest } = await import('../../src/server/db/migrate');
    expect(await migrateToLatest(opened.database)).toEqual([]);
  });
});
