/**
 * The approval queue of `/admin` (spec §6 "Administrator approves registrations", §4
 * "Registration"): waiting registrations with approve and reject, refreshed after each action.
 * Administrators only; a visitor without a session is sent to login first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';
import { seoulDateTime } from '../../lib/domain/account-screens';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { currentToken } from '../../lib/stores/user';
import '../../styles/accounts.css';

/** A row of `GET /admin/users` (only what the queue shows). */
interface WaitingUser {
  id: number;
  username: string;
  nickname: string;
  created_at: number;
}

interface ListAnswer {
  data: WaitingUser[];
  count: { total: number };
}

type Action = 'approve' | 'reject';
type Phase = 'loading' | 'ready' | 'forbidden' | 'failed';
type Message = {
  tone: 'ok' | 'error';
  key: 'approved' | 'rejected' | 'actionFailed';
  username: string;
};

const ROWS = 50;

export default function AdminQueue({ lang }: { lang: Language }) {
  const t = useT(lang);
  const [phase, setPhase] = useState<Phase>('loading');
  const [rows, setRows] = useState<WaitingUser[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async (wanted: number) => {
    try {
      const body = await api().get<ListAnswer>('/admin/users', {
        status: 'w',
        rows: ROWS,
        page: wanted,
      });
      const pages = Math.max(1, Math.ceil(body.count.total / ROWS));
      // The last page may have emptied after an action: step back to one that has rows.
      if (body.data.length === 0 && wanted > pages) return load(pages);
      setRows(body.data);
      setTotal(body.count.total);
      setPage(wanted);
      setPhase('ready');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setPhase('forbidden');
      // 401/418: the client is already on its way to the login page.
      else if (!(error instanceof ApiError && (error.status === 401 || error.status === 418))) {
        setPhase('failed');
      }
    }
  }, []);

  useEffect(() => {
    if (currentToken() === null) {
      location.assign(`/login?next=${encodeURIComponent('/admin')}`);
      return;
    }
    void load(1);
  }, [load]);

  const act = async (user: WaitingUser, action: Action) => {
    setBusyId(user.id);
    setMessage(null);
    try {
      await api().post(`/admin/users/${user.id}/${action}`);
      setMessage({
        tone: 'ok',
        key: action === 'approve' ? 'approved' : 'rejected',
        username: user.username,
      });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 418)) return;
      if (error instanceof ApiError && error.status === 403) {
        setPhase('forbidden');
        return;
      }
      setMessage({ tone: 'error', key: 'actionFailed', username: user.username });
    } finally {
      setBusyId(null);
    }
    await load(page);
    // The row and its buttons are gone: keep keyboard focus in the queue, not on the body.
    headingRef.current?.focus();
  };

  if (phase === 'forbidden') {
    return (
      <p className="account-alert account-alert--error" role="alert" data-admin="forbidden">
        {t('accounts.admin.forbidden')}
      </p>
    );
  }

  const pages = Math.max(1, Math.ceil(total / ROWS));
  return (
    <section className="admin-queue" data-admin={phase} aria-busy={phase === 'loading'}>
      <div className="admin-queue__head">
        <h2 className="admin-queue__title" tabIndex={-1} ref={headingRef}>
          {t('accounts.admin.waitingTitle')}
        </h2>
        {phase === 'ready' && (
          <span className="admin-queue__count">{t('accounts.admin.count', { total })}</span>
        )}
        <button
          type="button"
          className="button"
          onClick={() => void load(page)}
          disabled={phase === 'loading'}
        >
          {t('accounts.admin.refresh')}
        </button>
      </div>
      <p
        className={`admin-queue__message${message ? ` admin-queue__message--${message.tone}` : ''}`}
        role="status"
        aria-live="polite"
        data-admin-message={message?.key}
      >
        {message && t(`accounts.admin.${message.key}`, { username: message.username })}
      </p>
      {phase === 'loading' && <p className="page-note">{t('app.loading')}</p>}
      {phase === 'failed' && (
        <p className="account-alert account-alert--error" role="alert">
          {t('accounts.admin.loadFailed')}
        </p>
      )}
      {phase === 'ready' && rows.length === 0 && (
        <p className="page-note" data-admin-empty>
          {t('accounts.admin.empty')}
        </p>
      )}
      {phase === 'ready' && rows.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('accounts.admin.column.username')}</th>
              <th scope="col">{t('accounts.admin.column.nickname')}</th>
              <th scope="col">{t('accounts.admin.column.requestedAt')}</th>
              <th scope="col">{t('accounts.admin.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((user) => (
              <tr key={user.id} data-admin-user={user.username}>
                <th scope="row" data-label={t('accounts.admin.column.username')}>
                  {user.username}
                </th>
                <td data-label={t('accounts.admin.column.nickname')}>{user.nickname}</td>
                <td data-label={t('accounts.admin.column.requestedAt')} className="tabular">
                  {seoulDateTime(user.created_at)}
                </td>
                <td>
                  <div className="admin-table__actions">
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busyId !== null}
                      aria-label={t('accounts.admin.approveLabel', { username: user.username })}
                      onClick={() => void act(user, 'approve')}
                    >
                      {t('accounts.admin.approve')}
                    </button>
                    <button
                      type="button"
                      className="button button--danger"
                      disabled={busyId !== null}
                      aria-label={t('accounts.admin.rejectLabel', { username: user.username })}
                      onClick={() => void act(user, 'reject')}
                    >
                      {t('accounts.admin.reject')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {phase === 'ready' && pages > 1 && (
        <nav
          className="admin-queue__pages"
          aria-label={t('accounts.admin.pagination.accessibleLabel')}
        >
          <button
            type="button"
            className="button"
            disabled={page <= 1}
            onClick={() => void load(page - 1)}
          >
            {t('accounts.admin.previous')}
          </button>
          <span>{t('accounts.admin.page', { page, pages })}</span>
          <button
            type="button"
            className="button"
            disabled={page >= pages}
            onClick={() => void load(page + 1)}
          >
            {t('accounts.admin.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
