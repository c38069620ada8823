/**
 * @module realtime/settings-channel
 * The settings namespace (spec §7) carries an operator's saved settings to every open page
 * within the push's latency instead of the next read. Across nodes the Redis
 * adapter broadcasts the event, and a server-side event makes each node drop the settings it
 * keeps in memory, so the next page it renders shows the change too.
 */
import { SETTINGS_NAMESPACE, SOCKET_EVENTS, namespacePath } from '../../lib/domain/socket-contract';
import type { SettingsPush } from '../contracts/settings-push';
import type { LiveServer } from './types';

export interface SettingsChannelDeps {
  /** Drops this node's kept settings. */
  forget(): void;
  /** Whether other nodes share the sockets (the Redis adapter); alone there is no one to tell. */
  scaledOut: boolean;
}

export function serveSettingsChannel(io: LiveServer, deps: SettingsChannelDeps): SettingsPush {
  const ns = io.of(namespacePath(SETTINGS_NAMESPACE));
  ns.on('settings:forget', () => deps.forget());
  return {
    changed(key, value) {
      deps.forget();
      ns.emit(SOCKET_EVENTS.settingsUpdate, { key, value });
      if (deps.scaledOut) ns.serverSideEmit('settings:forget', key);
    },
    notice(event, notice) {
      deps.forget();
      ns.emit(event, notice);
      if (deps.scaledOut) ns.serverSideEmit('settings:forget', 'notices');
    },
  };
}
