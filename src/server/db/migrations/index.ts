/**
 * @module db/migrations
 * Every migration in order. Names sort by their numeric prefix; never rename or edit one that
 * has shipped: add a new one.
 */
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-settings';
import * as m0002 from './0002-world';
import * as m0003 from './0003-accounts';
import * as m0004 from './0004-event-codes';
import * as m0005 from './0005-names';
import * as m0006 from './0006-transfer-team';
import * as m0007 from './0007-audit-log';
import * as m0008 from './0008-notices';
import * as m0009 from './0009-provider-tables';
import * as m0010 from './0010-session-activity';
import * as m0011 from './0011-feed-clock';

export const migrations: Record<string, Migration> = {
  '0001-settings': m0001,
  '0002-world': m0002,
  '0003-accounts': m0003,
  '0004-event-codes': m0004,
  '0005-names': m0005,
  '0006-transfer-team': m0006,
  '0007-audit-log': m0007,
  '0008-notices': m0008,
  '0009-provider-tables': m0009,
  '0010-session-activity': m0010,
  '0011-feed-clock': m0011,
};
