/**
 * @module api/docs-page
 * `/api/docs`: a readable reference rendered from the OpenAPI document on the server (no
 * third-party viewer, no script), grouped by tag, with each call's parameters and answers.
 */

type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map(String).join(' | ');
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  return 'any';
}

/** A document value as display text (objects as JSON, absent as empty). */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parameterRows(parameters: Json[]): string {
  if (parameters.length === 0) return '<p class="none">No parameters.</p>';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td>` +
        `<td>${escapeHtml(typeOf(p.schema as Json))}</td><td>${p.required ? 'yes' : ''}</td>` +
        `<td>${escapeHtml(text((p.schema as Json | undefined)?.default))}</td>` +
        `<td>${escapeHtml(text(p.description))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>default</th><th>notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Renders the whole reference page. */
export function renderDocsPage(doc: Json): string {
  const info = doc.info as Json;
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = ((op.tags as string[] | undefined) ?? ['Other'])[0] ?? 'Other';
      const body = op.requestBody
        ? `<h4>Body</h4><pre>${escapeHtml(JSON.stringify((op.requestBody as Json).content, null, 2))}</pre>`
        : '';
      const answers = Object.entries(op.responses as Record<string, Json>)
        .map(
          ([code, r]) => `<li><b>${escapeHtml(code)}</b> ${escapeHtml(String(r.description))}</li>`,
        )
        .join('');
      const auth = op.security ? '<span class="auth">Bearer</span>' : '';
      const html =
        `<section id="${escapeHtml(String(op.operationId))}"><h3><span class="m ${method}">${method.toUpperCase()}</span> ` +
        `<code>/api${escapeHtml(path)}</code> ${auth}</h3><p>${escapeHtml(text(op.summary))}</p>` +
        `${parameterRows((op.parameters as Json[] | undefined) ?? [])}${body}<ul>${answers}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const toc = [...byTag.keys()]
    .map((tag) => `<li><a href="#tag-${encodeURIComponent(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('');
  const groups = [...byTag.entries()]
    .map(
      ([tag, items]) =>
        `<h2 id="tag-${encodeURIComponent(tag)}">${escapeHtml(tag)}</h2>${items.join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(String(info.title))} reference</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2330}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f6f8;padding:.5rem;overflow:auto}
section{border-top:1px solid #dde2e8;padding:.5rem 0}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #dde2e8;padding:2px 6px;text-align:left;vertical-align:top}.m{display:inline-block;min-width:4em;font-size:12px;color:#fff;padding:1px 4px;border-radius:3px;background:#3b6fd8}
.m.post{background:#2e8b57}.m.patch{background:#b8860b}.m.delete{background:#b22222}.auth{font-size:12px;border:1px solid #999;border-radius:3px;padding:0 4px}.none{color:#667}</style>
</head><body><h1>${escapeHtml(String(info.title))} <small>${escapeHtml(String(info.version))}</small></h1>
<p>${escapeHtml(text(info.description))} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<ul>${toc}</ul>${groups}</body></html>`;
}
