/**
 * @module feed/ingest/apply-status
 * A followed match's status moves, and its end: an ended match is written at once, its odds
 * history thinned, and it leaves memory once that last row is stored.
 */
import { isFinalStatus, type TimeStatus } from '../../../lib/domain/sports';
import type { LiveMatch } from '../live-state';
import { queueTimeline } from './queue';
import { publish, type IngestState } from './state';

export function applyStatus(state: IngestState, m: LiveMatch, status: TimeStatus): void {
  m.fixture = { ...m.fixture, time_status: status };
  m.updatedAt = state.now();
  state.dirty.set(m.fixture.id, 'now');
  if (isFinalStatus(status)) endMatch(state, m, status);
  else
    publish(state, {
      type: 'status',
      sportId: m.fixture.sport_id,
      matchId: m.fixture.id,
      status,
    });
}

export function endMatch(state: IngestState, m: LiveMatch, status: TimeStatus): void {
  m.fixture = { ...m.fixture, time_status: status };
  m.endedAt = state.now();
  m.updatedAt = state.now();
  queueTimeline(state, m);
  state.dirty.set(m.fixture.id, 'now');
  state.toCompact.add(m.fixture.id);
  state.toForget.add(m.fixture.id);
  publish(state, { type: 'ended', sportId: m.fixture.sport_id, matchId: m.fixture.id, status });
}
