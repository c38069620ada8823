/**
 * @module resilience/fuzz/check-answer
 * What an API answer must be whatever it was sent: never a 5xx; a 4xx in JSON is
 * `{ error: { code, message, details? } }`, and a 400 VALIDATION names at least one field in
 * `details`. Node's own HTTP parser may refuse a request before the app sees it (431 for headers
 * too large, 400 for a malformed request): those come without a body and are counted apart.
 */
import type { RawAnswer } from '../http';

export type Verdict =
  | 'ok'
  | 'server error'
  | 'error shape'
  | 'validation without field'
  | 'non-JSON 4xx'
  | 'refused by the HTTP parser';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Node's parser answers `431` or `400` with no body and no content type. */
function parserRefusal(answer: RawAnswer): boolean {
  return (
    (answer.status === 431 || answer.status === 400) &&
    answer.text === '' &&
    answer.headers['content-type'] === undefined
  );
}

function errorShapeProblem(body: unknown): Verdict | null {
  if (!isRecord(body) || !isRecord(body.error)) return 'error shape';
  const { code, message, details } = body.error;
  if (typeof code !== 'string' || code === '' || typeof message !== 'string' || message === '')
    return 'error shape';
  if (Object.keys(body.error).some((k) => !['code', 'message', 'details'].includes(k)))
    return 'error shape';
  if (code === 'VALIDATION') {
    const named =
      Array.isArray(details) &&
      details.some((d) => isRecord(d) && typeof d.field === 'string' && d.field !== '');
    if (!named) return 'validation without field';
  }
  return null;
}

/**
 * @example checkAnswer('GET', { status: 404, headers: { 'content-type': 'application/json' },
 *   text: '{"error":{"code":"NOT_FOUND","message":"No route"}}', ms: 1 }) // 'ok'
 */
export function checkAnswer(method: string, answer: RawAnswer): Verdict {
  if (answer.status >= 500) return 'server error';
  if (answer.status < 400) return 'ok';
  if (parserRefusal(answer)) return 'refused by the HTTP parser';
  // HEAD answers carry the headers of the GET answer and no body to read.
  if (method === 'HEAD') return 'ok';
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.includes('json')) return 'non-JSON 4xx';
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'error shape';
  }
  return errorShapeProblem(body) ?? 'ok';
}
