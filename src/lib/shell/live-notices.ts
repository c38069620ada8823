/**
 * @module shell/live-notices
 * The notices of an open page follow the operator (spec §4 popup-* events): on each event the
 * page reads the shown notices again from the server, which cleans their rich text on every
 * read, and redraws them; titles and the marquee go in as text. Popups this browser closed stay
 * closed (remembered by id).
 */
import type { Notice } from '../domain/notices';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { publicConfig } from './public-config';
import { readStorage, writeStorage } from '../stores/storage';
import noticesCss from '../../styles/notices.css?raw';

/** The notices' rules, which a page that started without notices does not have yet. */
function ensureStyles(): void {
  if (document.querySelector('style[data-notices-style]')) return;
  const style = document.createElement('style');
  style.dataset.noticesStyle = '';
  style.textContent = noticesCss;
  document.head.append(style);
}

function closedIds(): Set<string> {
  return new Set((readStorage(STORAGE_KEYS.closedNotices) ?? '').split(',').filter(Boolean));
}

function rememberClosed(id: string): void {
  // The newest hundred are enough: older popups are long gone.
  const ids = [...closedIds(), id].slice(-100);
  writeStorage(STORAGE_KEYS.closedNotices, ids.join(','));
}

/** Shows the popups not closed before, each with a working close button. */
export function showPopups(root: ParentNode = document): void {
  const closed = closedIds();
  for (const popup of root.querySelectorAll<HTMLElement>('[data-notice-popup]')) {
    const id = popup.dataset.noticePopup ?? '';
    popup.hidden = closed.has(id);
    popup.querySelector('[data-notice-close]')?.addEventListener('click', () => {
      popup.hidden = true;
      rememberClosed(id);
    });
  }
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Redraws the notices area from the server's cleaned notices. */
function draw(container: HTMLElement, notices: Notice[]): void {
  const closeLabel = container.dataset.closeLabel ?? '';
  const parts: HTMLElement[] = [];
  const marquee = notices.filter((n) => n.kind === 'marquee');
  if (marquee.length > 0) {
    const line = element('p', 'notice-marquee');
    line.append(
      element('span', 'notice-marquee__text', marquee.map((n) => n.body || n.title).join(' · ')),
    );
    parts.push(line);
  }
  for (const n of notices.filter((x) => x.kind !== 'marquee')) {
    const popup = n.kind === 'popup';
    const box = element('section', popup ? 'notice-popup' : 'notice-banner');
    const title = element('h2', popup ? 'notice-popup__title' : 'notice-banner__title', n.title);
    const body = element(
      'div',
      `${popup ? 'notice-popup__body' : 'notice-banner__body'} rich-text`,
    );
    // Cleaned by the server's allow-list on this very read (notices/rich-text.ts).
    body.innerHTML = n.body;
    box.append(title, body);
    if (popup) {
      title.id = `notice-${n.id}`;
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'false');
      box.setAttribute('aria-labelledby', title.id);
      box.dataset.noticePopup = String(n.id);
      const close = element('button', 'button notice-popup__close', closeLabel);
      close.setAttribute('type', 'button');
      close.dataset.noticeClose = '';
      box.append(close);
    } else {
      box.dataset.notice = String(n.id);
      box.setAttribute('aria-label', n.title);
    }
    parts.push(box);
  }
  if (parts.length > 0) ensureStyles();
  container.replaceChildren(...parts);
  showPopups(container);
}

/** Reads the shown notices again and redraws them; a failed read leaves the page as it is. */
export async function refreshNotices(): Promise<void> {
  const container = document.querySelector<HTMLElement>('[data-notices]');
  if (!container) return;
  const lang = container.dataset.lang ?? 'kr';
  try {
    const response = await fetch(
      `${publicConfig().apiBase}/notices?lang=${encodeURIComponent(lang)}`,
    );
    if (!response.ok) return;
    const body = (await response.json()) as { data?: Notice[] };
    if (Array.isArray(body.data)) draw(container, body.data);
  } catch {
    // Offline or a blip: the next event or page load brings them.
  }
}
