/**
 * @module resilience/soak/feed-script
 * The soak's live play: a fixed set of matches in play, then an endless, deterministic stream of
 * score snapshots (seven in ten) and main-market price changes over them, round-robin. The set
 * of matches never changes, so whatever the server must keep for it stays the same size however
 * long the stream runs, and memory that grows is memory the server should not have kept.
 */
import type { MatchSnapshot } from '../../../src/lib/domain/match';
import type { SportId } from '../../../src/lib/domain/sports';
import type { UnstampedUpdate as ScriptedUpdate } from '../feed-pipe';

/** Sports whose list rows carry a score and a timer (each has a live engine). */
const SPORTS: SportId[] = [1, 18, 17, 91, 16, 13];
/** Far from the ids any other test or the simulator uses. */
const FIRST_ID = 8_100_000;

export interface FeedScript {
  /** Every match's fixture and first snapshot: the list the clients see. */
  opening(): ScriptedUpdate[];
  /** The next `n` updates of play. */
  next(n: number): ScriptedUpdate[];
  ids: readonly number[];
  /** The matches' bet365 ids (their details rooms are `match:<bet365 id>`). */
  bet365Ids: readonly string[];
}

interface Play {
  home: number;
  away: number;
  /** Seconds played. */
  clock: number;
}

function snapshot(p: Play): MatchSnapshot {
  return {
    time_status: 1,
    ss: `${p.home}-${p.away}`,
    scores: { '1': { home: String(p.home), away: String(p.away) } },
    timer: { tm: Math.floor(p.clock / 60) % 90, ts: p.clock % 60, tt: '1' },
    stats: {},
    events: [],
    details: { state: null, ball_pos: null, serve: null, sts: {}, period: 1 },
  };
}

/**
 * A script over `matches` matches (at most a few hundred: the list is one frame's worth).
 * @example const script = createFeedScript(200); await pipe.write(script.opening());
 */
export function createFeedScript(matches: number): FeedScript {
  const ids = Array.from({ length: matches }, (_, i) => FIRST_ID + i);
  const play: Play[] = ids.map(() => ({ home: 0, away: 0, clock: 0 }));
  let step = 0;

  function update(): ScriptedUpdate {
    const i = step % matches;
    const id = ids[i]!;
    const p = play[i]!;
    step += 1;
    p.clock += 7;
    if (step % 10 >= 7) {
      // A price that moves within a small range, so the stream never ends up with new values.
      const home = 1.5 + ((step * 13) % 100) / 50;
      return {
        type: 'odds',
        matchId: id,
        record: {
          bookId: 1,
          oddType: 1,
          quote: { home, draw: 3.2, away: Math.round((5 - home) * 100) / 100, middle: null },
          at: Date.now(),
          ss: `${p.home}-${p.away}`,
          time_str: null,
        },
      };
    }
    // A goal now and then, and the score back to 0-0 past a handful: the rows stay their size.
    if (step % 97 === 0) {
      if (p.home + p.away >= 9) p.home = p.away = 0;
      else if (step % 2 === 0) p.home += 1;
      else p.away += 1;
    }
    return { type: 'snapshot', matchId: id, snapshot: snapshot(p) };
  }

  return {
    ids,
    bet365Ids: ids.map((id) => `77${id}`),
    opening() {
      const kickOff = Math.floor(Date.now() / 1000) - 600;
      const fixtures: ScriptedUpdate[] = ids.map((id, i) => ({
        type: 'fixture',
        fixture: {
          id,
          bet365_id: `77${id}`,
          sport_id: SPORTS[i % SPORTS.length]!,
          league_id: 1,
          season_id: null,
          round: null,
          home_id: 10_000 + i,
          away_id: 20_000 + i,
          time: kickOff,
          time_status: 1,
          extra: {},
        },
      }));
      const first: ScriptedUpdate[] = ids.map((id, i) => ({
        type: 'snapshot',
        matchId: id,
        snapshot: snapshot(play[i]!),
      }));
      return [...fixtures, ...first];
    },
    next(n) {
      return Array.from({ length: n }, update);
    },
  };
}
