/**
 * @module feed/simulator/catalogue/basketball-europe
 * EuroLeague 2025/26: 20 clubs (Dubai Basketball, Hapoel Tel Aviv and Valencia Basket joined).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { pctRules } from './rules';

const EUROLEAGUE = teamRows(18, 'eu', [
  '3401|EFS|Anadolu Efes|아나돌루 에페스|アナドル・エフェス|#003DA5|#E4002B|1500|Basketball Development Center|tr',
  '3402|MCO|AS Monaco|AS 모나코|ASモナコ|#E51B22|#FFFFFF|1560|Salle Gaston Médecin|fr',
  '3403|BAS|Baskonia|바스코니아|バスコニア|#0D2C6C|#C8102E|1470|Fernando Buesa Arena|es',
  '3404|CZV|Crvena Zvezda|츠르베나 즈베즈다|ツルヴェナ・ズヴェズダ|#E2001A|#FFFFFF|1520|Belgrade Arena|rs',
  '3405|DUB|Dubai Basketball|두바이 바스켓볼|ドバイ・バスケットボール|#000000|#C8A951|1470|Coca-Cola Arena|ae',
  '3406|MIL|Olimpia Milano|올림피아 밀라노|オリンピア・ミラノ|#E2001A|#FFFFFF|1500|Unipol Forum|it',
  '3407|BAR|FC Barcelona|FC 바르셀로나|FCバルセロナ|#A50044|#004D98|1530|Palau Blaugrana|es',
  '3408|BAY|FC Bayern Munich|FC 바이에른 뮌헨|FCバイエルン・ミュンヘン|#DC052D|#FFFFFF|1490|SAP Garden|de',
  '3409|FEN|Fenerbahçe Beko|페네르바흐체 베코|フェネルバフチェ・ベコ|#FFED00|#002D72|1570|Ülker Sports Arena|tr',
  '3410|HTA|Hapoel Tel Aviv|하포엘 텔아비브|ハポエル・テルアビブ|#E2001A|#FFFFFF|1530|Menora Mivtachim Arena|il',
  '3411|ASV|LDLC ASVEL|LDLC 아스벨|LDLCアスヴェル|#000000|#FFFFFF|1440|LDLC Arena|fr',
  '3412|MTA|Maccabi Tel Aviv|마카비 텔아비브|マッカビ・テルアビブ|#FFD100|#003DA5|1470|Menora Mivtachim Arena|il',
  '3413|OLY|Olympiacos|올림피아코스|オリンピアコス|#E2001A|#FFFFFF|1590|Peace and Friendship Stadium|gr',
  '3414|PAO|Panathinaikos|파나시나이코스|パナシナイコス|#007A33|#FFFFFF|1580|OAKA Altion|gr',
  '3415|PRS|Paris Basketball|파리 바스켓볼|パリ・バスケットボール|#000000|#E4002B|1490|Adidas Arena|fr',
  '3416|PAR|Partizan|파르티잔|パルチザン|#000000|#FFFFFF|1470|Belgrade Arena|rs',
  '3417|RMB|Real Madrid|레알 마드리드|レアル・マドリード|#FFFFFF|#5D2E8C|1560|Movistar Arena|es',
  '3418|VAL|Valencia Basket|발렌시아 바스켓|バレンシア・バスケット|#F27F00|#000000|1520|Roig Arena|es',
  '3419|VIR|Virtus Bologna|비르투스 볼로냐|ヴィルトゥス・ボローニャ|#000000|#FFFFFF|1460|Virtus Arena|it',
  '3420|ZAL|Žalgiris Kaunas|잘기리스 카우나스|ジャルギリス・カウナス|#006A44|#FFFFFF|1500|Žalgirio Arena|lt',
]);

export const EUROPE_BASKETBALL: CatalogueSection = {
  teams: EUROLEAGUE,
  leagues: [
    // 19 opponents × 2 = 38 games, as in the real regular season.
    leagueDef({
      id: 305,
      sportId: 18,
      cc: 'eu',
      names: ['EuroLeague', '유로리그', 'ユーロリーグ'],
      format: 'fiba',
      major: true,
      rules: pctRules({ meetings: 2 }),
      teamIds: idsOf(EUROLEAGUE),
    }),
  ],
};
