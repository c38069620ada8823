/**
 * @module islands/accounts/logout
 * What `/logout` does: forgets the user in this browser, ends the session on the server when
 * it can, and returns to the in-play screen.
 */
import { currentToken, signOut } from '../../lib/stores/user';
import { callWithoutSession } from './account-api';

/** Logging out must not hang on a slow server; the local sign-out is what matters. */
const LOGOUT_TIMEOUT_MS = 5_000;

export async function logOut(): Promise<void> {
  const token = currentToken();
  // Signed out here first, so no island on this page makes a call with the ending session
  // (its 401 would send the user to login instead of home).
  signOut();
  if (token) {
    // `POST /logout` always answers 200; a network failure is ignored on purpose.
    await callWithoutSession('POST', '/logout', { token, timeoutMs: LOGOUT_TIMEOUT_MS }).catch(
      () => undefined,
    );
  }
  location.replace('/');
}
