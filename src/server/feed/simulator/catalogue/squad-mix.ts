/**
 * @module feed/simulator/catalogue/squad-mix
 * Who plays where: the nationality mix of each league's squads (weights), and the foreign
 * quotas of the Asian leagues (KBO three foreigners, KBL two imports, V-League one foreigner
 * plus one Asian-quota player …), which decide both how many and in which positions.
 */
import { hasNamePool } from './names';
import type { TeamDef } from './types';

export type Mix = readonly (readonly [cc: string, weight: number])[];

export interface Quota {
  count: number;
  /** Position codes the quota players fill. */
  codes: readonly string[];
  /** `first`: the first matching slots; `starters`: random among starters; `any`: random. */
  pick: 'first' | 'starters' | 'any';
  mix: Mix;
}

export interface SquadMix {
  base: Mix;
  quotas?: readonly Quota[];
  female?: boolean;
}

/** Parses `'gb:36 fr:7'` into weighted nationalities. */
function mix(text: string): Mix {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [cc = '', weight = '1'] = pair.split(':');
      return [cc, Number(weight)] as const;
    });
}

const EPL = mix(
  'gb:36 ie:2 fr:7 es:5 br:7 pt:5 de:3 nl:4 be:3 sn:3 ci:2 ng:3 gh:2 cm:1 se:2 dk:3 no:2 ar:3 uy:2 co:2 it:1 hr:1 rs:1 us:2 kr:1 jp:2',
);
const LALIGA = mix('es:62 ar:6 uy:4 co:2 mx:2 br:5 fr:5 pt:3 sn:2 ng:1 nl:1 de:1 it:1');
const BUNDESLIGA = mix(
  'de:52 at:6 ch:3 fr:6 nl:4 dk:4 se:2 no:2 hr:3 rs:1 pl:2 br:2 sn:2 ci:1 ng:1 us:3 jp:3 kr:2 es:2 be:2 it:1',
);
const SERIE_A = mix(
  'it:50 ar:6 uy:2 br:6 fr:5 es:4 nl:3 hr:3 rs:3 si:1 dk:3 se:2 no:1 pl:3 sn:3 ng:2 ci:1 pt:2 de:2 be:2',
);

/** Clubs outside the five domestic leagues above (Champions League, e-soccer), by the club's cc. */
const SOCCER_BY_CC: Record<string, Mix> = {
  gb: EPL,
  es: LALIGA,
  de: BUNDESLIGA,
  it: SERIE_A,
  fr: mix('fr:50 sn:6 ci:4 cm:3 ml:3 br:6 pt:4 es:4 de:2 it:2 nl:2 be:4'),
  pt: mix('pt:45 br:20 es:5 ar:5 uy:4 ng:3 gh:3 fr:3 nl:2 dk:2 se:2'),
  nl: mix('nl:55 be:6 dk:4 se:4 no:2 sn:3 gh:2 ng:3 br:3 fr:3 de:3 us:2 jp:2'),
  be: mix('be:50 nl:8 fr:8 sn:4 ci:3 gh:3 ng:3 cm:2 dk:3 jp:3'),
  tr: mix('tr:55 br:8 fr:4 sn:3 ng:4 nl:3 de:3 be:2 es:2 it:2 pt:2'),
  gr: mix('gr:45 pt:10 es:8 br:6 ar:4 fr:5 sn:3 ng:4 rs:4 nl:2'),
  cz: mix('cz:65 sk:8 rs:3 hr:2 ng:4 gh:3 de:2'),
  no: mix('no:70 dk:8 se:8 is:3 ng:3 gh:2'),
  dk: mix('dk:60 se:8 no:6 is:4 ng:3 gh:3 br:3 de:2'),
  kz: mix('kz:55 ru:15 br:8 rs:5 ua:4 ng:3'),
  cy: mix('cy:30 gr:10 pt:12 br:10 es:8 ng:5 fr:5 sn:3'),
  az: mix('az:50 br:12 es:5 pt:5 fr:3 sn:4 ng:4 co:3'),
};
const SOCCER_DEFAULT = mix(
  'gb:20 es:10 fr:10 br:10 de:8 it:8 pt:6 nl:6 sn:4 ng:4 ar:4 dk:3 se:3 hr:2 rs:2',
);

const NBA = mix('us:82 ca:5 fr:3 au:2 rs:2 hr:1 si:1 de:1 es:1 tr:1 gr:1 ng:1 cm:1 lt:1 jp:1');
const EUROLEAGUE_IMPORTS = mix('us:35 rs:6 hr:4 gr:3 es:3 fr:3 lt:3 tr:2 it:2 si:2 de:2');

const US_IMPORT = mix('us:1');
const LATIN_BASEBALL = mix('us:5 do:3 ve:2');

const MIX_BY_LEAGUE: Record<number, SquadMix> = {
  101: { base: EPL },
  102: { base: LALIGA },
  103: { base: BUNDESLIGA },
  104: { base: SERIE_A },
  105: {
    base: mix('kr:1'),
    quotas: [
      { count: 4, codes: ['F', 'M', 'D'], pick: 'any', mix: mix('br:6 co:1 au:1 rs:1 jp:1') },
    ],
  },
  106: {
    base: mix('jp:1'),
    quotas: [{ count: 4, codes: ['F', 'M', 'D', 'G'], pick: 'any', mix: mix('br:5 kr:4 au:1') }],
  },
  201: { base: mix('us:66 do:11 ve:8 cu:3 pr:3 mx:2 ca:2 jp:2 kr:1 co:1 pa:1') },
  202: {
    base: mix('kr:1'),
    quotas: [
      { count: 2, codes: ['P'], pick: 'first', mix: LATIN_BASEBALL },
      { count: 1, codes: ['IF', 'OF'], pick: 'starters', mix: LATIN_BASEBALL },
    ],
  },
  203: {
    base: mix('jp:1'),
    quotas: [
      { count: 2, codes: ['P'], pick: 'any', mix: mix('us:6 do:2 ve:1 cu:1') },
      { count: 2, codes: ['IF', 'OF'], pick: 'starters', mix: mix('us:6 do:2 ve:1 cu:1') },
    ],
  },
  301: { base: NBA },
  302: { base: mix('kr:1'), quotas: [{ count: 2, codes: ['C'], pick: 'first', mix: US_IMPORT }] },
  303: {
    base: mix('kr:1'),
    female: true,
    quotas: [{ count: 1, codes: ['G', 'F'], pick: 'any', mix: mix('jp:1') }],
  },
  304: {
    base: mix('jp:1'),
    quotas: [
      { count: 3, codes: ['C', 'F'], pick: 'first', mix: US_IMPORT },
      { count: 1, codes: ['G'], pick: 'any', mix: mix('kr:1') },
    ],
  },
  311: { base: NBA },
  401: {
    base: mix('kr:1'),
    quotas: [
      { count: 1, codes: ['OP'], pick: 'first', mix: mix('pl:2 br:2 cu:2 us:2 it:1 rs:1 es:1') },
      { count: 1, codes: ['OH', 'MB'], pick: 'any', mix: mix('jp:1') },
    ],
  },
  402: {
    base: mix('kr:1'),
    female: true,
    quotas: [
      { count: 1, codes: ['OP'], pick: 'first', mix: mix('us:3 do:2 br:1') },
      { count: 1, codes: ['OH', 'MB'], pick: 'any', mix: mix('jp:1') },
    ],
  },
  403: {
    base: mix('it:55 pl:5 rs:4 hr:2 si:2 fr:4 br:5 ar:3 cu:3 us:5 de:2 nl:2 be:2 bg:2 tr:1 jp:1'),
  },
  404: { base: mix('pl:70 fr:5 rs:3 ua:4 br:3 us:4 de:3 cu:2 be:2 nl:2 sk:2') },
  501: { base: mix('ca:42 us:30 se:8 fi:5 ru:6 cz:4 ch:2 de:2 sk:1 dk:1') },
  502: { base: mix('ru:75 by:4 kz:3 ca:8 us:5 fi:2 se:2 cz:1') },
  601: {
    base: mix('de:52 dk:8 se:6 no:6 is:6 hr:4 si:2 rs:1 at:4 ch:3 fr:3 es:3 nl:2 pl:2 cz:2 pt:1'),
  },
  602: {
    base: mix(
      'fr:65 es:6 pt:3 hr:3 rs:2 si:2 dk:3 se:2 no:2 is:1 de:2 br:2 sn:2 cm:2 ci:1 ba:1 me:1',
    ),
  },
  801: { base: mix('us:96 ca:1 gb:1 de:1 au:1') },
  901: { base: mix('kr:1') },
};

/**
 * The nationality mix of a team's squad: its league's, adjusted for clubs whose country
 * differs from the league's (EuroLeague, KHL clubs outside Russia), or by club country for
 * soccer clubs outside the domestic leagues.
 */
export function mixForTeam(team: TeamDef, leagueId: number | undefined): SquadMix {
  if (leagueId === 305) {
    // Israeli and Emirati clubs field imports only here (no name pool for those countries).
    const home: Mix = hasNamePool(team.cc) ? [[team.cc, 40]] : [];
    return { base: [...home, ...EUROLEAGUE_IMPORTS] };
  }
  if (leagueId === 502 && team.cc !== 'ru' && team.cc !== 'cn') {
    return { base: [[team.cc, 45], ...mix('ru:40 ca:8 us:5 fi:2')] };
  }
  const known = leagueId === undefined ? undefined : MIX_BY_LEAGUE[leagueId];
  if (known) return known;
  if (team.sportId === 1) return { base: SOCCER_BY_CC[team.cc] ?? SOCCER_DEFAULT };
  if (team.sportId === 18) return { base: NBA };
  return { base: mix('us:1') };
}
