/**
 * @module notices/notice-changes
 * Writing the operator's notices: each change is stored, recorded in the audit log with the
 * notice before and after, and announced to open pages.
 */
import type { Kysely } from 'kysely';
import type { Notice, NoticeInput } from '../../lib/domain/notices';
import { NOTICE_EVENTS, type NoticeEvent } from '../../lib/domain/socket-contract';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import type { DatabaseSchema, NoticesTable } from '../db/schema';
import { cleanBody, findNotice } from './notice-rows';

export interface NoticesDeps {
  db: Kysely<DatabaseSchema>;
  audit: AuditLog;
  now: () => number;
  /** Tells open pages (every node) that a notice changed. */
  announce(event: NoticeEvent, notice: Notice): void;
}

/**
 * Stores a new notice, records it and tells the pages (popup-create).
 * @example await createNotice(deps, { kind: 'banner', title, body, lang: null, status: true }, actor)
 */
export async function createNotice(
  deps: NoticesDeps,
  input: NoticeInput,
  actor: AuditActor,
): Promise<Notice> {
  const at = deps.now();
  const row = await deps.db
    .insertInto('notices')
    .values({
      kind: input.kind,
      title: input.title,
      body: cleanBody(input.kind, input.body),
      lang: input.lang,
      status: input.status ? 1 : 0,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notice = await findNotice(deps.db, Number(row.id));
  await deps.audit.record({
    actor,
    action: 'notice.create',
    target: `notice:${notice.id}`,
    after: notice,
  });
  deps.announce(NOTICE_EVENTS.create, notice);
  return notice;
}

/**
 * Writes a change to the notice `id`, records it and tells the pages; 404 for an unknown id.
 * @example await changeNotice(deps, 3, { status: 0 }, { actor, action: 'notice.status', event })
 */
export async function changeNotice(
  deps: NoticesDeps,
  id: number,
  patch: Partial<Omit<NoticesTable, 'id' | 'created_at'>>,
  what: { actor: AuditActor; action: string; event: NoticeEvent },
): Promise<Notice> {
  const before = await findNotice(deps.db, id);
  await deps.db
    .updateTable('notices')
    .set({ ...patch, updated_at: deps.now() })
    .where('id', '=', id)
    .execute();
  const after = await findNotice(deps.db, id);
  await deps.audit.record({
    actor: what.actor,
    action: what.action,
    target: `notice:${id}`,
    before,
    after,
  });
  deps.announce(what.event, after);
  return after;
}
