/**
 * @module admin/notices-form
 * The console's "Notices" section: the list rows (newest first, deleted ones marked, the actions
 * each offers) and the form that creates or edits a notice (`POST /admin/notices`,
 * `PUT /admin/notices/{id}`). Field names are the server's (`title`, `body`, …), so a 400
 * answer's details land on the right field.
 */
import { LANGUAGES, type Language } from '../domain/languages';
import type { Notice, NoticeKind } from '../domain/notices';
import { lengthProblem, type Problem } from './problems';

// The limits and kinds of `noticeInputSchema` are restated here, not imported: a value import
// of domain/notices.ts builds its zod schema, which would load zod with this section. The type
// below and the unit test keep them equal to NOTICE_KINDS and NOTICE_BODY_MAX; importing them
// can come back once the schema has its own module.

/** Longest title the server takes. */
export const NOTICE_TITLE_MAX = 200;
/** Longest body the server takes (NOTICE_BODY_MAX). */
export const NOTICE_FORM_BODY_MAX = 20_000;

/** Every kind exactly once (the type refuses a missing or unknown one). */
const KINDS = { popup: true, banner: true, marquee: true } as const satisfies Record<
  NoticeKind,
  true
>;
/** The kind field's choices, in the order of NOTICE_KINDS. */
export const NOTICE_FORM_KINDS = Object.keys(KINDS) as NoticeKind[];

/** The language field's choices: '' for every language, then each language. */
export const NOTICE_LANGS = ['', ...LANGUAGES] as const;
export type NoticeLang = (typeof NOTICE_LANGS)[number];

/** What the form's fields hold. */
export interface NoticeForm {
  kind: NoticeKind;
  title: string;
  /** HTML for a popup or banner, one line of text for a marquee. */
  body: string;
  lang: NoticeLang;
  status: boolean;
}

/** The body of `POST /admin/notices` and `PUT /admin/notices/{id}`. */
export interface NoticeBody {
  kind: NoticeKind;
  title: string;
  body: string;
  lang: Language | null;
  status: boolean;
}

/** A problem of a notice field: the console's shared ones, or a title left empty. */
export type NoticeProblem = Problem | { kind: 'required' };
export type NoticeProblems = Record<string, NoticeProblem>;

/** The form of a new notice: a popup for every language, shown. */
export const NEW_NOTICE: NoticeForm = {
  kind: 'popup',
  title: '',
  body: '',
  lang: '',
  status: true,
};

/** Popups and banners carry rich text (HTML cleaned by the server); a marquee is plain text. */
export function isRichNotice(kind: NoticeKind): boolean {
  return kind !== 'marquee';
}

/** The kind a select's value names, else null. */
export function parseNoticeKind(value: string): NoticeKind | null {
  return NOTICE_FORM_KINDS.find((k) => k === value) ?? null;
}

/** The language choice a select's value names, else null. */
export function parseNoticeLang(value: string): NoticeLang | null {
  return NOTICE_LANGS.find((l) => l === value) ?? null;
}

/**
 * The fields of a stored notice, to edit it (the body is the cleaned HTML, edited as text).
 * @example noticeForm({ kind: 'banner', title: 'Hi', body: '<p>x</p>', lang: null, status: false, … })
 * // { kind: 'banner', title: 'Hi', body: '<p>x</p>', lang: '', status: false }
 */
export function noticeForm(notice: Notice): NoticeForm {
  const { kind, title, body, lang, status } = notice;
  return { kind, title, body, lang: lang ?? '', status };
}

/** A marquee's text on one line, as the server stores it. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Problems of the form, by field name: a title is needed, and both title and body have limits.
 * @example noticeProblems({ ...NEW_NOTICE, title: '  ' }) // { title: { kind: 'required' } }
 */
export function noticeProblems(form: NoticeForm): NoticeProblems {
  const title = form.title.trim();
  const problems: NoticeProblems = {};
  const titleProblem: NoticeProblem | null =
    title === '' ? { kind: 'required' } : lengthProblem(title, NOTICE_TITLE_MAX);
  if (titleProblem) problems.title = titleProblem;
  const bodyProblem = lengthProblem(noticeBody(form).body, NOTICE_FORM_BODY_MAX);
  if (bodyProblem) problems.body = bodyProblem;
  return problems;
}

/**
 * The request body; call only without problems. A marquee's text is put on one line.
 * @example noticeBody({ kind: 'marquee', title: ' Hi ', body: 'a\n b', lang: 'en', status: true })
 * // { kind: 'marquee', title: 'Hi', body: 'a b', lang: 'en', status: true }
 */
export function noticeBody(form: NoticeForm): NoticeBody {
  return {
    kind: form.kind,
    title: form.title.trim(),
    body: isRichNotice(form.kind) ? form.body : oneLine(form.body),
    lang: form.lang === '' ? null : form.lang,
    status: form.status,
  };
}

/** What a list row offers: a deleted notice can only be restored. */
export type NoticeAction = 'edit' | 'status' | 'delete' | 'restore';

/**
 * The actions of a row.
 * @example noticeActions({ deleted_at: null }) // ['edit', 'status', 'delete']
 * @example noticeActions({ deleted_at: 1700000000000 }) // ['restore']
 */
export function noticeActions(notice: Pick<Notice, 'deleted_at'>): NoticeAction[] {
  return notice.deleted_at === null ? ['edit', 'status', 'delete'] : ['restore'];
}

/** A row of the list: the notice, whether it is deleted and what it offers. */
export interface NoticeRow {
  notice: Notice;
  deleted: boolean;
  actions: NoticeAction[];
}

/**
 * The list, newest first (by creation, then id), each row with its actions.
 * @example noticeRows([older, newer]).map((r) => r.notice.id) // [newer.id, older.id]
 */
export function noticeRows(notices: readonly Notice[]): NoticeRow[] {
  return [...notices]
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
    .map((notice) => ({
      notice,
      deleted: notice.deleted_at !== null,
      actions: noticeActions(notice),
    }));
}

/**
 * The body of `POST /admin/notices/{id}/status` that flips a notice.
 * @example statusBody({ status: true }) // { status: false }
 */
export function statusBody(notice: Pick<Notice, 'status'>): { status: boolean } {
  return { status: !notice.status };
}
