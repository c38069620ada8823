import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/lib/domain/settings';
import {
  actionTabs,
  shellTabs,
  showsMobileSearch,
  type ShellContext,
} from '../../../src/lib/domain/shell-tabs';

const allShown: Settings['display'] = {
  powerball: { hide_menu: false, disabled: false },
  holdem: { hide_menu: false, disabled: false },
  badugi: { hide_menu: false, disabled: false },
};

function ctx(overrides: Partial<ShellContext>): ShellContext {
  return { screen: 'game', game: 'inplay', display: allShown, hideSportsTab: false, ...overrides };
}

describe('static tab bar (spec §2 "Shell")', () => {
  it('links the four games, in-play and powerball with their id or 1', () => {
    expect(shellTabs(ctx({ id: '18' })).map((t) => [t.key, t.href])).toEqual([
      ['inplay', '/inplay/18'],
      ['powerball', '/powerball/1'],
      ['holdem', '/holdem'],
      ['badugi', '/badugi'],
    ]);
  });

  it('hides holdem and badugi in the default build settings', () => {
    expect(shellTabs(ctx({ display: DEFAULT_SETTINGS.display })).map((t) => t.key)).toEqual([
      'inplay',
      'powerball',
    ]);
  });

  it.each(['powerball', 'holdem', 'badugi'] as const)(
    'hides %s when its hide_menu is set',
    (game) => {
      const display = { ...allShown, [game]: { hide_menu: true, disabled: false } };
      expect(shellTabs(ctx({ display })).map((t) => t.key)).not.toContain(game);
    },
  );

  it('hides the sports tab by the environment flag', () => {
    expect(shellTabs(ctx({ hideSportsTab: true })).map((t) => t.key)).not.toContain('inplay');
  });

  it.each([
    [true, [true, false, false, false]],
    [false, [false, false, false, false]],
  ])('marks the sports tab hidden when the operator hides the inplay menu (%s)', (hide, flags) => {
    const menus = [
      { key: 'inplay', is_hide: hide },
      { key: 'results', is_hide: true },
    ];
    const tabs = shellTabs(ctx({ display: allShown, menus }));
    expect(tabs.map((t) => t.hidden)).toEqual(flags);
  });

  it('disables the powerball tab when set, keeping it visible', () => {
    const display = { ...allShown, powerball: { hide_menu: false, disabled: true } };
    const powerball = shellTabs(ctx({ display })).find((t) => t.key === 'powerball');
    expect(powerball).toMatchObject({ disabled: true });
  });

  it.each(['bet-history', 'game-results'] as const)(
    'on %s screens, switches the screen game and disables holdem and badugi',
    (screen) => {
      const prefix = screen === 'bet-history' ? '/bet/history/' : '/game/results/';
      const tabs = shellTabs(ctx({ screen, game: 'powerball' }));
      expect(tabs.map((t) => [t.key, t.href, t.disabled, t.active])).toEqual([
        ['inplay', `${prefix}inplay`, false, false],
        ['powerball', `${prefix}powerball`, false, true],
        ['holdem', `${prefix}holdem`, true, false],
        ['badugi', `${prefix}badugi`, true, false],
      ]);
    },
  );

  it('marks the current game active on game screens', () => {
    expect(
      shellTabs(ctx({ game: 'powerball' }))
        .filter((t) => t.active)
        .map((t) => t.key),
    ).toEqual(['powerball']);
  });
});

describe('action tabs', () => {
  it.each([
    ['inplay', ['/bet/history/inplay', '/game/results/inplay']],
    ['powerball', ['/bet/history/powerball', '/game/results/powerball']],
    ['holdem', []],
    ['badugi', []],
  ] as const)('for %s → %o', (game, hrefs) => {
    expect(actionTabs({ screen: 'game', game }).map((t) => t.href)).toEqual(hrefs);
  });

  it('marks the screen being viewed', () => {
    expect(actionTabs({ screen: 'game-results', game: 'inplay' }).find((t) => t.active)?.key).toBe(
      'results',
    );
  });

  // Spec §5: is_hide menus are hidden; the tab stays in the page so a pushed change can show it.
  it.each([
    [[], []],
    [[{ key: 'results', is_hide: true }], ['results']],
    [[{ key: 'bet_list', is_hide: true }], ['betList']],
    [
      [
        { key: 'results', is_hide: false },
        { key: 'bet_list', is_hide: true },
      ],
      ['betList'],
    ],
    [
      [
        { key: 'results', is_hide: true },
        { key: 'bet_list', is_hide: true },
      ],
      ['betList', 'results'],
    ],
    [[{ key: 'team', is_hide: true }], []],
  ] as const)('menus %j hide the tabs %j', (menus, hidden) => {
    const tabs = actionTabs({ screen: 'game', game: 'inplay', menus: [...menus] });
    expect(tabs.filter((t) => t.hidden).map((t) => t.key)).toEqual(hidden);
    expect(tabs).toHaveLength(2);
  });

  it.each([
    ['game', false],
    ['bet-history', true],
    ['game-results', true],
  ] as const)('mobile search button on %s: %s', (screen, shown) => {
    expect(showsMobileSearch(screen)).toBe(shown);
  });
});
