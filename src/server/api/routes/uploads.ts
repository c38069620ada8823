/**
 * @module api/routes/uploads
 * The operator's uploads: a favicon or a notification sound, sent as the request
 * body. Size-capped per kind, typed by its content (never by its name or claimed type), stored
 * under a generated name and served from `/uploads/`; the answer's path goes into the settings.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  UPLOADS_PATH,
  UPLOAD_KINDS,
  UPLOAD_KIND_NAMES,
  kindTakes,
  sniffType,
  type UploadKind,
} from '../../../lib/domain/uploads';
import { createAuditLog } from '../../audit/audit-log';
import { HttpError } from '../../contracts/http-error';
import { uploadsDir } from '../../http/uploads';
import { defineRoute, type AnyRoute } from '../route-kit';
import { auditActor } from './audit';
import type { RouteDeps } from './route-deps';

export function uploadRoutes(deps: RouteDeps): AnyRoute[] {
  const audit = deps.audit ?? createAuditLog(deps.db, deps.now);
  const dir = uploadsDir(deps.config.DATA_DIR);
  return [
    // POST /api/admin/uploads/{kind}
    defineRoute({
      method: 'post',
      path: '/admin/uploads/{kind}',
      tag: 'Administration',
      summary:
        'Stores a favicon (png, ico, gif, jpg, webp; ≤ 256 KB) or a sound (wav, mp3, ogg; ≤ 1 MB) sent as the body; the type is read from the content',
      access: 'admin',
      status: 201,
      params: z.object({ kind: z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]) }),
      returns: '{ path, type, bytes }',
      handler: async ({ params, c, user }) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const { maxBytes, exts } = UPLOAD_KINDS[params.kind];
        if (bytes.length === 0)
          throw new HttpError(400, 'EMPTY_FILE', 'Send the file as the request body', [
            { field: 'file', message: 'Empty' },
          ]);
        if (bytes.length > maxBytes)
          throw new HttpError(
            413,
            'PAYLOAD_TOO_LARGE',
            `A ${params.kind} is at most ${maxBytes} bytes`,
            [{ field: 'file', message: `At most ${maxBytes} bytes` }],
          );
        const type = sniffType(bytes);
        if (!type || !kindTakes(params.kind, type))
          throw new HttpError(
            415,
            'UNSUPPORTED_TYPE',
            `A ${params.kind} must be one of: ${exts.join(', ')}`,
            [
              {
                field: 'file',
                message: `Expected ${exts.join(', ')} (read from the file's content)`,
              },
            ],
          );
        const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
        const stored = { path: `${UPLOADS_PATH}${name}`, type: type.mime, bytes: bytes.length };
        await audit.record({
          actor: auditActor(user),
          action: 'upload.create',
          target: params.kind,
          after: stored,
        });
        return { data: stored };
      },
    }),
  ];
}
