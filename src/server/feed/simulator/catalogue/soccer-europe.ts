/**
 * @module feed/simulator/catalogue/soccer-europe
 * UEFA Champions League 2025/26 league phase: the real 36 clubs, each playing 8 matches
 * (meetings 1, 8 rounds). 19 clubs come from the leagues above; the other 17 are defined here.
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { soccerRules } from './rules';

const OTHER_CLUBS = teamRows(1, 'eu', [
  '1601|PSG|Paris Saint-Germain|파리 생제르맹|パリ・サンジェルマン|#004170|#DA291C|1670|Parc des Princes|fr',
  '1602|MAR|Marseille|올랭피크 드 마르세유|オリンピック・マルセイユ|#2FAEE0|#FFFFFF|1560|Orange Vélodrome|fr',
  '1603|MON|AS Monaco|AS 모나코|ASモナコ|#E51B22|#FFFFFF|1550|Stade Louis II|fr',
  '1604|BEN|Benfica|벤피카|ベンフィカ|#E20613|#FFFFFF|1580|Estádio da Luz|pt',
  '1605|SCP|Sporting CP|스포르팅 CP|スポルティングCP|#008057|#FFFFFF|1590|Estádio José Alvalade|pt',
  '1606|PSV|PSV Eindhoven|PSV 에인트호번|PSVアイントホーフェン|#ED1C24|#FFFFFF|1560|Philips Stadion|nl',
  '1607|AJA|Ajax|아약스|アヤックス|#D2122E|#FFFFFF|1530|Johan Cruijff ArenA|nl',
  '1608|USG|Union Saint-Gilloise|위니옹 생질루아즈|ユニオン・サン=ジロワーズ|#FFD700|#003DA5|1510|Stade Joseph Marien|be',
  '1609|CLU|Club Brugge|클뤼프 브뤼허|クラブ・ブルッヘ|#0066B3|#000000|1530|Jan Breydel Stadium|be',
  '1610|GAL|Galatasaray|갈라타사라이|ガラタサライ|#A90432|#FDB912|1560|Rams Park|tr',
  '1611|OLY|Olympiacos|올림피아코스|オリンピアコス|#E2001A|#FFFFFF|1520|Karaiskakis Stadium|gr',
  '1612|SLA|Slavia Prague|슬라비아 프라하|スラヴィア・プラハ|#E3001B|#FFFFFF|1490|Fortuna Arena|cz',
  '1613|BOD|Bodø/Glimt|보되/글림트|ボデ/グリムト|#FFD700|#000000|1490|Aspmyra Stadion|no',
  '1614|FCK|FC Copenhagen|FC 코펜하겐|FCコペンハーゲン|#FFFFFF|#003DA5|1480|Parken|dk',
  '1615|KAI|Kairat Almaty|카이라트 알마티|カイラト・アルマトイ|#FFD100|#000000|1400|Central Stadium Almaty|kz',
  '1616|PAF|Pafos FC|파포스 FC|パフォスFC|#003B7A|#FFFFFF|1430|Stelios Kyriakides Stadium|cy',
  '1617|QAR|Qarabağ|카라바흐|カラバフ|#000000|#FFFFFF|1460|Tofiq Bahramov Stadium|az',
]);

/** Arsenal, Chelsea, Liverpool, Man City, Newcastle, Tottenham; Barcelona, Real Madrid, Atlético, Athletic, Villarreal; Bayern, Leverkusen, Frankfurt, Dortmund; Napoli, Inter, Atalanta, Juventus. */
const FROM_BIG_FIVE = [
  1001, 1007, 1012, 1013, 1015, 1018, 1104, 1115, 1103, 1102, 1120, 1201, 1202, 1203, 1204, 1314,
  1309, 1301, 1310,
];

export const EUROPE_SOCCER: CatalogueSection = {
  teams: OTHER_CLUBS,
  leagues: [
    leagueDef({
      id: 107,
      sportId: 1,
      cc: 'eu',
      names: ['UEFA Champions League', 'UEFA 챔피언스리그', 'UEFAチャンピオンズリーグ'],
      format: 'standard',
      major: true,
      rules: soccerRules({ meetings: 1, maxRounds: 8 }),
      teamIds: [...FROM_BIG_FIVE, ...idsOf(OTHER_CLUBS)],
    }),
  ],
};
