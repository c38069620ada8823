/**
 * @module routes
 * The route vocabulary of spec §2: in-play statuses, types and league tabs, and the parser of
 * the in-play path `/:status?/:type?/:id?`.
 */

export const INPLAY_STATUSES = ['all', 'major', 'selected', 'hide'] as const;
export type InplayStatus = (typeof INPLAY_STATUSES)[number];

export const INPLAY_LIST_TYPES = ['odds', 'all', 'result', 'upcoming'] as const;
export const LEAGUE_TABS = [
  'mlb',
  'kbo',
  'npb',
  'nba',
  'kbl',
  'wkbl',
  'vleague',
  'nhl',
  'khl',
] as const;
export type LeagueTab = (typeof LEAGUE_TABS)[number];
export type InplayType = (typeof INPLAY_LIST_TYPES)[number] | LeagueTab;
export const INPLAY_TYPES: readonly InplayType[] = [...INPLAY_LIST_TYPES, ...LEAGUE_TABS];

export const DEFAULT_INPLAY_STATUS: InplayStatus = 'all';
export const DEFAULT_INPLAY_TYPE: InplayType = 'all';

export function isInplayStatus(value: unknown): value is InplayStatus {
  return typeof value === 'string' && (INPLAY_STATUSES as readonly string[]).includes(value);
}

export function isInplayType(value: unknown): value is InplayType {
  return typeof value === 'string' && (INPLAY_TYPES as readonly string[]).includes(value);
}

export interface InplayRoute {
  status: InplayStatus;
  type: InplayType;
  /** A bet365 match id, the word `upcoming`, or undefined. */
  id?: string;
}

const MATCH_ID = /^(\d{1,20}|upcoming)$/;

/**
 * Parses the in-play path segments; `null` means the path is not an in-play route (page not
 * found). The shell's tab link `/inplay/{id}` is accepted as the in-play screen too.
 * @example parseInplayPath(['major', 'odds', '1234']) // { status: 'major', type: 'odds', id: '1234' }
 */
export function parseInplayPath(segments: readonly string[]): InplayRoute | null {
  const parts = segments.filter(Boolean);
  if (
    parts[0] === 'inplay' &&
    parts.length <= 2 &&
    (parts[1] === undefined || /^\d{1,4}$/.test(parts[1]))
  ) {
    return { status: DEFAULT_INPLAY_STATUS, type: DEFAULT_INPLAY_TYPE };
  }
  if (parts.length > 3) return null;
  const [status, type, id] = parts;
  if (status !== undefined && !isInplayStatus(status)) return null;
  if (type !== undefined && !isInplayType(type)) return null;
  if (id !== undefined && !MATCH_ID.test(id)) return null;
  return {
    status: status ?? DEFAULT_INPLAY_STATUS,
    type: type ?? DEFAULT_INPLAY_TYPE,
    ...(id !== undefined ? { id } : {}),
  };
}

/**
 * Whether an optional route id (`:id?`) is acceptable: absent, or a numeric id.
 * @example isOptionalNumericId(undefined) // true
 */
export function isOptionalNumericId(id: string | undefined): boolean {
  return id === undefined || id === '' || /^\d{1,20}$/.test(id);
}
