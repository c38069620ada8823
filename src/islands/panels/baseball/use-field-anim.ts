/**
 * Applies the field frame's timing rules (lib/panels/baseball) to the live details: feeds each
 * new state to the machine and sets one timer for the next change it names. No timer runs while
 * the page is hidden; on return the frame catches up with the clock.
 */
import { useEffect, useReducer } from 'react';
import {
  advance,
  frameAt,
  INITIAL_ANIM,
  nextChange,
  type FieldAnim,
  type FieldFrame,
  type FieldInput,
} from '../../../lib/panels/baseball';

interface Clocked {
  anim: FieldAnim;
  now: number;
}

type Action = { type: 'details'; input: FieldInput; now: number } | { type: 'tick'; now: number };

function reduce(s: Clocked, a: Action): Clocked {
  if (a.type === 'tick') return { ...s, now: a.now };
  const anim = advance(s.anim, a.input, a.now);
  return anim === s.anim ? s : { anim, now: a.now };
}

export function useFieldAnim(
  state: unknown,
  lastEventId: string | null,
  visible: boolean,
): FieldFrame {
  const [clocked, dispatch] = useReducer(reduce, { anim: INITIAL_ANIM, now: 0 });
  // Only a seen value is passed on, so a key that is not a string or number cannot loop.
  const stateKey = typeof state === 'string' || typeof state === 'number' ? String(state) : null;
  useEffect(() => {
    dispatch({ type: 'details', input: { state: stateKey, lastEventId }, now: Date.now() });
  }, [stateKey, lastEventId]);
  const wake = visible ? nextChange(clocked.anim, clocked.now) : null;
  useEffect(() => {
    if (!visible) return;
    if (wake === null) {
      // Back from a hidden tab: read the clock once so expired banners go.
      dispatch({ type: 'tick', now: Date.now() });
      return;
    }
    const timer = setTimeout(
      () => dispatch({ type: 'tick', now: Date.now() }),
      Math.max(0, wake - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [wake, visible]);
  return frameAt(clocked.anim, clocked.now);
}
