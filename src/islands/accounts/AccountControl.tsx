/**
 * The account control in the shell header (spec §6): login and register links for visitors;
 * for a signed-in user their name, the daily check-in, the password change and a logout link
 * (and the approval page for administrators).
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { $userId, currentToken } from '../../lib/stores/user';
import '../../styles/account-control.css';
import { cacheProfile, readCachedProfile, type AccountProfile } from './account-api';
import CheckInButton from './CheckInButton';

type View =
  | { kind: 'unknown' }
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; profile: AccountProfile | null };

export default function AccountControl({ lang }: { lang: Language }) {
  const t = useT(lang);
  // The token lives in this browser's storage, so the server renders an empty, sized slot.
  const [view, setView] = useState<View>({ kind: 'unknown' });

  useEffect(() => {
    let live = true;
    // Follows sign-in and sign-out from other tabs and the host page's `logout` message.
    const unsubscribe = $userId.subscribe((userId) => {
      if (!live) return;
      if (userId === null || currentToken() === null) setView({ kind: 'signedOut' });
      else
        setView((v) =>
          v.kind === 'signedIn' ? v : { kind: 'signedIn', profile: readCachedProfile() },
        );
    });
    if (currentToken() !== null) {
      api()
        .get<{ data: AccountProfile }>('/user/auth')
        .then((body) => {
          if (!live || !body?.data) return;
          cacheProfile(body.data);
          setView({ kind: 'signedIn', profile: body.data });
        })
        .catch((error: unknown) => {
          // 401/418: the client has cleared storage and is navigating; show the visitor view.
          if (live && error instanceof ApiError && (error.status === 401 || error.status === 418)) {
            setView({ kind: 'signedOut' });
          }
        });
    }
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

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
