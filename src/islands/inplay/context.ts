/** The screen and its actions, shared by every part of the in-play island. */
import { createContext, useContext } from 'react';
import type { InplayActions } from '../../lib/inplay/actions';
import type { Screen } from '../../lib/inplay/screen';

export interface InplayContext {
  screen: Screen;
  actions: InplayActions;
}

export const Inplay = createContext<InplayContext | null>(null);

export function useInplay(): InplayContext {
  const value = useContext(Inplay);
  if (!value) throw new Error('useInplay outside the in-play island');
  return value;
}
