/**
 * @module notices/notices-service
 * The operator's notices: created, edited, switched on or off, deleted and
 * restored, each change recorded in the audit log and announced to open pages with the spec §4
 * events (popup-create, popup-status-update, popup-status-delete, popup-status-restore). Rich
 * text is cleaned when saved and again when read.
 */
import { isNoticeShown, type Notice, type NoticeInput } from '../../lib/domain/notices';
import { NOTICE_EVENTS } from '../../lib/domain/socket-contract';
import type { Language } from '../../lib/domain/languages';
import type { AuditActor } from '../audit/audit-log';
import { changeNotice, createNotice, type NoticesDeps } from './notice-changes';
import { cleanBody, toNotice } from './notice-rows';

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

export type { NoticesDeps } from './notice-changes';

/**
 * @example const notices = createNoticesService({ db, audit, now: Date.now, announce });
 */
export function createNoticesService(deps: NoticesDeps): NoticesService {
  const { db, now } = deps;

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
    create: (input, actor) => createNotice(deps, input, actor),
    update: (id, input, actor) =>
      changeNotice(
        deps,
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
      changeNotice(
        deps,
        id,
        { status: status ? 1 : 0 },
        { actor, action: 'notice.status', event: NOTICE_EVENTS.update },
      ),
    remove: (id, actor) =>
      changeNotice(
        deps,
        id,
        { deleted_at: now() },
        { actor, action: 'notice.delete', event: NOTICE_EVENTS.delete },
      ),
    restore: (id, actor) =>
      changeNotice(
        deps,
        id,
        { deleted_at: null },
        { actor, action: 'notice.restore', event: NOTICE_EVENTS.restore },
      ),
  };
}
