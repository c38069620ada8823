/**
 * @module auth/users-list
 * Pages of the `users` table for the administrator: by status, searched by username or
 * nickname. SQL runs unchanged on SQLite and PostgreSQL.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { UserStatus } from '../../lib/domain/accounts';
import type { DatabaseSchema, UsersTable } from '../db/schema';

/**
 * Accounts by status (all when undefined), oldest first: the approval queue's order;
 * `search` keeps those whose username or nickname contains it, in any case.
 * @example await listUsers(db, 'w', { limit: 50, offset: 0 }) // { rows: [...], total: 3 }
 */
export async function listUsers(
  db: Kysely<DatabaseSchema>,
  status: UserStatus | undefined,
  page: { limit: number; offset: number },
  search?: string,
): Promise<{ rows: Selectable<UsersTable>[]; total: number }> {
  let query = db.selectFrom('users');
  if (status) query = query.where('status', '=', status);
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`username like ${pattern} escape '\\'`,
        sql<boolean>`lower(nickname) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'asc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
