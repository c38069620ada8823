/**
 * @module contracts/settings-push
 * How the API tells every open page, on every node, that an operator saved a setting. The
 * routes hold this interface; the realtime layer provides it once sockets exist.
 */
import type { Notice } from '../../lib/domain/notices';
import type { NoticeEvent } from '../../lib/domain/socket-contract';

export interface SettingsPush {
  /** Pushes the key's whole new value to open pages and makes every node read settings afresh. */
  changed(key: string, value: unknown): void;
  /** Pushes a notice's change (spec §4 popup-* events) and makes every node render afresh. */
  notice(event: NoticeEvent, notice: Notice): void;
}
