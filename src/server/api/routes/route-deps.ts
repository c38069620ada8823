/**
 * @module api/routes/route-deps
 * What every route group may be given: the contract between the composition root and the
 * groups, kept apart from the list of groups so that no group imports that list.
 */
import type { Kysely } from 'kysely';
import type { AuditLog } from '../../audit/audit-log';
import type { Accounts } from '../../auth/index';
import type { Config } from '../../config';
import type { SettingsPush } from '../../contracts/settings-push';
import type { DatabaseSchema } from '../../db/schema';
import type { LiveStateReader } from '../../feed/live-state';
import type { FeedCommands } from '../../feed/redis-commands';
import type { ScoreCorrections } from '../../feed/score-corrections';
import type { FeedSink } from '../../feed/updates';
import type { Logger } from '../../logger';
import type { LiveHub } from '../../realtime/live-hub';
import type { NoticesService } from '../../notices/notices-service';
import type { SettingsService } from '../../settings/settings-service';

export interface RouteDeps {
  db: Kysely<DatabaseSchema>;
  /** Matches the feed works on (null on nodes without a feed: read the database). */
  live: LiveStateReader | null;
  settings: SettingsService;
  config: Config;
  logger: Logger;
  now: () => number;
  /** Accounts (login, users, favourites); their routes are left out without it. */
  accounts?: Accounts | undefined;
  /** Where administrator corrections enter this node's feed (absent without a feed). */
  sink?: FeedSink | undefined;
  /** This node's live state for the snapshot call (absent: no live routes). */
  liveHub?: LiveHub | null | undefined;
  /** Where administrator actions are recorded (a log over `db` when absent). */
  audit?: AuditLog | undefined;
  /** Tells open pages about a saved setting (absent: they follow on their next read). */
  settingsPush?: SettingsPush | undefined;
  /** This node's feed's score corrections (absent without a feed). */
  scores?: ScoreCorrections | undefined;
  /** Corrections to the feed's node when this node runs none (ROLE=web with REDIS_URL). */
  commands?: FeedCommands | undefined;
  /** The operator's notices; their routes are left out without it. */
  notices?: NoticesService | undefined;
}
