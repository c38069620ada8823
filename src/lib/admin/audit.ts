/**
 * @module admin/audit
 * The console's "Audit log" section: the query of `GET /admin/audit` and a compact summary of
 * what an operator action changed (its `before` and `after` JSON), one line per changed value.
 */

export const AUDIT_ROWS = 20;
/** Changed values listed per entry; the rest are counted. */
export const SUMMARY_LINES = 4;
/** Characters of one JSON value shown before it is cut with "…". */
export const VALUE_CHARS = 60;

/**
 * The action filter's choices: every action, the actions the server records, and the account
 * actions as one area (`user.` matches every `user.*`). The server refuses other spellings.
 */
export const AUDIT_ACTIONS = [
  '',
  'settings.update',
  'user.',
  'user.approve',
  'user.reject',
  'user.ban',
  'user.unban',
  'user.delete',
  'user.reset-password',
  'notice.',
  'match.update',
  'match.score',
  'points.adjust',
  'upload.create',
] as const;

/** Longest username the actor filter takes (the server's limit). */
export const ACTOR_MAX = 40;

/** A row of `GET /admin/audit`. */
export interface AuditEntry {
  id: number;
  /** Epoch ms. */
  at: number;
  actor_id: number | null;
  /** The operator's username. */
  actor: string | null;
  /** e.g. `settings.update`, `user.ban`. */
  action: string;
  /** e.g. `home`, `user:12`. */
  target: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface AuditFilter {
  action: string;
  actor: string;
}

/**
 * The query of one page of the log (empty values are left out by the API client).
 * @example auditQuery({ action: 'user.ban', actor: '' }, 1) // { action: 'user.ban', actor: '', rows: 20, page: 1 }
 */
export function auditQuery(
  filter: AuditFilter,
  page: number,
): { action: string; actor: string; rows: number; page: number } {
  return { action: filter.action.trim(), actor: filter.actor.trim(), rows: AUDIT_ROWS, page };
}

/** One changed value: where it is and what it was and became (compact JSON; absent is ''). */
export interface ChangeLine {
  path: string;
  before: string;
  after: string;
}

export interface ChangeSummary {
  lines: ChangeLine[];
  /** Changed values beyond the lines listed. */
  more: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Names list items by their `key` when every item has one (menus, sounds), else by index. */
function itemName(item: unknown, index: number, keyed: boolean): string {
  return keyed ? String((item as { key: unknown }).key) : String(index);
}

/** Every leaf value of a JSON document by its dotted path ('' for the root itself). */
function leaves(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  const join = (name: string) => (path ? `${path}.${name}` : name);
  if (Array.isArray(value) && value.length > 0) {
    const keyed = value.every((v) => isObject(v) && typeof v.key === 'string');
    value.forEach((item, i) => {
      const name = itemName(item, i, keyed);
      if (keyed) {
        const { key: _key, ...rest } = item as Record<string, unknown>;
        leaves(Object.keys(rest).length > 0 ? rest : item, join(name), out);
      } else leaves(item, join(name), out);
    });
  } else if (isObject(value) && Object.keys(value).length > 0) {
    for (const [name, child] of Object.entries(value)) leaves(child, join(name), out);
  } else out.set(path, value);
  return out;
}

/**
 * A value as compact JSON, cut to `VALUE_CHARS`; '' when absent.
 * @example compactJson({ a: 1 }) // '{"a":1}'
 */
export function compactJson(value: unknown): string {
  if (value === undefined) return '';
  // Only JSON arrives here; `undefined` would be a function or symbol, which JSON cannot hold.
  const text = JSON.stringify(value) ?? '';
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text;
}

/**
 * What changed between `before` and `after`: one line per leaf value that differs (list items
 * with a `key` named by it), the first `SUMMARY_LINES` of them and how many more.
 * @example summarizeChange({ site_name: 'A', maintenance: false }, { site_name: 'B', maintenance: false })
 * // { lines: [{ path: 'site_name', before: '"A"', after: '"B"' }], more: 0 }
 */
export function summarizeChange(before: unknown, after: unknown): ChangeSummary {
  // A value that appears or disappears whole (a created or deleted thing) is one line.
  if (before === null || before === undefined || after === null || after === undefined) {
    if (before == null && after == null) return { lines: [], more: 0 };
    const whole = (v: unknown) => (v == null ? '' : compactJson(v));
    return { lines: [{ path: '', before: whole(before), after: whole(after) }], more: 0 };
  }
  const was = leaves(before, '', new Map());
  const now = leaves(after, '', new Map());
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  const changed = paths
    .filter((p) => JSON.stringify(was.get(p)) !== JSON.stringify(now.get(p)))
    .map((path) => ({
      path,
      before: compactJson(was.get(path)),
      after: compactJson(now.get(path)),
    }));
  return {
    lines: changed.slice(0, SUMMARY_LINES),
    more: Math.max(0, changed.length - SUMMARY_LINES),
  };
}
