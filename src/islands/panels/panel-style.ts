/**
 * A sport panel's stylesheet, added to the document when the panel's chunk first loads. Each
 * body imports its CSS as text (`?inline`) so it travels inside the lazy chunk: a plain CSS
 * import from a lazily loaded component is linked by Astro from the in-play page's first load,
 * a render-blocking stylesheet for every sport's panel on every in-play page.
 */

/** Adds the stylesheet once under `panel-style-{name}`; on the server it does nothing. */
export function ensurePanelStyle(name: string, css: string): void {
  const id = `panel-style-${name}`;
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
