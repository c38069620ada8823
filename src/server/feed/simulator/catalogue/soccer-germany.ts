/**
 * @module feed/simulator/catalogue/soccer-germany
 * Bundesliga 2025/26: 18 clubs (1. FC Köln and Hamburger SV promoted in 2025).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { soccerRules } from './rules';

const BUNDESLIGA = teamRows(1, 'de', [
  '1201|FCB|Bayern Munich|바이에른 뮌헨|バイエルン・ミュンヘン|#DC052D|#FFFFFF|1710|Allianz Arena',
  '1202|B04|Bayer Leverkusen|바이어 레버쿠젠|バイエル・レバークーゼン|#E32221|#000000|1580|BayArena',
  '1203|SGE|Eintracht Frankfurt|아인트라흐트 프랑크푸르트|アイントラハト・フランクフルト|#E1000F|#000000|1550|Deutsche Bank Park',
  '1204|BVB|Borussia Dortmund|보루시아 도르트문트|ボルシア・ドルトムント|#FDE100|#000000|1600|Signal Iduna Park',
  '1205|SCF|SC Freiburg|SC 프라이부르크|SCフライブルク|#E2001A|#000000|1510|Europa-Park Stadion',
  '1206|M05|Mainz 05|마인츠 05|マインツ05|#C3141E|#FFFFFF|1470|Mewa Arena',
  '1207|RBL|RB Leipzig|RB 라이프치히|RBライプツィヒ|#DD0741|#FFFFFF|1570|Red Bull Arena',
  '1208|SVW|Werder Bremen|베르더 브레멘|ヴェルダー・ブレーメン|#1D9053|#FFFFFF|1470|Weserstadion',
  '1209|VFB|VfB Stuttgart|VfB 슈투트가르트|VfBシュトゥットガルト|#E32219|#FFFFFF|1550|MHPArena',
  '1210|BMG|Borussia Mönchengladbach|보루시아 묀헨글라트바흐|ボルシア・メンヒェングラートバッハ|#000000|#FFFFFF|1440|Borussia-Park',
  '1211|WOB|VfL Wolfsburg|VfL 볼프스부르크|VfLヴォルフスブルク|#65B32E|#FFFFFF|1450|Volkswagen Arena',
  '1212|FCA|FC Augsburg|FC 아우크스부르크|FCアウクスブルク|#BA3733|#46714D|1440|WWK Arena',
  '1213|FCU|Union Berlin|우니온 베를린|ウニオン・ベルリン|#EB1923|#FFFFFF|1460|Stadion An der Alten Försterei',
  '1214|STP|FC St. Pauli|FC 장크트파울리|FCザンクト・パウリ|#624839|#FFFFFF|1420|Millerntor-Stadion',
  '1215|TSG|TSG Hoffenheim|TSG 호펜하임|TSGホッフェンハイム|#1961B5|#FFFFFF|1500|PreZero Arena',
  '1216|HDH|1. FC Heidenheim|1. FC 하이덴하임|1.FCハイデンハイム|#E2001A|#003B79|1410|Voith-Arena',
  '1217|KOE|1. FC Köln|1. FC 쾰른|1.FCケルン|#ED1C24|#FFFFFF|1440|RheinEnergieStadion',
  '1218|HSV|Hamburger SV|함부르크 SV|ハンブルガーSV|#0A3F86|#FFFFFF|1430|Volksparkstadion',
]);

export const GERMANY: CatalogueSection = {
  teams: BUNDESLIGA,
  leagues: [
    leagueDef({
      id: 103,
      sportId: 1,
      cc: 'de',
      names: ['Bundesliga', '분데스리가', 'ブンデスリーガ'],
      format: 'standard',
      major: true,
      rules: soccerRules({ meetings: 2 }),
      teamIds: idsOf(BUNDESLIGA),
    }),
  ],
};
