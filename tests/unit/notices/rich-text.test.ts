/**
 * The rich-text gate of the operator's notices (spec §5: an allowed tag and attribute list, the
 * schemes http, https, ftp and mailto, others escaped): every payload of the XSS corpus comes
 * out without a way to run script, and the markup an operator means keeps its shape.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanRichText } from '../../../src/server/notices/rich-text';

const corpus = JSON.parse(
  readFileSync(new URL('../../fixtures/xss-corpus.json', import.meta.url), 'utf8'),
) as { payloads: string[] };

/** Attributes and schemes through which markup can run script, once parsed. */
function scriptHoles(html: string): string[] {
  const holes: string[] = [];
  // Only real tags count: escaped text (&lt;script&gt;) is harmless.
  for (const tag of html.matchAll(/<([a-z][a-z0-9]*)([^>]*)>/gi)) {
    const [, name = '', attrs = ''] = tag;
    if (/^(script|iframe|object|embed|style|base|meta|svg|math|form|input|body)$/i.test(name))
      holes.push(`<${name}>`);
    if (/\son\w+\s*=/i.test(attrs)) holes.push(`${name}: event handler`);
    for (const [, value = ''] of attrs.matchAll(
      /(?:href|src|srcset|action|formaction|data)\s*=\s*"([^"]*)"/gi,
    )) {
      // A scheme other than the allowed four, or another host without one (`//evil`).
      const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      const unsafe = scheme
        ? !['http', 'https', 'ftp', 'mailto'].includes(scheme)
        : /^\s*\/\//.test(value);
      if (unsafe) holes.push(`${name}: ${value}`);
    }
  }
  return holes;
}

describe('cleanRichText', () => {
  it.each(corpus.payloads)('leaves no way to run script in %s', (payload) => {
    expect(scriptHoles(cleanRichText(payload))).toEqual([]);
  });

  it('the checker itself sees the holes it must (so an empty answer above means something)', () => {
    expect(scriptHoles('<img src="x" onerror="alert(1)">')).not.toEqual([]);
    expect(scriptHoles('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(scriptHoles('<script>alert(1)</script>')).not.toEqual([]);
  });

  it.each([
    [
      '<p><strong>Big</strong> <em>match</em> tonight</p>',
      '<p><strong>Big</strong> <em>match</em> tonight</p>',
    ],
    ['<ul><li>one</li><li>two</li></ul>', '<ul><li>one</li><li>two</li></ul>'],
    [
      '<a href="https://example.com/a">site</a>',
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">site</a>',
    ],
    [
      '<a href="mailto:desk@example.com">mail</a>',
      '<a href="mailto:desk@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    ],
    [
      '<a href="ftp://files.example.com/x">file</a>',
      '<a href="ftp://files.example.com/x" target="_blank" rel="noopener noreferrer">file</a>',
    ],
    [
      '<img src="https://cdn.example.com/b.png" alt="banner">',
      '<img src="https://cdn.example.com/b.png" alt="banner" />',
    ],
    // Others escaped (spec §5): a disallowed tag shows as text instead of vanishing.
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<p onclick="x()">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
  ])('%s → %s', (input, output) => {
    expect(cleanRichText(input)).toBe(output);
  });
});
