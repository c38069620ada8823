/**
 * @module shell/live-settings
 * An operator's saved setting reaches every open page on the settings namespace (spec §4.14)
 * and is applied in place: the site name, the menus and game tabs the operator shows or
 * hides; maintenance mode reloads the page, which the server then answers with the
 * maintenance screen. Payloads are checked here: a malformed one changes nothing.
 */
import { isOpenInMaintenance } from '../domain/maintenance';

/** What a page does with an update: nothing it shows changed, changed in place, or reload. */
export type SettingsEffect = 'ignored' | 'applied' | 'reload';

type Entry = Record<string, unknown>;

const isEntry = (v: unknown): v is Entry => typeof v === 'object' && v !== null;

function applyHome(root: ParentNode, home: Entry): SettingsEffect {
  const maintenance = home.maintenance === true;
  if (typeof home.site_name !== 'string') return maintenance ? 'reload' : 'ignored';
  const name = home.site_name;
  for (const el of root.querySelectorAll<HTMLElement>('[data-site-name]')) {
    // An empty name means the product's own, which the server put in the element's data.
    el.textContent = name || (el.dataset.siteName ?? '');
  }
  return maintenance ? 'reload' : 'applied';
}

function applyMenus(root: ParentNode, menus: unknown[]): SettingsEffect {
  const hidden = new Map<string, boolean>();
  for (const m of menus) {
    if (isEntry(m) && typeof m.key === 'string' && typeof m.is_hide === 'boolean') {
      hidden.set(m.key, m.is_hide);
    }
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-menu-key]')) {
    const hide = hidden.get(el.dataset.menuKey ?? '');
    if (hide !== undefined) el.hidden = hide;
  }
  return 'applied';
}

function applyDisplay(root: ParentNode, display: Entry): SettingsEffect {
  for (const el of root.querySelectorAll<HTMLElement>('[data-tab]')) {
    const game = display[el.dataset.tab ?? ''];
    if (!isEntry(game) || typeof game.hide_menu !== 'boolean') continue;
    const item = el.closest('li') ?? el;
    item.hidden = game.hide_menu;
  }
  return 'applied';
}

/**
 * Applies one pushed setting to the page under `root`.
 * @example applySettingsUpdate(document, { key: 'home', value: { site_name: 'Score', maintenance: false } }) // 'applied'
 */
export function applySettingsUpdate(root: ParentNode, update: unknown): SettingsEffect {
  if (!isEntry(update) || typeof update.key !== 'string') return 'ignored';
  const { key, value } = update;
  if (key === 'home' && isEntry(value)) return applyHome(root, value);
  if (key === 'menus' && Array.isArray(value)) return applyMenus(root, value);
  if (key === 'display' && isEntry(value)) return applyDisplay(root, value);
  return 'ignored';
}

/**
 * Applies a pushed setting to this page, reloading it where that is what the change needs; a
 * page maintenance leaves open (the console that turned it on) stays as it is.
 */
export function applyPushedSetting(update: unknown): void {
  const effect = applySettingsUpdate(document, update);
  if (effect === 'reload' && !isOpenInMaintenance(location.pathname)) location.reload();
}
