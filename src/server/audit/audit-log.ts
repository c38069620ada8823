/**
 * @module audit/audit-log
 * The operator's audit log: every administrator action with who took it,
 * when, on what, the value before and after and the reason given. Rows are only added; the
 * console reads them newest first, filtered by action and actor.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export interface AuditActor {
  id: number | null;
  username: string;
}

export interface AuditRecord {
  actor: AuditActor;
  /** `<area>.<verb>`: `settings.update`, `user.ban`. */
  action: string;
  /** What was acted on: a setting key, `user:12`. */
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

export interface AuditEntry {
  id: number;
  at: number;
  actor_id: number | null;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface AuditFilter {
  /** Exact action, or an area prefix ending in a dot (`user.`). */
  action?: string | undefined;
  /** Exact username. */
  actor?: string | undefined;
  limit: number;
  offset: number;
}

export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
  list(filter: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }>;
}

/** Longest reason kept (the column's width). */
export const AUDIT_REASON_MAX = 500;

function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function fromJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createAuditLog(db: Kysely<DatabaseSchema>, now: () => number): AuditLog {
  const filtered = (filter: AuditFilter) => {
    let q = db.selectFrom('audit_log');
    if (filter.action?.endsWith('.')) q = q.where('action', 'like', `${filter.action}%`);
    else if (filter.action) q = q.where('action', '=', filter.action);
    if (filter.actor) q = q.where('actor', '=', filter.actor.toLowerCase());
    return q;
  };
  return {
    async record(entry) {
      await db
        .insertInto('audit_log')
        .values({
          at: now(),
          actor_id: entry.actor.id,
          actor: entry.actor.username,
          action: entry.action,
          target: entry.target,
          before_json: toJson(entry.before),
          after_json: toJson(entry.after),
          reason: entry.reason ? entry.reason.slice(0, AUDIT_REASON_MAX) : null,
        })
        .execute();
    },
    async list(filter) {
      const [rows, count] = await Promise.all([
        filtered(filter)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return {
        total: Number(count?.n ?? 0),
        rows: rows.map((r) => ({
          id: Number(r.id),
          at: Number(r.at),
          actor_id: r.actor_id === null ? null : Number(r.actor_id),
          actor: r.actor,
          action: r.action,
          target: r.target,
          before: fromJson(r.before_json),
          after: fromJson(r.after_json),
          reason: r.reason,
        })),
      };
    },
  };
}
