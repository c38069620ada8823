/**
 * @module admin/menus-form
 * The console's "Menus" section: a shown/hidden switch per entry of the `menus` setting, and the
 * game tabs' `hide_menu` of the `display` setting. The fields say "shown"; the settings store
 * "hidden", so both directions are here.
 */
import type { Settings } from '../domain/settings';

export const GAME_MENUS = ['powerball', 'holdem', 'badugi'] as const;
export type GameMenu = (typeof GAME_MENUS)[number];

/** Shown flags by menu key, in the stored order. */
export type ShownForm = { key: string; shown: boolean }[];

/**
 * The menus' switches.
 * @example menusForm([{ key: 'team', is_hide: true }]) // [{ key: 'team', shown: false }]
 */
export function menusForm(menus: Settings['menus']): ShownForm {
  return menus.map((m) => ({ key: m.key, shown: !m.is_hide }));
}

/** The new `menus` value: every entry, hidden where its switch is off. */
export function menusBody(form: ShownForm): Settings['menus'] {
  return form.map((m) => ({ key: m.key, is_hide: !m.shown }));
}

/** The game tabs' switches. */
export function displayForm(display: Settings['display']): ShownForm {
  return GAME_MENUS.map((key) => ({ key, shown: !display[key].hide_menu }));
}

/**
 * The new `display` value: `hide_menu` from the switches, `disabled` (not edited here) kept.
 * @example displayBody([{ key: 'holdem', shown: true }], current).holdem.hide_menu // false
 */
export function displayBody(form: ShownForm, current: Settings['display']): Settings['display'] {
  const next = structuredClone(current);
  for (const { key, shown } of form) {
    if ((GAME_MENUS as readonly string[]).includes(key)) next[key as GameMenu].hide_menu = !shown;
  }
  return next;
}

/** The form with one switch set. */
export function setShown(form: ShownForm, key: string, shown: boolean): ShownForm {
  return form.map((m) => (m.key === key ? { ...m, shown } : m));
}
