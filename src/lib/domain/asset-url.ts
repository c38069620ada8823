/**
 * @module asset-url
 * The rule for addresses an operator types for the pages to load (favicon, sounds), without the
 * settings' schemas: the console's forms check it in the browser without loading zod.
 */

/** A path of this site: one leading slash (`//host` is another site), no spaces or backslashes. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * Whether a page may load an address an operator typed (favicon, sounds): a path of this site or
 * an http(s) URL without credentials; never `javascript:`, `data:` or another scheme.
 * @example isSafeAssetUrl('/sounds/goal.wav') // true
 * @example isSafeAssetUrl('javascript:alert(1)') // false
 */
export function isSafeAssetUrl(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}
