/**
 * @module settings
 * Operator settings the web app reads (spec §3 "User and settings", §7 "Settings"): their shapes,
 * validation and the defaults a fresh install starts from.
 */
import { z } from 'zod';
import { isSafeAssetUrl } from './asset-url';
import { LANGUAGES, type Language } from './languages';
import { THEMES } from './themes';

export { isSafeAssetUrl };

const assetUrl = z
  .string()
  .max(2000)
  .refine(isSafeAssetUrl, 'an http or https address, or a path of this site starting with /');

/** Keys of list settings are identifiers, never markup. */
const settingKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,59}$/, 'lower-case letters, digits and _, starting with a letter');

const gameMenu = z.object({
  /** Hidden from the static tab bar (spec §2 "Shell": display setting hide_menu). */
  hide_menu: z.boolean(),
  /** Shown but not clickable (spec: "powerball tab can be disabled"). */
  disabled: z.boolean(),
});

/** A page's search-engine title and description. */
const seoText = z.object({
  title: z.string().max(200),
  description: z.string().max(500),
});

export const settingsSchemas = {
  home: z.object({
    site_name: z.string().max(120),
    /** Absolute http(s) URL or site path; empty means the bundled default. */
    favicon: z.union([z.literal(''), assetUrl]),
    /** `home` sends unauthenticated users of non-home routes to login (spec §4 "Auth"). */
    landing_page: z.enum(['home', 'inplay']),
    maintenance: z.boolean(),
    /** Shown on the maintenance screen instead of the default wording; empty: the default. */
    maintenance_message: z.string().max(500).default(''),
  }),
  seo: seoText.extend({
    /** Per language; an empty text there falls back to the shared one above. */
    languages: z.object({ kr: seoText, en: seoText, jp: seoText }).partial().default({}),
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
  sounds: z.array(z.object({ key: settingKey, path: assetUrl })).max(50),
  menus: z.array(z.object({ key: settingKey, is_hide: z.boolean() })).max(50),
} as const;

export type SettingKey = keyof typeof settingsSchemas;
export type Settings = { [K in SettingKey]: z.output<(typeof settingsSchemas)[K]> };
export const SETTING_KEYS = Object.keys(settingsSchemas) as SettingKey[];

/** What a fresh install shows; the build defaults of spec §9: Korean, theme-1, holdem and badugi hidden. */
export const DEFAULT_SETTINGS: Settings = {
  home: {
    site_name: '',
    favicon: '',
    landing_page: 'inplay',
    maintenance: false,
    maintenance_message: '',
  },
  seo: { title: '', description: '', languages: {} },
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

/** The settings that are lists of entries named by `key`. */
const KEYED_LISTS = new Set<SettingKey>(['sounds', 'menus']);

/**
 * What a save stores: a list setting is merged by key (the entries sent replace theirs, the
 * others stay, new keys are added at the end), so saving one menu never drops the defaults;
 * any other setting is replaced whole.
 * @example mergeSetting('menus', DEFAULT_SETTINGS.menus, [{ key: 'team', is_hide: true }]).length // 6
 */
export function mergeSetting<K extends SettingKey>(
  key: K,
  current: Settings[K],
  next: Settings[K],
): Settings[K] {
  if (!KEYED_LISTS.has(key)) return next;
  const sent = next as readonly { key: string }[];
  const merged = (current as readonly { key: string }[]).map(
    (entry) => sent.find((s) => s.key === entry.key) ?? entry,
  );
  for (const entry of sent) {
    if (!merged.some((m) => m.key === entry.key)) merged.push(entry);
  }
  return merged as Settings[K];
}

/**
 * The search-engine texts of a language's pages: its own where the operator wrote them, else
 * the shared ones.
 * @example seoFor({ title: 'Scores', description: 'd', languages: { en: { title: 'Live scores', description: '' } } }, 'en') // { title: 'Live scores', description: 'd' }
 */
export function seoFor(
  seo: Settings['seo'],
  lang: Language,
): { title: string; description: string } {
  const own = seo.languages[lang];
  return {
    title: own?.title.trim() || seo.title,
    description: own?.description.trim() || seo.description,
  };
}
