/**
 * @module embed/bridge
 * The app's side of the embedding contract (spec §1): posts route and team messages to the
 * parent page, and accepts `set_height` and `logout` only from allowed origins.
 */
import { isAllowedOrigin } from '../domain/origins';
import {
  parseEmbedMessage,
  type IncomingEmbedMessage,
  type OutgoingEmbedMessage,
} from '../domain/embed-messages';
import { publicConfig } from '../shell/public-config';
import { $embedHeight } from '../stores/ui';
import { signOut } from '../stores/user';

function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Origins we are willing to send to: the allowed embedders and our own. */
function targetOrigins(): string[] {
  return [...new Set([...publicConfig().embedAllowedOrigins, window.location.origin])];
}

/**
 * Posts a message to the parent page. It is addressed to each allowed origin, so a page that is
 * not allowed never receives it.
 * @example postToParent({ type: 'updateRouteQueries', sportsId: 1, status: 'all' })
 */
export function postToParent(message: OutgoingEmbedMessage): void {
  if (!isEmbedded()) return;
  for (const origin of targetOrigins()) {
    try {
      window.parent.postMessage(message, origin);
    } catch {
      // A malformed origin in config must not break the page.
    }
  }
}

function apply(message: IncomingEmbedMessage): void {
  if (message.type === 'set_height') {
    $embedHeight.set(message.height);
    document.documentElement.style.setProperty('--embed-height', `${message.height}px`);
  } else {
    signOut();
  }
}

/** Starts listening to the parent page; returns a function that stops it. */
export function startEmbedBridge(): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || event.source === window) return;
    const own = [window.location.origin];
    if (!isAllowedOrigin(event.origin, own, publicConfig().embedAllowedOrigins)) {
      console.debug('embed: ignored message from', event.origin);
      return;
    }
    const message = parseEmbedMessage(event.data);
    if (message) apply(message);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
