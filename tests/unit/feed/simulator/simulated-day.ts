// Plays a simulated day's soccer matches through the match runner as the simulator's tick does,
// and pairs each goal and red card with every book's 1X2 prices just before and just after it.
import type { Side } from '../../../../src/lib/domain/match';
import { ODD_TYPES } from '../../../../src/lib/domain/odds';
import { createCatalogue } from '../../../../src/server/feed/simulator/catalogue/index';
import type { BookDef } from '../../../../src/server/feed/simulator/catalogue/types';
import type { Catalogue, LeagueDef } from '../../../../src/server/feed/simulator/catalogue/types';
import { createRunner, type MatchRunner } from '../../../../src/server/feed/simulator/match-runner';
import {
  fixturesBetween,
  type ScheduledMatch,
} from '../../../../src/server/feed/simulator/schedule';

/** The simulator's default tick: the runner is advanced and asked for prices this often. */
const TICK_MS = 1_000;
const HOUR = 3_600_000;
const SOCCER = 1;

export interface OpenQuote {
  /** When the book published the prices. */
  at: number;
  /** The match moment the book was pricing (it trails by its lag). */
  seenAt: number;
  home: number;
  draw: number;
  away: number;
}

export type EventKind = 'goal' | 'red';

export interface MatchEvent {
  matchId: number;
  kind: EventKind;
  /** The side that scored, or the side that lost a player. */
  side: Side;
  /** The tick at which the engine had it. */
  at: number;
  /** Home and away goals just before it. */
  scoreBefore: [number, number];
}

export interface PlayedMatch {
  matchId: number;
  events: MatchEvent[];
  /** Each book's open (not suspended) 1X2 quotes in publication order. */
  quotes: Map<number, OpenQuote[]>;
}

/** Incident kinds as events: an own goal's side is the side it counts for. */
const EVENT_OF: Record<string, EventKind> = {
  goal: 'goal',
  own_goal: 'goal',
  penalty_goal: 'goal',
  red: 'red',
  yellowred: 'red',
};

/** Runs one match from kick-off to the end, one simulator tick at a time. */
function play(runner: MatchRunner, books: readonly BookDef[]): PlayedMatch {
  const lag = new Map(books.map((b) => [b.id, b.lagSeconds * 1000]));
  const played: PlayedMatch = { matchId: runner.match.id, events: [], quotes: new Map() };
  let seenIncidents = 0;
  let score: [number, number] = [0, 0];
  const giveUpAt = runner.match.kickoff + 6 * HOUR;
  for (let t = runner.match.kickoff; t < giveUpAt; t += TICK_MS) {
    runner.advanceTo(t);
    const phase = runner.phase(t);
    const incidents = runner.incidents();
    for (const incident of incidents.slice(seenIncidents)) {
      const kind = EVENT_OF[incident.kind];
      if (!kind) continue;
      const event = {
        matchId: runner.match.id,
        kind,
        side: incident.side,
        at: t,
        scoreBefore: score,
      };
      played.events.push(event);
      if (kind === 'goal')
        score = incident.side === 'home' ? [score[0] + 1, score[1]] : [score[0], score[1] + 1];
    }
    seenIncidents = incidents.length;
    if (phase === 'ended' || phase === 'off') break;
    // Like the simulator, books price only while the match is live (not while interrupted).
    if (phase !== 'live') continue;
    for (const record of runner.inPlayOdds(books, t)) {
      if (record.oddType !== ODD_TYPES.winner) continue;
      const { home, draw, away } = record.quote;
      const list = played.quotes.get(record.bookId) ?? [];
      played.quotes.set(record.bookId, list);
      // A suspension ends the open run: the next open quote is the book's first after it.
      if (typeof home !== 'number' || typeof draw !== 'number' || typeof away !== 'number')
        continue;
      const seenAt = t - (lag.get(record.bookId) ?? 0);
      list.push({ at: t, seenAt, home, draw, away });
    }
  }
  return played;
}

const worlds = new Map<string, Catalogue>();

/** The simulator's world for a seed, built once. */
function world(seed: string): Catalogue {
  const cached = worlds.get(seed);
  if (cached) return cached;
  const catalogue = createCatalogue(seed);
  worlds.set(seed, catalogue);
  return catalogue;
}

export interface SoccerFixture {
  match: ScheduledMatch;
  league: LeagueDef;
}

/** True when the match, run to its end in coarse steps, has an event of that kind. */
function hasEvent(fixture: SoccerFixture, seed: string, kind: EventKind): boolean {
  const runner = createRunner(fixture.match, fixture.league, world(seed), seed);
  const end = fixture.match.kickoff + 6 * HOUR;
  // Engines are deterministic however they are stepped, so a coarse run finds the same events.
  for (let t = fixture.match.kickoff; t < end; t += 60_000) {
    runner.advanceTo(t);
    const phase = runner.phase(t);
    if (phase === 'ended' || phase === 'off') break;
  }
  return runner.incidents().some((incident) => EVENT_OF[incident.kind] === kind);
}

/**
 * Every soccer fixture (every league, standard and e-soccer) kicking off in [from, to) in the
 * world built from `seed`; with `having`, only those in which such an event happens.
 */
export function soccerMatchesBetween(
  seed: string,
  from: number,
  to: number,
  having?: EventKind,
): SoccerFixture[] {
  const fixtures = world(seed)
    .leagues.filter((league) => league.sportId === SOCCER)
    .flatMap((league) =>
      fixturesBetween(league, from, to, seed).map((match) => ({ match, league })),
    );
  return having ? fixtures.filter((f) => hasEvent(f, seed, having)) : fixtures;
}

export interface PlayedDay {
  books: readonly BookDef[];
  matches: PlayedMatch[];
}

/** Plays the fixtures from kick-off to the end, pricing at every book as the simulator does. */
export function playSoccerMatches(seed: string, fixtures: readonly SoccerFixture[]): PlayedDay {
  const { books } = world(seed);
  const matches = fixtures.map(({ match, league }) =>
    play(createRunner(match, league, world(seed), seed), books),
  );
  return { books, matches };
}

export interface PriceMove {
  event: MatchEvent;
  book: BookDef;
  before: OpenQuote;
  after: OpenQuote;
}

export interface MovesAround {
  moves: PriceMove[];
  /** Events a book did not price again before the end (a goal in the last minute). */
  unpriced: number;
  /** Events with another goal or red card between the book's two quotes: not one cause. */
  crowded: number;
}

/**
 * For each event of a kind and each book: the book's last open quote priced before the event and
 * its first priced after it, kept when no other goal or red card happened between the two.
 */
export function movesAround(day: PlayedDay, kind: EventKind): MovesAround {
  const out: MovesAround = { moves: [], unpriced: 0, crowded: 0 };
  for (const match of day.matches) {
    for (const event of match.events.filter((e) => e.kind === kind)) {
      for (const book of day.books) {
        const quotes = match.quotes.get(book.id) ?? [];
        const before = quotes.findLast((q) => q.seenAt < event.at);
        const after = quotes.find((q) => q.seenAt >= event.at);
        if (!before || !after) {
          out.unpriced += 1;
          continue;
        }
        const crowded = match.events.some(
          (e) => e !== event && e.at > before.seenAt && e.at <= after.seenAt,
        );
        if (crowded) out.crowded += 1;
        else out.moves.push({ event, book, before, after });
      }
    }
  }
  return out;
}
