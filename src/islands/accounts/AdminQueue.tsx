/**
 * The approval queue of `/admin` (spec §6 "Administrator approves registrations", §4
 * "Registration"): waiting registrations with approve and reject, refreshed after each action.
 * Administrators only; a visitor without a session is sent to login first.
 */
import type { Language } from '../../lib/domain/languages';
import type { Translate } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n/react';
import '../../styles/accounts.css';
import AdminQueueTable from './AdminQueueTable';
import { queuePages, useAdminQueue } from './use-admin-queue';

/** Previous and next page of the queue, with "page of pages" between them. */
function QueuePages(props: { t: Translate; page: number; pages: number; go: (n: number) => void }) {
  const { t, page, pages, go } = props;
  return (
    <nav className="admin-queue__pages" aria-label={t('accounts.admin.pagination.accessibleLabel')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('accounts.admin.previous')}
      </button>
      <span>{t('accounts.admin.page', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        {t('accounts.admin.next')}
      </button>
    </nav>
  );
}

export default function AdminQueue({ lang }: { lang: Language }) {
  const t = useT(lang);
  const { phase, rows, total, page, busyId, message, headingRef, load, act } = useAdminQueue();

  if (phase === 'forbidden') {
    return (
      <p className="account-alert account-alert--error" role="alert" data-admin="forbidden">
        {t('accounts.admin.forbidden')}
      </p>
    );
  }

  const pages = queuePages(total);
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
        <AdminQueueTable
          t={t}
          rows={rows}
          busy={busyId !== null}
          onAct={(user, action) => void act(user, action)}
        />
      )}
      {phase === 'ready' && pages > 1 && (
        <QueuePages t={t} page={page} pages={pages} go={(n) => void load(n)} />
      )}
    </section>
  );
}
