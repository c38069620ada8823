/**
 * @module api/match-correction
 * An administrator's correction of a match's live-stream URL and/or bet365 id (spec §7
 * `PATCH /games/{id}` and `POST /inplay/update/upcoming`, the store's `modifyUrl`). A match the
 * feed holds in memory is corrected through the feed, so the live state, the stored row and the
 * socket `update` event (game_id, id, bet365_id, url) all follow; otherwise the row is updated.
 * The audit log records who corrected what.
 */
import { createAuditLog, type AuditActor } from '../audit/audit-log';
import { applyCorrection } from '../feed/corrections';
import { HttpError } from '../contracts/http-error';
import type { RouteDeps } from './routes/route-deps';

export interface MatchCorrection {
  url?: string | null | undefined;
  bet365?: string | undefined;
}

/** The socket `update` payload (spec §3 "Events from the socket"). */
export interface MatchUpdatePayload {
  game_id: number;
  id: number;
  bet365_id: string | null;
  url: string | null;
}

/**
 * Applies the correction; 404 for an unknown match, 409 when the bet365 id belongs to another.
 * @example await correctMatch(deps, 42, { url: 'https://tv.example/42' }, { id: 1, username: 'admin' })
 */
export async function correctMatch(
  deps: Pick<RouteDeps, 'db' | 'live' | 'now' | 'sink' | 'audit' | 'commands'>,
  id: number,
  body: MatchCorrection,
  actor: AuditActor,
): Promise<MatchUpdatePayload> {
  const { db, live, now } = deps;
  const row = await db
    .selectFrom('matches')
    .select(['id', 'sport_id', 'bet365_id', 'url'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'NOT_FOUND', `No match with id ${id}`);
  if (body.bet365 !== undefined) {
    const other = await db
      .selectFrom('matches')
      .select('id')
      .where('bet365_id', '=', body.bet365)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (other) {
      throw new HttpError(
        409,
        'CONFLICT',
        `bet365 id ${body.bet365} already belongs to match ${String(other.id)}`,
        [{ field: 'bet365', message: 'Already used by another match' }],
      );
    }
  }
  const held = live?.get(id);
  if (held && !deps.sink) {
    // The feed would write its own copy back over a database-only change.
    throw new HttpError(
      503,
      'FEED_UNAVAILABLE',
      'This match is live on this node but its feed accepts no corrections; try again later',
    );
  }
  const at = now();
  const patch: { url?: string | null; bet365_id?: string; updated_at: number } = {
    updated_at: at,
  };
  if (body.url !== undefined) patch.url = body.url;
  if (body.bet365 !== undefined) patch.bet365_id = body.bet365;
  await db.updateTable('matches').set(patch).where('id', '=', id).execute();
  const command = { type: 'correct' as const, matchId: id, url: body.url, bet365: body.bet365 };
  if (live && deps.sink)
    applyCorrection({ state: live, push: (u) => deps.sink?.push(u) }, command, at);
  // No feed here (ROLE=web): the feed's node applies it, or its copy would write the old back.
  else if (deps.commands) await deps.commands.send(command);
  const after: MatchUpdatePayload = {
    game_id: Number(row.sport_id),
    id: Number(row.id),
    bet365_id: body.bet365 ?? row.bet365_id,
    url: body.url !== undefined ? body.url : row.url,
  };
  await (deps.audit ?? createAuditLog(db, now)).record({
    actor,
    action: 'match.update',
    target: `match:${id}`,
    before: { bet365_id: row.bet365_id, url: row.url },
    after: { bet365_id: after.bet365_id, url: after.url },
  });
  return after;
}
