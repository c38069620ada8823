/**
 * @module feed/simulator/catalogue/baseball
 * MLB 2026 (30 clubs), KBO League 2026 (10) and NPB 2026 (12, Central and Pacific played as
 * one table). Korean KBO names as fans write them ('LG 트윈스'); Chiba Lotte Marines is
 * 지바 롯데 마린스 (one source list has the wrong "마리너스").
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { baseballRules } from './rules';

const MLB = teamRows(16, 'us', [
  '2001|NYY|New York Yankees|뉴욕 양키스|ニューヨーク・ヤンキース|#0C2340|#C4CED3|1580|Yankee Stadium',
  '2002|BOS|Boston Red Sox|보스턴 레드삭스|ボストン・レッドソックス|#BD3039|#0C2340|1530|Fenway Park',
  '2003|TOR|Toronto Blue Jays|토론토 블루제이스|トロント・ブルージェイズ|#134A8E|#E8291C|1580|Rogers Centre|ca',
  '2004|TBR|Tampa Bay Rays|탬파베이 레이스|タンパベイ・レイズ|#092C5C|#8FBCE6|1490|Tropicana Field',
  '2005|BAL|Baltimore Orioles|볼티모어 오리올스|ボルティモア・オリオールズ|#DF4601|#000000|1470|Oriole Park at Camden Yards',
  '2006|CLE|Cleveland Guardians|클리블랜드 가디언스|クリーブランド・ガーディアンズ|#00385D|#E50022|1510|Progressive Field',
  '2007|DET|Detroit Tigers|디트로이트 타이거스|デトロイト・タイガース|#0C2340|#FA4616|1540|Comerica Park',
  '2008|KCR|Kansas City Royals|캔자스시티 로열스|カンザスシティ・ロイヤルズ|#004687|#BD9B60|1500|Kauffman Stadium',
  '2009|MIN|Minnesota Twins|미네소타 트윈스|ミネソタ・ツインズ|#002B5C|#D31145|1460|Target Field',
  '2010|CWS|Chicago White Sox|시카고 화이트삭스|シカゴ・ホワイトソックス|#27251F|#C4CED4|1400|Rate Field',
  '2011|SEA|Seattle Mariners|시애틀 매리너스|シアトル・マリナーズ|#0C2C56|#005C5C|1550|T-Mobile Park',
  '2012|HOU|Houston Astros|휴스턴 애스트로스|ヒューストン・アストロズ|#002D62|#EB6E1F|1520|Daikin Park',
  '2013|TEX|Texas Rangers|텍사스 레인저스|テキサス・レンジャーズ|#003278|#C0111F|1500|Globe Life Field',
  '2014|ATH|Athletics|애슬레틱스|アスレチックス|#003831|#EFB21E|1460|Sutter Health Park',
  '2015|LAA|Los Angeles Angels|LA 에인절스|ロサンゼルス・エンゼルス|#BA0021|#003263|1440|Angel Stadium',
  '2016|PHI|Philadelphia Phillies|필라델피아 필리스|フィラデルフィア・フィリーズ|#E81828|#002D72|1560|Citizens Bank Park',
  '2017|NYM|New York Mets|뉴욕 메츠|ニューヨーク・メッツ|#002D72|#FF5910|1520|Citi Field',
  '2018|ATL|Atlanta Braves|애틀랜타 브레이브스|アトランタ・ブレーブス|#CE1141|#13274F|1500|Truist Park',
  '2019|MIA|Miami Marlins|마이애미 말린스|マイアミ・マーリンズ|#00A3E0|#EF3340|1460|loanDepot park',
  '2020|WSH|Washington Nationals|워싱턴 내셔널스|ワシントン・ナショナルズ|#AB0003|#14225A|1420|Nationals Park',
  '2021|MIL|Milwaukee Brewers|밀워키 브루어스|ミルウォーキー・ブルワーズ|#12284B|#FFC52F|1560|American Family Field',
  '2022|CHC|Chicago Cubs|시카고 컵스|シカゴ・カブス|#0E3386|#CC3433|1540|Wrigley Field',
  '2023|CIN|Cincinnati Reds|신시내티 레즈|シンシナティ・レッズ|#C6011F|#000000|1500|Great American Ball Park',
  '2024|STL|St. Louis Cardinals|세인트루이스 카디널스|セントルイス・カージナルス|#C41E3A|#0C2340|1480|Busch Stadium',
  '2025|PIT|Pittsburgh Pirates|피츠버그 파이리츠|ピッツバーグ・パイレーツ|#27251F|#FDB827|1450|PNC Park',
  '2026|LAD|Los Angeles Dodgers|LA 다저스|ロサンゼルス・ドジャース|#005A9C|#EF3E42|1620|Dodger Stadium',
  '2027|SDP|San Diego Padres|샌디에이고 파드리스|サンディエゴ・パドレス|#2F241D|#FFC425|1540|Petco Park',
  '2028|SFG|San Francisco Giants|샌프란시스코 자이언츠|サンフランシスコ・ジャイアンツ|#FD5A1E|#27251F|1490|Oracle Park',
  '2029|ARI|Arizona Diamondbacks|애리조나 다이아몬드백스|アリゾナ・ダイヤモンドバックス|#A71930|#E3D4AD|1490|Chase Field',
  '2030|COL|Colorado Rockies|콜로라도 로키스|コロラド・ロッキーズ|#333366|#C4CED4|1350|Coors Field',
]);

// Ratings follow the 2025 final table (LG champion, Hanwha second … Kiwoom last).
const KBO = teamRows(16, 'kr', [
  '2101|LGT|LG Twins|LG 트윈스|LGツインズ|#C30452|#000000|1580|Jamsil Baseball Stadium',
  '2102|HHE|Hanwha Eagles|한화 이글스|ハンファ・イーグルス|#FF6600|#000000|1570|Daejeon Hanwha Life Ballpark',
  '2103|SSG|SSG Landers|SSG 랜더스|SSGランダース|#CE0E2D|#FFB81C|1520|Incheon SSG Landers Field',
  '2104|SSL|Samsung Lions|삼성 라이온즈|サムスン・ライオンズ|#074CA1|#FFFFFF|1520|Daegu Samsung Lions Park',
  '2105|NCD|NC Dinos|NC 다이노스|NCダイノス|#315288|#C7A079|1500|Changwon NC Park',
  '2106|KTW|KT Wiz|KT 위즈|KTウィズ|#000000|#EB1C24|1500|Suwon KT Wiz Park',
  '2107|LOT|Lotte Giants|롯데 자이언츠|ロッテ・ジャイアンツ|#041E42|#D00F31|1480|Sajik Baseball Stadium',
  '2108|KIA|KIA Tigers|KIA 타이거즈|KIAタイガース|#EA0029|#000000|1490|Gwangju-Kia Champions Field',
  '2109|DOO|Doosan Bears|두산 베어스|斗山ベアーズ|#131230|#ED1C24|1460|Jamsil Baseball Stadium',
  '2110|KIW|Kiwoom Heroes|키움 히어로즈|キウム・ヒーローズ|#570D28|#FFFFFF|1380|Gocheok Sky Dome',
]);

const NPB = teamRows(16, 'jp', [
  '2201|YOG|Yomiuri Giants|요미우리 자이언츠|読売ジャイアンツ|#F97709|#000000|1510|Tokyo Dome',
  '2202|HAN|Hanshin Tigers|한신 타이거스|阪神タイガース|#FFE201|#000000|1580|Hanshin Koshien Stadium',
  '2203|YDB|Yokohama DeNA BayStars|요코하마 DeNA 베이스타스|横浜DeNAベイスターズ|#0055A5|#FFFFFF|1510|Yokohama Stadium',
  '2204|HIR|Hiroshima Toyo Carp|히로시마 도요 카프|広島東洋カープ|#E60012|#FFFFFF|1460|Mazda Stadium',
  '2205|CHU|Chunichi Dragons|주니치 드래건스|中日ドラゴンズ|#002569|#FFFFFF|1470|Vantelin Dome Nagoya',
  '2206|YAK|Tokyo Yakult Swallows|도쿄 야쿠르트 스왈로스|東京ヤクルトスワローズ|#072C58|#98C145|1430|Meiji Jingu Stadium',
  '2207|SOF|Fukuoka SoftBank Hawks|후쿠오카 소프트뱅크 호크스|福岡ソフトバンクホークス|#F5C700|#000000|1590|Mizuho PayPay Dome Fukuoka',
  '2208|NIP|Hokkaido Nippon-Ham Fighters|홋카이도 닛폰햄 파이터스|北海道日本ハムファイターズ|#01609A|#A7A9AC|1560|Es Con Field Hokkaido',
  '2209|ORI|Orix Buffaloes|오릭스 버펄로스|オリックス・バファローズ|#000019|#B08F00|1510|Kyocera Dome Osaka',
  '2210|RAK|Tohoku Rakuten Golden Eagles|도호쿠 라쿠텐 골든이글스|東北楽天ゴールデンイーグルス|#860010|#C9A063|1480|Rakuten Mobile Park Miyagi',
  '2211|SEI|Saitama Seibu Lions|사이타마 세이부 라이온스|埼玉西武ライオンズ|#1F366A|#FFFFFF|1470|Belluna Dome',
  '2212|LOT|Chiba Lotte Marines|지바 롯데 마린스|千葉ロッテマリーンズ|#000000|#FFFFFF|1430|ZOZO Marine Stadium',
]);

export const BASEBALL: CatalogueSection = {
  teams: [...MLB, ...KBO, ...NPB],
  leagues: [
    // 29 opponents × 5 = 145 games (real: 162).
    leagueDef({
      id: 201,
      sportId: 16,
      cc: 'us',
      names: ['MLB', '메이저리그 (MLB)', 'MLB（メジャーリーグ）'],
      tab: 'mlb',
      format: 'mlb',
      major: true,
      rules: baseballRules({ meetings: 5 }, false),
      teamIds: idsOf(MLB),
    }),
    // 9 opponents × 16 = 144 games, as in the real KBO; ties after 11 innings (since 2025).
    leagueDef({
      id: 202,
      sportId: 16,
      cc: 'kr',
      names: ['KBO League', 'KBO 리그', 'KBOリーグ'],
      tab: 'kbo',
      format: 'kbo',
      major: true,
      rules: baseballRules({ meetings: 16 }, true),
      teamIds: idsOf(KBO),
    }),
    // 11 opponents × 13 = 143 games, the real NPB count (125 in-league + 18 interleague).
    leagueDef({
      id: 203,
      sportId: 16,
      cc: 'jp',
      names: ['NPB', '일본프로야구', 'プロ野球（NPB）'],
      tab: 'npb',
      format: 'npb',
      major: true,
      rules: baseballRules({ meetings: 13 }, true),
      teamIds: idsOf(NPB),
    }),
  ],
};
