/**
 * @module feed/simulator/runner-types
 * What a match runner answers: the shape shared by a fixture still waiting and a match played.
 */
import type { Incident, MatchSnapshot, Side } from '../../../lib/domain/match';
import type { TimeStatus } from '../../../lib/domain/sports';
import type { CompletedMatch, Fixture, LineupSide, OddsRecord } from '../updates';
import type { BookDef, LeagueDef } from './catalogue/types';
import type { Fate } from './fate';
import type { ScheduledMatch } from './schedule';

export type RunnerPhase = 'scheduled' | 'live' | 'interrupted' | 'ended' | 'off';

/** Minutes a player took part in a match. */
export interface Appearance {
  playerId: number;
  side: Side;
  starting: boolean;
  minutes: number;
}

export interface MatchRunner {
  match: ScheduledMatch;
  league: LeagueDef;
  fate: Fate;
  lineup: { home: LineupSide; away: LineupSide };
  /** Kick-off has happened and the engine runs. */
  started: boolean;
  /** Advances the match to wall time t (no-op before kick-off). */
  advanceTo(t: number): void;
  phase(t: number): RunnerPhase;
  /** The status a finished match ends with (3, or 6/8/9 for walkover, abandonment, retirement). */
  finalStatus(): TimeStatus;
  fixture(t: number): Fixture;
  snapshot(): MatchSnapshot;
  incidents(): Incident[];
  /** Books' pre-match prices published in (from, to]; `openClose` keeps only the first and last points. */
  preMatchOdds(
    books: readonly BookDef[],
    from: number,
    to: number,
    openClose?: boolean,
  ): OddsRecord[];
  /** Books' in-play prices that changed at time t (lagged and rate-limited per book). */
  inPlayOdds(books: readonly BookDef[], t: number): OddsRecord[];
  /** The whole match at once, for back-fill. */
  complete(books: readonly BookDef[]): CompletedMatch;
  /** Minutes each player took part, from the line-up and substitutions. */
  appearances(): Appearance[];
}
