/**
 * @module auth/users-repository
 * The `users` table: lookups, registration, status and role changes, and the one live session
 * per account. SQL runs unchanged on SQLite and PostgreSQL.
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { statusRefusal, type UserRole, type UserStatus } from '../../lib/domain/accounts';
import type { DatabaseSchema, UsersTable } from '../db/schema';

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
    async insert(user: NewUser): Promise<UserRow> {
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
          if (attempt < 3 && isUniqueViolation(error) && /referral_code/.test(String(error)))
            continue;
          throw error;
        }
      }
    },

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

    /** Makes `sid` the account's only live session (older tokens then get 418). */
    async startSession(id: number, sid: string, ip: string | null): Promise<void> {
      const at = now();
      await db
        .updateTable('users')
        .set({
          session_id: sid,
          session_seen_at: at,
          last_login_at: at,
          last_login_ip: ip,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Notes a call of the live session `sid` (the idle timeout counts from it). */
    async touchSession(id: number, sid: string, at: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ session_seen_at: at })
        .where('id', '=', id)
        .where('session_id', '=', sid)
        .execute();
    },

    /**
     * A new password hash; it ends the account's session, so every token issued before stops
     * working. `mustChange` marks a password an operator set (the user is asked for his own).
     */
    async setPassword(id: number, passwordHash: string, mustChange: boolean): Promise<void> {
      const at = now();
      await db
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          password_changed_at: at,
          must_change_password: mustChange ? 1 : 0,
          session_id: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Ends the session `sid`, leaving a newer one (another device) alone. */
    async endSession(id: number, sid: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ session_id: null, updated_at: now() })
        .where('id', '=', id)
        .where('session_id', '=', sid)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Accounts by status (all when undefined), oldest first: the approval queue's order;
     * `search` keeps those whose username or nickname contains it, in any case.
     */
    async list(
      status: UserStatus | undefined,
      page: { limit: number; offset: number },
      search?: string,
    ): Promise<{ rows: UserRow[]; total: number }> {
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
    },
  };
}
