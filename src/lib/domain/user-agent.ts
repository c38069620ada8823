/**
 * @module user-agent
 * The `os`, `browser` and `device` request headers of spec §3, from the user agent
 * (spec §9: mobile detection by user agent).
 */

export interface ClientInfo {
  os: string;
  browser: string;
  device: 'pc' | 'mo';
}

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;

/** @example describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) … Safari/604.1').device // 'mo' */
export function describeUserAgent(ua: string): ClientInfo {
  const os = /Windows/i.test(ua)
    ? 'Windows'
    : /Android/i.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/i.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/i.test(ua)
          ? 'macOS'
          : /CrOS/i.test(ua)
            ? 'ChromeOS'
            : /Linux/i.test(ua)
              ? 'Linux'
              : 'Other';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/i.test(ua)
      ? 'Samsung Internet'
      : /Whale/i.test(ua)
        ? 'Whale'
        : /OPR\/|Opera/i.test(ua)
          ? 'Opera'
          : /Firefox|FxiOS/i.test(ua)
            ? 'Firefox'
            : /Chrome|CriOS|Chromium/i.test(ua)
              ? 'Chrome'
              : /Safari/i.test(ua)
                ? 'Safari'
                : 'Other';
  return { os, browser, device: MOBILE.test(ua) ? 'mo' : 'pc' };
}
