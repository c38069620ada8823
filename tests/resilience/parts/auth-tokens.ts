/**
 * @module resilience/parts/auth-tokens
 * Token abuse: forged and tampered JWTs against an authenticated user call
 * and an administrator's call of the running server, and login timing for a missing user
 * against an existing user with a wrong password (usernames must not be told apart by time).
 */
import { randomBytes } from 'node:crypto';
import { forgedTokens, type ForgedToken } from '../auth/forged-tokens';
import { measureLoginTiming, rateLimitStatuses } from '../auth/login-timing';
import { adminSession } from '../session';
import { atLeast, atMost, equals, median, round } from '../stats';
import type { Budget, Part, PartContext, PartResult } from '../types';

/** The server's signing key for this run, so claim checks past the signature are reached. */
const SERVER_KEY = randomBytes(36).toString('base64url');
const ROUTES = [
  { name: 'user', path: '/api/user/auth' },
  { name: 'administrator', path: '/api/admin/settings' },
];
const LOGINS = 80;
/** Login attempts allowed per address within the window (src/server/auth/rate-limit.ts). */
const LOGIN_LIMIT = 10;
const TIMING_TOLERANCE = 0.1;

interface Outcome {
  token: string;
  route: string;
  status: number;
  code: string | undefined;
  expected: number[];
}

async function call(baseUrl: string, path: string, authorization?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: authorization === undefined ? {} : { authorization },
  });
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return { status: response.status, code: body?.error?.code };
}

async function tryAll(ctx: PartContext, cases: ForgedToken[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const c of cases) {
    for (const route of ROUTES) {
      if (ctx.signal.aborted) return outcomes;
      const { status, code } = await call(ctx.baseUrl, route.path, c.authorization);
      outcomes.push({ token: c.name, route: route.name, status, code, expected: c.expect });
    }
  }
  return outcomes;
}

/** The genuine token on both routes: 200 expected each time, or the checks mean nothing. */
async function controls(baseUrl: string, token: string): Promise<string> {
  const statuses = await Promise.all(ROUTES.map((r) => call(baseUrl, r.path, `Bearer ${token}`)));
  return statuses.map((s) => s.status).join(',');
}

function tokenBudgets(outcomes: Outcome[], casesTotal: number, before: string, after: string) {
  const right = outcomes.filter((o) => o.expected.includes(o.status)).length;
  const genuine = ROUTES.map(() => '200').join(',');
  return [
    equals('genuine token before the forgeries: user, administrator call', genuine, before),
    equals('genuine token after the forgeries (none ended the session)', genuine, after),
    atLeast(
      'forged or tampered token calls answered 401 (418 for an older session’s genuine token)',
      casesTotal * ROUTES.length,
      right,
    ),
    atMost('forged token calls answered 5xx', 0, outcomes.filter((o) => o.status >= 500).length),
  ];
}

async function run(ctx: PartContext): Promise<PartResult> {
  const admin = await adminSession(ctx.server, 'tokenchief');
  const cases = await forgedTokens(admin.token, SERVER_KEY);
  const before = await controls(ctx.baseUrl, admin.token);
  const noToken = await Promise.all(ROUTES.map((r) => call(ctx.baseUrl, r.path)));
  const outcomes = await tryAll(ctx, cases);
  const after = await controls(ctx.baseUrl, admin.token);
  ctx.log(`${outcomes.length} forged-token calls; timing ${LOGINS} logins`);
  const timing = await measureLoginTiming(ctx.baseUrl, LOGINS, ctx.signal);
  const limited = await rateLimitStatuses(ctx.baseUrl, LOGIN_LIMIT, '198.19.0.1');
  const budgets: Budget[] = [
    ...tokenBudgets(outcomes, cases.length, before, after),
    equals('no token: user, administrator call', '401,401', noToken.map((n) => n.status).join(',')),
    {
      // Each pair's own ratio (two logins next to each other) cancels the machine's load drift,
      // which moves the two medians apart on a busy machine; the ratio of medians is in figures.
      what: 'login time of an existing user with a wrong password ÷ a missing user (median of pairs)',
      limit: `${1 - TIMING_TOLERANCE}–${1 + TIMING_TOLERANCE}`,
      measured: timing.medianPairRatio,
      met: Math.abs(timing.medianPairRatio - 1) <= TIMING_TOLERANCE + 1e-9,
    },
    atLeast('timed login pairs', LOGINS / 2, timing.pairs),
    // A login refused by a limit (429) answers without hashing: its time would mean nothing.
    atLeast(
      'timed logins answered 401 INVALID_CREDENTIALS-style (none refused by a limit)',
      LOGINS,
      timing.statuses['401'] ?? 0,
    ),
    equals(
      `login ${LOGIN_LIMIT + 1} from one address within the window`,
      '429',
      String(limited.at(-1)),
    ),
  ];
  const wrong = outcomes.filter((o) => !o.expected.includes(o.status));
  return {
    name: 'auth-tokens',
    budgets,
    figures: {
      tokenCases: cases.length,
      calls: outcomes.length,
      answers: outcomes.map((o) => `${o.route}: ${o.token} → ${o.status} ${o.code ?? ''}`.trim()),
      wrongAnswers: wrong,
      loginTiming: {
        ...timing,
        medianMissingMs: round(median(timing.missingMs), 2),
        medianWrongPasswordMs: round(median(timing.wrongPasswordMs), 2),
      },
      rateLimitStatuses: limited,
    },
    notes: [
      'The server signs HS256 with its key (JWT_SECRET, set for this run so that expired, nbf, unknown-user and session checks are reached past the signature) and accepts only HS256; it sets no issuer or audience, so none is checked and no wrong-issuer case applies.',
      "418 is expected only for the genuine key with another session id of the same user: spec §5's 'logged in elsewhere' (the session was replaced by a newer login); everything else is 401.",
      `Login timing: ${LOGINS} logins alternating a new missing name and a registered account with a wrong password (4 at most per account, under the backoff's 5 free failures per name), one warm-up each left out, each from its own X-Forwarded-For address (TRUSTED_PROXIES=1) to stay under ${LOGIN_LIMIT} per 5 minutes per address.`,
    ],
  };
}

export const authTokens: Part = {
  name: 'auth-tokens',
  summary: 'forged and tampered JWTs on user and administrator calls; login timing by username',
  timeLimitSeconds: { quick: 90, full: 90 },
  server: { env: { TRUSTED_PROXIES: '1', JWT_SECRET: SERVER_KEY } },
  run,
};
