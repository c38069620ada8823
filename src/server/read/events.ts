/**
 * @module read/events
 * A match's timeline with what each text says (spec §3 "Event"), and the counts of each kind
 * per side that the detail panels show.
 */
import type { Kysely } from 'kysely';
import {
  countEvents,
  EVENT_KINDS,
  parseEvent,
  type EventKind,
  type ParsedEvent,
} from '../../lib/domain/event-parse';
import type { DatabaseSchema } from '../db/schema';
import type { LiveStateReader } from '../feed/live-state';
import { readMatchExtras } from './match-extras';
import type { MatchRow } from './matches';

/** Events of a match parsed against its team names. */
export function parseMatchEvents(
  match: Pick<MatchRow, 'home' | 'away'>,
  events: readonly { id: string | number; text: string }[],
): ParsedEvent[] {
  return events.map((e) => parseEvent({ id: String(e.id), text: e.text }, match.home, match.away));
}

/** The match's events in timeline order (live state first), each parsed. */
export async function readParsedEvents(
  db: Kysely<DatabaseSchema>,
  live: LiveStateReader | null,
  match: MatchRow,
): Promise<ParsedEvent[]> {
  const { events } = await readMatchExtras(db, live, match.id);
  return parseMatchEvents(match, events);
}

/** Spec §3 event names of each kind in the three languages (data, like market names). */
const KIND_NAMES: Record<EventKind, { en: string; kr: string; jp: string }> = {
  goal: { en: 'Goal', kr: '골', jp: 'ゴール' },
  yellow: { en: 'Yellow Card', kr: '옐로카드', jp: 'イエローカード' },
  red: { en: 'Red Card', kr: '레드카드', jp: 'レッドカード' },
  corner: { en: 'Corner', kr: '코너킥', jp: 'コーナーキック' },
  substitution: { en: 'Substitution', kr: '선수 교체', jp: '選手交代' },
  offside: { en: 'Offside', kr: '오프사이드', jp: 'オフサイド' },
  timeout: { en: 'Time Out', kr: '타임아웃', jp: 'タイムアウト' },
  penalty: { en: 'Penalty', kr: '페널티', jp: 'ペナルティ' },
};

/** One row per kind: its names and how many each side had. */
export function eventTypeRows(events: readonly ParsedEvent[]) {
  const counts = countEvents(events);
  return EVENT_KINDS.map((kind) => ({
    type: kind,
    name: KIND_NAMES[kind].en,
    kor: KIND_NAMES[kind].kr,
    jp: KIND_NAMES[kind].jp,
    ...counts[kind],
  }));
}
