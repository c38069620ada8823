import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../../src/lib/domain/user-agent';

describe('client headers from the user agent (spec §3, §9)', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      { os: 'Windows', browser: 'Chrome', device: 'pc' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      { os: 'iOS', browser: 'Safari', device: 'mo' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36',
      { os: 'Android', browser: 'Samsung Internet', device: 'mo' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      { os: 'macOS', browser: 'Edge', device: 'pc' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { os: 'Linux', browser: 'Firefox', device: 'pc' },
    ],
    ['', { os: 'Other', browser: 'Other', device: 'pc' }],
  ])('%s', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });
});
