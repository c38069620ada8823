/**
 * @module settings
 * Operator settings the web app reads (spec §3 "User and settings", §7 "Settings"): their shapes,
 * validation and the defaults a fresh install starts from.
 */
import { z } from 'zod';
import { LANGUAGES } from './languages';
import { THEMES } from './themes';

const gameMenu = z.object({
  /** Hidden from the static tab bar (spec §2 "Shell": display setting hide_menu). */
  hide_menu: z.boolean(),
  /** Shown but not clickable (spec: "powerball tab can be disabled"). */
  disabled: z.boolean(),
});

export const settingsSchemas = {
  home: z.object({
    site_name: z.string().max(120),
    /** Absolute URL or site path; empty means the bundled default. */
    favicon: z.string().max(2000),
    /** `home` sends unauthenticated users of non-home routes to login (spec §4 "Auth"). */
    landing_page: z.enum(['home', 'inplay']),
    maintenance: z.boolean(),
  }),
  seo: z.object({
    title: z.string().max(200),
    description: z.string().max(500),
  }),
  display: z.object({
    powerball: gameMenu,
    holdem: gameMenu,
    badugi: gameMenu,
  }),
  lang: z.object({ default: z.enum(LANGUAGES) }),
  theme: z.object({ default: z.enum(THEMES) }),
  notification: z.object({
    duration: z.object({
      is_active: z.boolean(),
      /** Seconds a notification stays; shown for value x 1000 ms (spec §9 "Timers"). */
      value: z.number().int().min(0).max(600),
      score: z.boolean(),
      odds: z.boolean(),
    }),
  }),
  sounds: z.array(z.object({ key: z.string().min(1).max(60), path: z.string().min(1).max(2000) })),
  menus: z.array(z.object({ key: z.string().min(1).max(60), is_hide: z.boolean() })),
} as const;

export type SettingKey = keyof typeof settingsSchemas;
export type Settings = { [K in SettingKey]: z.output<(typeof settingsSchemas)[K]> };
export const SETTING_KEYS = Object.keys(settingsSchemas) as SettingKey[];

/** What a fresh install shows; the build defaults of spec §9: Korean, theme-1, holdem and badugi hidden. */
export const DEFAULT_SETTINGS: Settings = {
  home: { site_name: '', favicon: '', landing_page: 'inplay', maintenance: false },
  seo: { title: '', description: '' },
  display: {
    powerball: { hide_menu: false, disabled: false },
    holdem: { hide_menu: true, disabled: false },
    badugi: { hide_menu: true, disabled: false },
  },
  lang: { default: 'kr' },
  theme: { default: 'theme-1' },
  notification: { duration: { is_active: true, value: 5, score: true, odds: true } },
  sounds: [
    { key: 'score', path: '/sounds/score.wav' },
    { key: 'odds', path: '/sounds/odds.wav' },
  ],
  // The sections of the navigation an operator can hide (spec §5: is_hide menus are hidden).
  menus: [
    { key: 'inplay', is_hide: false },
    { key: 'results', is_hide: false },
    { key: 'bet_list', is_hide: false },
    { key: 'upcoming', is_hide: false },
    { key: 'league', is_hide: false },
    { key: 'team', is_hide: false },
  ],
};

/**
 * Reads one stored setting, falling back to the default when it is missing or no longer valid
 * (a stored value from an older version must not break the page).
 * @example parseSetting('lang', { default: 'en' }) // { default: 'en' }
 */
export function parseSetting<K extends SettingKey>(key: K, stored: unknown): Settings[K] {
  if (stored === undefined) return DEFAULT_SETTINGS[key];
  const parsed = settingsSchemas[key].safeParse(stored);
  return parsed.success ? (parsed.data as Settings[K]) : DEFAULT_SETTINGS[key];
}
