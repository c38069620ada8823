/**
 * @module auth-redirects
 * Where the app goes after the API answers 401 or 418 (spec §4 "Auth", §8).
 */

export type LandingPage = 'home' | 'inplay';

const AUTH_PAGES = ['/login', '/register'];

function isAuthPage(path: string): boolean {
  return AUTH_PAGES.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * After a 401 (storage already cleared): with landing_page `home` only non-home routes go to
 * login; otherwise every route except login and register does. `null` means stay.
 * @example redirectAfterUnauthorized({ path: '/', landingPage: 'home' }) // null
 */
export function redirectAfterUnauthorized(input: {
  path: string;
  landingPage: LandingPage;
}): string | null {
  if (input.landingPage === 'home') return input.path === '/' ? null : '/login';
  return isAuthPage(input.path) ? null : '/login';
}

/**
 * After a 418 (logged in elsewhere, banned or deleted during a session): go to login with
 * `r=418`, unless already there, which would loop.
 * @example redirectAfterTeapot({ path: '/login', search: '?r=418' }) // null
 */
export function redirectAfterTeapot(input: { path: string; search: string }): string | null {
  const onLogin = input.path === '/login' || input.path.startsWith('/login/');
  if (onLogin && new URLSearchParams(input.search).get('r') === '418') return null;
  return '/login?r=418';
}
