import { describe, expect, it } from 'vitest';
import {
  NEW_NOTICE,
  NOTICE_FORM_BODY_MAX,
  NOTICE_FORM_KINDS,
  NOTICE_TITLE_MAX,
  noticeActions,
  noticeBody,
  noticeForm,
  noticeProblems,
  noticeRows,
  parseNoticeKind,
  parseNoticeLang,
  statusBody,
  type NoticeForm,
} from '../../../src/lib/admin/notices-form';
import {
  NOTICE_BODY_MAX,
  NOTICE_KINDS,
  noticeInputSchema,
  type Notice,
} from '../../../src/lib/domain/notices';

function notice(id: number, changes: Partial<Notice> = {}): Notice {
  return {
    id,
    kind: 'popup',
    title: `Notice ${id}`,
    body: '<p>Hello</p>',
    lang: null,
    status: true,
    created_at: 1_700_000_000_000 + id,
    updated_at: 1_700_000_000_000 + id,
    deleted_at: null,
    ...changes,
  };
}

const form = (changes: Partial<NoticeForm>): NoticeForm => ({
  ...NEW_NOTICE,
  title: 'Hi',
  ...changes,
});

describe('notice form limits', () => {
  it('restates the kinds and body limit of domain/notices.ts', () => {
    expect(NOTICE_FORM_KINDS).toEqual(NOTICE_KINDS);
    expect(NOTICE_FORM_BODY_MAX).toBe(NOTICE_BODY_MAX);
  });

  it.each([
    ['title', NOTICE_TITLE_MAX, 'x'],
    ['body', NOTICE_FORM_BODY_MAX, 'x'],
  ] as const)("the %s limit (%i) is the server schema's", (field, max, letter) => {
    const input = { kind: 'popup', title: 'Hi', [field]: letter.repeat(max) };
    expect(noticeInputSchema.safeParse(input).success).toBe(true);
    const over = { ...input, [field]: letter.repeat(max + 1) };
    expect(noticeInputSchema.safeParse(over).success).toBe(false);
  });
});

describe('notice form checks', () => {
  it.each([
    ['Hi', {}],
    ['  Hi  ', {}],
    ['x'.repeat(200), {}],
    [` ${'x'.repeat(200)} `, {}],
    ['', { title: { kind: 'required' } }],
    ['   ', { title: { kind: 'required' } }],
    ['x'.repeat(201), { title: { kind: 'tooLong', max: 200 } }],
  ])('title %j: problems %j', (title, problems) => {
    expect(noticeProblems(form({ title }))).toEqual(problems);
  });

  it.each([
    ['popup', 'x'.repeat(NOTICE_BODY_MAX), {}],
    ['popup', 'x'.repeat(NOTICE_BODY_MAX + 1), { body: { kind: 'tooLong', max: NOTICE_BODY_MAX } }],
    // A marquee is sent on one line, so runs of spaces count once.
    ['marquee', `${'x'.repeat(NOTICE_BODY_MAX)}\n\n`, {}],
  ] as const)('a %s body of %#: problems %j', (kind, body, problems) => {
    expect(noticeProblems(form({ kind, body }))).toEqual(problems);
  });
});

describe('notice request body', () => {
  it.each([
    [
      form({ title: ' Hi ', body: '<p>a</p>\n<p>b</p>' }),
      { kind: 'popup', title: 'Hi', body: '<p>a</p>\n<p>b</p>', lang: null, status: true },
    ],
    [
      form({ kind: 'banner', lang: 'jp', status: false, body: '<b>x</b>' }),
      { kind: 'banner', title: 'Hi', body: '<b>x</b>', lang: 'jp', status: false },
    ],
    [
      form({ kind: 'marquee', lang: 'en', body: '  Goal!\n  Kick-off  at 9 ' }),
      { kind: 'marquee', title: 'Hi', body: 'Goal! Kick-off at 9', lang: 'en', status: true },
    ],
  ])('form %# sends %j', (fields, body) => {
    expect(noticeBody(fields)).toEqual(body);
  });

  it.each([
    [notice(1), { kind: 'popup', title: 'Notice 1', body: '<p>Hello</p>', lang: '', status: true }],
    [
      notice(2, { kind: 'marquee', body: 'Hi', lang: 'kr', status: false }),
      { kind: 'marquee', title: 'Notice 2', body: 'Hi', lang: 'kr', status: false },
    ],
  ])('stored notice %# edits as %j', (stored, fields) => {
    expect(noticeForm(stored)).toEqual(fields);
    expect(noticeProblems(noticeForm(stored))).toEqual({});
  });

  it.each([
    ['popup', 'popup'],
    ['marquee', 'marquee'],
    ['Popup', null],
    ['', null],
  ])('kind choice %j is %j', (value, kind) => {
    expect(parseNoticeKind(value)).toBe(kind);
  });

  it.each([
    ['', ''],
    ['kr', 'kr'],
    ['jp', 'jp'],
    ['ja', null],
    ['all', null],
  ])('language choice %j is %j', (value, lang) => {
    expect(parseNoticeLang(value)).toBe(lang);
  });

  it.each([
    [true, { status: false }],
    [false, { status: true }],
  ])('the switch of a notice with status %s sends %j', (status, body) => {
    expect(statusBody({ status })).toEqual(body);
  });
});

describe('notice list rows', () => {
  it.each([
    [null, ['edit', 'status', 'delete']],
    [1_700_000_100_000, ['restore']],
  ])('deleted_at %j offers %j', (deleted_at, actions) => {
    expect(noticeActions({ deleted_at })).toEqual(actions);
  });

  it('lists newest first, deleted ones too and marked', () => {
    const rows = noticeRows([
      notice(1),
      notice(3, { deleted_at: 1_700_000_100_000 }),
      notice(2),
      notice(4, { created_at: notice(3).created_at }),
    ]);
    expect(rows.map((r) => [r.notice.id, r.deleted, r.actions])).toEqual([
      [4, false, ['edit', 'status', 'delete']],
      [3, true, ['restore']],
      [2, false, ['edit', 'status', 'delete']],
      [1, false, ['edit', 'status', 'delete']],
    ]);
  });
});
