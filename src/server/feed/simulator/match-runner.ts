/**
 * @module feed/simulator/match-runner
 * One simulated match over wall time: its engine state and random stream, its fate, and the
 * prices each bookmaker shows (lagged, noisy, suspended in dangerous moments). Deterministic:
 * the same seed and the same moment give the same match, however it was stepped. A fixture
 * waits here; from kick-off its played runner (played-runner.ts) answers.
 */
import { TIME_STATUS } from '../../../lib/domain/sports';
import type { Fixture } from '../updates';
import type { BookDef, Catalogue, LeagueDef } from './catalogue/types';
import { ENGINES } from './engines/index';
import { fateOf, type Fate } from './fate';
import { fixtureRecord, initialState, lineupsOf, matchSetup } from './match-setup';
import { playedRunner } from './played-runner';
import { preMatchRecords } from './pre-match-prices';
import type { MatchRunner, RunnerPhase } from './runner-types';
import type { ScheduledMatch } from './schedule';

export type { MatchRunner, RunnerPhase } from './runner-types';

/**
 * A fixture's runner. Until a match is played it holds only its schedule entry and fate: the
 * line-ups and engine state (about 8 KB a fixture, and a week's window holds ~2,900 fixtures)
 * are derived from the seed when asked for, and kept only from kick-off. Both are pure
 * functions of the seed and the match, so the match is the same whenever they are made.
 * @example createRunner(match, league, catalogue, 'demo').preMatchOdds(books, -Infinity, now)
 */
export function createRunner(
  match: ScheduledMatch,
  league: LeagueDef,
  catalogue: Catalogue,
  seed: string,
): MatchRunner {
  return new DeferredRunner(match, league, catalogue, seed);
}

/**
 * A class rather than a closure factory: thousands of fixtures wait at once, and methods on a
 * prototype cost each of them nothing.
 */
class DeferredRunner implements MatchRunner {
  readonly fate: Fate;
  private played: MatchRunner | undefined;

  constructor(
    readonly match: ScheduledMatch,
    readonly league: LeagueDef,
    private readonly catalogue: Catalogue,
    private readonly seed: string,
  ) {
    const engine = ENGINES[league.sportId];
    this.fate = fateOf(seed, match.id, league.sportId, engine.expectedDurationMs(league.format));
  }

  /** The runner with its engine, made on first use and kept for the rest of the match. */
  private play(): MatchRunner {
    this.played ??= playedRunner(this.match, this.league, this.catalogue, this.seed, this.fate);
    return this.played;
  }

  /** True while the answer does not need the engine: before kick-off, or never played. */
  private waiting(t: number): boolean {
    return (
      this.played === undefined && (this.fate.offSchedule !== undefined || t < this.match.kickoff)
    );
  }

  get lineup() {
    return this.played?.lineup ?? lineupsOf(this.match, this.league, this.catalogue, this.seed);
  }

  get started() {
    return this.played?.started ?? false;
  }

  advanceTo(t: number) {
    // Before kick-off, and for a match never played, the engine does not move.
    if (this.waiting(t) || (this.played === undefined && this.fate.walkover)) return;
    this.play().advanceTo(t);
  }

  phase(t: number): RunnerPhase {
    if (!this.waiting(t)) return this.play().phase(t);
    return this.fate.offSchedule === undefined ? 'scheduled' : 'off';
  }

  finalStatus() {
    return this.fate.offSchedule ?? this.play().finalStatus();
  }

  fixture(t: number): Fixture {
    if (!this.waiting(t)) return this.play().fixture(t);
    const home = this.catalogue.teams.find((team) => team.id === this.match.homeId);
    const status = this.fate.offSchedule ?? TIME_STATUS.notStarted;
    return fixtureRecord(this.match, this.league, home?.stadium ?? null, status);
  }

  snapshot() {
    return this.play().snapshot();
  }

  incidents() {
    return this.play().incidents();
  }

  preMatchOdds(books: readonly BookDef[], from: number, to: number, openClose = false) {
    if (this.played) return this.played.preMatchOdds(books, from, to, openClose);
    // The opening market is priced from a throwaway engine state, only when a point is due.
    const prices = () => {
      const { setup } = matchSetup(this.match, this.league, this.catalogue, this.seed);
      return ENGINES[this.league.sportId].price(initialState(setup, this.seed).state);
    };
    return preMatchRecords(this.match, this.fate, this.seed, prices, books, from, to, openClose);
  }

  inPlayOdds(books: readonly BookDef[], t: number) {
    return this.play().inPlayOdds(books, t);
  }

  complete(books: readonly BookDef[]) {
    return this.play().complete(books);
  }

  appearances() {
    return this.play().appearances();
  }
}
