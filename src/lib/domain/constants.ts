/**
 * @module constants
 * Business constants and limits of spec §9 that more than one module needs.
 */

/** Spec §9 "Timers". */
export const TIMERS = {
  requestTimeoutMs: 60_000,
  chunkTimeoutMs: 120_000,
  revalidateMs: 850,
  loadingDelayMs: 1_000,
  chartRedrawMs: 1_000,
  ellipsisResizeMs: 100,
  oddsChangeHighlightMs: 2_000,
} as const;

/** Spec §9 "Breakpoints" (px). */
export const BREAKPOINTS = {
  searchBarMobile: 768,
  detailToggle: 993,
  statsTab: 840,
  headerHover: 992,
  modalDraggable: 991,
} as const;

/** Scroll distance after which the scroll-to-top button appears (spec §2 "Shell"). */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/** Spec §7 "Socket": websocket then polling, 5 attempts, 1 s to 5 s between them. */
export const SOCKET_RECONNECT = {
  transports: ['websocket', 'polling'],
  attempts: 5,
  delayMs: 1_000,
  delayMaxMs: 5_000,
  /** ± share of the delay drawn at random so clients do not all return at once after a restart. */
  jitter: 0.5,
} as const;

/** Largest socket message a client may send (spec §9.10). */
export const SOCKET_MAX_MESSAGE_BYTES = 64 * 1024;

/** The service's time zone for "today", check-in days and result days (spec §5, §9). */
export const SERVICE_TIME_ZONE = 'Asia/Seoul';
