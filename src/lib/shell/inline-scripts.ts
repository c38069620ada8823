/**
 * @module shell/inline-scripts
 * The only scripts the product writes into its pages inline (they must run before the first
 * paint, before any bundle loads). Each is one constant text, the same on every page and in
 * every language, so that the page policy can allow exactly these by hash and nothing an
 * injection could put beside them (server/http/script-policy).
 */
import { LANGUAGES } from '../domain/languages';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { THEMES } from '../domain/themes';
import { POPUP_NAME_PREFIX } from '../inplay/popups';

const json = (value: unknown) => JSON.stringify(value);

/**
 * Before the first paint: a stored dark theme never flashes light; a stored language the server
 * could not see (no cookie: third-party iframes may not keep one) is applied through the URL
 * before anything shows in another; `data-js` lets styles take the scripted layout at once.
 * Storage may be blocked (sandboxed iframe): the server's theme and language then stay. The
 * page's language is read from `<html data-lang>`, so the text is the same on every page.
 */
export const THEME_BOOT_SCRIPT = `(function(){var T=${json(THEMES)},K=${json(STORAGE_KEYS.theme)},L=${json(LANGUAGES)},LK=${json(STORAGE_KEYS.lang)};var d=document.documentElement;var S=d.dataset.lang;d.dataset.js='';try{var q=new URLSearchParams(location.search);var t=T.includes(q.get('theme'))?q.get('theme'):localStorage.getItem(K);if(T.includes(t))d.dataset.theme=t;var l=localStorage.getItem(LK);var asked=L.includes(q.get('lang'))||/(^|;\\s*)lang=/.test(document.cookie);if(!asked&&L.includes(l)&&l!==S){q.set('lang',l);location.replace(location.pathname+'?'+q+location.hash);}}catch(e){}})();`;

/** A window the app opened (named by `openPopup`) shows a close button instead of the nav. */
export const POPUP_CHROME_SCRIPT = `if(window.opener!==null||window.name.startsWith(${json(POPUP_NAME_PREFIX)})){document.querySelector('[data-popup-nav]').hidden=true;document.querySelector('[data-popup-close]').hidden=false;}`;

/** Every inline script of the product's own. */
export const PRODUCT_INLINE_SCRIPTS: readonly string[] = [THEME_BOOT_SCRIPT, POPUP_CHROME_SCRIPT];
