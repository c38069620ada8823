/**
 * @module auth/redis-throttle
 * The rate limits and the login backoff shared by every node through Redis (REDIS_URL), so a
 * client or an attacker spreading tries over the nodes behind a load balancer meets the same
 * limit as on one node. Each decision is one script run in Redis (atomic across nodes). While
 * Redis cannot be reached, each node falls back to its own count rather than refuse everyone
 * or let everyone through.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import {
  LOGIN_BACKOFF,
  backoffKey,
  memoryLoginBackoff,
  waitSeconds,
  type BackoffRule,
  type LoginBackoff,
} from './login-backoff';
import {
  memoryRateLimiter,
  type RateDecision,
  type RateLimit,
  type RateLimiter,
} from './rate-limit';
import { logRedisErrors } from '../runtime/redis-errors';

const PREFIX = 'live-score:throttle:';

/** Drops attempts older than the window; records this one when fewer than `limit` remain. */
const SLIDING_WINDOW = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local n = redis.call('ZCARD', KEYS[1])
local limit = tonumber(ARGV[3])
if n >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')
  return {0, tonumber(oldest[2])}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, limit - n - 1}
`;

/** One more failure, counted from 1 again when the last was long enough ago. */
const FAILED = `
local last = tonumber(redis.call('HGET', KEYS[1], 'lastAt') or '0')
local now = tonumber(ARGV[1])
if now - last >= tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], 'failures', 1)
else redis.call('HINCRBY', KEYS[1], 'failures', 1) end
redis.call('HSET', KEYS[1], 'lastAt', now)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

export interface RedisThrottle {
  limiter(name: string, rule: RateLimit): RateLimiter;
  backoff(rule?: BackoffRule): LoginBackoff;
  close(): Promise<void>;
}

/** What the limiters and the backoff of one throttle share. */
interface Shared {
  client: Redis;
  now: () => number;
  /** Runs `shared` in Redis; on failure (logged at most once a minute) the local fallback. */
  either: <T>(shared: () => Promise<T>, local: () => Promise<T>) => Promise<T>;
  /** A member of a sliding window, unique across nodes. */
  member: (at: number) => string;
  runScript: (script: string, key: string, args: (string | number)[]) => Promise<unknown>;
}

/** A sliding-window limit counted in Redis, this node's own count while Redis is away. */
function redisLimiter(shared: Shared, name: string, rule: RateLimit): RateLimiter {
  const { client, now, either } = shared;
  const fallback = memoryRateLimiter(rule, now);
  const key = (who: string) => `${PREFIX}${name}:${who}`;
  return {
    hit: (who) =>
      either<RateDecision>(
        async () => {
          const at = now();
          const args = [at, rule.windowMs, rule.limit, shared.member(at)];
          const [allowed, value] = (await shared.runScript(SLIDING_WINDOW, key(who), args)) as [
            number,
            number,
          ];
          if (allowed === 1) return { allowed: true, remaining: value };
          const waitMs = value + rule.windowMs - at;
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
        },
        () => fallback.hit(who),
      ),
    clear: () =>
      either(
        async () => {
          const keys = await client.keys(`${PREFIX}${name}:*`);
          if (keys.length > 0) await client.del(...keys);
        },
        () => fallback.clear(),
      ),
  };
}

/** The login backoff's failures counted in Redis, this node's own while Redis is away. */
function redisBackoff(shared: Shared, rule: BackoffRule): LoginBackoff {
  const { client, now, either } = shared;
  const fallback = memoryLoginBackoff(rule, now);
  const key = (account: string) => `${PREFIX}login-backoff:${backoffKey(account)}`;
  return {
    wait: (account) =>
      either(
        async () => {
          const [failures, lastAt] = await client.hmget(key(account), 'failures', 'lastAt');
          if (failures === null || lastAt === null) return 0;
          return waitSeconds({ failures: Number(failures), lastAt: Number(lastAt) }, now(), rule);
        },
        () => fallback.wait(account),
      ),
    failed: (account) =>
      either(
        async () => {
          await shared.runScript(FAILED, key(account), [now(), rule.forgetMs]);
        },
        () => fallback.failed(account),
      ),
    succeeded: (account) =>
      either(
        async () => {
          await client.del(key(account));
        },
        () => fallback.succeeded(account),
      ),
  };
}

/**
 * Rate limits and the login backoff in Redis at `url`, shared by every node.
 * @example const throttle = createRedisThrottle(config.redisUrl, logger);
 */
export function createRedisThrottle(
  url: string,
  logger: Logger,
  now: () => number = Date.now,
): RedisThrottle {
  const log = logger.child({ name: 'app:throttle' });
  // A decision waits half a second for Redis at most (a login must not hang on it), then the
  // node decides alone.
  const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 });
  logRedisErrors(client, log, 'redis connection error');
  let warnedAt = -Infinity;
  // Members of the window must be unique across nodes, which may share a pid and a clock tick.
  const node = randomUUID();
  let counter = 0;
  const shared: Shared = {
    client,
    now,
    either: async (remote, local) => {
      try {
        return await remote();
      } catch (error) {
        if (now() - warnedAt > 60_000) {
          warnedAt = now();
          log.warn({ err: error }, 'rate limits counted per node while Redis is unreachable');
        }
        return local();
      }
    },
    member: (at) => `${at}:${node}:${counter++}`,
    runScript: (script, key, args) => client.eval(script, 1, key, ...args),
  };
  return {
    limiter: (name, rule) => redisLimiter(shared, name, rule),
    backoff: (rule = LOGIN_BACKOFF) => redisBackoff(shared, rule),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
