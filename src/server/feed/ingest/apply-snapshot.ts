/**
 * @module feed/ingest/apply-snapshot
 * A match's new view (score, clock, stats, timeline): a score event when the score or the clock
 * moved, a details event when the stats or the timeline did, and the row marked for writing —
 * at once for a score or details change, at the clock write interval for the clock alone.
 */
import type { ScoreChange } from '../../../lib/domain/live-events';
import type { MatchSnapshot } from '../../../lib/domain/match';
import { scorePair } from '../../../lib/domain/score';
import { isFinalStatus, TIME_STATUS } from '../../../lib/domain/sports';
import type { LiveMatch } from '../live-state';
import { queueTimeline } from './queue';
import { leagueName, publish, teamName, type IngestState } from './state';

/** The goals of a score line, 0-0 when it is none (no score yet, a set list). */
function homeAway(ss: string | null): [number, number] {
  return scorePair(ss) ?? [0, 0];
}

/** The notification of a goal; null when the goals are the same (a reformatted score). */
function scoreChange(
  state: IngestState,
  m: LiveMatch,
  before: string | null,
  after: string | null,
): ScoreChange | null {
  if (before === after) return null;
  const [h0, a0] = homeAway(before);
  const [h1, a1] = homeAway(after);
  if (h0 === h1 && a0 === a1) return null;
  return {
    id: m.fixture.id,
    sport_id: m.fixture.sport_id,
    league: leagueName(state, m.fixture.league_id),
    home: teamName(state, m.fixture.home_id),
    away: teamName(state, m.fixture.away_id),
    new_home_score: h1,
    new_away_score: a1,
    homeScoreChange: h1 !== h0,
    awayScoreChange: a1 !== a0,
  };
}

export function applySnapshot(state: IngestState, m: LiveMatch, snapshot: MatchSnapshot): void {
  const before = m.snapshot;
  m.snapshot = snapshot;
  m.updatedAt = state.now();
  // A view saying "ended" does not end the match: the ended update does that, and publishes it.
  if (snapshot.time_status !== m.fixture.time_status && !isFinalStatus(m.fixture.time_status)) {
    m.fixture = {
      ...m.fixture,
      time_status:
        snapshot.time_status === TIME_STATUS.ended ? m.fixture.time_status : snapshot.time_status,
    };
  }
  const scoreMoved =
    !before ||
    before.ss !== snapshot.ss ||
    JSON.stringify(before.scores) !== JSON.stringify(snapshot.scores) ||
    before.time_status !== snapshot.time_status;
  const clockMoved = JSON.stringify(before?.timer ?? null) !== JSON.stringify(snapshot.timer);
  if (scoreMoved || clockMoved) publishScore(state, m, before, snapshot);
  const detailsMoved =
    !before ||
    before.events.length !== snapshot.events.length ||
    JSON.stringify(before.stats) !== JSON.stringify(snapshot.stats) ||
    JSON.stringify(before.details) !== JSON.stringify(snapshot.details);
  if (detailsMoved) publishDetails(state, m, before, snapshot);
  queueTimeline(state, m);
  const urgency = scoreMoved || detailsMoved ? 'now' : 'clock';
  if (state.dirty.get(m.fixture.id) !== 'now') state.dirty.set(m.fixture.id, urgency);
}

function publishScore(
  state: IngestState,
  m: LiveMatch,
  before: MatchSnapshot | null,
  snapshot: MatchSnapshot,
): void {
  publish(state, {
    type: 'score',
    sportId: m.fixture.sport_id,
    matchId: m.fixture.id,
    update: {
      upcoming_id: m.fixture.id,
      bet365_id: m.fixture.bet365_id,
      time_status: m.fixture.time_status,
      ss: snapshot.ss,
      scores: snapshot.scores,
      timer: snapshot.timer,
    },
    change: scoreChange(state, m, before?.ss ?? null, snapshot.ss),
  });
}

function publishDetails(
  state: IngestState,
  m: LiveMatch,
  before: MatchSnapshot | null,
  snapshot: MatchSnapshot,
): void {
  publish(state, {
    type: 'details',
    sportId: m.fixture.sport_id,
    matchId: m.fixture.id,
    update: {
      upcoming_id: m.fixture.id,
      bet365_id: m.fixture.bet365_id,
      stats: snapshot.stats,
      details: snapshot.details,
      newEvents: snapshot.events.slice(before?.events.length ?? 0),
    },
  });
}
