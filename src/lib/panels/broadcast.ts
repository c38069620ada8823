/**
 * @module panels/broadcast
 * Which broadcast addresses the video modal may load (spec §2 "Pop-up windows": a modal holds a
 * video or iframe 600 px high; §4: broadcast only when live). The url comes from the feed, so it
 * is checked before it reaches an iframe: only http and https pages, never `javascript:`,
 * `data:` or other schemes. A path (the simulator sends `/inplay/game/details/…`) is read against
 * the page's own address.
 */

/** Height of the modal's iframe (spec §9 "iframe/video 600"). */
export const BROADCAST_HEIGHT = 600;

/**
 * The absolute address to load, or null when the url is missing or not an http(s) page.
 * @example broadcastSrc('/live/1', 'https://example.com/inplay') // 'https://example.com/live/1'
 * @example broadcastSrc('javascript:alert(1)', 'https://example.com') // null
 */
export function broadcastSrc(url: unknown, base: string): string | null {
  if (typeof url !== 'string') return null;
  const raw = url.trim();
  // Control characters and backslashes are how scheme checks get fooled; a real url has none.
  if (raw === '' || raw.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

/**
 * The iframe's sandbox (spec §2 broadcast modal): scripts, fullscreen video and the player's own
 * pop-ups are allowed; the frame keeps its own origin only when that origin is another site's,
 * because scripts plus same-origin on our own origin could lift the sandbox from inside.
 * @example broadcastSandbox('https://tv.example.com/v', 'https://live.example.com') // '… allow-same-origin'
 */
export function broadcastSandbox(src: string, pageOrigin: string): string {
  const base = 'allow-scripts allow-presentation allow-popups';
  let origin: string | null = null;
  try {
    origin = new URL(src).origin;
  } catch {
    origin = null;
  }
  return origin !== null && origin !== pageOrigin ? `${base} allow-same-origin` : base;
}
