/**
 * @module inplay/offline-note
 * What the in-play screen says while its data cannot be current: with the
 * network gone, or the server out of reach after the retries, the list stays on the last
 * snapshot and says since when, in Seoul time like every time of the lists (spec §9). The same
 * holds while the server says its own live data is held back.
 */
import { CURRENT, type LiveStatus } from '../domain/live-status';
import type { ConnectionStatus } from '../socket/connection';
import type { Translate } from '../i18n/messages';
import { seoulTime } from '../domain/seoul-time';

/**
 * The note for a connection state, or null while the data is live or on its way.
 * `renderedAt` is when the server read the first rows; `liveAt` when a snapshot or frame was
 * last applied (0 before any): the later one is the data's age.
 * @example offlineNote('nonetwork', 1_795_000_000_000, 0, t) // 'Offline · last updated 05:06'
 */
export function offlineNote(
  status: ConnectionStatus,
  renderedAt: number,
  liveAt: number,
  t: Translate,
  live: LiveStatus = CURRENT,
): string | null {
  const time = seoulTime(Math.max(renderedAt, liveAt), 'minute');
  if (status === 'nonetwork' || status === 'failed') return t(`inplay.offline.${status}`, { time });
  // Connected, but the server's own data is held back (its bus or its feed): same note, so the
  // reader knows the scores may be old.
  if (status === 'online' && live.stale) return t('inplay.stale', { time });
  return null;
}
