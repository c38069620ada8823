/** The in-play screen's empty values for browser-only stores (see common/client-store.ts). */
import type { GameSettingsMap } from '../../lib/inplay/game-settings';

export { useClientStore, useHydrated } from '../common/client-store';

export const NO_IDS: readonly number[] = [];
export const NO_SETTINGS: GameSettingsMap = {};
