/**
 * @module api/routes/settings
 * Spec §7 "Settings": the operator settings the web app reads (menus, sounds, default language,
 * theme and notification duration, home and SEO), the display counts of the sports navigation,
 * and the administrator's calls that change them (pushed to open pages, recorded in the audit log).
 */
import { z } from 'zod';
import { SETTING_KEYS, type SettingKey } from '../../../lib/domain/settings';
import { TIME_STATUS } from '../../../lib/domain/sports';
import { createAuditLog } from '../../audit/audit-log';
import { auditActor } from './audit';
import { defineRoute, fieldIssues, validationError, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';

const TAG = 'Settings';
/** Settings change rarely; a short cache keeps them cheap without hiding an operator's change long. */
const SETTINGS_MAX_AGE = 30;

export function settingsRoutes(deps: RouteDeps): AnyRoute[] {
  return [...readRoutes(deps), displayCountRoute(deps), ...adminRoutes(deps)];
}

/** What the web app reads: menus, sounds, default language, theme and notifications, home. */
function readRoutes({ settings }: RouteDeps): AnyRoute[] {
  return [
    // GET /api/settings/menu
    defineRoute({
      method: 'get',
      path: '/settings/menu',
      hot: 'stored',
      tag: TAG,
      summary: 'Menus with their is_hide flag (hidden menus are not shown)',
      maxAge: SETTINGS_MAX_AGE,
      handler: async () => {
        const menus = await settings.get('menus');
        return { data: menus, count: { total: menus.length } };
      },
    }),
    // GET /api/unauth-settings/sound
    defineRoute({
      method: 'get',
      path: '/unauth-settings/sound',
      hot: 'stored',
      tag: TAG,
      summary: 'Notification sounds: key and path',
      maxAge: SETTINGS_MAX_AGE,
      handler: async () => {
        const sounds = await settings.get('sounds');
        return { data: sounds, count: { total: sounds.length } };
      },
    }),
    // GET /api/unauth-settings/lang/default
    defineRoute({
      method: 'get',
      path: '/unauth-settings/lang/default',
      hot: 'stored',
      tag: TAG,
      summary: "The site's default language (kr, en or jp)",
      maxAge: SETTINGS_MAX_AGE,
      handler: async () => ({ data: { lang: (await settings.get('lang')).default } }),
    }),
    // GET /api/unauth-settings/theme
    defineRoute({
      method: 'get',
      path: '/unauth-settings/theme',
      hot: 'stored',
      tag: TAG,
      summary: 'The default theme (theme-1 light, theme-2 dark)',
      maxAge: SETTINGS_MAX_AGE,
      handler: async () => ({ data: { theme: (await settings.get('theme')).default } }),
    }),
    // GET /api/unauth-settings/notification/default
    defineRoute({
      method: 'get',
      path: '/unauth-settings/notification/default',
      hot: 'stored',
      tag: TAG,
      summary:
        'Notification settings: setting_json.duration {is_active, value seconds, score, odds}',
      maxAge: SETTINGS_MAX_AGE,
      handler: async () => ({ data: { setting_json: await settings.get('notification') } }),
    }),
    // GET /api/settings/home
    defineRoute({
      method: 'get',
      path: '/settings/home',
      hot: 'stored',
      tag: TAG,
      summary:
        'Home settings: site name, favicon, landing page, maintenance, SEO and display menus',
      maxAge: SETTINGS_MAX_AGE,
      handler: async () => {
        const all = await settings.getAll();
        return { data: { ...all.home, seo: all.seo, display: all.display } };
      },
    }),
  ];
}

/** The administrator's reading and changing of the operator settings. */
function adminRoutes(deps: RouteDeps): AnyRoute[] {
  const { settings } = deps;
  const audit = deps.audit ?? createAuditLog(deps.db, deps.now);
  return [
    // GET /api/admin/settings
    defineRoute({
      method: 'get',
      path: '/admin/settings',
      tag: 'Administration',
      summary: 'Every operator setting (administrators)',
      access: 'admin',
      handler: async () => ({ data: await settings.getAll() }),
    }),
    // PUT /api/admin/settings/{key}
    defineRoute({
      method: 'put',
      path: '/admin/settings/{key}',
      tag: 'Administration',
      summary:
        'Replaces one operator setting (the sounds and menus lists merge by key); every open page receives it on the settings namespace (settings:update), and the audit log records it',
      access: 'admin',
      params: z.object({ key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]) }),
      body: z.unknown(),
      handler: async ({ params, body, user }) => {
        const before = await settings.get(params.key);
        let saved: unknown;
        try {
          saved = await settings.set(params.key, body);
        } catch (error) {
          if (error instanceof z.ZodError)
            throw validationError('body', fieldIssues('body', error));
          throw error;
        }
        deps.settingsPush?.changed(params.key, saved);
        await audit.record({
          actor: auditActor(user),
          action: 'settings.update',
          target: params.key,
          before,
          after: saved,
        });
        return { data: saved };
      },
    }),
  ];
}

/** The sports navigation's counts: matches in play and upcoming, per sport. */
function displayCountRoute(deps: RouteDeps): AnyRoute {
  // GET /api/display/count
  return defineRoute({
    method: 'get',
    path: '/display/count',
    hot: 'stored',
    tag: TAG,
    summary: 'Counts for the navigation: matches in play and upcoming per sport',
    handler: async () => {
      const rows = await deps.db
        .selectFrom('matches')
        .select(['sport_id', 'time_status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('time_status', 'in', [TIME_STATUS.inPlay, TIME_STATUS.notStarted])
        .where('time', '>=', Math.floor(deps.now() / 1000) - 6 * 3600)
        .groupBy(['sport_id', 'time_status'])
        .execute();
      const bySport = new Map<number, { id: number; inplay: number; upcoming: number }>();
      for (const r of rows) {
        const id = Number(r.sport_id);
        const entry = bySport.get(id) ?? { id, inplay: 0, upcoming: 0 };
        if (Number(r.time_status) === TIME_STATUS.inPlay) entry.inplay += Number(r.n);
        else entry.upcoming += Number(r.n);
        bySport.set(id, entry);
      }
      const sports = [...bySport.values()].sort((a, b) => a.id - b.id);
      return {
        data: {
          inplay: sports.reduce((n, s) => n + s.inplay, 0),
          upcoming: sports.reduce((n, s) => n + s.upcoming, 0),
          sports,
        },
      };
    },
  });
}
