/**
 * @module feed/redis-commands
 * Commands from the web nodes to the node that runs the feed (REDIS_URL, ROLE=web beside
 * ROLE=ingest): an administrator's correction made on any node reaches the feed, which applies
 * it to its live copy so that its next write carries the correction instead of undoing it.
 * A command that finds no feed listening is lost; the database change made beside it stays.
 */
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '../logger';
import type { FeedCommand } from './corrections';
import { SCORE_LINE } from '../../lib/domain/score';
import { redisNames } from './redis-bus';
import { logRedisErrors } from '../runtime/redis-errors';

export interface FeedCommands {
  /** Sends a command to the feed's node; resolves with how many nodes received it. */
  send(command: FeedCommand): Promise<number>;
  /** On the feed's node: handles the commands of every node. */
  serve(handler: (command: FeedCommand) => void): Promise<void>;
  close(): Promise<void>;
}

const commandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('correct'),
    matchId: z.number().int().positive(),
    url: z.string().max(2000).nullable().optional(),
    bet365: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
  }),
  z.object({
    type: z.literal('score'),
    matchId: z.number().int().positive(),
    ss: z.string().regex(SCORE_LINE),
  }),
]);

export function createRedisCommands(url: string, logger: Logger): FeedCommands {
  const log = logger.child({ name: 'app:commands' });
  const channel = `${redisNames(url).prefix}commands`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  let sub: Redis | undefined;
  logRedisErrors(client, log, 'redis connection error');
  return {
    send: (command) => client.publish(channel, JSON.stringify(command)),
    async serve(handler) {
      sub = new Redis(url, { lazyConnect: true });
      logRedisErrors(sub, log, 'redis subscriber error');
      sub.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          const command = commandSchema.parse(JSON.parse(text));
          handler(command);
        } catch (error) {
          // A malformed command changes nothing; the feed goes on.
          log.warn({ err: error }, 'unreadable feed command');
        }
      });
      await sub.connect();
      await sub.subscribe(channel);
    },
    async close() {
      client.disconnect();
      sub?.disconnect();
    },
  };
}
