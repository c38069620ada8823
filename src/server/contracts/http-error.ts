/**
 * @module contracts/http-error
 * The one error type route handlers and the services below them throw; the API's error handler
 * turns it into `{ error: { code, message, details? } }` with its status. Here, below both, so
 * that services (accounts) can refuse a call without importing the API.
 */
import type { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 418 | 429 | 503;

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

export interface FieldIssue {
  field: string;
  message: string;
}

/** Turns a zod failure into the fields it names, prefixed with where they came from. */
export function fieldIssues(where: 'path' | 'query' | 'body', error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : where,
    message: issue.message,
  }));
}

/** 400 VALIDATION naming every field that failed. */
export function validationError(where: 'path' | 'query' | 'body', issues: FieldIssue[]): HttpError {
  const names = [...new Set(issues.map((i) => i.field))];
  const first = issues[0];
  const message =
    issues.length === 1 && first
      ? `Invalid ${where} field "${first.field}": ${first.message}`
      : `Invalid ${where} fields: ${names.map((n) => `"${n}"`).join(', ')}`;
  return new HttpError(400, 'VALIDATION', message, issues);
}
