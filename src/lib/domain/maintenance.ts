/**
 * @module domain/maintenance
 * Which pages maintenance mode leaves open: an operator must still be able to log in
 * and turn it off from the console, and an open console must not be sent away when it is
 * turned on there.
 */

export const MAINTENANCE_PATH = '/maintenance';

const OPEN_IN_MAINTENANCE = new Set([MAINTENANCE_PATH, '/admin', '/login', '/logout']);

/**
 * Whether a page stays open while the site is in maintenance.
 * @example isOpenInMaintenance('/admin') // true
 */
export function isOpenInMaintenance(pathname: string): boolean {
  return OPEN_IN_MAINTENANCE.has(pathname);
}
