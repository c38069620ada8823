import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  isSafeAssetUrl,
  mergeSetting,
  parseSetting,
  seoFor,
  settingsSchemas,
} from '../../../src/lib/domain/settings';
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

describe('safe settings (found by an outside probe)', () => {
  const home = (favicon: string) => ({ ...DEFAULT_SETTINGS.home, favicon });
  const sound = (path: string) => [{ key: 'score', path }];

  it.each([
    ['/sounds/goal.wav', true],
    ['/uploads/3f2a.ico', true],
    ['https://cdn.example.com/goal.mp3', true],
    ['http://cdn.example.com/goal.mp3', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['//evil.example.com/x.ico', false],
    ['/\\evil.example.com', false],
    ['https://user:pw@cdn.example.com/x.ico', false],
    ['ftp://files.example.com/x.wav', false],
    ['sounds/goal.wav', false],
    ['', false],
  ])('an address an operator types: %j is %s', (value, safe) => {
    expect(isSafeAssetUrl(value)).toBe(safe);
    expect(settingsSchemas.sounds.safeParse(sound(value)).success).toBe(safe);
    expect(settingsSchemas.home.safeParse(home(value)).success).toBe(safe || value === '');
  });

  it.each([
    ['team', true],
    ['bet_list', true],
    ['<img src=x onerror=alert(1)>', false],
    ['Team', false],
    ['1st', false],
    ['', false],
    ['a'.repeat(61), false],
  ])('a menu or sound key %j is accepted: %s', (key, ok) => {
    expect(settingsSchemas.menus.safeParse([{ key, is_hide: true }]).success).toBe(ok);
    expect(settingsSchemas.sounds.safeParse([{ key, path: '/sounds/x.wav' }]).success).toBe(ok);
  });

  it('merges list settings by key: a save keeps the entries it does not name', () => {
    const merged = mergeSetting('menus', DEFAULT_SETTINGS.menus, [
      { key: 'team', is_hide: true },
      { key: 'news', is_hide: false },
    ]);
    expect(merged.map((m) => m.key)).toEqual([...DEFAULT_SETTINGS.menus.map((m) => m.key), 'news']);
    expect(merged.find((m) => m.key === 'team')?.is_hide).toBe(true);
    expect(merged.filter((m) => m.is_hide)).toHaveLength(1);
    // Other settings are replaced whole.
    const seo = { title: 'T', description: '', languages: {} };
    expect(mergeSetting('seo', DEFAULT_SETTINGS.seo, seo)).toEqual(seo);
  });

  it('the service stores the merged list and refuses an unsafe value, keeping the old one', async () => {
    const service = createSettingsService(createMemorySettingsRepository());
    await service.set('menus', [{ key: 'results', is_hide: true }]);
    const menus = await service.get('menus');
    expect(menus).toHaveLength(DEFAULT_SETTINGS.menus.length);
    expect(menus.find((m) => m.key === 'results')?.is_hide).toBe(true);
    await service.set('sounds', [{ key: 'score', path: '/sounds/goal.wav' }]);
    await expect(service.set('sounds', sound('javascript:alert(1)'))).rejects.toThrow(/path/);
    expect(await service.get('sounds')).toEqual([
      { key: 'score', path: '/sounds/goal.wav' },
      { key: 'odds', path: '/sounds/odds.wav' },
    ]);
  });
});

describe('seoFor', () => {
  const seo = {
    title: 'Scores',
    description: 'Every match',
    languages: {
      en: { title: 'Live scores', description: '' },
      jp: { title: '  ', description: 'すべての試合' },
    },
  };
  it.each([
    ['kr', { title: 'Scores', description: 'Every match' }],
    ['en', { title: 'Live scores', description: 'Every match' }],
    ['jp', { title: 'Scores', description: 'すべての試合' }],
  ] as const)('%s pages read %j', (lang, texts) => {
    expect(seoFor(seo, lang)).toEqual(texts);
  });

  it('reads a stored value from before the per-language texts and the maintenance message', () => {
    expect(parseSetting('seo', { title: 'Old', description: 'D' })).toEqual({
      title: 'Old',
      description: 'D',
      languages: {},
    });
    const home = { site_name: 'S', favicon: '', landing_page: 'inplay', maintenance: true };
    expect(parseSetting('home', home)).toEqual({ ...home, maintenance_message: '' });
  });
});
