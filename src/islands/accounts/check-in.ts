/**
 * @module islands/accounts/check-in
 * The daily check-in's calls (spec §1, §7 "User": one per day, the day in Asia/Seoul): today's
 * status, and a claim that falls back to the server's Seoul day when this device's clock names
 * another.
 */
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';
import { checkInBody } from '../../lib/domain/account-screens';

/** `GET /user/check-in` body (only what the button needs). */
interface CheckInStatus {
  today?: { date?: string; claimed?: boolean };
}

const hasStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/**
 * Today's check-in as the server sees it, or null when it could not say.
 * @example (await fetchCheckIn())?.claimed // true once today is claimed
 */
export async function fetchCheckIn(): Promise<CheckInStatus['today'] | null> {
  try {
    const body = await api().get<CheckInStatus>('/user/check-in');
    return body.today ?? null;
  } catch {
    // 401/418 are handled by the client (redirect); anything else leaves the button usable.
    return null;
  }
}

/**
 * Claims today's check-in; resolves with the day claimed (`YYYY-MM-DD`, also when it already
 * was), or null when the claim failed.
 * @example await claimCheckIn() // '2024-05-01'
 */
export async function claimCheckIn(): Promise<string | null> {
  const body = checkInBody(Date.now());
  try {
    await api().post('/user/check-in', body);
    return body.date.slice(0, 10);
  } catch (error) {
    if (hasStatus(error, 409)) return body.date.slice(0, 10);
    if (!hasStatus(error, 400)) return null;
  }
  // 400: this device's clock names another day than the server's Seoul day; use the server's.
  const today = await fetchCheckIn();
  if (today?.claimed && today.date) return today.date;
  if (!today?.date) return null;
  try {
    await api().post('/user/check-in', checkInBody(today.date));
    return today.date;
  } catch (error) {
    return hasStatus(error, 409) ? today.date : null;
  }
}
