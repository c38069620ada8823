/**
 * @module auth
 * Accounts wired together over one database: repositories, tokens, the authenticator the API
 * uses, the account service (API and admin CLI) and the per-client rate limits.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { createAccountService, type AccountService } from './account-service';
import { createAuthenticator, type AccountAuthenticator } from './authenticator';
import { createKnownDevices, type KnownDevices } from './known-device';
import { memoryLoginBackoff, type LoginBackoff } from './login-backoff';
import {
  LOGIN_RATE_LIMIT,
  LOOKUP_RATE_LIMIT,
  memoryRateLimiter,
  REGISTER_RATE_LIMIT,
  type RateLimit,
  type RateLimiter,
} from './rate-limit';
import { createTokenService, type TokenService } from './tokens';
import { createUserDataRepository, type UserDataRepository } from './user-data-repository';
import { createUsersRepository, type UsersRepository } from './users-repository';

/** Where the limits count: this process by default, Redis for every node (redis-throttle.ts). */
export interface Throttle {
  limiter(name: string, rule: RateLimit): RateLimiter;
  backoff(): LoginBackoff;
}

export interface AccountsOptions {
  loginLimit?: RateLimit;
  registerLimit?: RateLimit;
  lookupLimit?: RateLimit;
  /** Shared limits (REDIS_URL); each process counts its own when absent. */
  throttle?: Throttle | undefined;
  tokenTtlSeconds?: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (default 0). */
  trustedProxies?: number;
}

export interface Accounts {
  users: UsersRepository;
  data: UserDataRepository;
  tokens: TokenService;
  authenticator: AccountAuthenticator;
  service: AccountService;
  /** Per client: logins, registrations, the registration form's lookups. */
  limiters: { login: RateLimiter; register: RateLimiter; lookup: RateLimiter };
  /** Per account: the growing wait after wrong passwords. */
  backoff: LoginBackoff;
  /** Browsers that logged in to an account before: they skip its backoff. */
  devices: KnownDevices;
  trustedProxies: number;
  now: () => number;
}

/**
 * @example const accounts = createAccounts({ db: database.db, secret, now: Date.now });
 */
export function createAccounts(deps: {
  db: Kysely<DatabaseSchema>;
  secret: string;
  now: () => number;
  options?: AccountsOptions | undefined;
}): Accounts {
  const { db, now } = deps;
  const options = deps.options ?? {};
  const users = createUsersRepository(db, now);
  const throttle: Throttle = options.throttle ?? {
    limiter: (_name, rule) => memoryRateLimiter(rule, now),
    backoff: () => memoryLoginBackoff(undefined, now),
  };
  const tokens = createTokenService({
    secret: deps.secret,
    now,
    ttlSeconds: options.tokenTtlSeconds,
  });
  return {
    users,
    data: createUserDataRepository(db, now),
    tokens,
    authenticator: createAuthenticator({ users, tokens, now }),
    service: createAccountService({ users, tokens }),
    limiters: {
      login: throttle.limiter('login', options.loginLimit ?? LOGIN_RATE_LIMIT),
      register: throttle.limiter('register', options.registerLimit ?? REGISTER_RATE_LIMIT),
      lookup: throttle.limiter('lookup', options.lookupLimit ?? LOOKUP_RATE_LIMIT),
    },
    backoff: throttle.backoff(),
    devices: createKnownDevices(deps.secret, now),
    trustedProxies: options.trustedProxies ?? 0,
    now,
  };
}
