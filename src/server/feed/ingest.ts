/**
 * @module feed/ingest
 * Turns the provider's update stream into (1) in-memory live state, (2) batched database
 * writes and (3) bus events numbered by `seq` (spec §3 "Events from the socket": score change,
 * odds change, ended, details, URL update). Application is synchronous; storage runs behind.
 */
import type { OddsChange, ScoreChange, UnsequencedLiveEvent } from '../../lib/domain/live-events';
import type { MatchSnapshot } from '../../lib/domain/match';
import type { Price, Quote } from '../../lib/domain/odds';
import { isFinalStatus, TIME_STATUS, type TimeStatus } from '../../lib/domain/sports';
import {
  batchSize,
  emptyBatch,
  type FeedBatch,
  type FeedStore,
} from '../db/repositories/feed-store';
import type { MatchesTable } from '../db/schema';
import type { ReferenceNames } from '../contracts/feed-records';
import type { Logger } from '../logger';
import type { Bus } from './bus';
import { oddsKey, type LiveMatch, type LiveOdds, type LiveStateReader } from './live-state';
import type {
  CompletedMatch,
  FeedSink,
  FeedUpdate,
  Fixture,
  OddsRecord,
  ReferenceData,
} from './updates';

export interface IngestOptions {
  store: FeedStore;
  bus: Bus;
  logger: Logger;
  /** Wall clock for storage timestamps. */
  now?: () => number;
  /** How often queued writes are flushed. */
  flushIntervalMs?: number;
  /** A match whose only change is its clock is rewritten at most this often. */
  clockWriteIntervalMs?: number;
  /** Odds history of a finished match keeps one price per this interval. */
  compactIntervalMs?: number;
  /** Gives English-only reference rows their Korean and Japanese names before storing. */
  names?: ReferenceNames | undefined;
}

export interface Ingest extends FeedSink {
  state: LiveStateReader;
  /** Writes everything queued; resolves when stored. */
  flush(): Promise<void>;
  /** Starts periodic flushing. */
  start(): void;
  stop(): Promise<void>;
  /** Updates applied since start, by type (for health and benchmarks). */
  counts(): Record<string, number>;
}

/** The reference with the catalogue's names; as it came when the catalogue cannot answer. */
async function withNames(
  names: ReferenceNames | undefined,
  data: ReferenceData,
  log: Logger,
): Promise<ReferenceData> {
  if (!names) return data;
  try {
    return await names.translateReference(data);
  } catch (error) {
    log.warn({ err: error }, 'names catalogue unavailable: reference stored as the feed named it');
    return data;
  }
}

function priceOf(p: Price | null | undefined): number | null {
  return typeof p === 'number' ? p : null;
}

function sameQuote(a: Quote, b: Quote): boolean {
  return a.home === b.home && a.away === b.away && a.draw === b.draw && a.middle === b.middle;
}

function homeAway(ss: string | null): [number, number] {
  const m = /^(\d+)-(\d+)$/.exec(ss ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

export function createIngest(options: IngestOptions): Ingest {
  const { store, bus, logger } = options;
  const log = logger.child({ name: 'app:ingest' });
  const now = options.now ?? Date.now;
  const flushIntervalMs = options.flushIntervalMs ?? 1_000;
  const clockWriteIntervalMs = options.clockWriteIntervalMs ?? 10_000;
  const compactIntervalMs = options.compactIntervalMs ?? 5 * 60_000;

  const matches = new Map<number, LiveMatch>();
  const teamNames = new Map<number, string>();
  const leagueNames = new Map<number, string>();
  const counts: Record<string, number> = {};
  // Monotonic across restarts: a client that reconnects after one sees a jump and resyncs.
  let seq = now() * 100;
  let batch = emptyBatch();
  let references: ReferenceData[] = [];
  const dirty = new Map<number, 'now' | 'clock'>();
  const lastWritten = new Map<number, number>();
  const toCompact = new Set<number>();
  const toForget = new Set<number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let failures = 0;

  const publish = (event: UnsequencedLiveEvent) => bus.publish({ ...event, seq: ++seq });

  function row(m: LiveMatch): MatchesTable {
    const f = m.fixture;
    const s = m.snapshot;
    return {
      id: f.id,
      bet365_id: f.bet365_id,
      sport_id: f.sport_id,
      league_id: f.league_id,
      season_id: f.season_id,
      round: f.round,
      home_id: f.home_id,
      away_id: f.away_id,
      time: f.time,
      time_status: f.time_status,
      ss: s?.ss ?? null,
      scores: JSON.stringify(s?.scores ?? {}),
      timer: s?.timer ? JSON.stringify(s.timer) : null,
      stats: JSON.stringify(s?.stats ?? {}),
      details: s ? JSON.stringify(s.details) : null,
      extra: JSON.stringify(f.extra),
      url: m.url,
      has_lineup: m.hasLineup ? 1 : 0,
      source: 'feed',
      created_at: m.createdAt,
      updated_at: m.updatedAt,
      ended_at: m.endedAt,
    };
  }

  function queueTimeline(m: LiveMatch) {
    const s = m.snapshot;
    if (s) {
      for (let i = m.eventsStored; i < s.events.length; i++) {
        const e = s.events[i]!;
        batch.events.push({
          match_id: m.fixture.id,
          seq: i,
          event_id: e.id,
          text: e.text,
          code: e.code ?? null,
          params: e.p ? JSON.stringify(e.p) : null,
        });
      }
      m.eventsStored = s.events.length;
    }
    for (let i = m.incidentsStored; i < m.incidents.length; i++) {
      const inc = m.incidents[i]!;
      batch.incidents.push({
        match_id: m.fixture.id,
        seq: i,
        kind: inc.kind,
        side: inc.side,
        team_id: inc.side === 'home' ? m.fixture.home_id : m.fixture.away_id,
        minute: inc.minute,
        player_id: inc.playerId ?? null,
        assist_id: inc.assistId ?? null,
      });
    }
    m.incidentsStored = m.incidents.length;
  }

  function matchFor(fixture: Fixture): LiveMatch {
    let m = matches.get(fixture.id);
    if (!m) {
      m = {
        fixture,
        snapshot: null,
        incidents: [],
        url: null,
        odds: new Map(),
        hasLineup: false,
        eventsStored: 0,
        incidentsStored: 0,
        endedAt: null,
        createdAt: now(),
        updatedAt: now(),
      };
      matches.set(fixture.id, m);
    }
    return m;
  }

  function scoreChange(
    m: LiveMatch,
    before: string | null,
    after: string | null,
  ): ScoreChange | null {
    if (before === after) return null;
    const [h0, a0] = homeAway(before);
    const [h1, a1] = homeAway(after);
    if (h0 === h1 && a0 === a1) return null;
    return {
      id: m.fixture.id,
      sport_id: m.fixture.sport_id,
      league: leagueNames.get(m.fixture.league_id) ?? String(m.fixture.league_id),
      home: teamNames.get(m.fixture.home_id) ?? String(m.fixture.home_id),
      away: teamNames.get(m.fixture.away_id) ?? String(m.fixture.away_id),
      new_home_score: h1,
      new_away_score: a1,
      homeScoreChange: h1 !== h0,
      awayScoreChange: a1 !== a0,
    };
  }

  function applySnapshot(m: LiveMatch, snapshot: MatchSnapshot) {
    const before = m.snapshot;
    m.snapshot = snapshot;
    m.updatedAt = now();
    if (snapshot.time_status !== m.fixture.time_status && !isFinalStatus(m.fixture.time_status)) {
      m.fixture = {
        ...m.fixture,
        time_status:
          snapshot.time_status === TIME_STATUS.ended ? m.fixture.time_status : snapshot.time_status,
      };
    }
    const scoreMoved =
      !before ||
      before.ss !== snapshot.ss ||
      JSON.stringify(before.scores) !== JSON.stringify(snapshot.scores) ||
      before.time_status !== snapshot.time_status;
    const clockMoved = JSON.stringify(before?.timer ?? null) !== JSON.stringify(snapshot.timer);
    const sportId = m.fixture.sport_id;
    if (scoreMoved || clockMoved) {
      publish({
        type: 'score',
        sportId,
        matchId: m.fixture.id,
        update: {
          upcoming_id: m.fixture.id,
          bet365_id: m.fixture.bet365_id,
          time_status: m.fixture.time_status,
          ss: snapshot.ss,
          scores: snapshot.scores,
          timer: snapshot.timer,
        },
        change: scoreChange(m, before?.ss ?? null, snapshot.ss),
      });
    }
    const detailsMoved =
      !before ||
      before.events.length !== snapshot.events.length ||
      JSON.stringify(before.stats) !== JSON.stringify(snapshot.stats) ||
      JSON.stringify(before.details) !== JSON.stringify(snapshot.details);
    if (detailsMoved) {
      publish({
        type: 'details',
        sportId,
        matchId: m.fixture.id,
        update: {
          upcoming_id: m.fixture.id,
          bet365_id: m.fixture.bet365_id,
          stats: snapshot.stats,
          details: snapshot.details,
          newEvents: snapshot.events.slice(before?.events.length ?? 0),
        },
      });
    }
    queueTimeline(m);
    const urgency = scoreMoved || detailsMoved ? 'now' : 'clock';
    if (dirty.get(m.fixture.id) !== 'now') dirty.set(m.fixture.id, urgency);
  }

  function applyOdds(m: LiveMatch, record: OddsRecord) {
    const key = oddsKey(record.bookId, record.oddType);
    const existing = m.odds.get(key);
    const suspended = record.quote.home === '-' || record.quote.away === '-';
    if (existing && sameQuote(existing.n, record.quote)) return;
    const at = Math.max(record.at, (existing?.lastHistoryAt ?? 0) + 1);
    const entry: LiveOdds = existing
      ? { ...existing, n: record.quote, suspended, updatedAt: at, lastHistoryAt: at }
      : {
          bookId: record.bookId,
          oddType: record.oddType,
          o: record.quote,
          n: record.quote,
          suspended,
          createdAt: at,
          updatedAt: at,
          lastHistoryAt: at,
        };
    m.odds.set(key, entry);
    batch.oddsCurrent.push(oddsRow(m.fixture.id, entry));
    if (!suspended) {
      batch.oddsHistory.push({
        match_id: m.fixture.id,
        book_id: record.bookId,
        odd_type: record.oddType,
        at,
        home: priceOf(record.quote.home),
        draw: priceOf(record.quote.draw),
        away: priceOf(record.quote.away),
        middle: record.quote.middle,
        ss: record.ss,
        time_str: record.time_str,
      });
    }
    const previous = existing?.n;
    const change: OddsChange | null =
      previous && record.oddType === 1
        ? {
            id: m.fixture.id,
            sport_id: m.fixture.sport_id,
            league: leagueNames.get(m.fixture.league_id) ?? String(m.fixture.league_id),
            home: teamNames.get(m.fixture.home_id) ?? String(m.fixture.home_id),
            away: teamNames.get(m.fixture.away_id) ?? String(m.fixture.away_id),
            home_odds: previous.home,
            away_odds: previous.away,
            new_home_odds: record.quote.home,
            new_away_odds: record.quote.away,
            homeOddsChange: previous.home !== record.quote.home,
            awayOddsChange: previous.away !== record.quote.away,
          }
        : null;
    publish({
      type: 'odds',
      sportId: m.fixture.sport_id,
      matchId: m.fixture.id,
      update: {
        upcoming_id: m.fixture.id,
        book_id: record.bookId,
        odd_type: record.oddType,
        home: { o: entry.o.home, n: entry.n.home },
        draw: entry.n.draw === null ? null : { o: entry.o.draw ?? '-', n: entry.n.draw },
        away: { o: entry.o.away, n: entry.n.away },
        middle: { o: entry.o.middle, n: entry.n.middle },
      },
      change,
    });
  }

  function end(m: LiveMatch, status: TimeStatus) {
    m.fixture = { ...m.fixture, time_status: status };
    m.endedAt = now();
    m.updatedAt = now();
    queueTimeline(m);
    dirty.set(m.fixture.id, 'now');
    toCompact.add(m.fixture.id);
    toForget.add(m.fixture.id);
    publish({ type: 'ended', sportId: m.fixture.sport_id, matchId: m.fixture.id, status });
  }

  function applyCompleted(c: CompletedMatch) {
    const f = c.fixture;
    const m: LiveMatch = {
      fixture: f,
      snapshot: c.snapshot,
      incidents: c.incidents,
      url: null,
      odds: new Map(),
      hasLineup: Boolean(c.lineup),
      eventsStored: 0,
      incidentsStored: 0,
      endedAt: c.endedAt,
      createdAt: c.endedAt,
      updatedAt: c.endedAt,
    };
    for (const record of c.odds) {
      const key = oddsKey(record.bookId, record.oddType);
      const existing = m.odds.get(key);
      const at = Math.max(record.at, (existing?.lastHistoryAt ?? 0) + 1);
      m.odds.set(key, {
        bookId: record.bookId,
        oddType: record.oddType,
        o: existing?.o ?? record.quote,
        n: record.quote,
        suspended: false,
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
        lastHistoryAt: at,
      });
      batch.oddsHistory.push({
        match_id: f.id,
        book_id: record.bookId,
        odd_type: record.oddType,
        at,
        home: priceOf(record.quote.home),
        draw: priceOf(record.quote.draw),
        away: priceOf(record.quote.away),
        middle: record.quote.middle,
        ss: record.ss,
        time_str: record.time_str,
      });
    }
    for (const entry of m.odds.values()) batch.oddsCurrent.push(oddsRow(f.id, entry));
    queueTimeline(m);
    const r = row(m);
    if (c.lineup) {
      for (const side of ['home', 'away'] as const) {
        batch.lineups.push({
          match_id: f.id,
          side,
          formation: c.lineup[side].formation,
          players: JSON.stringify(c.lineup[side].players),
        });
      }
    }
    for (const a of c.appearances ?? []) {
      batch.appearances.push({
        match_id: f.id,
        player_id: a.playerId,
        team_id: a.side === 'home' ? f.home_id : f.away_id,
        starting: a.starting ? 1 : 0,
        minutes: a.minutes,
      });
    }
    batch.matches.push(r);
  }

  function apply(update: FeedUpdate) {
    counts[update.type] = (counts[update.type] ?? 0) + 1;
    switch (update.type) {
      case 'reference': {
        for (const t of update.data.teams ?? []) teamNames.set(t.id, t.name);
        for (const l of update.data.leagues ?? []) leagueNames.set(l.id, l.name);
        references.push(update.data);
        return;
      }
      case 'fixture': {
        const m = matchFor(update.fixture);
        const statusChanged = m.fixture.time_status !== update.fixture.time_status;
        m.fixture = update.fixture;
        m.updatedAt = now();
        dirty.set(update.fixture.id, 'now');
        if (statusChanged && m.snapshot) {
          publish({
            type: 'status',
            sportId: m.fixture.sport_id,
            matchId: m.fixture.id,
            status: m.fixture.time_status,
          });
        }
        return;
      }
      case 'completed':
        for (const c of update.matches) applyCompleted(c);
        return;
    }
    const m = matches.get(update.matchId);
    if (!m) {
      log.debug(
        { type: update.type, matchId: update.matchId },
        'update for an unknown match ignored',
      );
      return;
    }
    switch (update.type) {
      case 'snapshot':
        if (update.incidents) m.incidents = update.incidents;
        applySnapshot(m, update.snapshot);
        return;
      case 'odds':
        applyOdds(m, update.record);
        return;
      case 'status':
        m.fixture = { ...m.fixture, time_status: update.status };
        m.updatedAt = now();
        dirty.set(m.fixture.id, 'now');
        if (isFinalStatus(update.status)) end(m, update.status);
        else
          publish({
            type: 'status',
            sportId: m.fixture.sport_id,
            matchId: m.fixture.id,
            status: update.status,
          });
        return;
      case 'ended':
        end(m, update.status);
        return;
      case 'url':
        m.url = update.url;
        dirty.set(m.fixture.id, 'now');
        publish({
          type: 'url',
          sportId: m.fixture.sport_id,
          matchId: m.fixture.id,
          bet365_id: m.fixture.bet365_id,
          url: update.url,
        });
        return;
      case 'lineup':
        m.hasLineup = true;
        for (const side of ['home', 'away'] as const) {
          batch.lineups.push({
            match_id: m.fixture.id,
            side,
            formation: update.lineup[side].formation,
            players: JSON.stringify(update.lineup[side].players),
          });
        }
        return;
      case 'appearances':
        for (const a of update.rows) {
          batch.appearances.push({
            match_id: m.fixture.id,
            player_id: a.playerId,
            team_id: a.side === 'home' ? m.fixture.home_id : m.fixture.away_id,
            starting: a.starting ? 1 : 0,
            minutes: a.minutes,
          });
        }
        return;
    }
  }

  async function writeOnce(): Promise<void> {
    const refs = references;
    references = [];
    for (const data of refs) await store.writeReference(await withNames(options.names, data, log));
    const t = now();
    for (const [id, urgency] of dirty) {
      const m = matches.get(id);
      if (!m) {
        dirty.delete(id);
        continue;
      }
      if (urgency === 'clock' && t - (lastWritten.get(id) ?? 0) < clockWriteIntervalMs) continue;
      batch.matches.push(row(m));
      lastWritten.set(id, t);
      dirty.delete(id);
    }
    const current = batch;
    batch = emptyBatch();
    if (batchSize(current) > 0) {
      try {
        await store.writeBatch(current);
        failures = 0;
      } catch (error) {
        // Keep the rows for the next flush (the database may be back); give up after a few
        // attempts so one bad row cannot block the feed forever.
        if (++failures <= 3) mergeInto(batch, current);
        throw error;
      }
    }
    for (const id of toCompact) {
      toCompact.delete(id);
      await store.compactOdds(id, compactIntervalMs);
    }
    for (const id of toForget) {
      if (dirty.has(id)) continue;
      toForget.delete(id);
      matches.delete(id);
      lastWritten.delete(id);
    }
  }

  function flush(): Promise<void> {
    flushing = flushing.then(writeOnce).catch((error: unknown) => {
      // Storage trouble must not take the live feed down; the next flush retries what is queued.
      log.error({ err: error }, 'writing feed updates failed');
    });
    return flushing;
  }

  const state: LiveStateReader = {
    get: (id) => matches.get(id),
    inPlay: () =>
      [...matches.values()].filter(
        (m) => m.fixture.time_status === TIME_STATUS.inPlay && !m.endedAt,
      ),
    all: () => [...matches.values()],
    seq: () => seq,
  };

  return {
    state,
    push(updates) {
      for (const update of updates) {
        try {
          apply(update);
        } catch (error) {
          log.error({ err: error, type: update.type }, 'feed update could not be applied');
        }
      }
      // Large back-fills flush as they go so memory stays bounded.
      if (batch.matches.length > 500 || batch.oddsHistory.length > 20_000) void flush();
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
    counts: () => ({ ...counts }),
  };
}

/** Puts `earlier` rows in front of `target`'s, so later writes still win. */
function mergeInto(target: FeedBatch, earlier: FeedBatch) {
  for (const key of Object.keys(target) as (keyof FeedBatch)[]) {
    (target[key] as unknown[]) = [...(earlier[key] as unknown[]), ...(target[key] as unknown[])];
  }
}

function oddsRow(matchId: number, entry: LiveOdds) {
  const num = (p: Price | null) => (typeof p === 'number' ? p : null);
  return {
    match_id: matchId,
    book_id: entry.bookId,
    odd_type: entry.oddType,
    o_home: num(entry.o.home),
    o_draw: num(entry.o.draw),
    o_away: num(entry.o.away),
    o_middle: entry.o.middle,
    n_home: num(entry.n.home),
    n_draw: num(entry.n.draw),
    n_away: num(entry.n.away),
    n_middle: entry.n.middle,
    suspended: entry.suspended ? 1 : 0,
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
  };
}
