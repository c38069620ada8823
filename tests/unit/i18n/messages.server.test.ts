import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_MESSAGES,
  BROWSER_MESSAGES,
  SERVER_ONLY_PREFIXES,
  PAGE_PANEL_PREFIXES,
  browserMessages,
  isPanelChunkKey,
} from '../../../src/lib/i18n/messages.server';

const ISLANDS = path.resolve(import.meta.dirname, '../../../src/islands');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sources(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('messages shipped to the browser', () => {
  it.each([
    ['login', ['accounts.problem.', 'accounts.login.'], 'accounts.login.submitting'],
    [
      'registration',
      ['accounts.problem.', 'accounts.hint.', 'accounts.register.'],
      'accounts.hint.password',
    ],
    [
      'password change',
      ['accounts.problem.', 'accounts.password.'],
      'accounts.problem.passwordCommon',
    ],
  ] as const)('ships the %s form its wording', (_form, groups, key) => {
    expect(Object.keys(browserMessages('kr', groups))).toContain(key);
    expect(Object.keys(BROWSER_MESSAGES.kr)).not.toContain(key);
  });

  it.each(['kr', 'en', 'jp'] as const)(
    '%s leaves out only the server-rendered keys and the groups pages ask for',
    (lang) => {
      const shipped = Object.keys(BROWSER_MESSAGES[lang]);
      const all = Object.keys(ALL_MESSAGES[lang]);
      const forms = ['problem.', 'hint.', 'login.', 'register.', 'password.', 'admin.'];
      const kept = [
        ...SERVER_ONLY_PREFIXES,
        ...['widgets.', 'panel.', 'stats.', 'admin.'],
        ...forms.map((group) => `accounts.${group}`),
      ];
      expect(SERVER_ONLY_PREFIXES).toEqual([
        'app.description',
        'pages.results.',
        'pages.resultInfo.',
        'pages.headToHead.',
        'pages.leagueDetails.',
        'pages.leagueInfo.',
        'pages.teamList.',
        'pages.teamInfo.',
        'pages.playerInfo.',
        'shell.notice.',
        'pages.login.',
        'pages.register.',
        'pages.password.',
        'accounts.field.',
      ]);
      for (const prefix of kept)
        expect(
          shipped.some((k) => k.startsWith(prefix)),
          prefix,
        ).toBe(false);
      expect(
        all
          .filter((k) => !shipped.includes(k))
          .every((k) => kept.some((prefix) => k.startsWith(prefix))),
      ).toBe(true);
      expect(shipped).toContain('inplay.weekday.0');
      // The header's account control and the session dialogs are on every page.
      expect(shipped).toContain('accounts.control.password');
      expect(shipped).toContain('accounts.error.banned.body');
    },
  );

  it.each(['kr', 'en', 'jp'] as const)('%s ships the widgets to a page that asks', (lang) => {
    const shipped = Object.keys(browserMessages(lang, ['widgets.']));
    const widgets = Object.keys(ALL_MESSAGES[lang]).filter((k) => k.startsWith('widgets.'));
    expect(widgets.length).toBeGreaterThan(0);
    expect(widgets.every((k) => shipped.includes(k))).toBe(true);
    expect(shipped.some((k) => k.startsWith('pages.results.'))).toBe(false);
    expect(shipped.length).toBe(Object.keys(BROWSER_MESSAGES[lang]).length + widgets.length);
  });

  it.each(['kr', 'en', 'jp'] as const)(
    '%s: the in-play page ships the state line and stats; the bodies’ wording comes with their chunks',
    (lang) => {
      const shipped = new Set(
        Object.keys(browserMessages(lang, [...PAGE_PANEL_PREFIXES, 'stats.'])),
      );
      const panel = Object.keys(ALL_MESSAGES[lang]).filter((k) => k.startsWith('panel.'));
      expect(panel.some((k) => k.startsWith('panel.states.'))).toBe(true);
      expect(panel.some(isPanelChunkKey)).toBe(true);
      // Every panel key reaches the browser exactly one way.
      for (const key of panel) expect(shipped.has(key) !== isPanelChunkKey(key), key).toBe(true);
      expect(
        Object.keys(ALL_MESSAGES[lang])
          .filter((k) => k.startsWith('stats.'))
          .every((k) => shipped.has(k)),
      ).toBe(true);
      expect([...shipped].some((k) => k.startsWith('widgets.'))).toBe(false);
    },
  );

  it('no island reads a key the browser does not get', () => {
    const users = sources(ISLANDS).filter((f) => {
      const text = readFileSync(f, 'utf8');
      return SERVER_ONLY_PREFIXES.some((prefix) => text.includes(`'${prefix}`));
    });
    expect(users).toEqual([]);
  });
});
