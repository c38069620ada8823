/**
 * @module admin/sections
 * The sections of the operator console at `/admin`, the `?section=` value that names one, and
 * the keyboard moves between their tabs (WAI-ARIA tabs pattern: arrows, Home, End).
 */

export const ADMIN_SECTIONS = [
  'approvals',
  'site',
  'menus',
  'notices',
  'matches',
  'notifications',
  'accounts',
  'audit',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/**
 * The section a `?section=` value names; anything else opens the approvals.
 * @example parseSection('audit') // 'audit'
 * @example parseSection(null) // 'approvals'
 */
export function parseSection(value: string | null | undefined): AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? '')
    ? (value as AdminSection)
    : 'approvals';
}

/**
 * The tab a key moves to from `current`, or null when the key is not a tab move. Moves wrap.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 * @example sectionAfterKey('approvals', 'ArrowLeft') // 'audit'
 */
export function sectionAfterKey(current: AdminSection, key: string): AdminSection | null {
  const at = ADMIN_SECTIONS.indexOf(current);
  const last = ADMIN_SECTIONS.length - 1;
  const index =
    key === 'ArrowRight'
      ? (at + 1) % ADMIN_SECTIONS.length
      : key === 'ArrowLeft'
        ? (at + last) % ADMIN_SECTIONS.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return index === null ? null : (ADMIN_SECTIONS[index] ?? null);
}

/**
 * The console's address for a section (the approvals are the bare `/admin`).
 * @example sectionHref('menus') // '/admin?section=menus'
 */
export function sectionHref(section: AdminSection): string {
  return section === 'approvals' ? '/admin' : `/admin?section=${section}`;
}
