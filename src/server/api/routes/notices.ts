/**
 * @module api/routes/notices
 * The operator's notices (spec §3 marquee, banners, popups): what pages show,
 * and the administrator's calls that create, edit, switch, delete and restore them. Every change
 * is cleaned, recorded in the audit log and pushed to open pages (spec §4 popup-* events).
 */
import { z } from 'zod';
import { LANGUAGES } from '../../../lib/domain/languages';
import { noticeInputSchema } from '../../../lib/domain/notices';
import type { NoticesService } from '../../notices/notices-service';
import { defineRoute, type AnyRoute } from '../route-kit';
import { auditActor } from './audit';
import { positiveId } from '../whole-number';

const TAG = 'Administration';
const id = positiveId();

export function noticeRoutes(notices: NoticesService): AnyRoute[] {
  return [...readRoutes(notices), ...changeRoutes(notices)];
}

/** What pages show, and every notice for the administrator. */
function readRoutes(notices: NoticesService): AnyRoute[] {
  return [
    // GET /api/notices
    defineRoute({
      method: 'get',
      path: '/notices',
      tag: 'Settings',
      summary:
        'Notices shown on the pages of a language (marquee, banners, popups): not deleted, status on; rich text cleaned',
      query: z.object({ lang: z.enum(LANGUAGES).default('kr') }),
      returns: '[{ id, kind, title, body, lang, status, created_at, updated_at, deleted_at }]',
      handler: async ({ query }) => {
        const shown = await notices.shown(query.lang);
        return { data: shown, count: { total: shown.length } };
      },
    }),
    // GET /api/admin/notices
    defineRoute({
      method: 'get',
      path: '/admin/notices',
      tag: TAG,
      summary: 'Every notice, deleted ones too, newest first (administrators)',
      access: 'admin',
      handler: async () => {
        const all = await notices.all();
        return { data: all, count: { total: all.length } };
      },
    }),
  ];
}

/** The administrator's changes: create, replace, switch, delete and restore. */
function changeRoutes(notices: NoticesService): AnyRoute[] {
  return [
    // POST /api/admin/notices
    defineRoute({
      method: 'post',
      path: '/admin/notices',
      tag: TAG,
      summary: 'Creates a notice; rich text is cleaned by the allow-list (popup-create)',
      access: 'admin',
      status: 201,
      body: noticeInputSchema,
      handler: async ({ body, user }) => ({ data: await notices.create(body, auditActor(user)) }),
    }),
    // PUT /api/admin/notices/{id}
    defineRoute({
      method: 'put',
      path: '/admin/notices/{id}',
      tag: TAG,
      summary: 'Replaces a notice (popup-status-update)',
      access: 'admin',
      params: z.object({ id }),
      body: noticeInputSchema,
      handler: async ({ params, body, user }) => ({
        data: await notices.update(params.id, body, auditActor(user)),
      }),
    }),
    // POST /api/admin/notices/{id}/status
    defineRoute({
      method: 'post',
      path: '/admin/notices/{id}/status',
      tag: TAG,
      summary: 'Switches a notice on or off (popup-status-update)',
      access: 'admin',
      params: z.object({ id }),
      body: z.object({ status: z.boolean() }),
      handler: async ({ params, body, user }) => ({
        data: await notices.setStatus(params.id, body.status, auditActor(user)),
      }),
    }),
    // DELETE /api/admin/notices/{id}
    defineRoute({
      method: 'delete',
      path: '/admin/notices/{id}',
      tag: TAG,
      summary: 'Deletes a notice; it can be restored (popup-status-delete)',
      access: 'admin',
      params: z.object({ id }),
      handler: async ({ params, user }) => ({
        data: await notices.remove(params.id, auditActor(user)),
      }),
    }),
    // POST /api/admin/notices/{id}/restore
    defineRoute({
      method: 'post',
      path: '/admin/notices/{id}/restore',
      tag: TAG,
      summary: 'Restores a deleted notice (popup-status-restore)',
      access: 'admin',
      params: z.object({ id }),
      handler: async ({ params, user }) => ({
        data: await notices.restore(params.id, auditActor(user)),
      }),
    }),
  ];
}
