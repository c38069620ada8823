import { describe, expect, it } from 'vitest';
import { parseSection, sectionAfterKey, sectionHref } from '../../../src/lib/admin/sections';

describe('console sections', () => {
  it.each([
    ['site', 'site'],
    ['audit', 'audit'],
    ['notices', 'notices'],
    ['matches', 'matches'],
    [null, 'approvals'],
    ['', 'approvals'],
    ['Site', 'approvals'],
    ['constructor', 'approvals'],
  ] as const)('?section=%s opens %s', (value, section) => {
    expect(parseSection(value)).toBe(section);
  });

  it.each([
    ['approvals', 'ArrowRight', 'site'],
    ['audit', 'ArrowRight', 'approvals'],
    ['approvals', 'ArrowLeft', 'audit'],
    ['menus', 'ArrowLeft', 'site'],
    ['menus', 'ArrowRight', 'notices'],
    ['notices', 'ArrowRight', 'matches'],
    ['matches', 'ArrowRight', 'notifications'],
    ['notifications', 'ArrowLeft', 'matches'],
    ['menus', 'Home', 'approvals'],
    ['menus', 'End', 'audit'],
    ['menus', 'Enter', null],
    ['menus', 'ArrowDown', null],
  ] as const)('from %s, %s moves to %s', (from, key, to) => {
    expect(sectionAfterKey(from, key)).toBe(to);
  });

  it.each([
    ['approvals', '/admin'],
    ['notifications', '/admin?section=notifications'],
  ] as const)('%s lives at %s', (section, href) => {
    expect(sectionHref(section)).toBe(href);
  });
});
