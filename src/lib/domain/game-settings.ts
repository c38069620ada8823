/**
 * @module game-settings
 * Per-user game settings (spec §3 "Per-user game setting"): the flags of each game, their
 * defaults, the `setting_json` body that changes them and how a change merges into what is
 * stored.
 */
import { z } from 'zod';
import { ALL_SPORT_IDS, isSportId } from './sports';

/** Per-game flags (spec §3 "Per-user game setting": id, is_odds, is_sound, is_prompt). */
export interface GameSetting {
  id: number;
  is_odds: boolean;
  is_sound: boolean;
  is_prompt: boolean;
}
export type GameSettings = Record<string, GameSetting>;

/** A game the user has not configured shows odds, plays sounds and prompts. */
export const DEFAULT_GAME_SETTING: Omit<GameSetting, 'id'> = {
  is_odds: true,
  is_sound: true,
  is_prompt: true,
};

/** Flags sent as booleans, 0/1 or their text forms (forms and older clients send both). */
const flag = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.enum(['true', 'false', '0', '1']).transform((v) => v === 'true' || v === '1'),
]);

export const gameSettingPatchSchema = z.strictObject({
  id: z.coerce.number().int().positive().optional(),
  is_odds: flag.optional(),
  is_sound: flag.optional(),
  is_prompt: flag.optional(),
});
export type GameSettingPatch = z.output<typeof gameSettingPatchSchema>;

/**
 * `setting_json` of `POST /settings/set-game-settings`: an object (or its JSON text, as the
 * spec's other settings travel) keyed by game id, which is a sport id.
 */
export const settingJsonSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .record(z.string(), gameSettingPatchSchema, { error: 'Expected an object keyed by game id.' })
    .superRefine(
      (record, ctx) => {
        for (const [key, value] of Object.entries(record)) {
          if (!/^\d+$/.test(key) || !isSportId(Number(key))) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `Unknown game id; expected one of ${ALL_SPORT_IDS.join(', ')}.`,
            });
          } else if (typeof value?.id === 'number' && value.id !== Number(key)) {
            ctx.addIssue({ code: 'custom', path: [key, 'id'], message: `Expected ${key}.` });
          }
        }
      },
      // Unknown game ids are reported even when some game's flags are also wrong.
      {
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          !Array.isArray(payload.value),
      },
    ),
);

/**
 * Applies a `setting_json` patch (keyed by game id) to stored settings: flags not sent keep
 * their stored or default value, games not sent stay as they were.
 * @example mergeGameSettings({}, { '1': { is_sound: false } })['1'] // { id: 1, is_odds: true, is_sound: false, is_prompt: true }
 */
export function mergeGameSettings(
  stored: GameSettings,
  patch: Record<string, GameSettingPatch>,
): GameSettings {
  const out: GameSettings = { ...stored };
  for (const [key, change] of Object.entries(patch)) {
    const before = stored[key] ?? { id: Number(key), ...DEFAULT_GAME_SETTING };
    out[key] = {
      id: Number(key),
      is_odds: change.is_odds ?? before.is_odds,
      is_sound: change.is_sound ?? before.is_sound,
      is_prompt: change.is_prompt ?? before.is_prompt,
    };
  }
  return out;
}
