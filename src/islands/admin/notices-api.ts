/**
 * @module islands/admin/notices-api
 * The console's calls for the operator's notices: every notice (deleted ones too), a save (new
 * or edited) and the row actions (switch, delete, restore). Each answers with the notice.
 */
import { statusBody, type NoticeAction, type NoticeBody } from '../../lib/admin/notices-form';
import { api } from '../../lib/api/browser-client';
import type { Notice } from '../../lib/domain/notices';

/** Every notice, newest first. */
export async function loadNotices(): Promise<Notice[]> {
  return (await api().get<{ data: Notice[] }>('/admin/notices')).data;
}

/** Creates a notice (`id` null) or replaces one. */
export async function saveNotice(id: number | null, body: NoticeBody): Promise<Notice> {
  const answer =
    id === null
      ? await api().post<{ data: Notice }>('/admin/notices', body)
      : await api().request<{ data: Notice }>('PUT', `/admin/notices/${id}`, { body });
  return answer.data;
}

/** A row action other than edit: `status` flips the notice on or off. */
export async function noticeAction(
  notice: Notice,
  action: Exclude<NoticeAction, 'edit'>,
): Promise<Notice> {
  const path = `/admin/notices/${notice.id}`;
  const answer =
    action === 'status'
      ? await api().post<{ data: Notice }>(`${path}/status`, statusBody(notice))
      : action === 'delete'
        ? await api().request<{ data: Notice }>('DELETE', path)
        : await api().post<{ data: Notice }>(`${path}/restore`);
  return answer.data;
}
