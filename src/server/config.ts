/**
 * @module config
 * Every environment variable the server reads, validated once at start with its default.
 * A bad value stops the process with a message naming the variable and what it accepts.
 */
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const ROLES = ['all', 'web', 'ingest'] as const;
const FEEDS = ['simulator', 'betsapi', 'replay'] as const;

/** One entry per variable: the schema and the human description shown when it is wrong. */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * A whole number written plainly in decimal: no sign, hex, exponent, fraction or leading zero
 * (`0x1265` or `4.711e3` is no port, though Number() reads both).
 */
const plainInteger = z
  .string()
  .regex(/^(0|[1-9]\d*)$/)
  .transform(Number);

/** A decimal number written plainly: digits with an optional fraction, no exponent or hex. */
const plainNumber = z
  .string()
  .regex(/^(0|[1-9]\d*)(\.\d+)?$/)
  .transform(Number);

function originList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const variables = {
  NODE_ENV: {
    schema: z.enum(['production', 'development', 'test']).default('production'),
    allowed: 'one of production, development, test',
  },
  PORT: {
    schema: plainInteger.pipe(z.number().int().min(0).max(65535)).default(4321),
    allowed: 'an integer port from 0 to 65535 (0 picks a free port)',
  },
  HOST: {
    schema: z.string().min(1).default('0.0.0.0'),
    allowed: 'a host name or IP address to listen on, e.g. 0.0.0.0 or 127.0.0.1',
  },
  DATA_DIR: {
    schema: z.string().min(1).default('./data'),
    allowed: 'a writable directory for the SQLite file and generated secrets',
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/)
      .optional(),
    allowed: 'unset (SQLite in DATA_DIR) or a postgres://user@host:port/database URL',
  },
  REDIS_URL: {
    schema: z
      .string()
      .regex(/^rediss?:\/\/.+/)
      .optional(),
    allowed: 'unset (in-process bus) or a redis://host:port URL',
  },
  ROLE: {
    schema: z.enum(ROLES).default('all'),
    allowed: `one of ${ROLES.join(', ')}`,
  },
  FEED: {
    schema: z.enum(FEEDS).default('simulator'),
    allowed: `one of ${FEEDS.join(', ')}`,
  },
  JWT_SECRET: {
    schema: z.string().min(32).optional(),
    allowed: 'unset (generated once and kept in DATA_DIR) or a secret of at least 32 characters',
  },
  EMBED_ALLOWED_ORIGINS: {
    schema: z
      .string()
      .default('')
      .transform(originList)
      .refine((list) => list.every(isOrigin)),
    allowed: 'a comma-separated list of origins such as https://community.example (no paths)',
  },
  PUBLIC_ORIGIN: {
    // The origins the site's own pages are served from. Set, they are the only own origins and
    // the Host header is not consulted; unset, a request's own origin is its scheme and Host
    // when the Host is an IP address or localhost (a name could be a rebinding one).
    schema: z
      .string()
      .default('')
      .transform(originList)
      .refine((list) => list.every(isOrigin)),
    allowed:
      'a comma-separated list of the origins this site is served from, such as https://scores.example (no paths)',
  },
  PUBLIC_API_BASE: {
    schema: z
      .string()
      .regex(/^(\/|https?:\/\/)[^\s]*$/)
      .default('/api')
      .transform((v) => (v.length > 1 ? v.replace(/\/+$/, '') : v)),
    allowed: 'a path such as /api or an absolute http(s) URL of a server speaking the same API',
  },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS).default('info'),
    allowed: `one of ${LOG_LEVELS.join(', ')}`,
  },
  SIM_SEED: {
    schema: z.string().min(1).max(200).default('live-score'),
    allowed: 'any text; the same seed gives the same simulated world',
  },
  SIM_SPEED: {
    schema: plainNumber.pipe(z.number().positive().max(1000)).default(1),
    allowed: 'a number above 0 and at most 1000 (1 = real time; 60 = a minute per second)',
  },
  SIM_HISTORY: {
    // Off: no past results at start (a demo or a test of live play starts a minute sooner).
    schema: booleanFlag.default(true),
    allowed: 'a boolean: 1, 0, true, false, yes, no, on, off (on: back-fill past results at start)',
  },
  SIM_HISTORY_DAYS: {
    // A shorter past (a demo, a test server): no earlier seasons follow then.
    schema: plainNumber.pipe(z.number().int().min(1).max(400)).optional(),
    allowed: 'a whole number of days from 1 to 400 (unset: the season so far)',
  },
  SIM_HISTORY_SEASONS: {
    // Whole seasons before the current one, back-filled compact and paced after start.
    schema: plainNumber.pipe(z.number().int().min(0).max(5)).default(1),
    allowed:
      'a whole number from 0 to 5 (earlier seasons back-filled after the current one; 0: none)',
  },
  REPLAY_FILE: {
    schema: z.string().min(1).optional(),
    allowed: 'the path of a JSONL stream recorded with RECORD_FILE (required when FEED=replay)',
  },
  REPLAY_SPEED: {
    schema: plainNumber.pipe(z.number().min(0).max(1000)).default(1),
    allowed: 'a number from 0 to 1000 (1 = recorded pace; 0 = as fast as possible)',
  },
  REPLAY_SHIFT: {
    // now: a recording made on another day plays as today's world (browser tests replay one).
    schema: z.enum(['off', 'now']).default('off'),
    allowed:
      'off (times as recorded) or now (played at once, the recording ends now; played at a pace, it starts now)',
  },
  RECORD_FILE: {
    schema: z.string().min(1).optional(),
    allowed:
      "unset, or a path where the feed is recorded as JSONL (with FEED=betsapi: BetsAPI's answers, the token cut out)",
  },
  BETSAPI_TOKEN: {
    schema: z
      .string()
      .regex(/^[\w.-]{1,200}$/)
      .optional(),
    allowed: 'the API token of your BetsAPI subscription (required when FEED=betsapi)',
  },
  BETSAPI_BASE_URL: {
    schema: z
      .string()
      .regex(/^https?:\/\/[^\s?#]+$/)
      .default('https://api.betsapi.com')
      .transform((v) => v.replace(/\/+$/, '')),
    allowed:
      'the BetsAPI host, e.g. https://api.betsapi.com (default) or its load balancer https://api.b365api.com',
  },
  BETSAPI_RATE_LIMIT: {
    schema: plainInteger.pipe(z.number().int().min(1).max(1_000_000)).default(3600),
    allowed: 'requests per hour your BetsAPI plan allows, an integer from 1 (default 3600)',
  },
  BETSAPI_TIMEOUT_MS: {
    // A request unanswered this long counts as BetsAPI failing (time-out), and three of those in
    // a row mark the live data stale.
    schema: plainInteger.pipe(z.number().int().min(200).max(120_000)).default(10_000),
    allowed:
      'milliseconds a BetsAPI request may take, an integer from 200 to 120000 (default 10000)',
  },
  BETSAPI_LIVE_POLL_MS: {
    // A plan with more requests per hour can follow live scores more closely.
    schema: plainInteger.pipe(z.number().int().min(500).max(600_000)).default(20_000),
    allowed:
      'milliseconds between reads of the in-play list of a sport with matches in play, an integer from 500 to 600000 (default 20000)',
  },
  BETSAPI_BACKOFF_MAX_MS: {
    schema: plainInteger.pipe(z.number().int().min(200).max(600_000)).default(60_000),
    allowed:
      'longest pause, in milliseconds, between requests while BetsAPI keeps failing, an integer from 200 to 600000 (default 60000)',
  },
  HIDE_SPORTS_TAB: {
    schema: booleanFlag.default(false),
    allowed: 'a boolean: 1, 0, true, false, yes, no, on, off',
  },
  TRUSTED_PROXIES: {
    // Rate limits key on the client address: behind N reverse proxies it is the N-th address
    // from the right of X-Forwarded-For; 0 trusts no header (a client could forge it).
    schema: plainInteger.pipe(z.number().int().min(0).max(10)).default(0),
    allowed: 'the number of reverse proxies in front of the server, 0 to 10 (default 0)',
  },
} as const;

type Variables = typeof variables;
type VariableName = keyof Variables;

/** The validated configuration, keyed by the environment variable names. */
export type Config = { [K in VariableName]: z.output<Variables[K]['schema']> };

/** Variables whose values must not reach logs, even when they are wrong. */
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'BETSAPI_TOKEN']);

function shown(variable: string, value: string): string {
  if (SECRET_VARIABLES.has(variable)) return `(hidden, ${value.length} characters)`;
  // Connection strings may carry a password.
  return JSON.stringify(value.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@'));
}

/** A configuration error that names every bad variable; the entry point prints it and exits 1. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; value: string; allowed: string }[]) {
    super(
      [
        'Invalid configuration:',
        ...problems.map(
          (p) => `  ${p.variable}=${shown(p.variable, p.value)}: expected ${p.allowed}`,
        ),
        'Fix the environment (see .env.example) and start again.',
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment into a {@link Config}, throwing {@link ConfigError} on bad values.
 * Empty strings count as unset, as `.env` files and shells commonly produce them.
 * @example loadConfig({ PORT: '8080' }).PORT // 8080
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: ConstructorParameters<typeof ConfigError>[0] = [];
  const out: Record<string, unknown> = {};
  for (const [name, { schema, allowed }] of Object.entries(variables)) {
    const raw = env[name];
    const value = raw === undefined || raw.trim() === '' ? undefined : raw.trim();
    const parsed = (schema as z.ZodType).safeParse(value);
    if (parsed.success) out[name] = parsed.data;
    else problems.push({ variable: name, value: raw ?? '', allowed });
  }
  if (out.FEED === 'replay' && !out.REPLAY_FILE) {
    problems.push({
      variable: 'REPLAY_FILE',
      value: '',
      allowed: 'a recorded JSONL file when FEED=replay',
    });
  }
  if (out.FEED === 'betsapi' && !out.BETSAPI_TOKEN) {
    problems.push({
      variable: 'BETSAPI_TOKEN',
      value: '',
      allowed: 'your BetsAPI token when FEED=betsapi (betsapi.com → Orders), or use FEED=simulator',
    });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out as Config;
}

/** Names of every variable the server reads, for `.env.example` and the README table. */
export const configVariables = Object.fromEntries(
  Object.entries(variables).map(([k, v]) => [k, v.allowed]),
) as Record<VariableName, string>;
