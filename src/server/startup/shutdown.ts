/**
 * @module startup/shutdown
 * SIGTERM and SIGINT handling from the first moment of the process: a signal that comes while
 * the server is still starting (the first flush of a large world can take seconds, and the
 * server already answers health then) waits for the start to finish and then closes as usual,
 * so what the feed holds is written instead of lost to the default kill.
 */

/** What the handler needs of a started server. */
export interface Closable {
  close(): Promise<void>;
}

export interface ShutdownLog {
  info(fields: object, message: string): void;
  error(fieldsOrMessage: object | string, message?: string): void;
}

export interface ShutdownOptions {
  logger: ShutdownLog;
  /** Exits the process; the code says how the close went. */
  exit: (code: number) => void;
  /** Past this after the signal, the process exits 1 whatever is still running. */
  deadlineMs: number;
}

export interface Shutdown {
  /** Called with a signal's name; a second signal is ignored. */
  request(signal: string): void;
  /** The started server: closed at once if a signal already came. */
  attach(server: Closable): void;
  /** Whether a signal came. */
  requested(): boolean;
}

/**
 * @example const shutdown = createShutdown({ logger, exit: process.exit, deadlineMs: 9000 });
 * process.on('SIGTERM', () => shutdown.request('SIGTERM')); … shutdown.attach(await startServer(…));
 */
export function createShutdown(options: ShutdownOptions): Shutdown {
  let server: Closable | null = null;
  let signal: string | null = null;
  let closing = false;
  const close = () => {
    if (closing || !server) return;
    closing = true;
    server.close().then(
      () => options.exit(0),
      (error: unknown) => {
        options.logger.error({ err: error }, 'error during shutdown');
        options.exit(1);
      },
    );
  };
  return {
    request(name) {
      if (signal !== null) return;
      signal = name;
      options.logger.info(
        { signal: name, starting: server === null },
        server === null ? 'shutting down once started' : 'shutting down',
      );
      const deadline = setTimeout(() => {
        options.logger.error('shutdown deadline passed; exiting');
        options.exit(1);
      }, options.deadlineMs);
      deadline.unref?.();
      close();
    },
    attach(started) {
      server = started;
      if (signal !== null) close();
    },
    requested: () => signal !== null,
  };
}
