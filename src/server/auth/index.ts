/**
 * @module auth
 * Accounts wired together over one database: repositories, tokens, the authenticator the API
 * uses, the account service (API and admin CLI) and the per-client rate limits.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { createAccountService, type AccountService } from './account-service';
import { createAuthenticator, type AccountAuthenticator } from './authenticator';
import {
  createSlidingWindowLimiter,
  LOGIN_RATE_LIMIT,
  REGISTER_RATE_LIMIT,
  type RateLimit,
  type SlidingWindowLimiter,
} from './rate-limit';
import { createTokenService, type TokenService } from './tokens';
import { createUserDataRepository, type UserDataRepository } from './user-data-repository';
import { createUsersRepository, type UsersRepository } from './users-repository';

export interface AccountsOptions {
  loginLimit?: RateLimit;
  registerLimit?: RateLimit;
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
  limiters: { login: SlidingWindowLimiter; register: SlidingWindowLimiter };
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
  const tokens = createTokenService({
    secret: deps.secret,
    now,
    ttlSeconds: options.tokenTtlSeconds,
  });
  return {
    users,
    data: createUserDataRepository(db, now),
    tokens,
    authenticator: createAuthenticator({ users, tokens }),
    service: createAccountService({ users, tokens }),
    limiters: {
      login: createSlidingWindowLimiter(options.loginLimit ?? LOGIN_RATE_LIMIT, now),
      register: createSlidingWindowLimiter(options.registerLimit ?? REGISTER_RATE_LIMIT, now),
    },
    trustedProxies: options.trustedProxies ?? 0,
    now,
  };
}
