/**
 * @module feed/simulator/catalogue/soccer-england
 * The Premier League 2025/26 (20 clubs) plus the 2023/24 and 2024/25 members relegated since
 * (Luton, Sheffield United, Leicester, Ipswich, Southampton), kept as teams outside any league
 * so football-data.co.uk results of those seasons resolve (see aliases.ts).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { soccerRules } from './rules';

// Ratings: Elo-like, about 1500 on average; title contenders near 1680, promoted sides ~1400.
const PREMIER_LEAGUE = teamRows(1, 'gb', [
  '1001|ARS|Arsenal|아스널|アーセナル|#EF0107|#FFFFFF|1690|Emirates Stadium',
  '1002|AVL|Aston Villa|애스턴 빌라|アストン・ヴィラ|#670E36|#95BFE5|1560|Villa Park',
  '1003|BOU|Bournemouth|본머스|ボーンマス|#DA291C|#000000|1500|Vitality Stadium',
  '1004|BRE|Brentford|브렌트퍼드|ブレントフォード|#E30613|#FFFFFF|1480|Gtech Community Stadium',
  '1005|BHA|Brighton & Hove Albion|브라이턴 앤 호브 앨비언|ブライトン&ホーヴ・アルビオン|#0057B8|#FFFFFF|1515|American Express Stadium',
  '1006|BUR|Burnley|번리|バーンリー|#6C1D45|#99D6EA|1390|Turf Moor',
  '1007|CHE|Chelsea|첼시|チェルシー|#034694|#FFFFFF|1610|Stamford Bridge',
  '1008|CRY|Crystal Palace|크리스털 팰리스|クリスタル・パレス|#1B458F|#C4122E|1530|Selhurst Park',
  '1009|EVE|Everton|에버턴|エヴァートン|#003399|#FFFFFF|1470|Hill Dickinson Stadium',
  '1010|FUL|Fulham|풀럼|フラム|#FFFFFF|#000000|1470|Craven Cottage',
  '1011|LEE|Leeds United|리즈 유나이티드|リーズ・ユナイテッド|#FFFFFF|#1D428A|1410|Elland Road',
  '1012|LIV|Liverpool|리버풀|リヴァプール|#C8102E|#F6EB61|1650|Anfield',
  '1013|MCI|Manchester City|맨체스터 시티|マンチェスター・シティ|#6CABDD|#1C2C5B|1675|Etihad Stadium',
  '1014|MUN|Manchester United|맨체스터 유나이티드|マンチェスター・ユナイテッド|#DA291C|#FBE122|1530|Old Trafford',
  '1015|NEW|Newcastle United|뉴캐슬 유나이티드|ニューカッスル・ユナイテッド|#241F20|#FFFFFF|1570|St James’ Park',
  '1016|NFO|Nottingham Forest|노팅엄 포리스트|ノッティンガム・フォレスト|#DD0000|#FFFFFF|1470|City Ground',
  '1017|SUN|Sunderland|선덜랜드|サンダーランド|#EB172B|#FFFFFF|1430|Stadium of Light',
  '1018|TOT|Tottenham Hotspur|토트넘 홋스퍼|トッテナム・ホットスパー|#132257|#FFFFFF|1520|Tottenham Hotspur Stadium',
  '1019|WHU|West Ham United|웨스트햄 유나이티드|ウェストハム・ユナイテッド|#7A263A|#1BB1E7|1420|London Stadium',
  '1020|WOL|Wolverhampton Wanderers|울버햄프턴 원더러스|ウォルヴァーハンプトン・ワンダラーズ|#FDB913|#231F20|1390|Molineux Stadium',
]);

const FORMER_MEMBERS = teamRows(1, 'gb', [
  '1021|LUT|Luton Town|루턴 타운|ルートン・タウン|#F78F1E|#002D62|1380|Kenilworth Road',
  '1022|SHU|Sheffield United|셰필드 유나이티드|シェフィールド・ユナイテッド|#EE2737|#FFFFFF|1390|Bramall Lane',
  '1023|LEI|Leicester City|레스터 시티|レスター・シティ|#003090|#FDBE11|1420|King Power Stadium',
  '1024|IPS|Ipswich Town|입스위치 타운|イプスウィッチ・タウン|#0044A9|#FFFFFF|1400|Portman Road',
  '1025|SOU|Southampton|사우샘프턴|サウサンプトン|#D71920|#FFFFFF|1390|St Mary’s Stadium',
]);

export const ENGLAND: CatalogueSection = {
  teams: [...PREMIER_LEAGUE, ...FORMER_MEMBERS],
  leagues: [
    leagueDef({
      id: 101,
      sportId: 1,
      cc: 'gb',
      names: ['Premier League', '프리미어리그', 'プレミアリーグ'],
      format: 'standard',
      major: true,
      rules: soccerRules({ meetings: 2 }),
      teamIds: idsOf(PREMIER_LEAGUE),
    }),
  ],
};
