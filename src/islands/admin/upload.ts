/**
 * @module islands/admin/upload
 * Sends an operator's file to `POST /admin/uploads/{kind}` as the raw request body (the server
 * checks its content and size) and answers the stored file's path.
 */
import { ApiError, type ApiErrorBody } from '../../lib/api/client';
import type { UploadKind } from '../../lib/domain/uploads';
import { publicConfig } from '../../lib/shell/public-config';
import { currentToken } from '../../lib/stores/user';

export interface Uploaded {
  path: string;
  type: string;
  bytes: number;
}

/**
 * Stores `file` as an upload of `kind`; a refusal (413, 415, …) throws the API's error.
 * @example const { path } = await uploadFile('favicon', input.files[0]) // '/uploads/….png'
 */
export async function uploadFile(kind: UploadKind, file: Blob): Promise<Uploaded> {
  const url = `${publicConfig().apiBase.replace(/\/+$/, '')}/admin/uploads/${kind}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: file, cache: 'no-store' });
  } catch (error) {
    throw new ApiError(0, undefined, (error as Error).message);
  }
  const body = (await response.json().catch(() => undefined)) as
    (ApiErrorBody & { data?: Uploaded }) | undefined;
  if (!response.ok || !body?.data) {
    throw new ApiError(
      response.status,
      body,
      body?.error?.message ?? `POST /admin/uploads/${kind}: HTTP ${response.status}`,
    );
  }
  return body.data;
}
