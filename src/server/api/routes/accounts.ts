/**
 * @module api/routes/accounts
 * Spec §7 "Login/registration" and "User" calls, favourites and per-game settings, and the
 * administrator's approval queue (spec §4 "Registration", §6, §8). Registration and login are
 * here; the caller's own account is in accounts-user.ts, the administrator's calls in
 * accounts-admin.ts.
 *
 * Request and response shapes (paths under /api; `Authorization: Bearer <token>` where marked 🔒):
 *
 * POST /register/            { username, password, password_confirmation?, nickname, code? }
 *   201 { data: { id, username, nickname, status: 'w', message } }   message: registration
 *       requested, usable after approval
 *   400 VALIDATION / 409 USERNAME_TAKEN | NICKNAME_TAKEN / 400 CODE_NOT_FOUND:
 *       { error: { code, message, details: [{ field, message }] }, errors: { field: [message] } }
 *   429 RATE_LIMITED (header Retry-After: seconds)
 * GET  /register/registration  200 { data: { rules: { username: { min, max, pattern }, password:
 *       { min, max }, nickname: { min, max, pattern }, code: { max } }, approval_required: true,
 *       code_required: false } }
 * POST /register/code          { code } → 200 { data: { valid: true, code } } | 404 CODE_NOT_FOUND
 * GET  /register/domain-check?code=  200 { data: { valid: boolean } }
 * POST /login/                 { username, password }
 *   200 { data: { token, token_type: 'Bearer', expires_at (epoch s), expires_in (s), user: Profile } }
 *   400 VALIDATION (with `errors`), 401 INVALID_CREDENTIALS,
 *   403 ACCOUNT_WAITING | ACCOUNT_PENDING | ACCOUNT_REJECTED | ACCOUNT_BANNED | ACCOUNT_DELETED,
 *   429 RATE_LIMITED (Retry-After)
 * POST /login/dummy            { username, password } → 200 { data: { valid: true, user_id, status } }
 *       (checks credentials like /login/ without starting a session; same errors)
 * 🔒 POST /login/refresh        200 { data: { token, token_type, expires_at, expires_in } }: a new
 *       12-hour token for the same session (a page in use renews before expiry); 401
 *       TOKEN_EXPIRED once the session went 30 min without a call
 * POST /logout                 (token optional) → 200 { data: { logged_out: boolean } }
 * 🔒 GET /user/auth             200 { data: Profile & { game_settings: GameSettings } }
 *   Profile = { id, user_id, username, nickname, status, role, balance, level, settings (JSON
 *   text with permissions), is_test_user, userDetails: { bet_limits }, referral_code, created_at,
 *   last_login_at }
 * 🔒 GET /user/auth/status/check   200 { data: { is_online: true, user_id } }
 * 🔒 GET /user/balance             200 { data: { balance } }   (starts at 0; 2 decimals)
 * 🔒 GET /user/by/column/{col}     200 { data: { [col]: value } }   col: username, nickname,
 *       status, role, balance, level, settings, referral_code, created_at
 *    GET /unauth-user/{type}/{data}  200 { data: { exists: boolean } }   type: username,
 *       nickname, code (availability checks for the registration form)
 * 🔒 POST /user/check-in           { claim?: true, date?: 'YYYY-MM-DD 00:00:00' (today in Seoul) }
 *   201 { data: { checkin_date: 'MM-DD-YYYY', claim: true, date: 'YYYY-MM-DD 00:00:00' } }
 *   409 ALREADY_CHECKED_IN; 400 naming `date` when it is not today in Asia/Seoul
 * 🔒 GET /user/check-in?month=YYYY-MM  200 { data: [check-in…], count: { total },
 *       today: { date: 'YYYY-MM-DD', claimed: boolean } }   (month defaults to this Seoul month)
 * 🔒 GET /user/manual              200 { data: { total_amount } }   (operator's manual changes)
 * 🔒 GET /user/lost-points/{level} 200 { data: { level, total_amount } }   (ledger type l)
 * 🔒 POST /upcoming-sports-favorites  { user_id, sports_upcoming_id, is_favorite? }
 *   200 { data: { user_id, sports_upcoming_id, is_favorite } }   (toggles when is_favorite is
 *   absent); 403 when user_id is not the caller; 404 unknown match
 * 🔒 GET /upcoming-sports-favorites/{userId}  200 { data: [{ user_id, sports_upcoming_id,
 *       created_at }], count: { total } }; 403 for another user's list
 * 🔒 POST /settings/set-game-settings  { setting_json: { [gameId]: { is_odds?, is_sound?,
 *       is_prompt? } } | JSON text } → 200 { data: { setting_json: GameSettings } }
 *   GameSettings = { [gameId]: { id, is_odds, is_sound, is_prompt } }
 * 🔒 GET /settings/game-settings    200 { data: { setting_json: GameSettings } }
 * 🔒 admin GET /admin/users?status=w&rows=50&page=1  200 { data: [AdminUser], count: { total } }
 * 🔒 admin POST /admin/users/{id}/approve|reject|ban|unban|delete
 *   200 { data: { user: AdminUser, changed: boolean } }; 404 unknown id; 409 INVALID_TRANSITION
 *
 * Token errors on 🔒 calls: 401 UNAUTHORIZED (none sent), TOKEN_EXPIRED, INVALID_TOKEN,
 * UNKNOWN_USER, SESSION_ENDED; 418 LOGGED_IN_ELSEWHERE, ACCOUNT_BANNED, ACCOUNT_DELETED (…).
 */
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  loginSchema,
  REGISTRATION_RULES,
  registrationSchema,
} from '../../../lib/domain/accounts';
import type { Accounts } from '../../auth/index';
import { clientIp } from '../../auth/client-ip';
import { bearerToken } from '../../auth/authenticator';
import { formBody, readForm } from '../../auth/form-error';
import { toProfile } from '../../auth/profile';
import { cameOverHttps } from '../../http/security-headers';
import { HttpError } from '../../contracts/http-error';
import { defineRoute, type AnyRoute } from '../route-kit';
import {
  accountsContext,
  limited,
  throttledLogin,
  tokenAnswer,
  type AccountsContext,
} from './accounts-context';
import { passwordRoutes } from './accounts-password';
import { adminAccountRoutes } from './accounts-admin';
import {
  balanceTotalRoutes,
  checkInRoutes,
  favouriteRoutes,
  gameSettingRoutes,
  profileRoutes,
} from './accounts-user';
import type { RouteDeps } from './route-deps';

/** The spec §1 message after a registration request. */
export const REGISTRATION_REQUESTED =
  'Your registration has been requested. You can use the service after an administrator approves it.';

export function accountRoutes(deps: RouteDeps & { accounts: Accounts }): AnyRoute[] {
  const ctx = accountsContext(deps);
  return [
    ...registrationRoutes(ctx),
    ...loginRoutes(ctx),
    ...tokenRoutes(ctx),
    ...profileRoutes(ctx),
    ...checkInRoutes(ctx),
    ...balanceTotalRoutes(ctx),
    ...favouriteRoutes(ctx),
    ...gameSettingRoutes(ctx),
    ...adminAccountRoutes(ctx),
    ...passwordRoutes(ctx),
  ];
}

/** `/register` and the lookups its form makes (rules, referral codes). */
function registrationRoutes(ctx: AccountsContext): AnyRoute[] {
  const { accounts, users, service, proxies } = ctx;
  return [
    // POST /api/register
    defineRoute({
      method: 'post',
      // Spec §7 writes `/register/`; the API matches with or without the trailing slash, and
      // Hono's non-strict routing only matches a route declared without it.
      path: '/register',
      tag: 'Login and registration',
      summary:
        'Requests an account; it waits for administrator approval (status w). Errors also come per field in `errors`',
      body: formBody(registrationSchema),
      status: 201,
      returns: '{ id, username, nickname, status, message }',
      handler: async ({ body, c }) => {
        await limited(c, accounts.limiters.register, proxies);
        const user = await service.register(readForm(body));
        return {
          data: {
            id: user.id,
            username: user.username,
            nickname: user.nickname,
            status: user.status,
            message: REGISTRATION_REQUESTED,
          },
        };
      },
    }),
    // GET /api/register/registration
    defineRoute({
      method: 'get',
      path: '/register/registration',
      tag: 'Login and registration',
      summary: 'The registration form: field rules, approval and code requirements',
      maxAge: 300,
      handler: () => ({
        data: { rules: REGISTRATION_RULES, approval_required: true, code_required: false },
      }),
    }),
    // POST /api/register/code
    defineRoute({
      method: 'post',
      path: '/register/code',
      tag: 'Login and registration',
      summary: "Checks a referral code (an approved member's code)",
      body: z.object({ code: z.string().trim().min(1).max(REGISTRATION_RULES.code.max) }),
      handler: async ({ body, c }) => {
        await limited(c, accounts.limiters.lookup, proxies);
        const referrer = await users.findByReferralCode(body.code);
        if (!referrer || referrer.status !== 'c') {
          throw new HttpError(404, 'CODE_NOT_FOUND', ACCOUNT_MESSAGES.CODE_NOT_FOUND.message, [
            { field: 'code', message: ACCOUNT_MESSAGES.CODE_NOT_FOUND.message },
          ]);
        }
        return { data: { valid: true, code: referrer.referral_code } };
      },
    }),
    // GET /api/register/domain-check
    defineRoute({
      method: 'get',
      path: '/register/domain-check',
      tag: 'Login and registration',
      summary: 'Whether a referral code can be used to register',
      query: z.object({ code: z.string().trim().min(1).max(REGISTRATION_RULES.code.max) }),
      handler: async ({ query, c }) => {
        await limited(c, accounts.limiters.lookup, proxies);
        const referrer = await users.findByReferralCode(query.code);
        return { data: { valid: referrer?.status === 'c' } };
      },
    }),
  ];
}

/** `/login` and its credentials check. */
function loginRoutes(ctx: AccountsContext): AnyRoute[] {
  const { accounts, service, proxies, security } = ctx;
  return [
    // POST /api/login
    defineRoute({
      method: 'post',
      // Spec §7 `/login/`: both forms match (see `/register`).
      path: '/login',
      tag: 'Login and registration',
      summary:
        'Logs in an approved account: a JWT for the Bearer header. A newer login ends older sessions (they get 418)',
      body: formBody(loginSchema),
      returns: '{ token, token_type, expires_at, expires_in, user }',
      handler: async ({ body, c }) => {
        await limited(c, accounts.limiters.login, proxies);
        const form = readForm(body);
        const ip = clientIp(c, proxies);
        const knownDevice = accounts.devices.knows(c.req.header('cookie'), form.username);
        const result = await throttledLogin(
          accounts.backoff,
          { username: form.username, ip, path: c.req.path, security, knownDevice },
          () => service.login(form.username, form.password, ip),
        );
        security.loggedIn({ ip, userId: result.user.id, username: form.username, knownDevice });
        c.header(
          'Set-Cookie',
          accounts.devices.header(
            accounts.devices.issue(form.username),
            cameOverHttps({ socket: {}, headers: c.req.header() }, proxies),
          ),
        );
        return {
          data: {
            ...tokenAnswer(result, accounts.now()),
            user: toProfile({ ...result.user, last_login_at: accounts.now() }),
          },
        };
      },
    }),
    // POST /api/login/dummy
    defineRoute({
      method: 'post',
      path: '/login/dummy',
      tag: 'Login and registration',
      summary: 'Checks credentials and account status like /login/ without starting a session',
      body: formBody(loginSchema),
      handler: async ({ body, c }) => {
        await limited(c, accounts.limiters.login, proxies);
        const form = readForm(body);
        const user = await throttledLogin(
          accounts.backoff,
          {
            username: form.username,
            ip: clientIp(c, proxies),
            path: c.req.path,
            security,
            knownDevice: accounts.devices.knows(c.req.header('cookie'), form.username),
          },
          () => service.checkCredentials(form.username, form.password),
        );
        return { data: { valid: true, user_id: user.id, status: user.status } };
      },
    }),
  ];
}

/** A session's token: renewed while in use, ended at logout. */
function tokenRoutes(ctx: AccountsContext): AnyRoute[] {
  const { accounts, service } = ctx;
  return [
    // POST /api/login/refresh
    defineRoute({
      method: 'post',
      path: '/login/refresh',
      tag: 'Login and registration',
      summary:
        "A fresh token (12 h) for the caller's live session; a session idle for 30 min has ended (401)",
      access: 'user',
      returns: '{ token, token_type, expires_at, expires_in }',
      handler: async ({ c }) => {
        const token = bearerToken(c.req.header('authorization'));
        if (!token) throw new HttpError(401, 'UNAUTHORIZED', 'Log in first: no Bearer token sent');
        return { data: tokenAnswer(await service.refresh(token), accounts.now()) };
      },
    }),
    // POST /api/logout
    defineRoute({
      method: 'post',
      path: '/logout',
      tag: 'Login and registration',
      summary: "Ends the token's session; always succeeds, so a client can always log out",
      handler: async ({ c }) => ({
        data: { logged_out: await service.logout(bearerToken(c.req.header('authorization'))) },
      }),
    }),
  ];
}
