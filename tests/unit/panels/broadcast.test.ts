// Which broadcast urls the video modal loads: http(s) pages only (spec §2 "Pop-up windows").
import { describe, expect, it } from 'vitest';
import { broadcastSandbox, broadcastSrc } from '../../../src/lib/panels/broadcast';

const BASE = 'https://live.example.com/inplay/1';

describe('broadcast url check', () => {
  it.each([
    ['https://tv.example.com/watch?id=1', 'https://tv.example.com/watch?id=1'],
    ['http://tv.example.com/a', 'http://tv.example.com/a'],
    ['  https://tv.example.com/a  ', 'https://tv.example.com/a'],
    [
      '/inplay/game/details/1?upcomingId=4',
      'https://live.example.com/inplay/game/details/1?upcomingId=4',
    ],
    ['//cdn.example.com/v', 'https://cdn.example.com/v'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['vbscript:msgbox', null],
    ['file:///etc/passwd', null],
    ['ftp://example.com/a', null],
    ['blob:https://example.com/x', null],
    ['https://user:pw@example.com/', null],
    ['/\\evil.com', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [42, null],
    [{ href: 'https://x' }, null],
  ])('%j → %j', (url, want) => {
    expect(broadcastSrc(url, BASE)).toBe(want);
  });

  it('refuses an overlong url', () => {
    expect(broadcastSrc(`https://example.com/${'a'.repeat(3000)}`, BASE)).toBeNull();
  });

  it('refuses a path when there is no page address to read it against', () => {
    expect(broadcastSrc('/live', 'not a url')).toBeNull();
  });
});

describe('broadcast iframe sandbox', () => {
  it.each([
    ['https://tv.example.com/v', 'https://live.example.com', true],
    ['https://live.example.com/inplay/game/details/1', 'https://live.example.com', false],
    ['not a url', 'https://live.example.com', false],
  ])('%s on %s keeps its origin: %s', (src, page, sameOrigin) => {
    const sandbox = broadcastSandbox(src, page);
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox.includes('allow-same-origin')).toBe(sameOrigin);
    expect(sandbox).not.toContain('allow-top-navigation');
  });
});
