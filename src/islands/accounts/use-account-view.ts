/**
 * @module islands/accounts/use-account-view
 * What the shell's account control shows: unknown until this browser's storage is read, then
 * the visitor or the signed-in user (the cached profile first, then `GET /user/auth`'s),
 * following sign-in and sign-out from other tabs and the host page's `logout` message.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';
import { $userId, currentToken } from '../../lib/stores/user';
import { cacheProfile, readCachedProfile, type AccountProfile } from './account-api';

export type AccountView =
  | { kind: 'unknown' }
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; profile: AccountProfile | null };

/**
 * The account control's view, kept current for as long as the control is mounted.
 * @example const view = useAccountView(); if (view.kind === 'signedIn') view.profile?.username;
 */
export function useAccountView(): AccountView {
  // The token lives in this browser's storage, so the server renders an empty, sized slot.
  const [view, setView] = useState<AccountView>({ kind: 'unknown' });

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

  return view;
}
