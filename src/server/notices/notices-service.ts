/**
 * @module notices/notices-service
 * The operator's notices (issue 18 item 1): created, edited, switched on or off, deleted and
 * restored, each change recorded in the audit log and announced to open pages with the spec §4
 * events (popup-create, popup-status-update, popup-status-delete, popup-status-restore). Rich
 * text is cleaned when saved and again when read.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  isNoticeShown,
  type Notice,
  type NoticeInput,
  type NoticeKind,
} from '../../lib/domain/notices';
import { NOTICE_EVENTS, type NoticeEvent } from '../../lib/domain/socket-contract';
import type { Language } from '../../lib/domain/languages';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import { HttpError } from '../contracts/http-error';
import type { DatabaseSchema, NoticesTable } from '../db/schema';
import { cleanRichText } from './rich-text';

export interface NoticesService {
  /** Shown notices for a language's pages, oldest first. */
  shown(lang: Language): Promise<Notice[]>;
  /** Every notice, deleted ones too, newest first. */
  all(): Promise<Notice[]>;
  create(input: NoticeInput, actor: AuditActor): Promise<Notice>;
  update(id: number, input: NoticeInput, actor: AuditActor): Promise<Notice>;
  setStatus(id: number, status: boolean, actor: AuditActor): Promise<Notice>;
  remove(id: number, actor: AuditActor): Promise<Notice>;
  restore(id: number, actor: AuditActor): Promise<Notice>;
}

export interface NoticesDeps {
  db: Kysely<DatabaseSchema>;
  audit: AuditLog;
  now: () => number;
  /** Tells open pages (every node) that a notice changed. */
  announce(event: NoticeEvent, notice: Notice): void;
}

/** A rich body is cleaned; a marquee is one line of text, which pages escape as text. */
function cleanBody(kind: NoticeKind, body: string): string {
  return kind === 'marquee' ? body.replace(/\s+/g, ' ').trim() : cleanRichText(body);
}

function toNotice(row: Selectable<NoticesTable>): Notice {
  const kind = row.kind as NoticeKind;
  return {
    id: Number(row.id),
    kind,
    title: row.title,
    body: cleanBody(kind, row.body),
    lang: row.lang as Language | null,
    status: Number(row.status) === 1,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    deleted_at: row.deleted_at === null ? null : Number(row.deleted_at),
  };
}

export function createNoticesService(deps: NoticesDeps): NoticesService {
  const { db, audit, now } = deps;

  async function find(id: number): Promise<Notice> {
    const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'NOT_FOUND', `No notice with id ${id}`);
    return toNotice(row);
  }

  /** Writes a change, records it and tells the pages. */
  async function change(
    id: number,
    patch: Partial<Omit<NoticesTable, 'id' | 'created_at'>>,
    what: { actor: AuditActor; action: string; event: NoticeEvent },
  ): Promise<Notice> {
    const before = await find(id);
    await db
      .updateTable('notices')
      .set({ ...patch, updated_at: now() })
      .where('id', '=', id)
      .execute();
    const after = await find(id);
    await audit.record({
      actor: what.actor,
      action: what.action,
      target: `notice:${id}`,
      before,
      after,
    });
    deps.announce(what.event, after);
    return after;
  }

  return {
    async shown(lang) {
      const rows = await db
        .selectFrom('notices')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where('status', '=', 1)
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toNotice).filter((n) => isNoticeShown(n, lang));
    },
    async all() {
      const rows = await db.selectFrom('notices').selectAll().orderBy('id', 'desc').execute();
      return rows.map(toNotice);
    },
    async create(input, actor) {
      const at = now();
      const row = await db
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
      const notice = await find(Number(row.id));
      await audit.record({
        actor,
        action: 'notice.create',
        target: `notice:${notice.id}`,
        after: notice,
      });
      deps.announce(NOTICE_EVENTS.create, notice);
      return notice;
    },
    update: (id, input, actor) =>
      change(
        id,
        {
          kind: input.kind,
          title: input.title,
          body: cleanBody(input.kind, input.body),
          lang: input.lang,
          status: input.status ? 1 : 0,
        },
        { actor, action: 'notice.update', event: NOTICE_EVENTS.update },
      ),
    setStatus: (id, status, actor) =>
      change(
        id,
        { status: status ? 1 : 0 },
        { actor, action: 'notice.status', event: NOTICE_EVENTS.update },
      ),
    remove: (id, actor) =>
      change(
        id,
        { deleted_at: now() },
        { actor, action: 'notice.delete', event: NOTICE_EVENTS.delete },
      ),
    restore: (id, actor) =>
      change(
        id,
        { deleted_at: null },
        { actor, action: 'notice.restore', event: NOTICE_EVENTS.restore },
      ),
  };
}
