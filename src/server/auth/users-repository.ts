/**
 * @module auth/users-repository
 * The `users` table: lookups, registration, status and role changes, and the one live session
 * per account. SQL runs unchanged on SQLite and PostgreSQL.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { statusRefusal, type UserRole, type UserStatus } from '../../lib/domain/accounts';
import type { DatabaseSchema, UsersTable } from '../db/schema';
import { listUsers } from './users-list';
import { userSessionQueries } from './user-sessions';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  username: string;
  nickname: string;
  password_hash: string;
  status: UserStatus;
  role: UserRole;
  referrer_id?: number | null;
}

/** Unambiguous characters (no 0/O, 1/I) for codes people read aloud. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Whether a database error is a unique-key violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') return true;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return true;
  return typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message);
}

/**
 * Inserts a user with a fresh referral code. A unique violation on username or nickname is
 * thrown to the caller; one on the code (a 1 in 10^12 collision) is retried.
 */
async function insertUser(
  db: Kysely<DatabaseSchema>,
  now: () => number,
  user: NewUser,
): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    const at = now();
    try {
      return await db
        .insertInto('users')
        .values({
          username: user.username.toLowerCase(),
          nickname: user.nickname,
          password_hash: user.password_hash,
          status: user.status,
          role: user.role,
          referral_code: newReferralCode(),
          referrer_id: user.referrer_id ?? null,
          session_id: null,
          session_seen_at: null,
          password_changed_at: at,
          last_login_at: null,
          last_login_ip: null,
          status_changed_at: at,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error) && /referral_code/.test(String(error))) continue;
      throw error;
    }
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/**
 * @example const users = createUsersRepository(database.db, Date.now); await users.findByUsername('alice');
 */
export function createUsersRepository(db: Kysely<DatabaseSchema>, now: () => number) {
  const byColumn = (
    column: 'id' | 'username' | 'nickname' | 'referral_code',
    value: string | number,
  ) => db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();

  return {
    findById: (id: number) => byColumn('id', id),
    findByUsername: (username: string) => byColumn('username', username.toLowerCase()),
    findByNickname: (nickname: string) => byColumn('nickname', nickname),
    findByReferralCode: (code: string) => byColumn('referral_code', code.toUpperCase()),

    /**
     * Inserts a user with a fresh referral code. A unique violation on username or nickname is
     * thrown to the caller; one on the code (a 1 in 10^12 collision) is retried.
     */
    insert: (user: NewUser): Promise<UserRow> => insertUser(db, now, user),

    /**
     * A new status; one that allows no session (banned, deleted, rejected…) also ends the
     * account's session, so a token from before a ban does not work again after the unban.
     */
    async setStatus(id: number, status: UserStatus): Promise<void> {
      const at = now();
      const endsSession = statusRefusal(status, 'session') !== null;
      await db
        .updateTable('users')
        .set({
          status,
          status_changed_at: at,
          updated_at: at,
          ...(endsSession ? { session_id: null } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Active (confirmed) administrators other than `exceptId`. */
    async countOtherAdmins(exceptId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('status', '=', 'c')
        .where('id', '!=', exceptId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async update(
      id: number,
      patch: Partial<Pick<UserRow, 'role' | 'status' | 'password_hash' | 'nickname'>>,
    ): Promise<void> {
      const at = now();
      await db
        .updateTable('users')
        .set({ ...patch, ...(patch.status ? { status_changed_at: at } : {}), updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** The live session: started, noted, ended (user-sessions.ts). */
    ...userSessionQueries(db, now),
    /** Pages of accounts for the administrator (users-list.ts). */
    list: (
      status: UserStatus | undefined,
      page: { limit: number; offset: number },
      search?: string,
    ) => listUsers(db, status, page, search),
  };
}
