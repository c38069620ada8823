/**
 * @module themes
 * Site themes (spec §1: default theme-1, light) plus the dark theme.
 */

export const THEMES = ['theme-1', 'theme-2'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'theme-1';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The other theme, for the toggle in the header. */
export function nextTheme(theme: Theme): Theme {
  return theme === 'theme-1' ? 'theme-2' : 'theme-1';
}
