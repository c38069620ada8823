/**
 * @module db/tables/accounts
 * Accounts and what each user keeps: favourites, game settings, check-ins and balance changes.
 */
import type { Generated } from 'kysely';

/** Migration 0003: accounts (spec §3 "User and settings", §6). */
export interface UsersTable {
  id: Generated<number>;
  /** Lower case. */
  username: string;
  nickname: string;
  /** argon2id, PHC string. */
  password_hash: string;
  /** Spec §3 status letter: w, p, c, r, b, d. */
  status: string;
  role: string;
  /** Hundredths (balance 12.34 is 1234). */
  balance: Generated<number>;
  level: Generated<number>;
  /** JSON text with a permissions object. */
  settings: Generated<string>;
  /** JSON text. */
  bet_limits: Generated<string>;
  is_test_user: Generated<number>;
  referral_code: string;
  referrer_id: number | null;
  session_id: string | null;
  /** Epoch ms of the live session's last authenticated call (the idle timeout reads it). */
  session_seen_at: number | null;
  /** 1 after an operator's reset: the next login asks for a password of the user's own. */
  must_change_password: Generated<number>;
  password_changed_at: number | null;
  last_login_at: number | null;
  last_login_ip: string | null;
  status_changed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface UserFavoritesTable {
  user_id: number;
  match_id: number;
  created_at: number;
}

export interface UserGameSettingsTable {
  user_id: number;
  /** JSON of GameSettings keyed by game id. */
  setting_json: string;
  updated_at: number;
}

export interface UserCheckinsTable {
  user_id: number;
  /** Seoul calendar day, YYYY-MM-DD. */
  day: string;
  created_at: number;
}

export interface UserBalanceLogTable {
  id: Generated<number>;
  user_id: number;
  /** Hundredths, signed. */
  amount: number;
  /** c cash, l lost, b bet, m manual. */
  type: string;
  reason: string;
  created_at: number;
}
