/**
 * @module islands/admin/matches-api
 * The "Matches" section's calls. An unknown match (404) or a bet365 id another match has (409)
 * is turned into a 400 naming the field, so the save group shows it there like any refusal.
 */
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';

export type Applied = 'feed' | 'command' | 'stored';
export type PointsAction = 'added' | 'updated' | 'unchanged' | 'removed';
interface Named {
  id: number;
  name: string;
}
export interface PointsResult {
  league: Named;
  season: Named;
  team: Named;
  action: PointsAction;
  total: number;
}

/** Rethrows a 404 or 409 as a 400 on `field` (the answer's own details when it has them). */
function onField(field: string, error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
    const details = error.body?.error?.details;
    throw new ApiError(
      400,
      {
        error: {
          ...error.body?.error,
          details: Array.isArray(details) ? details : [{ field, message: error.message }],
        },
      },
      error.message,
    );
  }
  throw error;
}

/** Sets or removes a match's live stream URL and sets its bet365 id. */
export async function patchMatch(id: string, body: { url: string | null; bet365?: string }) {
  await api()
    .request('PATCH', `/games/${encodeURIComponent(id)}`, { body })
    .catch((error: unknown) => onField('id', error));
}

/** Corrects a match's score; the answer says where it was applied. */
export async function correctScore(id: string, body: { ss: string }): Promise<Applied> {
  const answer = await api()
    .post<{ data: { applied: Applied } }>(`/admin/matches/${encodeURIComponent(id)}/score`, body)
    .catch((error: unknown) => onField('id', error));
  return answer.data.applied;
}

/** Adds, changes or removes a team's points adjustment in a league season. */
export async function adjustPoints(body: unknown): Promise<PointsResult> {
  const answer = await api().post<{ data: PointsResult }>('/admin/points', body);
  return answer.data;
}
