/**
 * Flags a price change for the highlight delay (spec §4: a change indicator shows for a
 * configurable delay, default 2 s; not when the previous value was '-', undefined or 0).
 */
import { useEffect, useRef, useState } from 'react';
import { highlightDelay, priceNumber, type PriceValue } from '../../lib/domain/odds-change';

/** 'up' or 'down' while the change is flagged, else null. */
export function useChangeFlash(
  value: PriceValue,
  allow: (a: PriceValue, b: PriceValue) => boolean,
): 'up' | 'down' | null {
  const previous = useRef(value);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === value || !allow(before, value)) return;
    setFlash((priceNumber(value) ?? 0) > (priceNumber(before) ?? 0) ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), highlightDelay(undefined));
    return () => clearTimeout(timer);
  }, [value, allow]);
  return flash;
}
