import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../../src/lib/format/serialize';

describe('JSON inside <script> elements', () => {
  it.each([
    [{ a: '</script><script>alert(1)</script>' }, '</'],
    [{ a: '<!--' }, '<!'],
    [{ a: '\u2028' }, '\u2028'],
  ])('escapes %o', (value, forbidden) => {
    const text = serializeForScript(value);
    expect(text).not.toContain(forbidden);
    expect(JSON.parse(text)).toEqual(value);
  });
});
