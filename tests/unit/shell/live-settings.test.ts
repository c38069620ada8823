import { describe, expect, it } from 'vitest';
import { isOpenInMaintenance } from '../../../src/lib/domain/maintenance';
import { applySettingsUpdate } from '../../../src/lib/shell/live-settings';

/** Just enough of an element for the rules: its data, text and hidden flag. */
interface FakeElement {
  dataset: Record<string, string>;
  textContent: string;
  hidden: boolean;
  closest(selector: string): FakeElement | null;
}

function element(dataset: Record<string, string>): FakeElement {
  return { dataset, textContent: '', hidden: false, closest: () => null };
}

/** A page holding `elements`, answering the selectors the rules ask for by data attribute. */
function page(elements: FakeElement[]): ParentNode {
  const attr = (selector: string) =>
    selector.slice(6, -1).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return {
    querySelectorAll: (selector: string) => elements.filter((el) => attr(selector) in el.dataset),
  } as unknown as ParentNode;
}

describe('a pushed setting applied to an open page', () => {
  it('writes a new site name, and the product name for an empty one', () => {
    const brand = element({ siteName: 'Live Score' });
    const root = page([brand]);
    expect(applySettingsUpdate(root, { key: 'home', value: { site_name: 'Scores' } })).toBe(
      'applied',
    );
    expect(brand.textContent).toBe('Scores');
    applySettingsUpdate(root, { key: 'home', value: { site_name: '' } });
    expect(brand.textContent).toBe('Live Score');
  });

  it('asks for a reload in maintenance, with the name already applied', () => {
    const brand = element({ siteName: 'Live Score' });
    const update = { key: 'home', value: { site_name: 'Down', maintenance: true } };
    expect(applySettingsUpdate(page([brand]), update)).toBe('reload');
    expect(brand.textContent).toBe('Down');
  });

  it('hides and shows the menus it names, the sports tab among them', () => {
    const sports = element({ menuKey: 'inplay' });
    const results = element({ menuKey: 'results' });
    const root = page([sports, results]);
    applySettingsUpdate(root, { key: 'menus', value: [{ key: 'inplay', is_hide: true }] });
    expect([sports.hidden, results.hidden]).toEqual([true, false]);
    applySettingsUpdate(root, { key: 'menus', value: [{ key: 'inplay', is_hide: false }] });
    expect(sports.hidden).toBe(false);
  });

  it.each([
    ['no key', { value: {} }],
    ['a number', 7],
    ['an unknown key', { key: 'bonus', value: {} }],
    ['menus not a list', { key: 'menus', value: { inplay: true } }],
    ['a home without a name', { key: 'home', value: { site_name: 3 } }],
  ])('ignores %s', (_, update) => {
    const brand = element({ siteName: 'Live Score' });
    expect(applySettingsUpdate(page([brand]), update)).toBe('ignored');
    expect(brand.textContent).toBe('');
  });
});

describe('pages maintenance leaves open', () => {
  it.each([
    ['/admin', true],
    ['/login', true],
    ['/logout', true],
    ['/maintenance', true],
    ['/', false],
    ['/inplay/1', false],
    ['/admin/x', false],
  ])('%s: %s', (path, open) => {
    expect(isOpenInMaintenance(path)).toBe(open);
  });
});
