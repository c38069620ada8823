/**
 * The console's "Accounts" section: search by username or nickname, filter by status, and per
 * account the actions its status allows, each confirmed with an optional reason.
 */
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import {
  ACCOUNT_ROWS,
  accountActions,
  accountsQuery,
  actionBody,
  STATUS_CHOICES,
  SEARCH_MAX,
  type AccountFilter,
  type AdminUserRow,
  type ConsoleAction,
} from '../../lib/admin/accounts-list';
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';
import { seoulDateTime } from '../../lib/domain/seoul-time';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { failureOf } from './admin-api';
import { ListMessage, type ListOutcome } from './ListMessage';
import { ListTable } from './ListTable';
import { ListPager } from './ListPager';
import { ReasonDialog } from './ReasonDialog';
import { useList } from './use-list';

interface Pending {
  user: AdminUserRow;
  action: ConsoleAction;
}

/** A reset answers with the password to hand over; other actions with the account only. */
interface ActionAnswer {
  data?: { password?: string };
}

export default function AccountsSection({ lang }: { lang: Language }) {
  const t = useT(lang);
  const [filter, setFilter] = useState<AccountFilter>({ q: '', status: '' });
  const query = useCallback((page: number) => accountsQuery(filter, page), [filter]);
  const { state, load } = useList<AdminUserRow>('/admin/users', ACCOUNT_ROWS, query);
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<ListOutcome | null>(null);
  const page = state.phase === 'ready' ? state.data.page : 1;
  const status = useRef<HTMLParagraphElement>(null);

  const act = async ({ user, action }: Pending, reason: string) => {
    setMessage(null);
    try {
      const answer = await api().post<ActionAnswer>(
        `/admin/users/${user.id}/${action}`,
        actionBody(reason),
      );
      const password = answer?.data?.password ?? '';
      setMessage({
        tone: 'ok',
        text: t(`admin.accounts.done.${action}`, { username: user.username, password }),
      });
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'away') return;
      const refused = error instanceof ApiError && error.code === 'INVALID_TRANSITION';
      const text =
        failure === 'forbidden'
          ? t('accounts.admin.forbidden')
          : t(refused ? 'admin.accounts.refused' : 'admin.accounts.failed', {
              username: user.username,
            });
      setMessage({ tone: 'error', text });
    }
    await load(page);
    // The row's buttons change with its status: keep keyboard focus on the outcome, not the body.
    status.current?.focus();
  };

  return (
    <div className="admin-list" data-admin-list="accounts" data-admin-phase={state.phase}>
      <AccountSearch lang={lang} filter={filter} onSearch={setFilter} />
      <ListMessage message={message} ref={status} />
      <ListPager lang={lang} state={state} load={load}>
        {(rows) => <AccountTable lang={lang} rows={rows} onAction={setPending} />}
      </ListPager>
      {pending && (
        <ReasonDialog
          lang={lang}
          request={{
            title: t(`admin.accounts.confirm.${pending.action}`, {
              username: pending.user.username,
            }),
            confirm: t(`admin.accounts.action.${pending.action}`),
            action: pending.action,
          }}
          onAnswer={(reason) => {
            setPending(null);
            if (reason !== null) void act(pending, reason);
          }}
        />
      )}
    </div>
  );
}

function AccountSearch({
  lang,
  filter,
  onSearch,
}: {
  lang: Language;
  filter: AccountFilter;
  onSearch: (filter: AccountFilter) => void;
}) {
  const t = useT(lang);
  const id = useId();
  const q = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLSelectElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const letter = STATUS_CHOICES.find((s) => s === status.current?.value) ?? '';
    onSearch({ q: q.current?.value ?? '', status: letter });
  };
  return (
    <form className="admin-filter" role="search" onSubmit={submit}>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-q`}>
          {t('admin.accounts.search')}
        </label>
        <input
          ref={q}
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={SEARCH_MAX}
          className="form-field__input"
          defaultValue={filter.q}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-status`}>
          {t('admin.accounts.status')}
        </label>
        <select
          ref={status}
          id={`${id}-status`}
          name="status"
          className="form-field__input"
          defaultValue={filter.status}
        >
          {STATUS_CHOICES.map((s) => (
            <option key={s} value={s}>
              {s ? t(`admin.accounts.status.${s}`) : t('admin.accounts.status.all')}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t('admin.filter')}
      </button>
    </form>
  );
}

function AccountTable({
  lang,
  rows,
  onAction,
}: {
  lang: Language;
  rows: AdminUserRow[];
  onAction: (pending: Pending) => void;
}) {
  const t = useT(lang);
  const column = {
    nickname: t('accounts.admin.column.nickname'),
    status: t('admin.accounts.status'),
    created: t('admin.accounts.createdAt'),
    login: t('admin.accounts.lastLogin'),
  };
  const heads = [
    t('accounts.admin.column.username'),
    column.nickname,
    column.status,
    column.created,
    column.login,
    t('accounts.admin.column.actions'),
  ];
  return (
    <ListTable lang={lang} heads={heads} empty={rows.length === 0}>
      {rows.map((user) => (
        <tr key={user.id} data-admin-account={user.username} data-status={user.status}>
          <th scope="row">{user.username}</th>
          <td data-label={column.nickname}>{user.nickname}</td>
          <td data-label={column.status}>{t(`admin.accounts.status.${user.status}`)}</td>
          <td data-label={column.created} className="tabular">
            {seoulDateTime(user.created_at, 'minute')}
          </td>
          <td data-label={column.login} className="tabular">
            {user.last_login_at == null ? '-' : seoulDateTime(user.last_login_at, 'minute')}
          </td>
          <td>
            <div className="admin-table__actions">
              {accountActions(user.status).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={`button${action === 'ban' || action === 'delete' ? ' button--danger' : ''}`}
                  aria-label={t(`admin.accounts.actionLabel.${action}`, {
                    username: user.username,
                  })}
                  data-admin-action={action}
                  onClick={() => onAction({ user, action })}
                >
                  {t(`admin.accounts.action.${action}`)}
                </button>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
