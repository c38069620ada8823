/**
 * Stores that only the browser fills (storage, the signed-in user, the live connection) read by
 * server-rendered components: the server and the hydrating render show the fallback, so the
 * markup matches, and the browser's value follows right after hydration.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const onServer = typeof window === 'undefined';

export function useClientStore<T>(store: ReadableAtom<T>, fallback: T): T {
  const hydrated = useHydrated();
  // The branch never changes within one environment, so the hook order is stable; reading the
  // store on the server would run its browser-only start-up.
  const value = onServer ? fallback : useStore(store);
  return hydrated ? value : fallback;
}
