/**
 * @module shell/boot
 * Runs once per page: copies the spec's query parameters into storage, applies the stored
 * language, wires the theme toggle, favicon fallback, scroll-to-top and embed bridge, then
 * shows the page (spec §2 "Shell").
 */
import { SCROLL_TOP_THRESHOLD_PX } from '../domain/constants';
import { isLanguage } from '../domain/languages';
import { STORAGE_KEYS, queryToStorage } from '../domain/storage-keys';
import { DEFAULT_THEME, isTheme, nextTheme } from '../domain/themes';
import { startEmbedBridge } from '../embed/bridge';
import { readStorage, writeStorage } from '../stores/storage';

function hasLangCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith('lang='));
}

/** `?lang=` wins and is remembered; otherwise a stored choice the server could not see is applied. */
function applyLanguage(query: URLSearchParams): boolean {
  const served = document.documentElement.dataset.lang;
  const requested = query.get('lang');
  if (isLanguage(requested)) {
    writeStorage(STORAGE_KEYS.lang, requested);
    return false;
  }
  const stored = readStorage(STORAGE_KEYS.lang);
  if (!hasLangCookie() && isLanguage(stored) && stored !== served) {
    // Through the URL rather than a cookie: third-party iframes may not keep cookies.
    const url = new URL(location.href);
    url.searchParams.set('lang', stored);
    location.replace(url);
    return true;
  }
  return false;
}

function wireTheme(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  const label = () => {
    if (!button) return;
    const current = document.documentElement.dataset.theme;
    button.title =
      (current === 'theme-2' ? button.dataset.labelLight : button.dataset.labelDark) ?? '';
  };
  label();
  button?.addEventListener('click', () => {
    const current = document.documentElement.dataset.theme;
    const next = nextTheme(isTheme(current) ? current : DEFAULT_THEME);
    document.documentElement.dataset.theme = next;
    writeStorage(STORAGE_KEYS.theme, next);
    label();
  });
}

/** Spec §8: a missing favicon falls back to the default. */
function wireFaviconFallback(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const fallback = link?.dataset.fallback;
  if (!link || !fallback || link.getAttribute('href') === fallback) return;
  const probe = new Image();
  probe.onerror = () => link.setAttribute('href', fallback);
  probe.src = link.href;
}

function wireScrollTop(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-scroll-top]');
  if (!button) return;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    button.hidden = window.scrollY <= SCROLL_TOP_THRESHOLD_PX;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!scheduled) {
        scheduled = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  button.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
  update();
}

function boot(): void {
  const query = new URLSearchParams(location.search);
  for (const [key, value] of queryToStorage(query)) writeStorage(key, value);
  if (applyLanguage(query)) return;
  wireTheme();
  wireFaviconFallback();
  wireScrollTop();
  startEmbedBridge();
  document.body.classList.remove('is-loading');
  document.documentElement.dataset.ready = 'true';
}

boot();
