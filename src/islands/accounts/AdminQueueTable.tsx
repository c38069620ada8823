/**
 * The table of `/admin`'s approval queue: one row per waiting registration, with its approve
 * and reject buttons (disabled while any action is on its way).
 */
import { seoulDateTime } from '../../lib/domain/seoul-time';
import type { Translate } from '../../lib/i18n/messages';
import type { QueueAction, WaitingUser } from './use-admin-queue';

interface Props {
  t: Translate;
  rows: readonly WaitingUser[];
  busy: boolean;
  onAct: (user: WaitingUser, action: QueueAction) => void;
}

export default function AdminQueueTable({ t, rows, busy, onAct }: Props) {
  return (
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
              {seoulDateTime(user.created_at, 'minute')}
            </td>
            <td>
              <div className="admin-table__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  aria-label={t('accounts.admin.approveLabel', { username: user.username })}
                  onClick={() => onAct(user, 'approve')}
                >
                  {t('accounts.admin.approve')}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  disabled={busy}
                  aria-label={t('accounts.admin.rejectLabel', { username: user.username })}
                  onClick={() => onAct(user, 'reject')}
                >
                  {t('accounts.admin.reject')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
