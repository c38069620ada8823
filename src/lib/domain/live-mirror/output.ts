/**
 * @module live-mirror/output
 * What the mirror hands back for each event: a socket entry and where it goes.
 */
import type { FrameEntry } from '../socket-contract';

/** Where an entry goes: the match lists (all and its sport) and/or the match's own room. */
export interface MirrorOutput {
  entry: FrameEntry;
  sportId: number;
  /** The match's room (its bet365 id), when it has one. */
  bet365Id: string | null;
  toLists: boolean;
  toMatch: boolean;
}
