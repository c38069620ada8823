/**
 * @module import/football-data-leagues
 * football-data.co.uk division codes (`Div` column and file names such as `E0.csv`) with the
 * league's names in our three languages and its country, used when `--league` is not given.
 * The four that the catalogue also holds (E0, SP1, D1, I1) carry the catalogue's names, so they
 * resolve to the same league rows.
 */
import type { LeagueRef } from './types';

/** Rows `Div|cc|English|Korean|Japanese`. */
const ROWS = [
  'E0|gb|Premier League|프리미어리그|プレミアリーグ',
  'E1|gb|Championship|챔피언십|EFLチャンピオンシップ',
  'E2|gb|League One|리그 원|EFLリーグ1',
  'E3|gb|League Two|리그 투|EFLリーグ2',
  'EC|gb|National League|내셔널 리그|ナショナルリーグ',
  'SC0|sc|Scottish Premiership|스코티시 프리미어십|スコティッシュ・プレミアシップ',
  'SC1|sc|Scottish Championship|스코티시 챔피언십|スコティッシュ・チャンピオンシップ',
  'SC2|sc|Scottish League One|스코티시 리그 원|スコティッシュ・リーグ1',
  'SC3|sc|Scottish League Two|스코티시 리그 투|スコティッシュ・リーグ2',
  'D1|de|Bundesliga|분데스리가|ブンデスリーガ',
  'D2|de|2. Bundesliga|2. 분데스리가|2.ブンデスリーガ',
  'I1|it|Serie A|세리에 A|セリエA',
  'I2|it|Serie B|세리에 B|セリエB',
  'SP1|es|LaLiga|라리가|ラ・リーガ',
  'SP2|es|LaLiga 2|라리가 2|ラ・リーガ2',
  'F1|fr|Ligue 1|리그 1|リーグ・アン',
  'F2|fr|Ligue 2|리그 2|リーグ・ドゥ',
  'N1|nl|Eredivisie|에레디비시|エールディヴィジ',
  'B1|be|Belgian Pro League|벨기에 프로 리그|ベルギー・プロリーグ',
  'P1|pt|Primeira Liga|프리메이라 리가|プリメイラ・リーガ',
  'T1|tr|Süper Lig|쉬페르 리그|スュペル・リグ',
  'G1|gr|Super League Greece|그리스 슈퍼리그|ギリシャ・スーパーリーグ',
] as const;

/** Countries of the table that the catalogue does not list. */
export const EXTRA_COUNTRIES = [
  { cc: 'sc', names: { en: 'Scotland', kr: '스코틀랜드', jp: 'スコットランド' } },
] as const;

const BY_DIV = new Map<string, LeagueRef>(
  ROWS.map((row) => {
    const [div, cc, en, kr, jp] = row.split('|') as [string, string, string, string, string];
    return [div, { sportId: 1, name: en, names: { en, kr, jp }, cc }];
  }),
);

/**
 * The league of a football-data.co.uk division code, or undefined for an unknown code.
 * @example leagueOfDivision('E0')?.name // 'Premier League'
 */
export function leagueOfDivision(div: string): LeagueRef | undefined {
  return BY_DIV.get(div.trim().toUpperCase());
}

/**
 * The table's league with this English name (case-insensitive), so `--league "Serie B"` gets
 * its translations and country.
 * @example footballDataLeagueNamed('championship')?.cc // 'gb'
 */
export function footballDataLeagueNamed(name: string): LeagueRef | undefined {
  const wanted = name.trim().toLowerCase();
  return [...BY_DIV.values()].find((league) => league.name.toLowerCase() === wanted);
}
