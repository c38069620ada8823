/**
 * @module feed/simulator/catalogue/soccer-asia
 * K League 1 2026 (12 clubs: Incheon United and Bucheon FC 1995 promoted, Daegu and Suwon FC
 * relegated after 2025) and the J1 League 2026/27 (20 clubs: Mito, Nagasaki and JEF Chiba
 * promoted after 2025; the same clubs played the spring 2026 special "Hyakunen Kōsō League").
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { soccerRules } from './rules';

const K_LEAGUE_1 = teamRows(1, 'kr', [
  '1401|JEO|Jeonbuk Hyundai Motors|전북 현대 모터스|全北現代モータース|#0B6E4F|#F5D200|1590|Jeonju World Cup Stadium',
  '1402|DAE|Daejeon Hana Citizen|대전 하나 시티즌|大田ハナシチズン|#5C2D91|#00A887|1540|Daejeon World Cup Stadium',
  '1403|GIM|Gimcheon Sangmu|김천 상무|金泉尚武|#D7282F|#FFFFFF|1520|Gimcheon Stadium',
  '1404|POH|Pohang Steelers|포항 스틸러스|浦項スティーラース|#E31B23|#000000|1520|Pohang Steel Yard',
  '1405|SEO|FC Seoul|FC 서울|FCソウル|#B8112B|#000000|1510|Seoul World Cup Stadium',
  '1406|GAN|Gangwon FC|강원 FC|江原FC|#F47920|#002F6C|1500|Gangneung Stadium',
  '1407|GWJ|Gwangju FC|광주 FC|光州FC|#FFD200|#E31B23|1480|Gwangju Football Stadium',
  '1408|ANY|FC Anyang|FC 안양|FC安養|#4F2C82|#FFFFFF|1460|Anyang Stadium',
  '1409|ULS|Ulsan HD|울산 HD|蔚山HD|#1C4C9C|#FFD100|1500|Munsu Football Stadium',
  '1410|JEJ|Jeju SK|제주 SK|済州SK|#F58220|#000000|1460|Jeju World Cup Stadium',
  '1411|INC|Incheon United|인천 유나이티드|仁川ユナイテッド|#0059A9|#000000|1470|Incheon Football Stadium',
  '1412|BUC|Bucheon FC 1995|부천 FC 1995|富川FC1995|#C8102E|#000000|1440|Bucheon Stadium',
]);

const J1_LEAGUE = teamRows(1, 'jp', [
  '1501|KAS|Kashima Antlers|가시마 앤틀러스|鹿島アントラーズ|#B71C2C|#1A2C5B|1570|Kashima Soccer Stadium',
  '1502|MIT|Mito HollyHock|미토 홀리호크|水戸ホーリーホック|#0D2A6B|#FFFFFF|1420|K’s denki Stadium Mito',
  '1503|URA|Urawa Red Diamonds|우라와 레드 다이아몬즈|浦和レッドダイヤモンズ|#E6002D|#000000|1510|Saitama Stadium 2002',
  '1504|CHI|JEF United Chiba|제프 유나이티드 지바|ジェフユナイテッド千葉|#FFD400|#00873C|1420|Fukuda Denshi Arena',
  '1505|KSW|Kashiwa Reysol|가시와 레이솔|柏レイソル|#FFF100|#000000|1550|Sankyo Frontier Kashiwa Stadium',
  '1506|FCT|FC Tokyo|FC 도쿄|FC東京|#1F3F8F|#E6002D|1480|Ajinomoto Stadium',
  '1507|VER|Tokyo Verdy|도쿄 베르디|東京ヴェルディ|#00804A|#FFFFFF|1460|Ajinomoto Stadium',
  '1508|MAC|FC Machida Zelvia|FC 마치다 젤비아|FC町田ゼルビア|#0C3A8A|#F5A300|1530|Machida GION Stadium',
  '1509|KAW|Kawasaki Frontale|가와사키 프론탈레|川崎フロンターレ|#23A0DC|#000000|1520|Uvance Todoroki Stadium',
  '1510|YFM|Yokohama F. Marinos|요코하마 F. 마리노스|横浜F・マリノス|#004098|#FFFFFF|1470|Nissan Stadium',
  '1511|SHI|Shimizu S-Pulse|시미즈 에스펄스|清水エスパルス|#FF8C00|#00349B|1470|IAI Stadium Nihondaira',
  '1512|NAG|Nagoya Grampus|나고야 그램퍼스|名古屋グランパス|#E60012|#F5A300|1470|Toyota Stadium',
  '1513|KYO|Kyoto Sanga|교토 상가|京都サンガF.C.|#6E2585|#FFFFFF|1540|Sanga Stadium by Kyocera',
  '1514|GAM|Gamba Osaka|감바 오사카|ガンバ大阪|#004098|#000000|1500|Panasonic Stadium Suita',
  '1515|CER|Cerezo Osaka|세레소 오사카|セレッソ大阪|#DB0067|#1F2D5A|1490|Yodoko Sakura Stadium',
  '1516|KOB|Vissel Kobe|비셀 고베|ヴィッセル神戸|#7F0019|#000000|1560|Noevir Stadium Kobe',
  '1517|OKA|Fagiano Okayama|파지아노 오카야마|ファジアーノ岡山|#A6192E|#1A2B5F|1440|JFE Harenokuni Stadium',
  '1518|HIR|Sanfrecce Hiroshima|산프레체 히로시마|サンフレッチェ広島|#5B2A86|#FFFFFF|1560|Edion Peace Wing Hiroshima',
  '1519|FUK|Avispa Fukuoka|아비스파 후쿠오카|アビスパ福岡|#003E7E|#A7A8AA|1460|Best Denki Stadium',
  '1520|NGS|V-Varen Nagasaki|V-바렌 나가사키|V・ファーレン長崎|#0046A6|#F58220|1430|Peace Stadium',
]);

export const ASIA_SOCCER: CatalogueSection = {
  teams: [...K_LEAGUE_1, ...J1_LEAGUE],
  leagues: [
    // 33 rounds (3 meetings), then the split: Final A (top six) and Final B, 5 rounds each.
    leagueDef({
      id: 105,
      sportId: 1,
      cc: 'kr',
      names: ['K League 1', 'K리그1', 'Kリーグ1'],
      format: 'standard',
      major: true,
      rules: soccerRules({ meetings: 3, split: true }),
      teamIds: idsOf(K_LEAGUE_1),
    }),
    leagueDef({
      id: 106,
      sportId: 1,
      cc: 'jp',
      names: ['J1 League', 'J1리그', 'J1リーグ'],
      format: 'standard',
      major: false,
      rules: soccerRules({ meetings: 2 }),
      teamIds: idsOf(J1_LEAGUE),
    }),
  ],
};
