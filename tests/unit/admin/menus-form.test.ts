import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/lib/domain/settings';
import {
  displayBody,
  displayForm,
  menusBody,
  menusForm,
  setShown,
} from '../../../src/lib/admin/menus-form';

describe('menus section', () => {
  it('shows the menus the setting does not hide, and hides them again on the way back', () => {
    const menus = [
      { key: 'inplay', is_hide: false },
      { key: 'team', is_hide: true },
    ];
    const form = menusForm(menus);
    expect(form).toEqual([
      { key: 'inplay', shown: true },
      { key: 'team', shown: false },
    ]);
    expect(menusBody(form)).toEqual(menus);
    expect(menusBody(setShown(form, 'inplay', false))).toEqual([
      { key: 'inplay', is_hide: true },
      { key: 'team', is_hide: true },
    ]);
  });

  it.each([
    ['powerball', false, { hide_menu: true, disabled: false }],
    ['holdem', true, { hide_menu: false, disabled: false }],
    ['badugi', false, { hide_menu: true, disabled: false }],
  ] as const)('game tab %s shown=%s is stored as %j', (key, shown, stored) => {
    const form = setShown(displayForm(DEFAULT_SETTINGS.display), key, shown);
    expect(displayBody(form, DEFAULT_SETTINGS.display)[key]).toEqual(stored);
  });

  it('keeps the disabled flags and leaves the settings it read untouched', () => {
    const display = {
      ...DEFAULT_SETTINGS.display,
      powerball: { hide_menu: false, disabled: true },
    };
    const body = displayBody([{ key: 'powerball', shown: false }], display);
    expect(body.powerball).toEqual({ hide_menu: true, disabled: true });
    expect(display.powerball.hide_menu).toBe(false);
    expect(displayForm(DEFAULT_SETTINGS.display).map((m) => m.shown)).toEqual([true, false, false]);
  });
});
