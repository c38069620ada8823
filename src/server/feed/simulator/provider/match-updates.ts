/**
 * @module feed/simulator/provider/match-updates
 * What the simulator publishes of one match: its fixture and pre-match prices when it enters
 * the window, its line-up an hour before kick-off, then in play its snapshot, incidents, prices
 * and live page, and at the end its appearances and final status, after which it is forgotten.
 */
import { TIME_STATUS } from '../../../../lib/domain/sports';
import type { FeedUpdate } from '../../updates';
import type { MatchRunner } from '../match-runner';
import type { SimulatorState } from './state';

const LINEUP_BEFORE_MS = 60 * 60_000;
const URL_AFTER_MS = 2 * 60_000;
/** Sports whose live matches may have an external live page. */
const URL_SPORTS = [1, 16, 18];

/**
 * Publishes a fixture that enters the window at time t (upcoming or already under way).
 * @example admit(state, runner, t, out); // a fixture update, then its pre-match odds
 */
export function admit(state: SimulatorState, runner: MatchRunner, t: number, out: FeedUpdate[]) {
  const { match } = runner;
  out.push({ type: 'fixture', at: t, fixture: runner.fixture(t) });
  state.announced.set(match.id, runner.phase(t));
  out.push(
    ...runner
      .preMatchOdds(state.catalogue.books, -Infinity, Math.min(t, match.kickoff))
      .map((record) => ({ type: 'odds' as const, at: record.at, matchId: match.id, record })),
  );
}

/**
 * Publishes the line-up once, from an hour before kick-off.
 * @example sendLineup(state, runner, t, out);
 */
export function sendLineup(
  state: SimulatorState,
  runner: MatchRunner,
  t: number,
  out: FeedUpdate[],
) {
  const id = runner.match.id;
  if (state.lineupSent.has(id) || runner.match.kickoff - t > LINEUP_BEFORE_MS) return;
  state.lineupSent.add(id);
  out.push({ type: 'lineup', at: t, matchId: id, lineup: runner.lineup });
}

/**
 * Publishes a match under way at t: its fixture again when it goes live or is interrupted, its
 * snapshot (with its incidents when they changed), in play its prices and live page, and once
 * ended its appearances and final status.
 * @example runner.advanceTo(t); liveUpdates(state, runner, t, out);
 */
export function liveUpdates(
  state: SimulatorState,
  runner: MatchRunner,
  t: number,
  out: FeedUpdate[],
) {
  const id = runner.match.id;
  const phase = runner.phase(t);
  if (phase !== state.announced.get(id)) {
    state.announced.set(id, phase);
    if (phase === 'live' || phase === 'interrupted')
      out.push({ type: 'fixture', at: t, fixture: runner.fixture(t) });
  }
  const snapshot = runner.snapshot();
  const incidents = runner.incidents();
  const incidentsChanged = incidents.length !== state.incidentCounts.get(id);
  state.incidentCounts.set(id, incidents.length);
  out.push({
    type: 'snapshot',
    at: t,
    matchId: id,
    snapshot:
      phase === 'interrupted' ? { ...snapshot, time_status: TIME_STATUS.interrupted } : snapshot,
    ...(incidentsChanged ? { incidents } : {}),
  });
  if (phase === 'live') inPlayUpdates(state, runner, t, out);
  if (phase === 'ended') {
    out.push({ type: 'appearances', at: t, matchId: id, rows: runner.appearances() });
    out.push({ type: 'ended', at: t, matchId: id, status: runner.finalStatus() });
    forget(state, id);
  }
}

/** A live match's prices at every book, and once its live page (if it has one). */
function inPlayUpdates(state: SimulatorState, runner: MatchRunner, t: number, out: FeedUpdate[]) {
  const id = runner.match.id;
  for (const record of runner.inPlayOdds(state.catalogue.books, t))
    out.push({ type: 'odds', at: t, matchId: id, record });
  // Some live matches get an external live page (spec §2 "Live opens … only if the game has a url").
  if (
    !state.urlSent.has(id) &&
    t - runner.match.kickoff > URL_AFTER_MS &&
    id % 2 === 0 &&
    URL_SPORTS.includes(runner.league.sportId)
  ) {
    state.urlSent.add(id);
    const url = `/inplay/game/details/${runner.league.sportId}?upcomingId=${id}&bet365=${runner.match.bet365Id}`;
    out.push({ type: 'url', at: t, matchId: id, url });
  }
}

/**
 * Drops everything held for a match that is over, so a long run keeps a flat memory.
 * @example forget(state, match.id);
 */
export function forget(state: SimulatorState, id: number) {
  state.runners.delete(id);
  state.announced.delete(id);
  state.incidentCounts.delete(id);
  state.lineupSent.delete(id);
  state.urlSent.delete(id);
}
