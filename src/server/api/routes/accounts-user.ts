/**
 * @module api/routes/accounts-user
 * The caller's own account (spec §7 "User"): profile reads and the registration form's
 * availability checks, check-ins, ledger totals, favourite matches and per-game settings.
 */
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  checkInDateProblem,
  checkInDay,
  checkInEntry,
  mergeGameSettings,
  settingJsonSchema,
} from '../../../lib/domain/accounts';
import { fromHundredths, toProfile } from '../../auth/profile';
import { HttpError } from '../../contracts/http-error';
import { defineRoute, type AnyRoute } from '../route-kit';
import { wholeNumber, positiveId } from '../whole-number';
import { caller, forbiddenUnlessSelf, limited, type AccountsContext } from './accounts-context';

const id = positiveId();

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

export function profileRoutes(ctx: AccountsContext): AnyRoute[] {
  const { accounts, users, data, proxies, account } = ctx;
  return [
    // GET /api/user/auth
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
    // GET /api/user/auth/status/check
    defineRoute({
      method: 'get',
      path: '/user/auth/status/check',
      tag: 'User',
      summary: "Whether the caller's session is still the live one (401/418 otherwise)",
      access: 'user',
      handler: ({ user }) => ({ data: { is_online: true, user_id: caller(user).id } }),
    }),
    // GET /api/user/balance
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
    // GET /api/user/by/column/{col}
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
    // GET /api/unauth-user/{type}/{data}
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
  ];
}

export function checkInRoutes(ctx: AccountsContext): AnyRoute[] {
  const { accounts, data } = ctx;
  return [
    // POST /api/user/check-in
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
    // GET /api/user/check-in
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
  ];
}

export function balanceTotalRoutes(ctx: AccountsContext): AnyRoute[] {
  const { data } = ctx;
  return [
    // GET /api/user/manual
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
    // GET /api/user/lost-points/{level}
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
  ];
}

export function favouriteRoutes(ctx: AccountsContext): AnyRoute[] {
  const { db, data } = ctx;
  return [
    // POST /api/upcoming-sports-favorites
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
    // GET /api/upcoming-sports-favorites/{userId}
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
  ];
}

export function gameSettingRoutes(ctx: AccountsContext): AnyRoute[] {
  const { data } = ctx;
  return [
    // POST /api/settings/set-game-settings
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
    // GET /api/settings/game-settings
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
  ];
}
