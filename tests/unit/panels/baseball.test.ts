import { describe, expect, it } from 'vitest';
import { gameStateCode } from '../../../src/lib/domain/game-states';
import type { GameStateName } from '../../../src/lib/domain/game-states';
import {
  advance,
  EVENT_RULES,
  frameAt,
  INITIAL_ANIM,
  nextChange,
  type FieldAnim,
} from '../../../src/lib/panels/baseball';

const code = (name: GameStateName<16>, side: 'home' | 'away' | null = 'away') =>
  gameStateCode(16, name, side);

/** A machine that has seen a first snapshot (Batter Up) at t = 0. */
const seen = (): FieldAnim =>
  advance(INITIAL_ANIM, { state: code('Batter Up'), lastEventId: 'm-1' }, 0);

/** The machine after one event at t = 1000. */
const after = (name: GameStateName<16>, side: 'home' | 'away' | null = 'away') =>
  advance(seen(), { state: code(name, side), lastEventId: 'm-2' }, 1_000);

describe('baseball field events (spec §4 "Baseball events")', () => {
  it('does not replay the first snapshot as a new event', () => {
    const a = advance(INITIAL_ANIM, { state: code('Ball'), lastEventId: 'm-9' }, 0);
    expect(frameAt(a, 0)).toMatchObject({ event: null, throwing: false, statsShown: true });
    expect(nextChange(a, 0)).toBeNull();
  });

  it.each<[GameStateName<16>, string, number, boolean, boolean, boolean]>([
    // name, kind, shown ms, ball thrown, players hidden, pitcher pose
    ['In play', 'inPlay', 2_500, true, false, true],
    ['Ball', 'ball', 2_500, true, false, true],
    ['Strike', 'strike', 2_500, false, false, false],
    ['Foul Ball', 'foulBall', 2_500, false, false, false],
    ['Out', 'out', 2_500, false, true, false],
    ['Strikeout', 'strikeout', 2_000, false, true, false],
    ['Singles', 'single', 2_500, false, false, false],
    ['Double', 'double', 2_500, true, false, false],
    ['Rain Delay', 'rainDelay', 2_500, false, false, false],
    ['Run Scored', 'runScored', 2_500, true, false, false],
    ['End of Half Innings', 'endOfHalf', 2_500, false, false, false],
  ])(
    '%s shows as %s for %i ms (throw %s, players hidden %s, pose %s)',
    (name, kind, ms, thrown, hidden, pose) => {
      const neutral = name === 'Rain Delay' || name === 'End of Half Innings';
      const a = after(name, neutral ? null : 'away');
      const at = (t: number) => frameAt(a, t);
      expect(at(1_000).event).toEqual({ kind, side: neutral ? null : 'away' });
      expect(at(1_000 + ms - 1).event?.kind).toBe(kind);
      expect(at(1_000 + ms).event).toBeNull();
      expect(at(1_000).throwing).toBe(thrown);
      expect(at(1_499).throwing).toBe(thrown);
      expect(at(1_500).throwing).toBe(false);
      expect(at(1_000).playersHidden).toBe(hidden);
      expect(at(1_000 + ms).playersHidden).toBe(false);
      expect(at(5_999).pitcherPose).toBe(pose);
      expect(at(6_000).pitcherPose).toBe(false);
    },
  );

  it('covers every rule the spec names with the right timing', () => {
    expect(EVENT_RULES.strikeout.showMs).toBe(2_000);
    const thrown = Object.entries(EVENT_RULES)
      .filter(([, r]) => r.throwBall)
      .map(([k]) => k);
    expect(thrown.sort()).toEqual(['ball', 'double', 'inPlay', 'runScored']);
  });

  it('hides the stats panel during play and brings it back after End of Half Innings', () => {
    let a = after('Strike');
    expect(frameAt(a, 1_000).statsShown).toBe(false);
    // Long after the banner the stats stay away until the half ends.
    expect(frameAt(a, 60_000).statsShown).toBe(false);
    a = advance(a, { state: code('End of Half Innings', null), lastEventId: 'm-3' }, 70_000);
    expect(frameAt(a, 71_000).statsShown).toBe(false);
    expect(frameAt(a, 72_500).statsShown).toBe(true);
  });

  it('restarts the banner when the same event comes again (a new timeline entry)', () => {
    const a = after('Ball');
    const b = advance(a, { state: code('Ball'), lastEventId: 'm-3' }, 2_000);
    expect(b.serial).toBe(a.serial + 1);
    expect(frameAt(b, 4_400).event?.kind).toBe('ball');
    expect(frameAt(b, 6_999).pitcherPose).toBe(true);
  });

  it('ignores details that change nothing', () => {
    const a = after('Ball');
    expect(advance(a, { state: code('Ball'), lastEventId: 'm-2' }, 1_500)).toBe(a);
  });

  it('lets a banner run out when the state turns to Batter Up', () => {
    const a = after('Out');
    const b = advance(a, { state: code('Batter Up'), lastEventId: 'm-3' }, 2_000);
    expect(frameAt(b, 2_000).event?.kind).toBe('out');
    expect(frameAt(b, 3_500).event).toBeNull();
  });

  it('names the next moment the frame changes by itself', () => {
    const a = after('Ball');
    expect(nextChange(a, 1_000)).toBe(1_500);
    expect(nextChange(a, 1_500)).toBe(3_500);
    expect(nextChange(a, 3_500)).toBe(6_000);
    expect(nextChange(a, 6_000)).toBeNull();
    const end = advance(a, { state: code('End of Half Innings', null), lastEventId: 'x' }, 7_000);
    expect(nextChange(end, 7_000)).toBe(9_500);
  });
});
