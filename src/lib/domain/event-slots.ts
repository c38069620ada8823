/**
 * @module event-slots
 * The placeholders of event texts (see event-codes): what each one's value looks like, shared by
 * the server side that reads feed texts and the panels that render codes, which load only this
 * and event-keys, not the catalogue's English templates.
 */

/** Regular expressions of the placeholders; `team` is checked against the match's names. */
export const SLOT_PATTERNS: Readonly<Record<string, string>> = {
  min: String.raw`\d{1,3}(?:\+\d{1,2})?`,
  nth: String.raw`\d{1,3}(?:st|nd|rd|th)`,
  n: String.raw`\d{1,3}`,
  score: String.raw`\d{1,3}-\d{1,3}`,
  clock: String.raw`\d{1,3}:\d{2}`,
  from: String.raw`\d{2,3}:\d{2}`,
  to: String.raw`\d{2,3}:\d{2}`,
  per: String.raw`Q\d|OT`,
  half: String.raw`(?:Top|Bottom) \d{1,2}(?:st|nd|rd|th)`,
  // Baseball plays are words of the catalogue; the panels look each one up in the resources.
  play: String.raw`[A-Za-z][A-Za-z ]*`,
  player: String.raw`[^()]+?`,
  out: String.raw`[^()]+?`,
  assists: String.raw`[^()]+?`,
  detail: String.raw`[^()]+?`,
  team: String.raw`.+?`,
};

/** Placeholders kept as numbers in the parameters (`nth` 1 is written `1st` in English). */
export const NUMERIC_SLOTS: ReadonlySet<string> = new Set(['nth', 'n']);

const whole = new Map<string, RegExp>();

/**
 * Whether a parameter value has the shape of its placeholder, so a rendered line never shows
 * a malformed value.
 * @example slotFits('min', '45+2') // true; slotFits('nth', '1st') // false (a number is kept)
 */
export function slotFits(slot: string, value: unknown): boolean {
  if (NUMERIC_SLOTS.has(slot))
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1000;
  const pattern = SLOT_PATTERNS[slot];
  if (typeof value !== 'string' || value === '' || !pattern) return false;
  let re = whole.get(slot);
  if (!re) {
    re = new RegExp(`^(?:${pattern})$`);
    whole.set(slot, re);
  }
  return re.test(value);
}

/**
 * English ordinal.
 * @example ordinal(1) // '1st'; ordinal(12) // '12th'; ordinal(23) // '23rd'
 */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
