/**
 * @module islands/admin/admin-api
 * The operator console's calls: the settings (read once per visit, saved one key at a time) and
 * what a failed call means for a section (administrators only; 401/418 already left the page).
 */
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';
import type { SettingKey, Settings } from '../../lib/domain/settings';

/** What a failed call leaves a section showing. `away`: the client is on its way to login. */
export type Failure = 'forbidden' | 'failed' | 'away';

export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && (error.status === 401 || error.status === 418)) return 'away';
  if (error instanceof ApiError && error.status === 403) return 'forbidden';
  return 'failed';
}

let settings: Promise<Settings> | null = null;

/** Every setting; the sections share one read, dropped after a failure or a save. */
export function loadSettings(): Promise<Settings> {
  settings ??= api()
    .get<{ data: Settings }>('/admin/settings')
    .then((body) => body.data);
  settings.catch(() => {
    settings = null;
  });
  return settings;
}

/** Replaces one setting; the answer is the stored value. */
export async function saveSetting<K extends SettingKey>(
  key: K,
  value: Settings[K],
): Promise<Settings[K]> {
  const body = await api().request<{ data: Settings[K] }>('PUT', `/admin/settings/${key}`, {
    body: value,
  });
  settings = null;
  return body.data;
}
