/**
 * @module api/browser-client
 * The API client of the web app, wired to storage, the public config and the page location.
 */
import {
  redirectAfterTeapot,
  redirectAfterUnauthorized,
  type LandingPage,
} from '../domain/auth-redirects';
import { TEAPOT_CODE_KEY } from '../domain/storage-keys';
import { tokenDueForRenewal } from '../domain/token-life';
import { describeUserAgent } from '../domain/user-agent';
import { publicConfig } from '../shell/public-config';
import { clearStorageForSignOut } from '../stores/storage';
import { currentToken, renewToken } from '../stores/user';
import { createApiClient, type ApiClient } from './client';

let client: ApiClient | undefined;

/** Survives the reload to `/login?r=418` (not a sign-out: sessionStorage, this tab only). */
function rememberTeapotCode(code: string | undefined): void {
  try {
    if (code) sessionStorage.setItem(TEAPOT_CODE_KEY, code);
    else sessionStorage.removeItem(TEAPOT_CODE_KEY);
  } catch {
    // Blocked storage (sandboxed iframe): the login page then says "logged in elsewhere".
  }
}

function landingPage(): LandingPage {
  return document.documentElement.dataset.landingPage === 'home' ? 'home' : 'inplay';
}

let renewing: Promise<void> | null = null;

/**
 * The token for a call, renewed in the background once half its life has passed: a page in use
 * keeps its session past the token's 12 hours. A failed renewal changes nothing; the next
 * call's own 401 ends the session as the spec says.
 */
function tokenForCall(): string | null {
  const token = currentToken();
  if (token && !renewing && tokenDueForRenewal(token, Date.now())) {
    const renewal = createApiClient({ baseUrl: publicConfig().apiBase, getToken: () => token });
    renewing = renewal
      .post<{ data?: { token?: unknown } }>('/login/refresh')
      .then((answer) => {
        const fresh = answer?.data?.token;
        // Not when the user logged out or in again meanwhile.
        if (typeof fresh === 'string' && currentToken() === token) renewToken(fresh);
      })
      .catch(() => undefined)
      .finally(() => {
        renewing = null;
      });
  }
  return token;
}

/** The shared client; created on first use in the browser. */
export function api(): ApiClient {
  client ??= createApiClient({
    baseUrl: publicConfig().apiBase,
    getToken: tokenForCall,
    clientInfo: describeUserAgent(navigator.userAgent),
    onUnauthorized: () => {
      clearStorageForSignOut();
      const target = redirectAfterUnauthorized({
        path: location.pathname,
        landingPage: landingPage(),
      });
      if (target) location.assign(target);
    },
    onTeapot: (code) => {
      const target = redirectAfterTeapot({ path: location.pathname, search: location.search });
      if (!target) return;
      clearStorageForSignOut();
      rememberTeapotCode(code);
      location.replace(target);
    },
  });
  return client;
}
