/**
 * The account control in the shell header (spec §6): login and register links for visitors;
 * for a signed-in user their name, the daily check-in, the password change and a logout link
 * (and the approval page for administrators).
 */
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import '../../styles/account-control.css';
import CheckInButton from './CheckInButton';
import { useAccountView } from './use-account-view';

export default function AccountControl({ lang }: { lang: Language }) {
  const t = useT(lang);
  const view = useAccountView();

  if (view.kind === 'unknown') {
    return <div className="account-control" data-account="unknown" aria-hidden="true" />;
  }

  if (view.kind === 'signedOut') {
    return (
      <nav
        className="account-control"
        data-account="signed-out"
        aria-label={t('accounts.control.accessibleLabel')}
      >
        <a className="account-control__link" href="/login">
          {t('accounts.control.login')}
        </a>
        <a className="account-control__link account-control__link--strong" href="/register">
          {t('accounts.control.register')}
        </a>
      </nav>
    );
  }

  const { profile } = view;
  return (
    <nav
      className="account-control"
      data-account="signed-in"
      aria-label={t('accounts.control.accessibleLabel')}
    >
      {profile && (
        <span
          className="account-control__user"
          title={t('accounts.control.signedInAs', { username: profile.username })}
          data-account-user={profile.username}
        >
          <span className="account-control__nickname">{profile.nickname || profile.username}</span>
          <span className="account-control__username">{profile.username}</span>
        </span>
      )}
      <CheckInButton t={t} />
      {profile?.role === 'admin' && (
        <a className="account-control__link" href="/admin">
          {t('accounts.control.admin')}
        </a>
      )}
      <a className="account-control__link" href="/password" data-account-password>
        {t('accounts.control.password')}
      </a>
      <a className="account-control__link" href="/logout">
        {t('accounts.control.logout')}
      </a>
    </nav>
  );
}
