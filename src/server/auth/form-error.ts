/**
 * @module auth/form-error
 * Account forms answer failures the way spec §7 says the registration screen reads them:
 * `response.data.errors` keyed by field (`{ username: ['…'] }`), beside the API's usual
 * `{ error: { code, message, details: [{ field, message }] } }`.
 */
import type { z } from 'zod';
import { fieldErrorMap } from '../../lib/domain/accounts';
import {
  HttpError,
  fieldIssues,
  validationError,
  type ErrorBody,
  type ErrorStatus,
  type FieldIssue,
} from '../contracts/http-error';

export type FormErrorBody = ErrorBody & { errors: Record<string, string[]> };

export class FormError extends HttpError {
  constructor(
    status: ErrorStatus,
    code: string,
    message: string,
    readonly fields: FieldIssue[],
    headers: Record<string, string> = {},
  ) {
    super(status, code, message, fields, headers);
    this.name = 'FormError';
  }

  override toBody(): FormErrorBody {
    return { ...super.toBody(), errors: fieldErrorMap(this.fields) };
  }
}

const INVALID = Symbol('invalid form');
type Invalid = { [INVALID]: FieldIssue[] };

/**
 * Wraps a form schema so the shared validation lets failures through to the handler, which
 * answers them with {@link FormError}; the document still shows the form's schema.
 */
export function formBody<S extends z.ZodType>(schema: S) {
  return schema.catch((ctx) => {
    // The issues `catch` sees are raw (no messages yet): parse again for the finished ones.
    const result = schema.safeParse(ctx.value);
    const issues = result.success ? [] : fieldIssues('body', result.error);
    return { [INVALID]: issues } as never;
  }) as unknown as z.ZodType<z.output<S> | Invalid, z.input<S>>;
}

/** The valid form, or a 400 FormError naming every field that failed. */
export function readForm<T>(body: T | Invalid): T {
  if (body && typeof body === 'object' && INVALID in body) {
    const issues = body[INVALID];
    const base = validationError('body', issues);
    throw new FormError(400, 'VALIDATION', base.message, issues);
  }
  return body;
}
