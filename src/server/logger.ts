/**
 * @module logger
 * Structured JSON logs (pino); one child logger per layer, named like `app:realtime`.
 */
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { withoutSecrets } from './log-secrets';

export type { Logger };

/**
 * `secrets` (log-secrets: the configured passwords and tokens) are cut out of every line as it
 * is written, on top of the fields redacted by name.
 */
export function createLogger(
  level: string,
  options: { pretty?: boolean; secrets?: readonly string[]; stream?: DestinationStream } = {},
): Logger {
  const scrub = withoutSecrets(options.secrets ?? []);
  const settings: LoggerOptions = {
    level,
    base: { service: 'live-score' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
        // ioredis: the arguments of the failed command (AUTH's are the user and password).
        'err.command.args',
        '*.err.command.args',
        'error.command.args',
      ],
      censor: '***',
    },
    ...(scrub ? { hooks: { streamWrite: scrub } } : {}),
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'HH:MM:ss' },
          },
        }
      : {}),
  };
  // `stream`: where the lines go instead of stdout (tests read them).
  return options.stream ? pino(settings, options.stream) : pino(settings);
}
