/**
 * @module feed/ingest/apply-completed
 * A match that finished before the feed followed it (a back-fill): stored whole in the next
 * write, never held in the live state and never announced.
 */
import { oddsKey, type LiveMatch } from '../live-state';
import type { CompletedMatch, OddsRecord } from '../updates';
import { queueAppearances, queueLineup, queueTimeline } from './queue';
import { matchRow, oddsCurrentRow, oddsHistoryRow } from './rows';
import type { IngestState } from './state';

export function applyCompleted(state: IngestState, c: CompletedMatch): void {
  const f = c.fixture;
  const m: LiveMatch = {
    fixture: f,
    snapshot: c.snapshot,
    incidents: c.incidents,
    url: null,
    odds: new Map(),
    hasLineup: Boolean(c.lineup),
    eventsStored: 0,
    incidentsStored: 0,
    endedAt: c.endedAt,
    createdAt: c.endedAt,
    updatedAt: c.endedAt,
  };
  for (const record of c.odds) addHistoricOdds(state, m, record);
  for (const entry of m.odds.values()) state.batch.oddsCurrent.push(oddsCurrentRow(f.id, entry));
  queueTimeline(state, m);
  const r = matchRow(m);
  if (c.lineup) queueLineup(state, f.id, c.lineup);
  queueAppearances(state, f, c.appearances ?? []);
  state.batch.matches.push(r);
}

/** Every price goes to the history; the market keeps its first as opening, its last as current. */
function addHistoricOdds(state: IngestState, m: LiveMatch, record: OddsRecord): void {
  const key = oddsKey(record.bookId, record.oddType);
  const existing = m.odds.get(key);
  const at = Math.max(record.at, (existing?.lastHistoryAt ?? 0) + 1);
  m.odds.set(key, {
    bookId: record.bookId,
    oddType: record.oddType,
    o: existing?.o ?? record.quote,
    n: record.quote,
    suspended: false,
    createdAt: existing?.createdAt ?? at,
    updatedAt: at,
    lastHistoryAt: at,
  });
  state.batch.oddsHistory.push(oddsHistoryRow(m.fixture.id, record, at));
}
