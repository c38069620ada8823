/**
 * @module feed/corrections
 * An administrator's correction of a match the feed holds (its live-stream URL, its bet365 id),
 * as the feed updates that carry it through the live state, the stored row and the socket
 * `update` event. A correction made on a node without the feed (ROLE=web) travels to the feed's
 * node as a command (feed/redis-commands.ts), which applies it here; otherwise the feed's copy
 * would write the old value back over the database.
 */
import type { LiveStateReader } from './live-state';
import type { FeedSink, FeedUpdate } from './updates';

export interface MatchCorrectionCommand {
  type: 'correct';
  matchId: number;
  url?: string | null | undefined;
  bet365?: string | undefined;
}

/** A live score corrected by an administrator (feed/score-corrections.ts). */
export interface ScoreCorrectionCommand {
  type: 'score';
  matchId: number;
  /** `home-away`. */
  ss: string;
}

export type FeedCommand = MatchCorrectionCommand | ScoreCorrectionCommand;

/** The feed updates of a correction of a held match; none when the feed does not hold it. */
export function correctionUpdates(
  live: LiveStateReader,
  command: MatchCorrectionCommand,
  at: number,
): FeedUpdate[] {
  const held = live.get(command.matchId);
  if (!held) return [];
  const updates: FeedUpdate[] = [];
  if (command.bet365 !== undefined)
    updates.push({ type: 'fixture', at, fixture: { ...held.fixture, bet365_id: command.bet365 } });
  if (command.url !== undefined)
    updates.push({ type: 'url', at, matchId: command.matchId, url: command.url });
  return updates;
}

/** Applies a correction to the feed of this node; returns whether it held the match. */
export function applyCorrection(
  feed: { state: LiveStateReader } & FeedSink,
  command: MatchCorrectionCommand,
  at: number,
): boolean {
  const updates = correctionUpdates(feed.state, command, at);
  if (updates.length > 0) feed.push(updates);
  return updates.length > 0;
}
