/**
 * @module api/browser-client
 * The API client of the web app, wired to storage, the public config and the page location.
 */
import {
  redirectAfterTeapot,
  redirectAfterUnauthorized,
  type LandingPage,
} from '../domain/auth-redirects';
import { describeUserAgent } from '../domain/user-agent';
import { publicConfig } from '../shell/public-config';
import { clearStorageForSignOut } from '../stores/storage';
import { currentToken } from '../stores/user';
import { createApiClient, type ApiClient } from './client';

let client: ApiClient | undefined;

function landingPage(): LandingPage {
  return document.documentElement.dataset.landingPage === 'home' ? 'home' : 'inplay';
}

/** The shared client; created on first use in the browser. */
export function api(): ApiClient {
  client ??= createApiClient({
    baseUrl: publicConfig().apiBase,
    getToken: currentToken,
    clientInfo: describeUserAgent(navigator.userAgent),
    onUnauthorized: () => {
      clearStorageForSignOut();
      const target = redirectAfterUnauthorized({
        path: location.pathname,
        landingPage: landingPage(),
      });
      if (target) location.assign(target);
    },
    onTeapot: () => {
      const target = redirectAfterTeapot({ path: location.pathname, search: location.search });
      if (!target) return;
      clearStorageForSignOut();
      location.replace(target);
    },
  });
  return client;
}
