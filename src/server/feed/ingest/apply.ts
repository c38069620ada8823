/**
 * @module feed/ingest/apply
 * One update applied to the live state, synchronously: counted, then handed to its applier.
 * Reference data and fixtures need no match held; every other update is for a followed match
 * and is dropped when the feed sends it for one the ingest does not know.
 */
import type { LiveMatch } from '../live-state';
import type { FeedUpdate, Fixture, ReferenceData } from '../updates';
import { applyCompleted } from './apply-completed';
import { applyOdds } from './apply-odds';
import { applySnapshot } from './apply-snapshot';
import { applyStatus, endMatch } from './apply-status';
import { queueAppearances, queueLineup } from './queue';
import { publish, type IngestState } from './state';

type MatchUpdate = Exclude<FeedUpdate, { type: 'reference' | 'fixture' | 'completed' }>;

export function apply(state: IngestState, update: FeedUpdate): void {
  state.counts[update.type] = (state.counts[update.type] ?? 0) + 1;
  switch (update.type) {
    case 'reference':
      applyReference(state, update.data);
      return;
    case 'fixture':
      applyFixture(state, update.fixture);
      return;
    case 'completed':
      for (const c of update.matches) applyCompleted(state, c);
      return;
  }
  const m = state.matches.get(update.matchId);
  if (!m) {
    state.log.debug(
      { type: update.type, matchId: update.matchId },
      'update for an unknown match ignored',
    );
    return;
  }
  applyToMatch(state, m, update);
}

function applyToMatch(state: IngestState, m: LiveMatch, update: MatchUpdate): void {
  switch (update.type) {
    case 'snapshot':
      if (update.incidents) m.incidents = update.incidents;
      applySnapshot(state, m, update.snapshot);
      return;
    case 'odds':
      applyOdds(state, m, update.record);
      return;
    case 'status':
      applyStatus(state, m, update.status);
      return;
    case 'ended':
      endMatch(state, m, update.status);
      return;
    case 'url':
      applyUrl(state, m, update.url);
      return;
    case 'lineup':
      m.hasLineup = true;
      queueLineup(state, m.fixture.id, update.lineup);
      return;
    case 'appearances':
      queueAppearances(state, m.fixture, update.rows);
      return;
  }
}

/** The names are kept for events; the rows are stored at the next flush. */
function applyReference(state: IngestState, data: ReferenceData): void {
  for (const t of data.teams ?? []) state.teamNames.set(t.id, t.name);
  for (const l of data.leagues ?? []) state.leagueNames.set(l.id, l.name);
  state.references.push(data);
}

/** A fixture starts a match being followed; a status change is announced once it has a view. */
function applyFixture(state: IngestState, fixture: Fixture): void {
  const m = matchFor(state, fixture);
  const statusChanged = m.fixture.time_status !== fixture.time_status;
  m.fixture = fixture;
  m.updatedAt = state.now();
  state.dirty.set(fixture.id, 'now');
  if (statusChanged && m.snapshot) {
    publish(state, {
      type: 'status',
      sportId: m.fixture.sport_id,
      matchId: m.fixture.id,
      status: m.fixture.time_status,
    });
  }
}

function matchFor(state: IngestState, fixture: Fixture): LiveMatch {
  let m = state.matches.get(fixture.id);
  if (!m) {
    m = {
      fixture,
      snapshot: null,
      incidents: [],
      url: null,
      odds: new Map(),
      hasLineup: false,
      eventsStored: 0,
      incidentsStored: 0,
      endedAt: null,
      createdAt: state.now(),
      updatedAt: state.now(),
    };
    state.matches.set(fixture.id, m);
  }
  return m;
}

function applyUrl(state: IngestState, m: LiveMatch, url: string | null): void {
  m.url = url;
  state.dirty.set(m.fixture.id, 'now');
  publish(state, {
    type: 'url',
    sportId: m.fixture.sport_id,
    matchId: m.fixture.id,
    bet365_id: m.fixture.bet365_id,
    url,
  });
}
