/**
 * @module names/seed-lists
 * Names the simulator's catalogue does not hold, one `English|Korean|Japanese|alias;alias` line
 * each (an empty field: not known in that language). Lines whose English name or an alias is
 * already a catalogue entry only add their spellings to it.
 *
 * Sources (facts: club names and their usual Korean and Japanese spellings):
 * - `teams_en_ko_c2017_alphahoon-SportsGeeks_subset.csv` (K League, KBO, KBL of about 2017,
 *   with the list's misspellings kept as aliases so files that copied them still match);
 * - `leagues_and_teams_en_ko_indexfile69793369856.csv` and
 *   `soccer_short_names_en_ko_woooovely-league-table.csv` (short and current club names);
 * - football-data.co.uk E0 files 2015/16–2023/24 (the clubs that have since left the league);
 * - BetsAPI's league names (`England Premier League` …) as aliases of the catalogue's leagues.
 * Japanese spellings the lists lack were written for the project from the clubs' own usage.
 */
import type { NameKind } from './name-index';

export interface SeedList {
  kind: NameKind;
  sportId: number;
  source: string;
  lines: readonly string[];
}

const C2017 = 'teams_en_ko_c2017_alphahoon-SportsGeeks_subset.csv';
const CURRENT = 'leagues_and_teams_en_ko_indexfile69793369856.csv';
const SHORT = 'soccer_short_names_en_ko_woooovely-league-table.csv';

export const SEED_LISTS: readonly SeedList[] = [
  {
    kind: 'team',
    sportId: 1,
    source: 'football-data.co.uk E0 2015/16–2023/24',
    lines: [
      'Hull City|헐 시티|ハル・シティ|Hull',
      'Stoke City|스토크 시티|ストーク・シティ|Stoke',
      'Swansea City|스완지 시티|スウォンジー・シティ|Swansea',
      'Watford|왓퍼드|ワトフォード|',
      'West Bromwich Albion|웨스트 브로미치 앨비언|ウェスト・ブロムウィッチ・アルビオン|West Brom;WBA',
      'Middlesbrough|미들즈브러|ミドルズブラ|Boro',
      'Huddersfield Town|허더즈필드 타운|ハダースフィールド・タウン|Huddersfield',
      'Cardiff City|카디프 시티|カーディフ・シティ|Cardiff',
      'Norwich City|노리치 시티|ノリッジ・シティ|Norwich',
    ],
  },
  {
    kind: 'team',
    sportId: 1,
    source: `${C2017}; ${CURRENT}`,
    lines: [
      // Spellings of clubs the catalogue holds.
      'Jeonbuk Hyundai Motors|||Jeonbuk Hyundai Motors FC;Jeonbuk Motors;Jeonbuk;Jeobuk FC;전북 현대',
      'Ulsan HD|||Ulsan Hyundai;Ulsan Hyundai FC;Ulsan FC;울산 현대 축구단;울산 현대',
      'Jeju SK|||Jeju United;Jeju Utd;제주 유나이티드',
      'Daejeon Hana Citizen|||Daejeon Citizen;Daejeon Citizen FC;대전 시티즌 FC',
      'Gimcheon Sangmu|||Gimcheon Sangmu FC',
      'Bucheon FC 1995|||Bucheon FC;Bucheon',
      // Clubs of K League 1 and 2 the catalogue does not simulate.
      'Daegu FC|대구 FC|大邱FC|',
      'Suwon Samsung Bluewings|수원 삼성 블루윙즈|水原三星ブルーウィングス|Suwon Bluewings;Suwon Samsung;수원 삼성',
      'Suwon FC|수원 FC|水原FC|',
      'Seongnam FC|성남 FC|城南FC|',
      'Gyeongnam FC|경남 FC|慶南FC|',
      'Jeonnam Dragons|전남 드래곤즈|全南ドラゴンズ|Jeonnam Dragons FC',
      'Busan IPark|부산 아이파크|釜山アイパーク|Busan I-Park;Busan I-Park FC',
      'Seoul E-Land FC|서울 이랜드 FC|ソウルイーランドFC|Seoul E-Land',
      'Ansan Greeners FC|안산 그리너스 FC|安山グリナースFC|Ansan Greeners',
      'Asan Mugunghwa FC|아산 무궁화 FC|牙山ムグンファFC|Asan Mugunghwa',
      'Sangju Sangmu|상주 상무|尚州尚武|Sangju Sangmu FC;Sangju FC;상주 상무 프로축구단',
      'Chungnam Asan FC|충남 아산 FC|忠南牙山FC|',
    ],
  },
  {
    kind: 'team',
    sportId: 1,
    source: `${SHORT}; ${CURRENT}`,
    lines: [
      'Bayern Munich|||Bayern;FC Bayern München;Bayern München',
      'Eintracht Frankfurt|||Frankfurt',
      'Werder Bremen|베르더 브레멘|ヴェルダー・ブレーメン|Bremen;SV Werder Bremen',
      'VfL Bochum|보훔|ボーフム|Bochum',
      'Holstein Kiel|홀슈타인 킬|ホルシュタイン・キール|',
      'Atletico Madrid|||Atleti;Atlético Madrid;Ath Madrid',
      'Athletic Club|||Athletic;Athletic Bilbao;Ath Bilbao',
      'Barcelona|||Barça;FC Barcelona',
      'Sevilla|||Sevilla FC',
      'Las Palmas|라스팔마스|ラス・パルマス|UD Las Palmas',
      'Leganes|레가네스|レガネス|Leganés;CD Leganés',
      'Real Valladolid|바야돌리드|バリャドリード|Valladolid',
      'Empoli|엠폴리|エンポリ|',
      'Monza|몬차|モンツァ|AC Monza',
      'Venezia|베네치아|ヴェネツィア|Venezia FC',
      'AS Roma|||Roma',
      'Paris Saint-Germain|파리 생제르맹|パリ・サンジェルマン|Paris Saint Germain;PSG;Paris SG',
      'Olympique de Marseille|마르세유|マルセイユ|Marseille;OM',
      'Olympique Lyonnais|리옹|リヨン|Olympique Lyon;Lyon',
      'AS Monaco|AS 모나코|ASモナコ|Monaco',
      'Lille|릴|リール|LOSC Lille',
      'OGC Nice|니스|ニース|Nice',
      'RC Lens|랑스|ランス|Lens',
      'Stade Rennais|스타드 렌|スタッド・レンヌ|Rennes',
      'Stade de Reims|스타드 드 랭스|スタッド・ランス|Reims',
      'Stade Brestois|브레스투아|スタッド・ブレスト|Brest',
      'Strasbourg|스트라스부르|ストラスブール|RC Strasbourg',
      'Toulouse|툴루즈|トゥールーズ|Toulouse FC',
      'Nantes|낭트|ナント|FC Nantes',
      'Montpellier|몽펠리에|モンペリエ|Montpellier HSC',
      'Le Havre|르아브르|ル・アーヴル|Le Havre AC',
      'Auxerre|오세르|オセール|AJ Auxerre',
      'Angers|앙제|アンジェ|Angers SCO',
      'Saint-Etienne|생테티엔|サンテティエンヌ|Saint-Étienne;St Etienne;AS Saint-Étienne',
      'Porto|포르투|ポルト|FC Porto',
      'Benfica|벤피카|ベンフィカ|SL Benfica',
      'Ajax|아약스|アヤックス|AFC Ajax',
    ],
  },
  {
    kind: 'team',
    sportId: 16,
    source: C2017,
    lines: [
      'Hanwha Eagles|||Hanhwa Eagles;Hanhwa;Hanwha',
      'NC Dinos|||NC Dainos',
      'Doosan Bears|||두산 베어즈;Doosan',
      'KIA Tigers|||기아 타이거즈;Kia',
      'Lotte Giants|||Lotte',
      'Samsung Lions|||Samsung',
      'SK Wyverns|SK 와이번스|SKワイバーンズ|SK;SK 와이번즈',
      'Nexen Heroes|넥센 히어로즈|ネクセン・ヒーローズ|Nexen Heores;Nexen;넥센',
    ],
  },
  {
    kind: 'team',
    sportId: 16,
    source: 'npb_teams_ja_ko_indexfile59375281488.csv',
    // Korean spellings of NPB clubs (the list's 롯데 마리너스 is a misspelling kept as one).
    lines: [
      'Chunichi Dragons|||주니치 드래곤즈;Chunichi',
      'Tokyo Yakult Swallows|||야쿠르트 스왈로즈;Yakult Swallows;Yakult',
      'Yokohama DeNA BayStars|||요코하마 DeNA 베이스타즈;DeNA BayStars;DeNA',
      'Hiroshima Toyo Carp|||히로시마 카프;Hiroshima Carp;Hiroshima',
      'Fukuoka SoftBank Hawks|||소프트뱅크 호크스;SoftBank Hawks;SoftBank',
      'Hokkaido Nippon-Ham Fighters|||니혼햄 파이터스;Nippon-Ham Fighters;Nippon Ham',
      'Tohoku Rakuten Golden Eagles|||라쿠텐 이글스;Rakuten Eagles;Rakuten',
      'Saitama Seibu Lions|||세이부 라이온즈;Seibu Lions;Seibu',
      'Chiba Lotte Marines|||롯데 마리너스;Lotte Marines',
      'Orix Buffaloes|||오릭스 버팔로즈;Orix',
      'Yomiuri Giants|||Yomiuri;Giants',
      'Hanshin Tigers|||Hanshin',
    ],
  },
  {
    kind: 'team',
    sportId: 18,
    source: `${C2017}; ${CURRENT}`,
    lines: [
      'Anyang Jung Kwan Jang Red Boosters|||Anyang KGC;안양 KGC 인삼공사;안양 KGC',
      'Suwon KT Sonicboom|||Busan KT Sonicboom;Busan KT',
      'Busan KCC Egis|||Jeonju KCC Egis;Jeonju KCC Egjs;Jeonju KCC',
      'Ulsan Hyundai Mobis Phoebus|||Ulsan Mobis Phoebus;Ulsan Mobis',
      'Wonju DB Promy|||Wonju Dongbu Promy;Wonju Dongbu',
      'Goyang Sono Skygunners|||Goyang Sono',
      'Goyang Orion Orions|고양 오리온 오리온스|高陽オリオン・オリオンズ|Goyang Orion',
      'Incheon ET-Land Elephants|인천 전자랜드 엘리펀츠|仁川電子ランド・エレファンツ|Incheon ET-Land',
    ],
  },
  {
    kind: 'league',
    sportId: 1,
    source: 'BetsAPI league names',
    lines: [
      'Premier League|||England Premier League;EPL',
      'LaLiga|||Spain Primera Liga;La Liga',
      'Serie A|||Italy Serie A',
      'Bundesliga|||Germany Bundesliga I',
      'UEFA Champions League|||Champions League',
      'K League 1|||Korea K League 1;K-League 1',
      'J1 League|||Japan J-League;Japan J1 League;J-League',
      'Ligue 1|리그앙|リーグ・アン|France Ligue 1',
      'UEFA Europa League|UEFA 유로파리그|UEFAヨーロッパリーグ|Europa League',
      'K League 2|K리그2|Kリーグ2|Korea K League 2',
      'Eredivisie|에레디비시|エールディヴィジ|Netherlands Eredivisie',
      'Primeira Liga|프리메이라 리가|プリメイラ・リーガ|Portugal Primeira Liga',
      'Major League Soccer|메이저리그 사커|メジャーリーグサッカー|USA MLS;MLS',
      'Super Lig|쉬페르리그|スュペル・リグ|Turkey Super Lig;Süper Lig',
    ],
  },
  {
    kind: 'league',
    sportId: 16,
    source: 'BetsAPI league names',
    lines: ['MLB|||USA MLB', 'KBO League|||Korea KBO;KBO', 'NPB|||Japan NPB;Japan Pro Baseball'],
  },
  {
    kind: 'league',
    sportId: 18,
    source: 'BetsAPI league names',
    lines: ['NBA|||USA NBA', 'KBL|||Korea KBL'],
  },
];
