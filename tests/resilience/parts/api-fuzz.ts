/**
 * @module resilience/parts/api-fuzz
 * API fuzzing: property-based calls across every operation of `GET /api/openapi.json`,
 * built by fast-check from the documented shapes and against them, with and without an
 * administrator's token. Budgets: no 5xx, every 4xx in the error shape, VALIDATION naming a
 * field, every operation reached, the administrator's session alive to the end.
 */
import fc from 'fast-check';
import { checkAnswer, type Verdict } from '../fuzz/check-answer';
import { loadOperations, type Operation } from '../fuzz/openapi-model';
import { requestFor, type FuzzRequest, type Seeds } from '../fuzz/request-arbitrary';
import { rawRequest, type RawAnswer } from '../http';
import { adminSession, sessionStatus, type AdminSession } from '../session';
import { atLeast, atMost, equals, round } from '../stats';
import type { Budget, Part, PartContext, PartResult } from '../types';

const CALLS = { quick: 1_500, full: 10_000 };
/** Calls in flight at once: enough to keep the server busy, few enough to stay on loopback. */
const CONCURRENCY = 6;
const BATCH = 250;
/** Examples kept per kind of failure, with the exact request. */
const EXAMPLES = 8;
const SEED = Number(process.env.RESILIENCE_SEED ?? 20_19);

interface Tally {
  sent: number;
  byClass: Record<string, number>;
  byStatus: Record<string, number>;
  verdicts: Record<string, number>;
  noAnswer: number;
  adminCalls: number;
  adminPastAuth: number;
  operations: Map<string, number>;
  examples: Record<string, unknown[]>;
}

/** Real ids from the live list, so calls reach stored rows and not only "not found". */
async function loadSeeds(baseUrl: string, admin: AdminSession): Promise<Seeds> {
  const response = await fetch(`${baseUrl}/api/live/snapshot`);
  const body = (await response.json()) as {
    data?: { matches?: { id: number; bet365_id: string | null; sport_id: number }[] };
  };
  const matches = body.data?.matches ?? [];
  return {
    matchIds: matches.slice(0, 50).map((m) => m.id),
    bet365Ids: matches.flatMap((m) => (m.bet365_id ? [m.bet365_id] : [])).slice(0, 50),
    sportIds: [...new Set(matches.map((m) => m.sport_id))],
    userIds: [admin.userId, admin.userId + 1],
  };
}

/**
 * Keeps the administrator usable to the end: its token never goes to logout, and ban, delete,
 * reject and a password reset (each ends the account's session) go only to plain decimal ids other than its own (a lenient id parser could read
 * `0x1`, ` 1` or `1,2` as the administrator's id).
 */
function spareAdmin(req: FuzzRequest, admin: AdminSession): FuzzRequest {
  if (req.auth !== 'admin') return req;
  if (req.operation === 'POST /logout') return { ...req, auth: 'none' };
  const action = /^(\/api\/admin\/users\/)([^/]*)(\/(?:ban|delete|reject|reset-password).*)$/.exec(
    req.path,
  );
  if (action && (!/^[1-9]\d*$/.test(action[2]!) || Number(action[2]) === admin.userId))
    return { ...req, path: `${action[1]}not-an-id${action[3]}` };
  return req;
}

function describe(req: FuzzRequest, answer?: RawAnswer, error?: unknown) {
  const body = req.body === undefined ? undefined : req.body.toString('latin1');
  const headers = { ...req.headers };
  if (headers.authorization && headers.authorization.length > 120)
    headers.authorization = `${headers.authorization.slice(0, 60)}… (${headers.authorization.length} chars)`;
  return {
    operation: req.operation,
    request: `${req.method} ${req.path.length > 500 ? `${req.path.slice(0, 500)}…` : req.path}`,
    auth: req.auth,
    headers,
    body: body && body.length > 500 ? `${body.slice(0, 500)}… (${body.length} bytes)` : body,
    status: answer?.status,
    answer: answer?.text.slice(0, 500),
    error:
      error === undefined
        ? undefined
        : `${(error as { code?: string }).code ?? ''} ${String((error as Error).message ?? error)}`,
  };
}

/** Node's limit on a request's head (--max-http-header-size, 16 KB by default). */
const HEADER_LIMIT = 16 * 1024;

function overHeaderLimit(path: string, headers: Record<string, string>): boolean {
  const size = Object.entries(headers).reduce(
    (n, [k, v]) => n + k.length + v.length + 4,
    path.length,
  );
  return size > HEADER_LIMIT;
}

function keepExample(t: Tally, kind: string, example: unknown): void {
  const list = (t.examples[kind] ??= []);
  if (list.length < EXAMPLES) list.push(example);
}

async function sendOne(base: string, req: FuzzRequest, admin: AdminSession, t: Tally) {
  const headers = { ...req.headers };
  if (req.auth === 'admin') headers.authorization = `Bearer ${admin.token}`;
  t.sent += 1;
  t.operations.set(req.operation, (t.operations.get(req.operation) ?? 0) + 1);
  let answer: RawAnswer;
  try {
    answer = await rawRequest(base, {
      method: req.method,
      path: req.path,
      headers,
      ...(req.body === undefined ? {} : { body: req.body }),
    });
  } catch (error) {
    if (overHeaderLimit(req.path, headers)) {
      // Node refuses headers over its limit with 431 and closes at once; while the body is
      // still being sent, the close arrives as a reset that can overtake the 431.
      t.verdicts['refused by the HTTP parser'] =
        (t.verdicts['refused by the HTTP parser'] ?? 0) + 1;
      return;
    }
    t.noAnswer += 1;
    keepExample(t, 'no answer', describe(req, undefined, error));
    return;
  }
  const klass = `${Math.floor(answer.status / 100)}xx`;
  t.byClass[klass] = (t.byClass[klass] ?? 0) + 1;
  t.byStatus[answer.status] = (t.byStatus[answer.status] ?? 0) + 1;
  if (req.auth === 'admin') {
    t.adminCalls += 1;
    if (answer.status !== 401) t.adminPastAuth += 1;
  }
  const verdict: Verdict = checkAnswer(req.method, answer);
  t.verdicts[verdict] = (t.verdicts[verdict] ?? 0) + 1;
  if (verdict !== 'ok') keepExample(t, verdict, describe(req, answer));
}

/** Sends the calls with CONCURRENCY in flight; stops early when the deadline aborts. */
async function sendAll(ctx: PartContext, calls: FuzzRequest[], admin: AdminSession, t: Tally) {
  let next = 0;
  const worker = async () => {
    while (next < calls.length && !ctx.signal.aborted) {
      const req = spareAdmin(calls[next++]!, admin);
      await sendOne(ctx.baseUrl, req, admin, t);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

function budgetsOf(t: Tally, target: number, operations: Operation[], endStatus: number): Budget[] {
  const reached = operations.filter((op) => t.operations.has(`${op.method} ${op.path}`)).length;
  const v = (k: Verdict) => t.verdicts[k] ?? 0;
  return [
    atLeast('fuzzed calls sent', target, t.sent),
    atLeast('documented operations fuzzed (all of them)', operations.length, reached),
    atMost('answers of 5xx', 0, v('server error')),
    atMost('calls left without an answer (connection failure or 10 s timeout)', 0, t.noAnswer),
    atMost(
      '4xx JSON answers not shaped { error: { code, message, details? } }',
      0,
      v('error shape'),
    ),
    atMost('400 VALIDATION answers whose details name no field', 0, v('validation without field')),
    atMost('4xx answers that are not JSON (besides the HTTP parser’s own)', 0, v('non-JSON 4xx')),
    equals(
      "administrator's session still valid at the end (GET /api/admin/settings)",
      '200',
      String(endStatus),
    ),
    atLeast(
      "calls with the administrator's token answered past authentication (not 401), %",
      99,
      t.adminCalls > 0 ? round((100 * t.adminPastAuth) / t.adminCalls) : 0,
    ),
  ];
}

async function run(ctx: PartContext): Promise<PartResult> {
  const { base, operations } = await loadOperations(ctx.baseUrl);
  const admin = await adminSession(ctx.server, 'fuzzchief');
  const seeds = await loadSeeds(ctx.baseUrl, admin);
  const target = ctx.quick ? CALLS.quick : CALLS.full;
  // Uniform over operations, so each gets about target / operations calls.
  const arbitrary = fc.oneof(...operations.map((op) => requestFor(op, base, seeds)));
  const t: Tally = {
    ...{ sent: 0, byClass: {}, byStatus: {}, verdicts: {}, noAnswer: 0 },
    ...{ adminCalls: 0, adminPastAuth: 0, operations: new Map(), examples: {} },
  };
  const started = Date.now();
  for (let batch = 0; batch * BATCH < target && !ctx.signal.aborted; batch++) {
    const size = Math.min(BATCH, target - batch * BATCH);
    const calls = fc.sample(arbitrary, { seed: SEED + batch, numRuns: size });
    await sendAll(ctx, calls, admin, t);
    if (batch % 8 === 7) ctx.log(`${t.sent} calls, ${JSON.stringify(t.byClass)}`);
  }
  const seconds = (Date.now() - started) / 1000;
  const endStatus = await sessionStatus(ctx.server, admin.token);
  const perOperation = [...t.operations.values()];
  return {
    name: 'api-fuzz',
    budgets: budgetsOf(t, target, operations, endStatus),
    figures: {
      seed: SEED,
      operations: operations.length,
      callsPerOperation: { min: Math.min(...perOperation), max: Math.max(...perOperation) },
      callsPerSecond: round(t.sent / seconds),
      byClass: t.byClass,
      byStatus: t.byStatus,
      verdicts: t.verdicts,
      adminTokenCalls: t.adminCalls,
      adminTokenCallsPastAuth: t.adminPastAuth,
      examples: t.examples,
    },
    notes: [
      `fast-check seed ${SEED} (RESILIENCE_SEED to change), batches of ${BATCH}, ${CONCURRENCY} calls in flight`,
      'Answers 431/400 without a body come from Node’s HTTP parser (headers over 16 KB, malformed requests) before the app, as does a reset of a call whose headers are over 16 KB while its body is still being sent; they are counted under verdicts and allowed.',
      "The administrator's token never goes to POST /logout, and ban, delete, reject and reset-password with it go only to plain decimal ids other than its own.",
    ],
  };
}

export const apiFuzz: Part = {
  name: 'api-fuzz',
  summary:
    'property-based calls across every documented operation, with and without an administrator',
  timeLimitSeconds: { quick: 120, full: 240 },
  server: { env: { TRUSTED_PROXIES: '1' } },
  run,
};
