/**
 * @module notices/notice-rows
 * Rows of the `notices` table as the API's notices: rich text cleaned again when read, a marquee
 * kept to one line of text.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Notice, NoticeKind } from '../../lib/domain/notices';
import type { Language } from '../../lib/domain/languages';
import { HttpError } from '../contracts/http-error';
import type { DatabaseSchema, NoticesTable } from '../db/schema';
import { cleanRichText } from './rich-text';

/** A rich body is cleaned; a marquee is one line of text, which pages escape as text. */
export function cleanBody(kind: NoticeKind, body: string): string {
  return kind === 'marquee' ? body.replace(/\s+/g, ' ').trim() : cleanRichText(body);
}

/** A stored row as the API's notice. */
export function toNotice(row: Selectable<NoticesTable>): Notice {
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

/**
 * The notice `id`, deleted or not; 404 when there is none.
 * @example await findNotice(db, 3) // { id: 3, kind: 'popup', … }
 */
export async function findNotice(db: Kysely<DatabaseSchema>, id: number): Promise<Notice> {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'NOT_FOUND', `No notice with id ${id}`);
  return toNotice(row);
}
