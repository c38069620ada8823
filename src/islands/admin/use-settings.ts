/**
 * @module islands/admin/use-settings
 * A settings section's load state: loading, ready with the settings, or why not.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Settings } from '../../lib/domain/settings';
import { failureOf, loadSettings, type Failure } from './admin-api';

export type Loaded<T> = { phase: 'loading' } | { phase: 'ready'; data: T } | { phase: Failure };

export function useSettings(): { state: Loaded<Settings>; reload: () => void } {
  const [state, setState] = useState<Loaded<Settings>>({ phase: 'loading' });
  const reload = useCallback(() => {
    setState({ phase: 'loading' });
    loadSettings().then(
      (data) => setState({ phase: 'ready', data }),
      (error: unknown) => setState({ phase: failureOf(error) }),
    );
  }, []);
  useEffect(reload, [reload]);
  return { state, reload };
}
