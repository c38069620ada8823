// The simulator's soccer line-ups, read as the line-up tab reads them: a formation, eleven
// starters whose positions match its lines, and a bench.
import { describe, expect, it } from 'vitest';
import { toLineups } from '../../../../src/server/read/lineups';
import { createCatalogue } from '../../../../src/server/feed/simulator/catalogue/index';
import { lineupFor } from '../../../../src/server/feed/simulator/world';
import { parseLineups } from '../../../../src/lib/panels/soccer-lineup';

const GROUP_OF_LINE = (line: number, lines: number) =>
  line === 0
    ? 'Goalkeeper'
    : line === 1
      ? 'Defender'
      : line === lines - 1
        ? 'Forward'
        : 'Midfielder';

describe('simulated soccer line-ups', () => {
  const catalogue = createCatalogue('lineup-test');
  const teams = catalogue.teams.filter((t) => t.sportId === 1).slice(0, 12);

  it.each(teams.map((t) => [t.names.en, t.id] as const))('%s: eleven in formation', (_, id) => {
    const home = lineupFor(1, catalogue.squad(id), `lineup-test/${id}`, 'home');
    const row = { side: 'home', formation: home.formation, players: JSON.stringify(home.players) };
    const { home: team } = parseLineups({ data: toLineups([row]) });
    expect(team?.formation).toBe(home.formation);
    expect(team?.lines.flat()).toHaveLength(11);
    expect(team?.substitutes.length).toBeGreaterThan(0);
    team!.lines.forEach((line, i) => {
      for (const p of line) expect(p.pos).toBe(GROUP_OF_LINE(i, team!.lines.length));
      for (const p of line) expect(p.shirt).toMatch(/^\d+$/);
    });
  });

  it("gives every player the catalogue's Korean and Japanese name", () => {
    const id = teams[0]!.id;
    const squad = catalogue.squad(id);
    const home = lineupFor(1, squad, `lineup-test/${id}`, 'home');
    const row = { side: 'home', formation: home.formation, players: JSON.stringify(home.players) };
    const names = new Map(squad.map((p) => [p.id, { kor: p.names.kr, jp: p.names.jp }]));
    for (const lang of ['kr', 'jp'] as const) {
      const { home: team } = parseLineups({ data: toLineups([row], names) }, lang);
      const expected = home.players
        .filter((p) => p.starting)
        .map((p) => names.get(p.playerId)![lang === 'kr' ? 'kor' : 'jp']);
      expect(team!.lines.flat().map((p) => p.name)).toEqual(expected);
      expect(expected.every((n) => /[^\x00-\x7f]/.test(n))).toBe(true);
    }
  });
});
