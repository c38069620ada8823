/**
 * The console's "Notices" section: every notice of the operator (deleted ones marked), newest
 * first, each with edit, on/off, delete (confirmed) or restore; and the form that creates or
 * edits one. The body is only ever shown as text here: the console never renders notice HTML.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { noticeRows, type NoticeAction, type NoticeRow } from '../../lib/admin/notices-form';
import { seoulDateTime } from '../../lib/domain/seoul-time';
import type { Language } from '../../lib/domain/languages';
import type { Notice } from '../../lib/domain/notices';
import type { Translate } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n/react';
import { failureOf } from './admin-api';
import { ConfirmDialog } from './ConfirmDialog';
import { NoticeEditor, type Editing } from './NoticeEditor';
import { ListMessage, type ListOutcome } from './ListMessage';
import { ListTable } from './ListTable';
import { loadNotices, noticeAction } from './notices-api';
import { SectionState } from './SectionState';
import type { Loaded } from './use-settings';

type RowAction = Exclude<NoticeAction, 'edit'>;

/** Every notice; `reload` keeps the shown list until the new one arrives. */
function useNotices(): { state: Loaded<Notice[]>; reload: () => Promise<void> } {
  const [state, setState] = useState<Loaded<Notice[]>>({ phase: 'loading' });
  const reload = useCallback(
    () =>
      loadNotices().then(
        (data) => setState({ phase: 'ready', data }),
        (error: unknown) => setState({ phase: failureOf(error) }),
      ),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

/** What a row's button is called: the switch says what it will do (off when shown). */
function actionWord(t: Translate, notice: Notice, action: NoticeAction): string {
  const word = action === 'status' ? (notice.status ? 'off' : 'on') : action;
  return t(`admin.notices.action.${word}`);
}

/** The words after a row action: done, or failed (the list is reloaded either way). */
function actionMessage(
  t: Translate,
  notice: Notice,
  action: RowAction,
  error?: unknown,
): ListOutcome {
  const title = notice.title;
  if (error === undefined) {
    return {
      tone: 'ok',
      text: t('admin.notices.done', { title, action: actionWord(t, notice, action) }),
    };
  }
  const text =
    failureOf(error) === 'forbidden'
      ? t('accounts.admin.forbidden')
      : t('admin.notices.failed', { title });
  return { tone: 'error', text };
}

export default function NoticesSection({ lang }: { lang: Language }) {
  const t = useT(lang);
  const { state, reload } = useNotices();
  const [editing, setEditing] = useState<Editing>({ session: 0, notice: null });
  const [pending, setPending] = useState<Notice | null>(null);
  const [message, setMessage] = useState<ListOutcome | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const act = async (notice: Notice, action: RowAction) => {
    setMessage(null);
    try {
      await noticeAction(notice, action);
      setMessage(actionMessage(t, notice, action));
    } catch (error) {
      if (failureOf(error) === 'away') return;
      setMessage(actionMessage(t, notice, action, error));
    }
    await reload();
    // The row's buttons change with its state: keep keyboard focus on the outcome.
    status.current?.focus();
  };
  const onAction = (notice: Notice, action: NoticeAction) => {
    if (action === 'edit') setEditing((e) => ({ session: e.session + 1, notice }));
    else if (action === 'delete') setPending(notice);
    else void act(notice, action);
  };

  return (
    <div className="admin-groups" data-admin-list="notices" data-admin-phase={state.phase}>
      <div className="admin-list">
        <NoticesHead
          lang={lang}
          onNew={() => setEditing((e) => ({ session: e.session + 1, notice: null }))}
        />
        <ListMessage message={message} ref={status} />
        {state.phase === 'ready' ? (
          <NoticeTable lang={lang} rows={noticeRows(state.data)} onAction={onAction} />
        ) : (
          <SectionState lang={lang} state={state} retry={() => void reload()} />
        )}
      </div>
      <NoticeEditor key={editing.session} lang={lang} editing={editing} onSaved={reload} />
      {pending && (
        <ConfirmDialog
          lang={lang}
          request={{
            title: t('admin.notices.confirm.delete', { title: pending.title }),
            confirm: t('admin.notices.action.delete'),
            action: 'notice-delete',
          }}
          onAnswer={(confirmed) => {
            setPending(null);
            if (confirmed) void act(pending, 'delete');
          }}
        />
      )}
    </div>
  );
}

function NoticesHead({ lang, onNew }: { lang: Language; onNew: () => void }) {
  const t = useT(lang);
  return (
    <div className="admin-notices__head">
      <h2 className="admin-group__title">{t('admin.sections.notices')}</h2>
      <button type="button" className="button" data-admin-notice-new onClick={onNew}>
        {t('admin.notices.new')}
      </button>
    </div>
  );
}

function NoticeTable({
  lang,
  rows,
  onAction,
}: {
  lang: Language;
  rows: NoticeRow[];
  onAction: (notice: Notice, action: NoticeAction) => void;
}) {
  const t = useT(lang);
  const column = {
    kind: t('admin.notices.kind'),
    lang: t('admin.notices.lang'),
    status: t('admin.notices.status'),
    created: t('admin.notices.created'),
    updated: t('admin.notices.updated'),
  };
  const heads = [
    t('admin.notices.title'),
    ...Object.values(column),
    t('accounts.admin.column.actions'),
  ];
  return (
    <ListTable lang={lang} kind="notices" heads={heads} empty={rows.length === 0}>
      {rows.map((row) => (
        <NoticeTableRow
          key={row.notice.id}
          lang={lang}
          row={row}
          column={column}
          onAction={onAction}
        />
      ))}
    </ListTable>
  );
}

function NoticeTableRow({
  lang,
  row,
  column,
  onAction,
}: {
  lang: Language;
  row: NoticeRow;
  column: Record<'kind' | 'lang' | 'status' | 'created' | 'updated', string>;
  onAction: (notice: Notice, action: NoticeAction) => void;
}) {
  const t = useT(lang);
  const { notice, deleted } = row;
  return (
    <tr
      data-admin-notice={notice.id}
      data-status={notice.status ? 'on' : 'off'}
      data-deleted={deleted ? 'true' : undefined}
      className={deleted ? 'admin-table__row--deleted' : undefined}
    >
      <th scope="row">
        {notice.title}
        {deleted && <span className="admin-notices__deleted">{t('admin.notices.deleted')}</span>}
      </th>
      <td data-label={column.kind}>{t(`admin.notices.kind.${notice.kind}`)}</td>
      <td data-label={column.lang}>
        {notice.lang ? t(`shell.language.${notice.lang}`) : t('admin.notices.lang.all')}
      </td>
      <td data-label={column.status}>
        {t(notice.status ? 'admin.notices.on' : 'admin.notices.off')}
      </td>
      <td data-label={column.created} className="tabular">
        {seoulDateTime(notice.created_at, 'minute')}
      </td>
      <td data-label={column.updated} className="tabular">
        {seoulDateTime(notice.updated_at, 'minute')}
      </td>
      <td>
        <RowActions lang={lang} row={row} onAction={onAction} />
      </td>
    </tr>
  );
}

function RowActions({
  lang,
  row,
  onAction,
}: {
  lang: Language;
  row: NoticeRow;
  onAction: (notice: Notice, action: NoticeAction) => void;
}) {
  const t = useT(lang);
  const { notice } = row;
  return (
    <div className="admin-table__actions">
      {row.actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`button${action === 'delete' ? ' button--danger' : ''}`}
          aria-label={t('admin.notices.actionLabel', {
            action: actionWord(t, notice, action),
            title: notice.title,
          })}
          data-admin-notice-action={action}
          onClick={() => onAction(notice, action)}
        >
          {actionWord(t, notice, action)}
        </button>
      ))}
    </div>
  );
}
