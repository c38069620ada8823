// The socket.io side of the server, read from src/server/realtime: the namespaces it opens and
// the events it listens to and emits, with names resolved through the constants they come from.
import { blankComments, byText, lineAt, readText, resolveImport, walk } from './source-files.mjs';

export const REALTIME_DIR = 'src/server/realtime';
const CODE = /\.(ts|mts|js|mjs)$/;

const EVENT_CALL = /\.(on|once|emit|serverSideEmit)\(/g;
const NAMESPACE_CALL = /\.of\(/g;
const KINDS = { on: 'listens', once: 'listens', emit: 'emits', serverSideEmit: 'between nodes' };
/** Events of socket.io, engine.io, adapters and streams themselves, not of the product. */
const LIFECYCLE = new Set([
  'close',
  'connect',
  'connect_error',
  'connection',
  'connection_error',
  'create-room',
  'delete-room',
  'disconnect',
  'disconnecting',
  'drain',
  'end',
  'error',
  'headers',
  'initial_headers',
  'join-room',
  'leave-room',
  'packet',
  'ready',
  'upgrade',
]);

/** The first argument of the call whose `(` is at `open`, as written. */
function firstArgument(code, open) {
  let depth = 0;
  for (let i = open + 1; i < code.length; i++) {
    const c = code[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    else if ((c === ',' || c === ')') && depth === 0) return code.slice(open + 1, i).trim();
  }
  return '';
}

/** `name` as it appears inside a regular expression. */
const escaped = (name) => name.replace(/\$/g, '\\$');

/** The text of the module that defines `name` for `rel`: itself, or the one it imports it from. */
function definingText(root, rel, text, name) {
  if (new RegExp(`\\bconst\\s+${escaped(name)}\\b`).test(text)) return text;
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = m[1].split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    );
    if (!names.includes(name)) continue;
    const target = resolveImport(root, rel, m[2]);
    return target ? readText(root, target) : null;
  }
  return null;
}

/**
 * The string an expression stands for: a literal, a `const NAME = '…'`, or a key of a
 * `const NAME = { key: '…' }` table (in the file or imported); null when it is computed.
 * With `unwrap`, a one-argument call is read through (`namespacePath(LIVE)` → LIVE's value).
 * @example resolveString('/repo', 'src/server/realtime/a.ts', text, "'sports'") // 'sports'
 */
export function resolveString(root, rel, text, expr, unwrap = false) {
  const literal = /^(['"`])([^'"`$]*)\1$/.exec(expr);
  if (literal) return literal[2];
  const call = /^[\w$.]+\((.*)\)$/s.exec(expr);
  if (call && unwrap) return resolveString(root, rel, text, call[1].trim(), unwrap);
  const ref = /^([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?$/.exec(expr);
  if (!ref) return null;
  const [, bare, key] = ref;
  const name = escaped(bare);
  const source = definingText(root, rel, text, bare);
  if (!source) return null;
  if (!key) {
    const value = new RegExp(`\\bconst\\s+${name}\\b[^=\\n]*=\\s*(['"\`])([^'"\`$]*)\\1`).exec(
      source,
    );
    return value ? value[2] : null;
  }
  const table = new RegExp(`\\bconst\\s+${name}\\b[^=\\n]*=\\s*\\{([\\s\\S]*?)\\n\\}`).exec(source);
  const entry = table && new RegExp(`\\b${key}:\\s*(['"\`])([^'"\`$]*)\\1`).exec(table[1]);
  return entry ? entry[2] : null;
}

/** The namespaces and events of one file. */
function fileSockets(root, rel) {
  const text = readText(root, rel);
  const code = blankComments(text);
  const events = [];
  for (const m of code.matchAll(EVENT_CALL)) {
    const expr = firstArgument(code, m.index + m[0].length - 1);
    if (!expr) continue;
    const name = resolveString(root, rel, text, expr);
    if (name !== null && LIFECYCLE.has(name)) continue;
    events.push({ kind: KINDS[m[1]], name, expr, file: rel, line: lineAt(code, m.index) });
  }
  const namespaces = [];
  for (const m of code.matchAll(NAMESPACE_CALL)) {
    const expr = firstArgument(code, m.index + m[0].length - 1);
    if (!expr) continue;
    const value = resolveString(root, rel, text, expr, true);
    const name = value === null ? null : value.startsWith('/') ? value : `/${value}`;
    namespaces.push({ name, expr, file: rel, line: lineAt(code, m.index) });
  }
  return { events, namespaces };
}

const byPlace = (a, b) => byText(a.file, b.file) || a.line - b.line;

/**
 * @typedef {object} SocketEvent
 * @property {'listens' | 'emits' | 'between nodes'} kind
 * @property {string | null} name the event's name; null when it is computed
 * @property {string} expr the first argument as written
 * @property {string} file
 * @property {number} line
 */

/**
 * @typedef {object} SocketNamespace
 * @property {string | null} name the namespace's path (`/inplay`); null when it is computed
 * @property {string} expr the argument of `.of(…)` as written
 * @property {string} file
 * @property {number} line
 */

/**
 * The socket namespaces the server opens and the events it listens to, emits and passes
 * between nodes, each with where it happens; names that are computed keep their expression.
 * @example socketMap('/repo').events[0] // { kind: 'emits', name: 'live:batch', expr: "'live:batch'", file: …, line: 100 }
 * @param {string} root
 * @returns {{ events: SocketEvent[], namespaces: SocketNamespace[] }}
 */
export function socketMap(root) {
  const events = [];
  const namespaces = [];
  for (const rel of walk(root, REALTIME_DIR).filter((f) => CODE.test(f))) {
    const found = fileSockets(root, rel);
    events.push(...found.events);
    namespaces.push(...found.namespaces);
  }
  const label = (x) => x.name ?? x.expr;
  events.sort((a, b) => byText(a.kind, b.kind) || byText(label(a), label(b)) || byPlace(a, b));
  namespaces.sort((a, b) => byText(label(a), label(b)) || byPlace(a, b));
  return { events, namespaces };
}
