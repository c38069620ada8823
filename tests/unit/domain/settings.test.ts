import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSetting } from '../../../src/lib/domain/settings';
import { createMemorySettingsRepository } from '../../../src/server/db/repositories/settings-repository';
import { createSettingsService } from '../../../src/server/settings/settings-service';

describe('settings defaults (spec §9 "Build")', () => {
  it('start Korean, theme-1, holdem and badugi hidden', () => {
    expect(DEFAULT_SETTINGS.lang.default).toBe('kr');
    expect(DEFAULT_SETTINGS.theme.default).toBe('theme-1');
    expect(DEFAULT_SETTINGS.display.holdem.hide_menu).toBe(true);
    expect(DEFAULT_SETTINGS.display.badugi.hide_menu).toBe(true);
    expect(DEFAULT_SETTINGS.display.powerball.hide_menu).toBe(false);
  });

  it.each([
    ['lang', undefined, DEFAULT_SETTINGS.lang],
    ['lang', { default: 'jp' }, { default: 'jp' }],
    ['lang', { default: 'fr' }, DEFAULT_SETTINGS.lang],
    ['theme', 'dark', DEFAULT_SETTINGS.theme],
    ['home', { site_name: 'X' }, DEFAULT_SETTINGS.home],
  ] as const)('parseSetting(%s, %o)', (key, stored, expected) => {
    expect(parseSetting(key, stored)).toEqual(expected);
  });
});

describe('settings service', () => {
  it('validates on write and names the bad field', async () => {
    const service = createSettingsService(createMemorySettingsRepository());
    await expect(service.set('lang', { default: 'fr' })).rejects.toThrow(/default/);
    await expect(service.get('lang')).resolves.toEqual({ default: 'kr' });
  });

  it('serves a written value, replacing the cached one', async () => {
    const service = createSettingsService(createMemorySettingsRepository());
    expect((await service.getAll()).home.site_name).toBe('');
    await service.set('home', { ...DEFAULT_SETTINGS.home, site_name: '스코어' });
    expect((await service.get('home')).site_name).toBe('스코어');
  });

  it('reads the repository again once the cache has expired', async () => {
    let now = 0;
    const repository = createMemorySettingsRepository();
    const service = createSettingsService(repository, { cacheMs: 1000, now: () => now });
    await service.get('lang');
    await repository.set('lang', { default: 'en' });
    expect((await service.get('lang')).default).toBe('kr');
    now = 1001;
    expect((await service.get('lang')).default).toBe('en');
  });
});
