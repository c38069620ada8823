/**
 * @module shell/public-config
 * Reads the public configuration the layout rendered into the page.
 */
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '../domain/public-config';

const FALLBACK: PublicConfig = {
  apiBase: '/api',
  socketUrl: '',
  embedAllowedOrigins: [],
  feed: 'simulator',
  hideSportsTab: false,
};

let cached: PublicConfig | undefined;

export function publicConfig(): PublicConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return FALLBACK;
  try {
    const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
    cached = text ? { ...FALLBACK, ...(JSON.parse(text) as Partial<PublicConfig>) } : FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}
