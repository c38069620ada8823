/**
 * @module live-mirror/apply-event
 * Applies one live event to the mirror's state in seq order, by its type.
 */
import type { LiveEvent } from '../live-events';
import { applyDetailsEvent, applyEndedEvent, applyOddsEvent, applyUrlEvent } from './match-events';
import type { MirrorState } from './mirror-state';
import type { MirrorOutput } from './output';
import { applyScoreEvent, applyStatusEvent } from './score-events';

/**
 * The entries to send for an event; none for a stale one (seq not after the state's), which a
 * reader that resynced past it has already seen.
 * @example applyEvent(state, { type: 'status', seq: 8, matchId: 1, sportId: 1, status: 3 })
 */
export function applyEvent(state: MirrorState, event: LiveEvent): MirrorOutput[] {
  if (event.seq <= state.seq) return [];
  state.seq = event.seq;
  switch (event.type) {
    case 'score':
      return applyScoreEvent(state, event);
    case 'odds':
      return applyOddsEvent(state, event);
    case 'details':
      return applyDetailsEvent(state, event);
    case 'ended':
      return applyEndedEvent(state, event);
    case 'status':
      return applyStatusEvent(state, event);
    case 'url':
      return applyUrlEvent(state, event);
  }
}
