/**
 * @module db/tables/operator
 * What the operator keeps: settings, the names catalogue, the audit log and notices.
 */
import type { Generated } from 'kysely';

export interface SettingsTable {
  key: string;
  /** JSON text of the value. */
  value: string;
  /** Epoch milliseconds. */
  updated_at: number;
}

/** A names-catalogue entry (migration 0005): one team, league or player's names. */
export interface NameEntriesTable {
  id: Generated<number>;
  kind: string;
  sport_id: number;
  en: string;
  kor: string | null;
  jp: string | null;
  source: string;
  updated_at: number;
}

/** A spelling of an entry's English name, compared by its normalised key. */
export interface NameAliasesTable {
  kind: string;
  sport_id: number;
  key: string;
  entry_id: number;
  alias: string;
}

/** A name that arrived with no catalogue entry: listed for the operator to translate. */
export interface NameMissesTable {
  kind: string;
  sport_id: number;
  key: string;
  name: string;
  seen: number;
  first_seen: number;
  last_seen: number;
}

/** Migration 0007: every administrator action. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Epoch milliseconds. */
  at: number;
  actor_id: number | null;
  /** The administrator's username when the action was taken. */
  actor: string;
  /** `<area>.<verb>`: `settings.update`, `user.ban`. */
  action: string;
  /** What was acted on: a setting key, `user:12`. */
  target: string;
  /** JSON text of the value before and after; null where there was none. */
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

/** Migration 0008: the operator's marquee, banners and popups (spec §3). */
export interface NoticesTable {
  id: Generated<number>;
  kind: string;
  title: string;
  /** Cleaned rich text (plain text for a marquee). */
  body: string;
  lang: string | null;
  /** 1 shown, 0 switched off. */
  status: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}
