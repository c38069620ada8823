/**
 * @module inplay/spoken
 * The words of the live region, written by inplay/announce, which loads only
 * once a followed match scores.
 */
import { atom } from 'nanostores';

export interface Spoken {
  /** Grows with every message, so the same words twice still reach the region. */
  seq: number;
  text: string;
}

export const $spoken = atom<Spoken | null>(null);
