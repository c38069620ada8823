/**
 * The notice form of the console's "Notices" section: kind, title, language, status and the
 * body (HTML in a textarea for a popup or banner, one line of text for a marquee). A new notice,
 * once saved, stays in the form as the one being edited, so a second save does not copy it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  isRichNotice,
  NEW_NOTICE,
  NOTICE_FORM_KINDS,
  NOTICE_LANGS,
  NOTICE_TITLE_MAX,
  noticeBody,
  noticeForm,
  noticeProblems,
  parseNoticeKind,
  parseNoticeLang,
  type NoticeForm,
  type NoticeProblems,
} from '../../lib/admin/notices-form';
import type { Problem, Problems } from '../../lib/admin/problems';
import type { Language } from '../../lib/domain/languages';
import type { Notice } from '../../lib/domain/notices';
import type { Translate } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n/react';
import { Check, Field } from './fields';
import { saveNotice } from './notices-api';
import { SaveGroup } from './SaveGroup';

/** What the form edits: a new notice (null) or a stored one; a new session starts afresh. */
export interface Editing {
  session: number;
  notice: Notice | null;
}

/** The console's problems in the shared shape (an empty title has no shared wording). */
function shownProblems(t: Translate, problems: NoticeProblems): Problems {
  return Object.fromEntries(
    Object.entries(problems).map(([field, p]) => [
      field,
      p.kind === 'required' ? { kind: 'server', message: t('admin.notices.required') } : p,
    ]),
  );
}

export function NoticeEditor({
  lang,
  editing,
  onSaved,
}: {
  lang: Language;
  editing: Editing;
  onSaved: () => Promise<void>;
}) {
  const t = useT(lang);
  const id = useId();
  const [noticeId, setNoticeId] = useState(editing.notice?.id ?? null);
  const [form, setForm] = useState(() =>
    editing.notice ? noticeForm(editing.notice) : NEW_NOTICE,
  );
  const [shown, setShown] = useState<Problems>({});
  const title = useRef<HTMLInputElement>(null);

  // A row's "edit" or "new notice" opened this form: the title takes the focus.
  useEffect(() => {
    if (editing.session > 0) title.current?.focus();
  }, [editing.session]);

  return (
    <SaveGroup
      lang={lang}
      name="notice"
      title={noticeId === null ? t('admin.notices.new') : t('admin.notices.edit', { id: noticeId })}
      check={() => shownProblems(t, noticeProblems(form))}
      save={async () => {
        const saved = await saveNotice(noticeId, noticeBody(form));
        setNoticeId(saved.id);
        await onSaved();
      }}
      setProblems={setShown}
    >
      <KindAndLang lang={lang} id={id} form={form} setForm={setForm} />
      <Field
        id={`${id}-title`}
        name="title"
        label={t('admin.notices.title')}
        hint={t('admin.problem.tooLong', { max: NOTICE_TITLE_MAX })}
        problem={shown.title}
        t={t}
      >
        {(aria) => (
          <input
            {...aria}
            ref={title}
            className="form-field__input"
            required
            value={form.title}
            onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
          />
        )}
      </Field>
      <BodyField lang={lang} id={id} form={form} setForm={setForm} problem={shown.body} />
      <Check
        id={`${id}-status`}
        name="status"
        label={t('admin.notices.status')}
        checked={form.status}
        onChange={(status) => setForm({ ...form, status })}
      />
    </SaveGroup>
  );
}

interface PartProps {
  lang: Language;
  id: string;
  form: NoticeForm;
  setForm: (form: NoticeForm) => void;
}

function KindAndLang({ lang, id, form, setForm }: PartProps) {
  const t = useT(lang);
  return (
    <div className="admin-notices__pair">
      <Field id={`${id}-kind`} name="kind" label={t('admin.notices.kind')} t={t}>
        {(aria) => (
          <select
            {...aria}
            className="form-field__input"
            value={form.kind}
            onChange={(e) => {
              const kind = parseNoticeKind(e.currentTarget.value);
              if (kind) setForm({ ...form, kind });
            }}
          >
            {NOTICE_FORM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.notices.kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-lang`} name="lang" label={t('admin.notices.lang')} t={t}>
        {(aria) => (
          <select
            {...aria}
            className="form-field__input"
            value={form.lang}
            onChange={(e) => {
              const next = parseNoticeLang(e.currentTarget.value);
              if (next !== null) setForm({ ...form, lang: next });
            }}
          >
            {NOTICE_LANGS.map((l) => (
              <option key={l} value={l}>
                {l === '' ? t('admin.notices.lang.all') : t(`shell.language.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** The body as text: HTML in a textarea for rich kinds, one line for a marquee; never rendered. */
function BodyField({
  lang,
  id,
  form,
  setForm,
  problem,
}: PartProps & { problem: Problem | undefined }) {
  const t = useT(lang);
  const rich = isRichNotice(form.kind);
  const setBody = (body: string) => setForm({ ...form, body });
  return (
    <Field
      id={`${id}-body`}
      name="body"
      label={t('admin.notices.body')}
      hint={t(rich ? 'admin.notices.richHint' : 'admin.notices.plainHint')}
      problem={problem}
      t={t}
    >
      {(aria) =>
        rich ? (
          <textarea
            {...aria}
            className="form-field__input admin-notices__body"
            rows={8}
            spellCheck={false}
            value={form.body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
        ) : (
          <input
            {...aria}
            className="form-field__input"
            value={form.body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
        )
      }
    </Field>
  );
}
