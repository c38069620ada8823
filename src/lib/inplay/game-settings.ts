/**
 * @module inplay/game-settings
 * The dividend (odds), sound and prompt toggles (spec §2), kept per game (sport id): saved
 * through `POST /settings/set-game-settings` for a logged-in user (spec §7, then refetch),
 * in this browser's storage otherwise.
 */
import { atom, onMount } from 'nanostores';
import { lazyApi } from '../api/lazy-client';
import { ALL_SPORT_IDS } from '../domain/sports';
import { $userId } from '../stores/user';

export type GameFlag = 'is_odds' | 'is_sound' | 'is_prompt';
export type GameFlags = Record<GameFlag, boolean>;
export type GameSettingsMap = Record<string, GameFlags>;

const DEFAULT_FLAGS: GameFlags = { is_odds: true, is_sound: true, is_prompt: true };
/** Spec §3: other keys are prefixed live-score. */
const LOCAL_KEY = 'live-score-game-settings';

const $settingsWritable = atom<GameSettingsMap>({});
export const $gameSettings = $settingsWritable;

function signedIn(): string | null {
  const id = $userId.get();
  return id && /^\d+$/.test(id) ? id : null;
}

function readLocal(): GameSettingsMap {
  try {
    const text = localStorage.getItem(LOCAL_KEY);
    return text ? sanitize(JSON.parse(text) as unknown) : {};
  } catch {
    // Spec §8 "JSON parse failure: default and log".
    console.warn('game settings: stored value unreadable, using defaults');
    return {};
  }
}

function writeLocal(map: GameSettingsMap): void {
  try {
    localStorage.setItem(LOCAL_KEY, JSON.stringify(map));
  } catch (error) {
    console.warn('game settings: cannot store', error);
  }
}

function sanitize(raw: unknown): GameSettingsMap {
  if (!raw || typeof raw !== 'object') return {};
  const out: GameSettingsMap = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d+$/.test(key) || !value || typeof value !== 'object') continue;
    const v = value as Record<string, unknown>;
    out[key] = {
      is_odds: v.is_odds !== false,
      is_sound: v.is_sound !== false,
      is_prompt: v.is_prompt !== false,
    };
  }
  return out;
}

async function load(): Promise<void> {
  if (!signedIn()) {
    $settingsWritable.set(readLocal());
    return;
  }
  try {
    const answer = await lazyApi.get<{ data: { setting_json: unknown } }>(
      '/settings/game-settings',
    );
    $settingsWritable.set(sanitize(answer.data.setting_json));
  } catch (error) {
    console.warn('game settings: cannot load', error);
    $settingsWritable.set(readLocal());
  }
}

onMount($settingsWritable, () => {
  if (typeof window === 'undefined') return;
  return $userId.subscribe(() => void load());
});

/** The flags of one game; unconfigured games show odds, play sounds and prompt. */
export function flagsOf(map: GameSettingsMap, sportId: number): GameFlags {
  return map[String(sportId)] ?? DEFAULT_FLAGS;
}

/** A flag over the games a view covers: on only when it is on for each of them. */
export function flagOver(map: GameSettingsMap, sportId: number | undefined, flag: GameFlag) {
  const ids = sportId ? [sportId] : ALL_SPORT_IDS;
  return ids.every((id) => flagsOf(map, id)[flag]);
}

/**
 * Sets a flag for one game, or for every game when the view covers every sport.
 * Spec §8: settings toggle errors are logged only (the local change stays).
 */
export async function setFlag(
  sportId: number | undefined,
  flag: GameFlag,
  value: boolean,
): Promise<void> {
  const ids = sportId ? [sportId] : ALL_SPORT_IDS;
  const next: GameSettingsMap = { ...$settingsWritable.get() };
  for (const id of ids) next[String(id)] = { ...flagsOf(next, id), [flag]: value };
  $settingsWritable.set(next);
  if (!signedIn()) {
    writeLocal(next);
    return;
  }
  const patch = Object.fromEntries(ids.map((id) => [String(id), { [flag]: value }]));
  try {
    await lazyApi.post('/settings/set-game-settings', { setting_json: patch });
    await load();
  } catch (error) {
    console.warn('game settings: cannot save', error);
  }
}
