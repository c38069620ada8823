/**
 * The baseball panel's stylesheet, added to the document when the panel's chunk first loads.
 * Imported as text (`?inline`) so it travels inside this lazy chunk: a plain CSS import from a
 * lazily loaded component is linked by Astro from the in-play page's first load, which would
 * grow the in-play stylesheets (tests/budgets) by every sport's panel.
 */
import css from '../../../styles/panels/baseball.css?inline';

const ID = 'panel-style-baseball';

/** Adds the stylesheet once; on the server (no document) it does nothing. */
export function ensureBaseballStyle(): void {
  if (typeof document === 'undefined' || document.getElementById(ID)) return;
  const style = document.createElement('style');
  style.id = ID;
  style.textContent = css;
  document.head.append(style);
}
