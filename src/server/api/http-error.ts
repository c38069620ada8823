/**
 * @module api/http-error
 * The one error type route handlers throw; the API's error handler turns it into
 * `{ error: { code, message, details? } }` with its status.
 */

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 418 | 429 | 503;

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}
