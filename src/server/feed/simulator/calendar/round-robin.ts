/**
 * @module feed/simulator/calendar/round-robin
 * Round-robin pairings by the circle method; odd team counts get a bye.
 */

/**
 * Each round's pairs, home side first; every pair meets once over the rounds.
 * @example roundRobin([1, 2, 3, 4]).length // 3
 */
export function roundRobin(teamIds: readonly number[]): [number, number][][] {
  const teams: (number | null)[] = [...teamIds];
  if (teams.length % 2 === 1) teams.push(null);
  const n = teams.length;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = teams[i];
      const b = teams[n - 1 - i];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      // Alternate home sides so nobody plays every match at home.
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    teams.splice(1, 0, teams.pop()!);
  }
  return rounds;
}
