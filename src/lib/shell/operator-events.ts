/**
 * @module shell/operator-events
 * What every shell page listens to on the settings namespace (spec §4): a
 * saved setting and the notices' popup-* events. Only the listening is loaded with the page;
 * what a change does is loaded when one arrives, so pages pay for it only then.
 */
import { NOTICE_EVENTS, SETTINGS_NAMESPACE, SOCKET_EVENTS } from '../domain/socket-contract';
import { listen } from '../socket/connection';

/** What a change does, loaded once when the first one needs it. */
const changes = () => import('./operator-changes');

export function followOperator(): void {
  listen(SETTINGS_NAMESPACE, SOCKET_EVENTS.settingsUpdate, (update) => {
    void changes().then((m) => m.applyPushedSetting(update));
  });
  for (const event of Object.values(NOTICE_EVENTS)) {
    listen(SETTINGS_NAMESPACE, event, () => void changes().then((m) => m.refreshNotices()));
  }
  if (document.querySelector('[data-notice-popup]')) void changes().then((m) => m.showPopups());
}
