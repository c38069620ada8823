/**
 * @module api/routes/accounts
 * Spec §7 "Login/registration" and "User" calls, favourites and per-game settings, and the
 * administrator's approval queue (spec §4 "Registration", §6, §8).
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
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ACCOUNT_ACTION_NAMES,
  ACCOUNT_MESSAGES,
  checkInDateProblem,
  checkInDay,
  checkInEntry,
  loginSchema,
  mergeGameSettings,
  REGISTRATION_RULES,
  registrationSchema,
  settingJsonSchema,
  USER_STATUSES,
  type AccountAction,
} from '../../../lib/domain/accounts';
import type { Accounts } from '../../auth/index';
import { clientIp } from '../../auth/client-ip';
import { bearerToken } from '../../auth/authenticator';
import { formBody, readForm } from '../../auth/form-error';
import { fromHundredths, toAdminRow, toProfile } from '../../auth/profile';
import type { LoginBackoff } from '../../auth/login-backoff';
import type { RateLimiter } from '../../auth/rate-limit';
import { AUDIT_REASON_MAX, createAuditLog } from '../../audit/audit-log';
import { HttpError } from '../../contracts/http-error';
import { auditActor } from './audit';
import { defineRoute, type AnyRoute, type AuthUser } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { wholeNumber, positiveId } from '../whole-number';

const id = positiveId();

/** The spec §1 message after a registration request. */
export const REGISTRATION_REQUESTED =
  'Your registration has been requested. You can use the service after an administrator approves it.';

/** Columns a user may read of their own account by name (`GET /user/by/column/{col}`). */
const READABLE_COLUMNS = [
  'username',
  'nickname',
  'status',
  'role',
  'balance',
  'level',
  'settings',
  'referral_code',
  'created_at',
] as const;

function tooMany(seconds: number, message: string): HttpError {
  return new HttpError(429, 'RATE_LIMITED', message, undefined, {
    'Retry-After': String(seconds),
  });
}

async function limited(c: Context, limiter: RateLimiter, trustedProxies: number): Promise<void> {
  const decision = await limiter.hit(clientIp(c, trustedProxies));
  if (decision.allowed) return;
  const seconds = decision.retryAfterSeconds;
  throw tooMany(seconds, `Too many attempts. Please try again in ${seconds} seconds.`);
}

/**
 * A login attempt under the account's backoff (auth/login-backoff.ts): refused while the name
 * must wait, a wrong password (or unknown name: the same for both) counted, a good one clearing
 * the count.
 */
async function throttledLogin<T>(
  backoff: LoginBackoff,
  username: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const wait = await backoff.wait(username);
  if (wait > 0) {
    throw tooMany(
      wait,
      `Too many failed logins for this name. Please try again in ${wait} seconds.`,
    );
  }
  try {
    const result = await attempt();
    await backoff.succeeded(username);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.code === 'INVALID_CREDENTIALS') {
      await backoff.failed(username);
    }
    throw error;
  }
}

function caller(user: AuthUser | null): AuthUser {
  // Routes with access 'user' or 'admin' never run without one; this narrows the type.
  if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Log in first: no Bearer token sent');
  return user;
}

function forbiddenUnlessSelf(user: AuthUser, userId: number, what: string): void {
  if (user.id !== userId && user.role !== 'admin') {
    throw new HttpError(403, 'FORBIDDEN', `A user can ${what} only their own`, [
      { field: 'user_id', message: `Expected your own user id (${user.id})` },
    ]);
  }
}

export function accountRoutes(deps: RouteDeps & { accounts: Accounts }): AnyRoute[] {
  const { accounts, db } = deps;
  const { users, data, service } = accounts;
  const audit = deps.audit ?? createAuditLog(db, deps.now);
  const proxies = accounts.trustedProxies;

  async function account(user: AuthUser | null) {
    const row = await users.findById(caller(user).id);
    if (!row) throw new HttpError(401, 'UNKNOWN_USER', ACCOUNT_MESSAGES.UNKNOWN_USER.message);
    return row;
  }

  const adminActions = ACCOUNT_ACTION_NAMES.map((action: AccountAction) =>
    defineRoute({
      method: 'post',
      path: `/admin/users/{id}/${action}`,
      tag: 'Administration',
      summary: `${action[0]?.toUpperCase()}${action.slice(1)} an account (administrators)`,
      params: z.object({ id }),
      // The reason is optional; the audit log keeps it with the change.
      body: z.object({ reason: z.string().trim().max(AUDIT_REASON_MAX).optional() }).optional(),
      access: 'admin',
      returns: '{ user, changed }',
      handler: async ({ params, body, user: admin }) => {
        const row = await users.findById(params.id);
        if (!row) throw new HttpError(404, 'NOT_FOUND', `No user with id ${params.id}`);
        const { user, transition } = await service.applyAction(row, action);
        if (transition.kind === 'refused') {
          throw new HttpError(409, 'INVALID_TRANSITION', `Cannot ${action}: ${transition.reason}`);
        }
        if (transition.kind === 'change') {
          await audit.record({
            actor: auditActor(admin),
            action: `user.${action}`,
            target: `user:${row.id}`,
            before: { username: row.username, status: row.status },
            after: { username: user.username, status: user.status },
            reason: body?.reason,
          });
        }
        return { data: { user: toAdminRow(user), changed: transition.kind === 'change' } };
      },
    }),
  );

  return [
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
        const result = await throttledLogin(accounts.backoff, form.username, () =>
          service.login(form.username, form.password, clientIp(c, proxies)),
        );
        const nowSeconds = Math.floor(accounts.now() / 1000);
        return {
          data: {
            token: result.token,
            token_type: 'Bearer',
            expires_at: result.expiresAt,
            expires_in: result.expiresAt - nowSeconds,
            user: toProfile({ ...result.user, last_login_at: accounts.now() }),
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/login/dummy',
      tag: 'Login and registration',
      summary: 'Checks credentials and account status like /login/ without starting a session',
      body: formBody(loginSchema),
      handler: async ({ body, c }) => {
        await limited(c, accounts.limiters.login, proxies);
        const form = readForm(body);
        const user = await throttledLogin(accounts.backoff, form.username, () =>
          service.checkCredentials(form.username, form.password),
        );
        return { data: { valid: true, user_id: user.id, status: user.status } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/logout',
      tag: 'Login and registration',
      summary: "Ends the token's session; always succeeds, so a client can always log out",
      handler: async ({ c }) => ({
        data: { logged_out: await service.logout(bearerToken(c.req.header('authorization'))) },
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/user/auth',
      tag: 'User',
      summary: "The caller's account and per-game settings",
      access: 'user',
      handler: async ({ user }) => {
        const row = await account(user);
        return { data: { ...toProfile(row), game_settings: await data.getGameSettings(row.id) } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/user/auth/status/check',
      tag: 'User',
      summary: "Whether the caller's session is still the live one (401/418 otherwise)",
      access: 'user',
      handler: ({ user }) => ({ data: { is_online: true, user_id: caller(user).id } }),
    }),
    defineRoute({
      method: 'get',
      path: '/user/balance',
      tag: 'User',
      summary: "The caller's balance (starts at 0)",
      access: 'user',
      handler: async ({ user }) => ({
        data: { balance: fromHundredths(await data.balance(caller(user).id)) },
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/user/by/column/{col}',
      tag: 'User',
      summary: "One field of the caller's account",
      params: z.object({ col: z.enum(READABLE_COLUMNS) }),
      access: 'user',
      handler: async ({ user, params }) => {
        const profile = toProfile(await account(user));
        return { data: { [params.col]: profile[params.col] } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/unauth-user/{type}/{data}',
      tag: 'User',
      summary: 'Whether a username, nickname or referral code is already in use',
      params: z.object({
        type: z.enum(['username', 'nickname', 'code']),
        data: z.string().trim().min(1).max(100),
      }),
      handler: async ({ params, c }) => {
        // Limited like login: answered freely, it would list the accounts the login hides.
        await limited(c, accounts.limiters.lookup, proxies);
        const found =
          params.type === 'username'
            ? await users.findByUsername(params.data)
            : params.type === 'nickname'
              ? await users.findByNickname(params.data)
              : await users.findByReferralCode(params.data);
        return { data: { exists: found !== undefined } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/user/check-in',
      tag: 'User',
      summary: 'Checks in for today (one per day, the day in Asia/Seoul); `date` must be today',
      body: z.object({
        claim: z.literal(true, { error: 'Expected true.' }).optional(),
        date: z.string().max(40).optional(),
      }),
      status: 201,
      access: 'user',
      handler: async ({ user, body }) => {
        const userId = caller(user).id;
        const today = checkInDay(accounts.now());
        const problem = body.date === undefined ? null : checkInDateProblem(body.date, today);
        if (problem) {
          throw new HttpError(400, 'VALIDATION', `Invalid body field "date": ${problem}`, [
            { field: 'date', message: problem },
          ]);
        }
        if (!(await data.checkIn(userId, today))) {
          throw new HttpError(
            409,
            'ALREADY_CHECKED_IN',
            ACCOUNT_MESSAGES.ALREADY_CHECKED_IN.message,
          );
        }
        return { data: checkInEntry(today) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/user/check-in',
      tag: 'User',
      summary: "The caller's check-ins in a month (default: this month in Seoul) and today's",
      query: z.object({
        month: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Expected YYYY-MM.' })
          .optional(),
      }),
      access: 'user',
      handler: async ({ user, query }) => {
        const userId = caller(user).id;
        const today = checkInDay(accounts.now());
        const month = query.month ?? today.slice(0, 7);
        const days = await data.checkIns(userId, `${month}-01`, `${month}-31`);
        const claimed =
          days.includes(today) || (await data.checkIns(userId, today, today)).length > 0;
        return {
          data: days.map(checkInEntry),
          count: { total: days.length },
          today: { date: today, claimed },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/user/manual',
      tag: 'User',
      summary: "Total of the operator's manual changes to the caller's balance",
      access: 'user',
      handler: async ({ user }) => ({
        data: { total_amount: fromHundredths(await data.balanceTotal(caller(user).id, 'm')) },
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/user/lost-points/{level}',
      tag: 'User',
      summary: "Total of the caller's lost points (ledger type l)",
      params: z.object({ level: wholeNumber(1, 100) }),
      access: 'user',
      handler: async ({ user, params }) => ({
        data: {
          level: params.level,
          total_amount: fromHundredths(await data.balanceTotal(caller(user).id, 'l')),
        },
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/upcoming-sports-favorites',
      tag: 'In-play',
      summary: 'Marks or unmarks a favourite match (toggles when is_favorite is not sent)',
      body: z.object({
        user_id: id,
        sports_upcoming_id: id,
        is_favorite: z.boolean().optional(),
      }),
      access: 'user',
      handler: async ({ user, body }) => {
        const me = caller(user);
        if (me.id !== body.user_id) {
          throw new HttpError(403, 'FORBIDDEN', 'A user can change only their own favourites', [
            { field: 'user_id', message: `Expected your own user id (${me.id})` },
          ]);
        }
        const match = await db
          .selectFrom('matches')
          .select('id')
          .where('id', '=', body.sports_upcoming_id)
          .executeTakeFirst();
        if (!match) {
          throw new HttpError(404, 'NOT_FOUND', `No match with id ${body.sports_upcoming_id}`, [
            { field: 'sports_upcoming_id', message: 'Unknown match' },
          ]);
        }
        const on = body.is_favorite ?? !(await data.isFavorite(me.id, body.sports_upcoming_id));
        await data.setFavorite(me.id, body.sports_upcoming_id, on);
        return {
          data: {
            user_id: me.id,
            sports_upcoming_id: body.sports_upcoming_id,
            is_favorite: on,
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/upcoming-sports-favorites/{userId}',
      tag: 'In-play',
      summary: "A user's favourite matches (their own only)",
      params: z.object({ userId: id }),
      access: 'user',
      handler: async ({ user, params }) => {
        forbiddenUnlessSelf(caller(user), params.userId, 'read favourites');
        const rows = await data.listFavorites(params.userId);
        return {
          data: rows.map((r) => ({
            user_id: Number(r.user_id),
            sports_upcoming_id: Number(r.match_id),
            created_at: Number(r.created_at),
          })),
          count: { total: rows.length },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/settings/set-game-settings',
      tag: 'Settings',
      summary:
        "Changes the caller's per-game settings: setting_json keyed by game id with is_odds, is_sound, is_prompt",
      body: z.object({ setting_json: settingJsonSchema }),
      access: 'user',
      handler: async ({ user, body }) => {
        const userId = caller(user).id;
        const merged = mergeGameSettings(await data.getGameSettings(userId), body.setting_json);
        await data.saveGameSettings(userId, merged);
        return { data: { setting_json: merged } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/settings/game-settings',
      tag: 'Settings',
      summary:
        "The caller's per-game settings (games not listed use is_odds, is_sound, is_prompt on)",
      access: 'user',
      handler: async ({ user }) => ({
        data: { setting_json: await data.getGameSettings(caller(user).id) },
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/users',
      tag: 'Administration',
      summary:
        'Accounts by status, oldest first (status=w: the approval queue); q keeps usernames or nicknames containing it',
      query: z.object({
        status: z.enum(USER_STATUSES).optional(),
        q: z.string().trim().min(1).max(40).optional(),
        rows: wholeNumber(1, 200).default(50),
        page: wholeNumber(1, 100_000).default(1),
      }),
      access: 'admin',
      handler: async ({ query }) => {
        const { rows, total } = await users.list(
          query.status,
          { limit: query.rows, offset: (query.page - 1) * query.rows },
          query.q,
        );
        return { data: rows.map(toAdminRow), count: { total } };
      },
    }),
    ...adminActions,
  ];
}
