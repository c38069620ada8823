/**
 * @module feed/simulator/match-runner
 * One simulated match over wall time: its engine state and random stream, its fate, and the
 * prices each bookmaker shows (lagged, noisy, suspended in dangerous moments). Deterministic:
 * the same seed and the same moment give the same match, however it was stepped.
 */
import { withLocalNames, type LocalNames } from '../../../lib/domain/event-names';
import type { Incident, MatchEvent, MatchSnapshot, Side } from '../../../lib/domain/match';
import type { MarketProbabilities, Quote } from '../../../lib/domain/odds';
import { TIME_STATUS, type TimeStatus } from '../../../lib/domain/sports';
import type { CompletedMatch, Fixture, LineupSide, OddsRecord } from '../updates';
import { ALL_ODD_TYPES, bookQuote } from './bookmakers';
import type { BookDef, Catalogue, LeagueDef, TeamDef } from './catalogue/types';
import type { MatchSetup } from './engines/engine';
import { ENGINES } from './engines/index';
import { fateOf, type Fate } from './fate';
import { createRng, type Rng } from './rng';
import type { ScheduledMatch } from './schedule';
import { lineupFor } from './world';

const MINUTE = 60_000;
/** Pre-match price points before kick-off: opening a week out, then nearer the start. */
const PRE_MATCH_POINTS = [7 * 24 * 60, 24 * 60, 6 * 60, 60, 5].map((m) => m * MINUTE);
/** How often a book re-prices in play, at least. */
const IN_PLAY_REPRICE_MS = 6_000;

export type RunnerPhase = 'scheduled' | 'live' | 'interrupted' | 'ended' | 'off';

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
  appearances(): { playerId: number; side: Side; starting: boolean; minutes: number }[];
}

interface PricePoint {
  t: number;
  probs: MarketProbabilities;
  dangerous: boolean;
}

/** Game length in minutes for appearance minutes. */
const GAME_MINUTES: Record<number, number> = { 1: 90, 17: 60, 78: 60, 18: 48, 12: 60 };

/** Both sides' line-ups, derived from the seed and the match id. */
function lineupsOf(
  match: ScheduledMatch,
  league: LeagueDef,
  catalogue: Catalogue,
  seed: string,
): { home: LineupSide; away: LineupSide } {
  return {
    home: lineupFor(league.sportId, catalogue.squad(match.homeId), `${seed}/${match.id}`, 'home'),
    away: lineupFor(league.sportId, catalogue.squad(match.awayId), `${seed}/${match.id}`, 'away'),
  };
}

/** The teams, line-ups and engine set-up of a fixture: all derived from the seed and its id. */
function matchSetup(
  match: ScheduledMatch,
  league: LeagueDef,
  catalogue: Catalogue,
  seed: string,
): { home: TeamDef; lineup: { home: LineupSide; away: LineupSide }; setup: MatchSetup } {
  const home = catalogue.teams.find((t) => t.id === match.homeId);
  const away = catalogue.teams.find((t) => t.id === match.awayId);
  if (!home || !away)
    throw new Error(`Match ${match.id}: unknown team ${match.homeId} or ${match.awayId}`);
  const lineup = lineupsOf(match, league, catalogue, seed);
  const refs = (side: LineupSide) =>
    side.players.map((p) => ({
      id: p.playerId,
      name: p.name,
      position: positionCode(catalogue, p.playerId),
      shirt: p.shirt ?? 0,
    }));
  const setup: MatchSetup = {
    matchId: match.id,
    sportId: league.sportId,
    format: league.format,
    home: { teamId: home.id, name: home.names.en, rating: home.rating, players: refs(lineup.home) },
    away: { teamId: away.id, name: away.names.en, rating: away.rating, players: refs(lineup.away) },
    neutral: league.kind === 'tournament' || league.sportId === 13 || league.sportId === 151,
  };
  return { home, lineup, setup };
}

/** The Korean and Japanese names of both squads' players, by English name (event parameters). */
function squadNames(match: ScheduledMatch, catalogue: Catalogue): LocalNames {
  const names = new Map<string, { kr: string; jp: string }>();
  for (const team of [match.homeId, match.awayId])
    for (const p of catalogue.squad(team))
      if (!names.has(p.names.en)) names.set(p.names.en, { kr: p.names.kr, jp: p.names.jp });
  return names;
}

/** The engine's state before kick-off and the random stream play continues from. */
function initialState(setup: MatchSetup, seed: string) {
  const rng: Rng = createRng(`${seed}/match/${setup.matchId}`);
  return { rng, state: ENGINES[setup.sportId].init(setup, rng) };
}

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

/** The runner with its engine state, from the moment a match is played (or back-filled). */
function playedRunner(
  match: ScheduledMatch,
  league: LeagueDef,
  catalogue: Catalogue,
  seed: string,
  fate: Fate,
): MatchRunner {
  const engine = ENGINES[league.sportId];
  const { home, lineup, setup } = matchSetup(match, league, catalogue, seed);
  const initial = initialState(setup, seed);
  const rng = initial.rng;
  let state = initial.state;
  const prematch = engine.price(state);
  let started = false;
  let engineMs = 0;
  let reachedWall = 0;
  const history: PricePoint[] = [];
  const lastQuote = new Map<string, Quote>();
  const lastPriced = new Map<number, number>();
  const names = squadNames(match, catalogue);
  // Entries keep their identity from view to view: each is given its names once.
  const named = new WeakMap<MatchEvent, MatchEvent>();
  const withNames = (e: MatchEvent) => {
    let done = named.get(e);
    if (!done) named.set(e, (done = withLocalNames(e, names)));
    return done;
  };
  // Engines keep the timeline array while no entry is added: map it only when it changes.
  let timeline: { from: MatchEvent[]; named: MatchEvent[] } | undefined;
  const namedTimeline = (events: MatchEvent[]) => {
    if (timeline?.from !== events) timeline = { from: events, named: events.map(withNames) };
    return timeline.named;
  };

  function engineTarget(wall: number): number {
    let target = wall;
    if (fate.interruptAtMs !== undefined && wall > fate.interruptAtMs) {
      target = fate.abandoned
        ? fate.interruptAtMs
        : fate.interruptAtMs + Math.max(0, wall - fate.interruptAtMs - (fate.pauseMs ?? 0));
    }
    if (fate.retireAtMs !== undefined) target = Math.min(target, fate.retireAtMs);
    return target;
  }

  const runner: MatchRunner = {
    match,
    league,
    fate,
    lineup,
    get started() {
      return started;
    },
    advanceTo(t) {
      if (fate.offSchedule !== undefined || fate.walkover || t < match.kickoff) return;
      if (!started) {
        state = engine.start(state, rng);
        started = true;
      }
      reachedWall = Math.max(reachedWall, t - match.kickoff);
      const target = engineTarget(reachedWall);
      if (target > engineMs && !engine.isFinished(state)) {
        state = engine.step(state, target - engineMs, rng);
        engineMs = target;
      }
      history.push({ t, probs: engine.price(state), dangerous: engine.isDangerous(state) });
      while (history.length > 0 && t - history[0]!.t > 30_000) history.shift();
    },
    phase(t) {
      if (fate.offSchedule !== undefined) return 'off';
      if (t < match.kickoff) return 'scheduled';
      if (fate.walkover) return 'ended';
      if (engine.isFinished(state)) return 'ended';
      const wall = t - match.kickoff;
      if (fate.retireAtMs !== undefined && engineMs >= fate.retireAtMs) return 'ended';
      if (fate.interruptAtMs !== undefined && wall > fate.interruptAtMs) {
        if (fate.abandoned)
          return wall > fate.interruptAtMs + (fate.pauseMs ?? 0) ? 'ended' : 'interrupted';
        if (wall <= fate.interruptAtMs + (fate.pauseMs ?? 0)) return 'interrupted';
      }
      return 'live';
    },
    finalStatus() {
      if (fate.offSchedule !== undefined) return fate.offSchedule;
      if (fate.walkover) return TIME_STATUS.walkover;
      if (fate.abandoned && engineMs >= (fate.interruptAtMs ?? Infinity))
        return TIME_STATUS.abandoned;
      if (fate.retireAtMs !== undefined && engineMs >= fate.retireAtMs && !engine.isFinished(state))
        return TIME_STATUS.retired;
      return TIME_STATUS.ended;
    },
    fixture(t) {
      const phase = runner.phase(t);
      const status: TimeStatus =
        phase === 'off'
          ? fate.offSchedule!
          : phase === 'scheduled'
            ? TIME_STATUS.notStarted
            : phase === 'interrupted'
              ? TIME_STATUS.interrupted
              : phase === 'ended'
                ? runner.finalStatus()
                : TIME_STATUS.inPlay;
      return fixtureRecord(match, league, home.stadium ?? null, status);
    },
    snapshot() {
      const view = { ...engine.view(state) };
      view.events = namedTimeline(view.events);
      if (fate.walkover) return { ...view, time_status: TIME_STATUS.walkover };
      return view;
    },
    incidents: () => engine.incidents(state),
    preMatchOdds(books, from, to, openClose = false) {
      return preMatchRecords(match, fate, seed, () => prematch, books, from, to, openClose);
    },
    inPlayOdds(books, t) {
      const out: OddsRecord[] = [];
      if (history.length === 0) return out;
      // The view is built only when a book re-prices: most calls between re-prices do nothing.
      let shown: { ss: string | null; timeStr: string | null } | undefined;
      for (const book of books) {
        const last = lastPriced.get(book.id) ?? 0;
        if (t - last < Math.max(IN_PLAY_REPRICE_MS, book.lagSeconds * 500)) continue;
        lastPriced.set(book.id, t);
        if (!shown) {
          const view = engine.view(state);
          shown = { ss: view.ss, timeStr: view.timer ? String(Math.floor(view.timer.tm)) : null };
        }
        // The book sees the match as it was lagSeconds ago.
        const seen = history.findLast((p) => p.t <= t - book.lagSeconds * 1000) ?? history[0]!;
        const suspended = history.some((p) => p.dangerous && p.t >= t - 4_000);
        const rng = createRng(
          `${seed}/live/${match.id}/${book.id}/${Math.floor(t / IN_PLAY_REPRICE_MS)}`,
        );
        for (const oddType of ALL_ODD_TYPES) {
          const quote = bookQuote(seen.probs, oddType, book, rng, suspended);
          if (!quote) continue;
          const key = `${book.id}:${oddType}`;
          const previous = lastQuote.get(key);
          if (previous && sameQuote(previous, quote)) continue;
          lastQuote.set(key, quote);
          out.push({
            bookId: book.id,
            oddType,
            quote,
            at: t,
            ss: shown.ss,
            time_str: shown.timeStr,
          });
        }
      }
      return out;
    },
    complete(books) {
      const end = match.kickoff + 6 * engine.expectedDurationMs(league.format);
      for (let t = match.kickoff; runner.phase(t) !== 'ended' && t < end; t += 3_600_000)
        runner.advanceTo(t + 3_600_000);
      const closeAt = match.kickoff + engineMs;
      const fixture = runner.fixture(Math.max(closeAt, end));
      return {
        fixture,
        snapshot: { ...runner.snapshot(), time_status: fixture.time_status },
        incidents: runner.incidents(),
        // Back-filled matches keep opening and closing prices only: history is bounded.
        odds: runner.preMatchOdds(books, -Infinity, match.kickoff, true),
        lineup,
        appearances: runner.appearances(),
        endedAt: closeAt,
      };
    },
    appearances() {
      const full = GAME_MINUTES[league.sportId];
      if (full === undefined) return [];
      const incidents = engine.incidents(state);
      const out: { playerId: number; side: Side; starting: boolean; minutes: number }[] = [];
      for (const side of ['home', 'away'] as const) {
        for (const p of lineup[side].players) {
          const off = incidents.find(
            (i) =>
              i.side === side &&
              i.playerId === p.playerId &&
              (i.kind === 'sub_out' || i.kind === 'red' || i.kind === 'yellowred'),
          );
          const on = incidents.find(
            (i) => i.side === side && i.playerId === p.playerId && i.kind === 'sub_in',
          );
          if (p.starting)
            out.push({
              playerId: p.playerId,
              side,
              starting: true,
              minutes: Math.min(full, off ? off.minute : full),
            });
          else if (on)
            out.push({
              playerId: p.playerId,
              side,
              starting: false,
              minutes: Math.max(1, (off ? off.minute : full) - on.minute),
            });
        }
      }
      return out;
    },
  };
  return runner;
}

/** The feed's fixture record of a match in the given status. */
function fixtureRecord(
  match: ScheduledMatch,
  league: LeagueDef,
  stadium: string | null,
  status: TimeStatus,
): Fixture {
  return {
    id: match.id,
    bet365_id: match.bet365Id,
    sport_id: league.sportId,
    league_id: league.id,
    season_id: match.seasonId,
    round: match.round,
    home_id: match.homeId,
    away_id: match.awayId,
    time: Math.floor(match.kickoff / 1000),
    time_status: status,
    extra: { round: String(match.round), stadium },
  };
}

/**
 * Books' pre-match prices published in (from, to], drifting from the opening market
 * `prices()`, which is asked for only when a point falls in the range.
 */
function preMatchRecords(
  match: ScheduledMatch,
  fate: Fate,
  seed: string,
  prices: () => MarketProbabilities,
  books: readonly BookDef[],
  from: number,
  to: number,
  openClose: boolean,
): OddsRecord[] {
  const out: OddsRecord[] = [];
  if (fate.offSchedule !== undefined) return out;
  let prematch: MarketProbabilities | undefined;
  PRE_MATCH_POINTS.forEach((before, point) => {
    const at = match.kickoff - before;
    if (at <= from || at > to) return;
    if (openClose && point !== 0 && point !== PRE_MATCH_POINTS.length - 1) return;
    prematch ??= prices();
    // Market-wide drift that shrinks toward kick-off, shared by every book.
    const drift = createRng(`${seed}/drift/${match.id}/${point}`);
    const scale = (0.06 * (PRE_MATCH_POINTS.length - 1 - point)) / (PRE_MATCH_POINTS.length - 1);
    const probs = driftProbabilities(prematch, drift.normal(0, scale));
    for (const book of books) {
      const rng = createRng(`${seed}/pre/${match.id}/${point}/${book.id}`);
      for (const oddType of ALL_ODD_TYPES) {
        const quote = bookQuote(probs, oddType, book, rng, false);
        if (quote) out.push({ bookId: book.id, oddType, quote, at, ss: null, time_str: null });
      }
    }
  });
  return out;
}

function sameQuote(a: Quote, b: Quote): boolean {
  return a.home === b.home && a.draw === b.draw && a.away === b.away && a.middle === b.middle;
}

/** Shifts win probability between home and away by `shift`, keeping every market summing to 1. */
function driftProbabilities(p: MarketProbabilities, shift: number): MarketProbabilities {
  const move = (a: number, b: number): [number, number] => {
    const total = a + b;
    const na = Math.min(total * 0.98, Math.max(total * 0.02, a + shift * total));
    return [na, total - na];
  };
  const [home, away] = move(p.winner.home, p.winner.away);
  const handicap = p.handicap ? move(p.handicap.home, p.handicap.away) : null;
  return {
    winner: { home, draw: p.winner.draw, away },
    handicap:
      p.handicap && handicap
        ? { line: p.handicap.line, home: handicap[0], away: handicap[1] }
        : null,
    total: p.total,
  };
}

const positionCache = new WeakMap<Catalogue, Map<number, string>>();

function positionCode(catalogue: Catalogue, playerId: number): string {
  let map = positionCache.get(catalogue);
  if (!map) {
    map = new Map();
    positionCache.set(catalogue, map);
  }
  const cached = map.get(playerId);
  if (cached) return cached;
  const teamId = Math.floor(playerId / 100);
  for (const p of catalogue.squad(teamId)) map.set(p.id, p.position);
  return map.get(playerId) ?? '';
}
