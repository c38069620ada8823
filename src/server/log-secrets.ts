/**
 * @module log-secrets
 * The configured secrets, kept out of every log line whatever path they take: a client library
 * may put a password in an error's fields (ioredis writes a failed AUTH's arguments into
 * `err.command.args`), a connection string in a message, a token in a URL. Field redaction
 * cannot know every such path, so the logger also cuts these values out of each line it writes
 * Masking in messages written for people is loggable-url's.
 */
import type { Config } from './config';
import { MASK } from './loggable-url';

/** Shorter values are not cut out: they would mangle ordinary words and numbers. */
const MIN_SECRET_LENGTH = 4;

function passwordOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    // Not a URL: the whole value may be a secret.
    return url;
  }
}

/**
 * The secrets of a configuration: the database and Redis passwords, the BetsAPI token and the
 * token secret when one is configured.
 * @example secretsOf({ REDIS_URL: 'redis://:pw-123@h:6379', ... }) // ['pw-123']
 */
export function secretsOf(
  config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL' | 'BETSAPI_TOKEN' | 'JWT_SECRET'>,
): string[] {
  const values = [
    passwordOf(config.DATABASE_URL),
    passwordOf(config.REDIS_URL),
    config.BETSAPI_TOKEN ?? null,
    config.JWT_SECRET ?? null,
  ];
  return [...new Set(values.filter((v): v is string => !!v && v.length >= MIN_SECRET_LENGTH))];
}

/**
 * A function that cuts every secret out of a written line, in every spelling it can take
 * there: as is, URL-encoded and JSON-escaped; null when there is nothing to cut.
 * @example withoutSecrets(['pw-123'])?.('{"args":["default","pw-123"]}') // '{"args":["default","***"]}'
 */
export function withoutSecrets(secrets: readonly string[]): ((line: string) => string) | null {
  const spellings = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    spellings.add(secret);
    spellings.add(encodeURIComponent(secret));
    spellings.add(JSON.stringify(secret).slice(1, -1));
  }
  // Longest first: a spelling that contains another is cut whole.
  const list = [...spellings].sort((a, b) => b.length - a.length);
  if (list.length === 0) return null;
  return (line) => {
    let out = line;
    for (const s of list) if (out.includes(s)) out = out.split(s).join(MASK);
    return out;
  };
}
