/**
 * @module feed/ingest/queue
 * Rows a match adds to the next write besides its own: the timeline entries and incidents not
 * stored yet, a published line-up and the players' appearances.
 */
import type { Side } from '../../../lib/domain/match';
import type { LiveMatch } from '../live-state';
import type { Fixture, LineupSide } from '../updates';
import type { IngestState } from './state';

/** Only entries past what is already queued: a snapshot repeats the whole timeline. */
export function queueTimeline(state: IngestState, m: LiveMatch): void {
  const { batch } = state;
  const s = m.snapshot;
  if (s) {
    for (let i = m.eventsStored; i < s.events.length; i++) {
      const e = s.events[i]!;
      batch.events.push({
        match_id: m.fixture.id,
        seq: i,
        event_id: e.id,
        text: e.text,
        code: e.code ?? null,
        params: e.p ? JSON.stringify(e.p) : null,
      });
    }
    m.eventsStored = s.events.length;
  }
  for (let i = m.incidentsStored; i < m.incidents.length; i++) {
    const inc = m.incidents[i]!;
    batch.incidents.push({
      match_id: m.fixture.id,
      seq: i,
      kind: inc.kind,
      side: inc.side,
      team_id: inc.side === 'home' ? m.fixture.home_id : m.fixture.away_id,
      minute: inc.minute,
      player_id: inc.playerId ?? null,
      assist_id: inc.assistId ?? null,
    });
  }
  m.incidentsStored = m.incidents.length;
}

export function queueLineup(
  state: IngestState,
  matchId: number,
  lineup: { home: LineupSide; away: LineupSide },
): void {
  for (const side of ['home', 'away'] as const) {
    state.batch.lineups.push({
      match_id: matchId,
      side,
      formation: lineup[side].formation,
      players: JSON.stringify(lineup[side].players),
    });
  }
}

export function queueAppearances(
  state: IngestState,
  fixture: Fixture,
  rows: readonly { playerId: number; side: Side; starting: boolean; minutes: number }[],
): void {
  for (const a of rows) {
    state.batch.appearances.push({
      match_id: fixture.id,
      player_id: a.playerId,
      team_id: a.side === 'home' ? fixture.home_id : fixture.away_id,
      starting: a.starting ? 1 : 0,
      minutes: a.minutes,
    });
  }
}
