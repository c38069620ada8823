/**
 * @module stores/ui
 * Page-level UI state shared by islands.
 */
import { atom } from 'nanostores';

/** Height the embedding page gave us with `set_height`, or null when not embedded. */
export const $embedHeight = atom<number | null>(null);
