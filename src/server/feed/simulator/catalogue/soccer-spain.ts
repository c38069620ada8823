/**
 * @module feed/simulator/catalogue/soccer-spain
 * LaLiga 2025/26: 20 clubs (Levante, Elche and Real Oviedo promoted in 2025).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { soccerRules } from './rules';

const LALIGA = teamRows(1, 'es', [
  '1101|ALA|Deportivo Alavés|데포르티보 알라베스|デポルティーボ・アラベス|#0761AF|#FFFFFF|1450|Mendizorrotza',
  '1102|ATH|Athletic Club|아틀레틱 클루브|アスレティック・ビルバオ|#EE2523|#FFFFFF|1540|San Mamés',
  '1103|ATM|Atlético Madrid|아틀레티코 마드리드|アトレティコ・マドリード|#CB3524|#272E61|1630|Riyadh Air Metropolitano',
  '1104|BAR|Barcelona|FC 바르셀로나|FCバルセロナ|#A50044|#004D98|1690|Spotify Camp Nou',
  '1105|CEL|Celta Vigo|셀타 비고|セルタ・デ・ビーゴ|#8AC3EE|#FFFFFF|1480|Abanca-Balaídos',
  '1106|ELC|Elche|엘체|エルチェ|#05642C|#FFFFFF|1420|Estadio Manuel Martínez Valero',
  '1107|ESP|Espanyol|에스파뇰|エスパニョール|#007FC8|#FFFFFF|1450|RCDE Stadium',
  '1108|GET|Getafe|헤타페|ヘタフェ|#005999|#FFFFFF|1450|Coliseum',
  '1109|GIR|Girona|지로나|ジローナ|#CD2534|#FFFFFF|1460|Estadi Montilivi',
  '1110|LEV|Levante|레반테|レバンテ|#003E7E|#B4053F|1410|Estadi Ciutat de València',
  '1111|MLL|Mallorca|마요르카|マジョルカ|#E20613|#000000|1450|Estadi Mallorca Son Moix',
  '1112|OSA|Osasuna|오사수나|オサスナ|#D91A21|#0A346F|1460|El Sadar',
  '1113|RAY|Rayo Vallecano|라요 바예카노|ラージョ・バジェカーノ|#FFFFFF|#E53027|1470|Estadio de Vallecas',
  '1114|BET|Real Betis|레알 베티스|レアル・ベティス|#00954C|#FFFFFF|1530|Estadio de La Cartuja',
  '1115|RMA|Real Madrid|레알 마드리드|レアル・マドリード|#FFFFFF|#FEBE10|1700|Santiago Bernabéu',
  '1116|OVI|Real Oviedo|레알 오비에도|レアル・オビエド|#0055A4|#FFFFFF|1400|Estadio Carlos Tartiere',
  '1117|RSO|Real Sociedad|레알 소시에다드|レアル・ソシエダ|#0067B1|#FFFFFF|1500|Reale Arena',
  '1118|SEV|Sevilla|세비야|セビージャ|#FFFFFF|#D4021D|1470|Ramón Sánchez-Pizjuán',
  '1119|VAL|Valencia|발렌시아|バレンシア|#FFFFFF|#000000|1460|Mestalla',
  '1120|VIL|Villarreal|비야레알|ビジャレアル|#FFE667|#005187|1580|Estadio de la Cerámica',
]);

export const SPAIN: CatalogueSection = {
  teams: LALIGA,
  leagues: [
    leagueDef({
      id: 102,
      sportId: 1,
      cc: 'es',
      names: ['LaLiga', '라리가', 'ラ・リーガ'],
      format: 'standard',
      major: true,
      rules: soccerRules({ meetings: 2 }),
      teamIds: idsOf(LALIGA),
    }),
  ],
};
