// docs/map.md as Markdown, from what the readers found: plain lists and code spans only, so that
// the text is already as Prettier would write it and the same on every machine.
import { posix } from 'node:path';
import { kindOf } from './page-routes.mjs';
import { byText } from './source-files.mjs';

/** The parts of src/ in the order a page is read: its frame, its islands, then what feeds them. */
const KIND_ORDER = ['layouts', 'islands', 'lib', 'server', 'styles'];

const code = (text) => `\`${text}\``;
const place = ({ file, line }) => code(`${file}:${line}`);
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Paths with files of one folder and extension joined in braces.
 * @example compactPaths(['src/a/x.ts', 'src/a/y.ts']) // ['src/a/{x,y}.ts']
 */
export function compactPaths(paths) {
  const groups = new Map();
  for (const path of paths) {
    const ext = posix.extname(path);
    const key = `${posix.dirname(path)}/\u0000${ext}`;
    groups.set(key, [...(groups.get(key) ?? []), posix.basename(path, ext)]);
  }
  return [...groups.keys()].sort(byText).map((key) => {
    const [dir, ext] = key.split('\u0000');
    const names = groups.get(key).sort(byText);
    return names.length === 1 ? `${dir}${names[0]}${ext}` : `${dir}{${names.join(',')}}${ext}`;
  });
}

function kindRank(kind) {
  const rank = KIND_ORDER.indexOf(kind);
  return rank === -1 ? KIND_ORDER.length : rank;
}

function routeSection(route) {
  const lines = [`### ${code(route.route)}`, '', `- ${route.kind}: ${code(route.file)}`];
  if (route.methods.length > 0) lines.push(`- methods: ${route.methods.map(code).join(', ')}`);
  const byKind = new Map();
  for (const rel of route.imports)
    byKind.set(kindOf(rel), [...(byKind.get(kindOf(rel)) ?? []), rel]);
  const kinds = [...byKind.keys()].sort((a, b) => kindRank(a) - kindRank(b) || byText(a, b));
  for (const kind of kinds) {
    lines.push(`- ${kind}: ${compactPaths(byKind.get(kind)).map(code).join(', ')}`);
  }
  return [...lines, ''];
}

function routesPart(routes) {
  return [
    '## Routes',
    '',
    `${plural(routes.length, 'route')} of ${code('src/pages')}. In a route, ${code(':name')} is one`,
    `path segment and ${code('*name')} any number of them (none included). Each page lists the`,
    'repository files it imports directly, by part of `src/` (type-only imports left out);',
    `${code('{a,b}')} joins files of one folder.`,
    '',
    ...routes.flatMap(routeSection),
  ];
}

function apiPart(api) {
  return [
    '## API',
    '',
    `${plural(api.length, 'HTTP call')}, each with the line that registers it (${code('{name}')} is a`,
    'path parameter).',
    '',
    ...listOrNone(api.map((r) => `- ${code(`${r.method} ${r.path}`)} → ${place(r)}`)),
  ];
}

/** A list and the blank line after it, or a line saying there is nothing. */
function listOrNone(items) {
  return [...(items.length === 0 ? ['None found.'] : items), ''];
}

/** Entries with the same label on one line, followed by every place they occur. */
function groupedLines(entries, labelOf) {
  const groups = new Map();
  for (const entry of entries)
    groups.set(labelOf(entry), [...(groups.get(labelOf(entry)) ?? []), entry]);
  return [...groups].map(([label, all]) => `- ${label} → ${all.map(place).join(', ')}`);
}

function socketPart({ events, namespaces }) {
  const name = (x) => (x.name === null ? `computed ${code(x.expr)}` : code(x.name));
  return [
    '## Sockets',
    '',
    `The socket.io namespaces the server opens and the events it listens to, emits and passes`,
    `between its nodes, read from ${code('src/server/realtime')}.`,
    '',
    '### Namespaces',
    '',
    ...listOrNone(groupedLines(namespaces, name)),
    '### Events',
    '',
    ...listOrNone(groupedLines(events, (e) => `${e.kind} ${name(e)}`)),
  ];
}

function citedSection({ section, total, files }) {
  return [
    `### §${section}`,
    '',
    `${plural(total, 'citation')} in ${plural(files.length, 'file')}:`,
    '',
    ...files.map(({ file, lines }) => `- ${code(file)} (${lines.length})`),
    '',
  ];
}

function specPart({ productFound, sections }) {
  const unresolved = sections.filter((s) => !s.resolved);
  const note = productFound
    ? `${plural(unresolved.length, 'cited section')} without a heading in ${code('docs/product/*.md')}:`
    : `There is no ${code('docs/product/')} yet, so no cited section resolves:`;
  return [
    '## Spec sections',
    '',
    `The sections of the product reference (${code('docs/product/')}) cited in ${code('src/')}, with the`,
    'files citing each and how often (sections of outside standards left out).',
    '',
    ...sections.flatMap(citedSection),
    '### Unresolved citations',
    '',
    unresolved.length === 0 ? 'Every cited section has a heading.' : note,
    ...(unresolved.length === 0 ? [] : ['']),
    ...unresolved.map((s) => `- ${code(`§${s.section}`)}: ${plural(s.total, 'citation')}`),
  ];
}

/**
 * The whole of docs/map.md.
 * @example renderMap({ routes: [], api: [], sockets: { events: [], namespaces: [] }, spec: { productFound: false, sections: [] } })
 */
export function renderMap({ routes, api, sockets, spec }) {
  const lines = [
    '# Code map',
    '',
    `Generated from the source tree by ${code('npm run map')} (${code('scripts/code-map.mjs')}); do not`,
    `edit it by hand. ${code('npm test')} fails while it is out of date.`,
    '',
    ...routesPart(routes),
    ...apiPart(api),
    ...socketPart(sockets),
    ...specPart(spec),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
