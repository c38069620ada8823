/**
 * The value to draw: the live one while the page is visible, the last visible one while it is
 * hidden, so a tracker in a background tab neither moves nor runs transitions, and picks up from
 * the newest frame on return.
 */
import { useEffect, useState } from 'react';

export function useWhileVisible<T>(value: T, visible: boolean): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (visible) setShown(value);
  }, [value, visible]);
  return visible ? value : shown;
}
