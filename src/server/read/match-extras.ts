/**
 * @module read/match-extras
 * A match's stats, timeline, live details and line-up rows for the detail calls, with the
 * in-memory live state laid over when this node runs the feed and holds more of the timeline.
 */
import type { Kysely } from 'kysely';
import type { LiveDetails, MatchEvent, Stats } from '../../lib/domain/match';
import type { DatabaseSchema } from '../db/schema';
import type { LiveStateReader } from '../feed/live-state';
import { json } from './json-text';

type Db = Kysely<DatabaseSchema>;

/** A stored timeline entry with its code and parameters when it has them (migration 0004). */
function storedEvent(e: {
  event_id: string;
  text: string;
  code?: number | null;
  params?: string | null;
}): MatchEvent {
  const p = json<MatchEvent['p'] | null>(e.params ?? null, null);
  return e.code != null && p
    ? { id: e.event_id, text: e.text, code: Number(e.code), p }
    : { id: e.event_id, text: e.text };
}

/** Stats and timeline of a match, for detail calls. */
export async function readMatchExtras(db: Db, live: LiveStateReader | null, id: number) {
  const [events, stats, lineups] = await Promise.all([
    db
      .selectFrom('match_events')
      .select(['event_id', 'text', 'code', 'params'])
      .where('match_id', '=', id)
      .orderBy('seq')
      .execute(),
    db.selectFrom('matches').select(['stats', 'details']).where('id', '=', id).executeTakeFirst(),
    db.selectFrom('lineups').selectAll().where('match_id', '=', id).execute(),
  ]);
  const snapshot = live?.get(id)?.snapshot;
  const storedDetails = json<LiveDetails | null>(stats?.details, null);
  return {
    stats: snapshot?.stats ?? json<Stats>(stats?.stats, {}),
    events:
      (snapshot?.events.length ?? 0) > events.length
        ? (snapshot?.events ?? [])
        : events.map(storedEvent),
    sts: (snapshot?.details ?? storedDetails)?.sts ?? {},
    details: snapshot?.details ?? storedDetails,
    lineups,
  };
}
