/**
 * @module logger
 * Structured JSON logs (pino); one child logger per layer, named like `app:realtime`.
 */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  return pino({
    level,
    base: { service: 'live-score' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '***',
    },
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'HH:MM:ss' },
          },
        }
      : {}),
  });
}
