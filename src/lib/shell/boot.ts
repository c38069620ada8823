/**
 * @module shell/boot
 * Runs once per page: copies the spec's query parameters into storage (the language too), wires
 * the theme toggle, favicon fallback, scroll-to-top and embed bridge, then marks the document
 * ready. The page is not hidden until then: it is server-rendered whole, and a page held back
 * for its scripts paints its largest content seconds late on a phone (spec §2
 * "Shell" says shown after about 1 s: at most that).
 */
import { SCROLL_TOP_THRESHOLD_PX } from '../domain/constants';
import { isLanguage } from '../domain/languages';
import { STORAGE_KEYS, queryToStorage } from '../domain/storage-keys';
import { DEFAULT_THEME, isTheme, nextTheme } from '../domain/themes';
import { startEmbedBridge } from '../embed/bridge';
import { writeStorage } from '../stores/storage';

/** `?lang=` is remembered (the document's head script applies a stored choice before paint). */
function rememberLanguage(query: URLSearchParams): void {
  const requested = query.get('lang');
  if (isLanguage(requested)) writeStorage(STORAGE_KEYS.lang, requested);
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
  rememberLanguage(query);
  wireTheme();
  wireFaviconFallback();
  wireScrollTop();
  startEmbedBridge();
  document.documentElement.dataset.ready = 'true';
}

boot();
