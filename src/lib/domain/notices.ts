/**
 * @module notices
 * The operator's notices (spec §3 "User and settings": marquee, banners, popups): their shape as
 * an administrator sends it, which are shown (spec §5: not deleted and status not false), and
 * the socket events that carry their changes (spec §4).
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';

/** A marquee is one line of plain text; banners and popups carry rich text. */
export const NOTICE_KINDS = ['popup', 'banner', 'marquee'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Longest rich text body accepted (before cleaning). */
export const NOTICE_BODY_MAX = 20_000;

export const noticeInputSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  title: z.string().trim().min(1).max(200),
  body: z.string().max(NOTICE_BODY_MAX).default(''),
  /** The language whose pages show it; null for every language. */
  lang: z.enum(LANGUAGES).nullable().default(null),
  status: z.boolean().default(true),
});
export type NoticeInput = z.output<typeof noticeInputSchema>;

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  /** Rich text cleaned by the server's allow-list; plain text for a marquee. */
  body: string;
  lang: Language | null;
  status: boolean;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/**
 * Spec §5: popups are shown when not deleted and status not false; a notice for one language
 * shows only on that language's pages.
 * @example isNoticeShown({ status: true, deleted_at: null, lang: null }, 'en') // true
 */
export function isNoticeShown(
  notice: Pick<Notice, 'status' | 'deleted_at' | 'lang'>,
  lang: Language,
): boolean {
  return (
    notice.deleted_at === null && notice.status && (notice.lang === null || notice.lang === lang)
  );
}
