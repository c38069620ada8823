/**
 * @module panels/event-line
 * How a timeline entry reads in a panel's summary: rendered in the viewer's
 * language from its code (domain/event-codes) and the `panel.events.*` resources, with the team
 * names of the viewer's language when the panel passes them; otherwise the provider's text as
 * sent, marked so the reader knows it is untranslated.
 */
import { codeKey } from '../domain/event-keys';
import { PLAYER_SLOTS, playerName } from '../domain/event-names';
import { ordinal, slotFits } from '../domain/event-slots';
import { wordKey } from '../domain/event-sports';
import type { Language } from '../domain/languages';
import type { MatchEvent } from '../domain/match';
import type { MessageKey, Translate, TranslateVars } from '../i18n/messages';

export interface EventLine {
  id: string;
  text: string;
  /** True when the text is the provider's, not rendered from the translation resources. */
  asSent: boolean;
}

/** Home and away names in the viewer's language (`homeName(row, lang)`, `awayName(row, lang)`). */
export type TeamNames = readonly [string, string];

/** A resource text, or null when the resources lack the key (t then answers the key itself). */
function lookup(t: Translate, key: string, vars?: TranslateVars): string | null {
  const text = t(key as MessageKey, vars);
  return text === key || text.includes('{{') ? null : text;
}

/** `Q2`/`OT` → `2쿼터`/`연장`. */
function periodWord(t: Translate, per: string): string | null {
  if (per === 'OT') return lookup(t, 'panel.events.period.ot');
  return lookup(t, 'panel.events.period.q', { n: per.slice(1) });
}

/** `Top 3rd` → `3회초`. */
function halfWord(t: Translate, half: string, lang: Language): string | null {
  const [which, ord] = half.split(' ');
  const n = lang === 'en' ? ord! : parseInt(ord ?? '', 10);
  return lookup(t, `panel.events.baseball.${which === 'Top' ? 'top' : 'bottom'}`, { n });
}

/** `3-2, swinging` → `3-2, 헛스윙`: counts stay, words come from the resources. */
function detailWords(t: Translate, detail: string): string | null {
  const words = detail.split(', ').map((w) => {
    if (/^\d-\d$/.test(w)) return w;
    const rbi = /^(\d{1,2}) RBI$/.exec(w);
    if (rbi) return lookup(t, 'panel.events.baseball.detail.rbi', { n: rbi[1]! });
    return lookup(t, `panel.events.baseball.detail.${wordKey(w)}`);
  });
  return words.every((w) => w !== null) ? words.join(', ') : null;
}

/**
 * The variables of an entry in the viewer's language, or null when one cannot be given. The
 * placeholders come from the resource text itself (every language has the same ones, a resource
 * test checks), so the panels need no English templates.
 */
function varsOf(
  template: string,
  p: Record<string, unknown>,
  t: Translate,
  lang: Language,
  team: string | null,
): TranslateVars | null {
  const vars: TranslateVars = {};
  for (const [, slot] of template.matchAll(/\{\{(\w+)\}\}/g)) {
    const value = p[slot!];
    if (!slotFits(slot!, value)) return null;
    let word: string | null = String(value);
    if (slot === 'per') word = periodWord(t, word);
    else if (slot === 'half') word = halfWord(t, word, lang);
    else if (slot === 'play') word = lookup(t, `panel.events.baseball.play.${wordKey(word)}`);
    else if (slot === 'detail') word = detailWords(t, word);
    else if (slot === 'team' && team) word = team;
    else if (PLAYER_SLOTS.includes(slot!)) word = playerName(p, slot!, word, lang);
    // English writes ordinals (`1st Goal`); Korean and Japanese count (`1번째`, `1点目`).
    else if (slot === 'nth' && lang === 'en') word = ordinal(value as number);
    if (word === null) return null;
    vars[slot!] = word;
  }
  return vars;
}

/**
 * The text of a code in the viewer's language, or null when the code is unknown, a parameter is
 * missing or malformed, or the resources lack a word.
 * @example renderEvent(10100, { min: '23', nth: 1, player: 'Son', team: 'Spurs' }, t, 'kr', ['토트넘', '아스널']) // "23' - 1번째 골 - Son - 토트넘"
 */
export function renderEvent(
  code: unknown,
  p: unknown,
  t: Translate,
  lang: Language,
  teams?: TeamNames,
): string | null {
  const entry = codeKey(code);
  if (!entry || typeof p !== 'object' || p === null) return null;
  const key = `panel.events.${entry.sport}.${entry.key}`;
  // Without values, t gives the resource text with its placeholders (or the key when missing).
  const template = t(key as MessageKey);
  if (template === key) return null;
  const team = entry.side && teams ? teams[entry.side === 'home' ? 0 : 1] || null : null;
  const vars = varsOf(template, p as Record<string, unknown>, t, lang, team);
  return vars ? lookup(t, key, vars) : null;
}

/**
 * A summary line: rendered from the code where the feed gave one, otherwise the text as sent.
 * @example eventLine({ id: '1', text: "23' - 1st Goal - Son - Spurs" }, t, 'kr') // as sent, marked
 */
export function eventLine(
  event: MatchEvent,
  t: Translate,
  lang: Language,
  teams?: TeamNames,
): EventLine {
  const text = event.code === undefined ? null : renderEvent(event.code, event.p, t, lang, teams);
  return text === null
    ? { id: event.id, text: String(event.text ?? ''), asSent: true }
    : { id: event.id, text, asSent: false };
}
