/**
 * @module startup/listen-error
 * Turns the errors `server.listen` can raise into one line naming the variable to change, like
 * the configuration errors do; other errors are not this module's to explain.
 */

export interface ListenTarget {
  PORT: number;
  HOST: string;
}

interface SystemError {
  code?: unknown;
}

/** The one-line explanation of a listen failure, or undefined when it is not one. */
export function listenErrorMessage(error: unknown, target: ListenTarget): string | undefined {
  const code = (error as SystemError | undefined)?.code;
  const address = `${target.HOST.includes(':') ? `[${target.HOST}]` : target.HOST}:${target.PORT}`;
  switch (code) {
    case 'EADDRINUSE':
      return `PORT=${target.PORT}: ${address} is already in use by another process; stop it, or set PORT to a free port (0 picks one)`;
    case 'EACCES':
      return `PORT=${target.PORT}: not allowed to listen on ${address} (ports below 1024 need privileges); set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
      return `HOST=${JSON.stringify(target.HOST)}: no network interface of this machine has that address; set HOST to one it has (0.0.0.0 listens on all)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST=${JSON.stringify(target.HOST)}: the host name does not resolve; set HOST to an address of this machine (0.0.0.0 listens on all)`;
    default:
      return undefined;
  }
}
