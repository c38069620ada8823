/**
 * The in-play screen's offline note: a status line above the list while the
 * network is gone or the server cannot be reached, saying when the rows shown were current.
 * Always in the page, empty while live, so screen readers hear it when it appears.
 */
import { offlineNote } from '../../lib/inplay/offline-note';
import { $connection } from '../../lib/socket/connection';
import { CURRENT } from '../../lib/domain/live-status';
import { $liveStatus, $liveSync, liveUpdatedAt } from '../../lib/stores/live';
import { useClientStore } from './client-store';
import { useInplay } from './context';

const IDLE = { status: 'idle', attempt: 0 } as const;
const NOT_SYNCED = { status: 'idle', seq: 0, resyncs: 0 } as const;

export default function OfflineNote() {
  const { screen } = useInplay();
  const { status } = useClientStore($connection, IDLE);
  // How many snapshots were fetched since start: a page back online has caught up once it grows.
  const { resyncs } = useClientStore($liveSync, NOT_SYNCED);
  const live = useClientStore($liveStatus, CURRENT);
  const note = offlineNote(status, screen.renderedAt, liveUpdatedAt(), screen.t, live);
  return (
    <p
      className="offline-note"
      role="status"
      data-offline-note={note ? (live.stale && status === 'online' ? 'stale' : status) : undefined}
      data-resyncs={resyncs}
    >
      {note ?? ''}
    </p>
  );
}
