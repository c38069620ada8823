/**
 * @module settings/settings-service
 * Typed operator settings over the settings repository: defaults merged, values validated, and a
 * short in-process cache because every page render reads them.
 */
import {
  DEFAULT_SETTINGS,
  SETTING_KEYS,
  mergeSetting,
  parseSetting,
  settingsSchemas,
  type SettingKey,
  type Settings,
} from '../../lib/domain/settings';
import type { SettingsRepository } from '../db/repositories/settings-repository';

export interface SettingsService {
  get<K extends SettingKey>(key: K): Promise<Settings[K]>;
  getAll(): Promise<Settings>;
  /**
   * Validates and stores (list settings merge by key); throws a zod error naming the bad field.
   */
  set<K extends SettingKey>(key: K, value: unknown): Promise<Settings[K]>;
  /** Drops the kept settings: another node saved one. */
  forget(): void;
}

export function createSettingsService(
  repository: SettingsRepository,
  options: { cacheMs?: number; now?: () => number } = {},
): SettingsService {
  const cacheMs = options.cacheMs ?? 5_000;
  const now = options.now ?? Date.now;
  let cached: { at: number; value: Settings } | undefined;

  async function getAll(): Promise<Settings> {
    if (cached && now() - cached.at < cacheMs) return cached.value;
    const stored = await repository.all();
    const value = Object.fromEntries(
      SETTING_KEYS.map((key) => [key, parseSetting(key, stored[key])]),
    ) as Settings;
    cached = { at: now(), value };
    return value;
  }

  return {
    getAll,
    forget: () => {
      cached = undefined;
    },
    get: async (key) => (await getAll())[key] ?? DEFAULT_SETTINGS[key],
    set: async (key, value) => {
      const parsed = settingsSchemas[key].parse(value) as Settings[typeof key];
      cached = undefined;
      const merged = mergeSetting(key, (await getAll())[key], parsed);
      await repository.set(key, merged);
      cached = undefined;
      return merged;
    },
  };
}
