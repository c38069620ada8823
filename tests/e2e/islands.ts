/**
 * Waiting for a React island to hydrate: until then its markup is the server's and its buttons
 * do nothing, so a click on it would be lost. Astro removes the `ssr` attribute of an
 * `astro-island` once its component has hydrated.
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The island around `inner` while it is still server-rendered markup only. */
export function hydrating(page: Page | FrameLocator, inner: string): Locator {
  return page.locator('astro-island[ssr]', { has: page.locator(inner) });
}

/** Resolves once the island around `inner` has hydrated. */
export async function hydrated(page: Page | FrameLocator, inner: string): Promise<void> {
  await expect(hydrating(page, inner)).toHaveCount(0);
}
