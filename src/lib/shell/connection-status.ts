/**
 * @module shell/connection-status
 * The shell header's live connection indicator without React: it follows the socket module's
 * `$connection` (which opens the socket while someone listens) and swaps the class, the
 * `data-connection` state and the label the server rendered for each state.
 */
import { $connection } from '../socket/connection';

/**
 * Follows the connection in the element `[data-connection]`; labels come from its
 * `data-labels` (JSON by state, translated on the server).
 * @example showConnection(document.querySelector('[data-connection]'))
 */
export function showConnection(el: HTMLElement | null): void {
  if (!el) return;
  const labels = JSON.parse(el.dataset.labels ?? '{}') as Record<string, string>;
  const label = el.querySelector('.connection__label');
  $connection.subscribe(({ status }) => {
    el.className = `connection connection--${status}`;
    el.dataset.connection = status;
    if (label) label.textContent = labels[status] ?? status;
  });
}
