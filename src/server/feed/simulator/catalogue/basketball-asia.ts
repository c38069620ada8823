/**
 * @module feed/simulator/catalogue/basketball-asia
 * KBL 2025/26 (10 clubs), WKBL 2025/26 (6) and the B.League B1 2025/26 (26 clubs; Altiri
 * Chiba and Toyama Grouses promoted in 2025).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { pctRules } from './rules';

const KBL = teamRows(18, 'kr', [
  '3101|SKK|Seoul SK Knights|서울 SK 나이츠|ソウルSKナイツ|#ED1C24|#F47920|1540|Jamsil Students’ Gymnasium',
  '3102|LGS|Changwon LG Sakers|창원 LG 세이커스|昌原LGセイカーズ|#A50034|#000000|1560|Changwon Gymnasium',
  '3103|MOB|Ulsan Hyundai Mobis Phoebus|울산 현대모비스 피버스|蔚山現代モービス・フィーバス|#003E7E|#E31B23|1470|Dongchun Gymnasium',
  '3104|KTS|Suwon KT Sonicboom|수원 KT 소닉붐|水原KTソニックブーム|#E4002B|#000000|1520|Suwon KT Sonicboom Arena',
  '3105|DBP|Wonju DB Promy|원주 DB 프로미|原州DBプロミー|#00843D|#FFFFFF|1530|Wonju DB Promy Arena',
  '3106|JKJ|Anyang Jung Kwan Jang Red Boosters|안양 정관장 레드부스터스|安養正官庄レッドブースターズ|#E60012|#000000|1510|Anyang Gymnasium',
  '3107|KCC|Busan KCC Egis|부산 KCC 이지스|釜山KCCイージス|#003DA5|#FFFFFF|1500|Sajik Arena',
  '3108|SST|Seoul Samsung Thunders|서울 삼성 썬더스|ソウル・サムスン・サンダーズ|#0033A0|#FFFFFF|1430|Jamsil Arena',
  '3109|SNO|Goyang Sono Skygunners|고양 소노 스카이거너스|高陽ソノ・スカイガナーズ|#5BC2E7|#1B2A4A|1460|Goyang Sono Arena',
  '3110|GAS|Daegu KOGAS Pegasus|대구 한국가스공사 페가수스|大邱韓国ガス公社ペガサス|#003A70|#E4002B|1480|Daegu Gymnasium',
]);

const WKBL = teamRows(18, 'kr', [
  '3201|WOO|Asan Woori Bank Woori WON|아산 우리은행 우리WON|牙山ウリィ銀行ウリィWON|#0067AC|#FFFFFF|1530|Asan Yi Sun-sin Gymnasium',
  '3202|SSB|Yongin Samsung Life Blueminx|용인 삼성생명 블루밍스|龍仁サムスン生命ブルーミンクス|#0033A0|#FFFFFF|1500|Yongin Gymnasium',
  '3203|KBS|Cheongju KB Stars|청주 KB스타즈|清州KBスターズ|#FFBC00|#545045|1540|Cheongju Gymnasium',
  '3204|BNK|Busan BNK Sum|부산 BNK 썸|釜山BNKサム|#E60012|#FFFFFF|1510|Sajik Arena',
  '3205|SHB|Incheon Shinhan Bank S-Birds|인천 신한은행 에스버드|仁川新韓銀行エスバード|#0046FF|#FFFFFF|1470|Dohwa Gymnasium',
  '3206|HNB|Bucheon Hana Bank|부천 하나은행|富川ハナ銀行|#009490|#FFFFFF|1450|Bucheon Gymnasium',
]);

const B1 = teamRows(18, 'jp', [
  '3301|LEV|Levanga Hokkaido|레반가 홋카이도|レバンガ北海道|#00A0E9|#1D2C5E|1450|Hokkai Kitayell',
  '3302|SEN|Sendai 89ers|센다이 89ERS|仙台89ERS|#FFD700|#000000|1460|Xebio Arena Sendai',
  '3303|AKI|Akita Northern Happinets|아키타 노던 해피네츠|秋田ノーザンハピネッツ|#E4007F|#000000|1450|CNA Arena Akita',
  '3304|IBA|Ibaraki Robots|이바라키 로보츠|茨城ロボッツ|#004EA2|#FFD100|1420|Adastria Mito Arena',
  '3305|UTS|Utsunomiya Brex|우쓰노미야 브렉스|宇都宮ブレックス|#FFD100|#000000|1580|Brex Arena Utsunomiya',
  '3306|GUN|Gunma Crane Thunders|군마 크레인 선더스|群馬クレインサンダーズ|#E60012|#FFFFFF|1510|Open House Arena Ota',
  '3307|KOS|Koshigaya Alphas|고시가야 알파스|越谷アルファーズ|#E95504|#0D2C6C|1440|Koshigaya City Gymnasium',
  '3308|ACH|Altiri Chiba|알티리 지바|アルティーリ千葉|#000000|#E60012|1460|Chiba Port Arena',
  '3309|CHB|Chiba Jets|지바 제츠|千葉ジェッツ|#E60012|#FFFFFF|1570|LaLa Arena Tokyo-Bay',
  '3310|ALV|Alvark Tokyo|알바르크 도쿄|アルバルク東京|#C8102E|#000000|1560|Toyota Arena Tokyo',
  '3311|SRS|Sunrockers Shibuya|선로커스 시부야|サンロッカーズ渋谷|#FFD100|#1D2C5E|1500|Aoyama Gakuin Memorial Hall',
  '3312|KAW|Kawasaki Brave Thunders|가와사키 브레이브 선더스|川崎ブレイブサンダース|#E60012|#000000|1460|Todoroki Arena',
  '3313|YBC|Yokohama B-Corsairs|요코하마 B-코르세어스|横浜ビー・コルセアーズ|#0068B7|#FFFFFF|1480|Yokohama International Swimming Pool',
  '3314|TOY|Toyama Grouses|도야마 그라우지스|富山グラウジーズ|#E60012|#000000|1400|Toyama City Gymnasium',
  '3315|SAN|San-en NeoPhoenix|산엔 네오피닉스|三遠ネオフェニックス|#E60012|#000000|1540|Toyohashi City General Gymnasium',
  '3316|MIK|SeaHorses Mikawa|시호스 미카와|シーホース三河|#0075C2|#FFFFFF|1540|Wing Arena Kariya',
  '3317|FEN|Fighting Eagles Nagoya|파이팅 이글스 나고야|ファイティングイーグルス名古屋|#E60012|#002D72|1460|Nagoya Techno Arena',
  '3318|NGD|Nagoya Diamond Dolphins|나고야 다이아몬드 돌핀스|名古屋ダイヤモンドドルフィンズ|#0068B7|#E60012|1530|IG Arena',
  '3319|SHG|Shiga Lakes|시가 레이크스|滋賀レイクス|#00A0E9|#FFFFFF|1420|Shiga Daihatsu Arena',
  '3320|KYT|Kyoto Hannaryz|교토 한나리즈|京都ハンナリーズ|#7B2D8E|#FFFFFF|1440|Kyoto City Gymnasium',
  '3321|OSA|Osaka Evessa|오사카 에베사|大阪エヴェッサ|#E60012|#FFFFFF|1470|Ookini Arena Maishima',
  '3322|SHM|Shimane Susanoo Magic|시마네 스사노오 매직|島根スサノオマジック|#002D72|#E60012|1530|Matsue City General Gymnasium',
  '3323|HIR|Hiroshima Dragonflies|히로시마 드래건플라이스|広島ドラゴンフライズ|#F39800|#000000|1510|Hiroshima Sun Plaza',
  '3324|SAG|Saga Ballooners|사가 벌루너스|佐賀バルーナーズ|#E60012|#FFFFFF|1480|SAGA Arena',
  '3325|NGS|Nagasaki Velca|나가사키 벨카|長崎ヴェルカ|#E60012|#002D72|1560|Happiness Arena',
  '3326|RYU|Ryukyu Golden Kings|류큐 골든 킹스|琉球ゴールデンキングス|#5B2D8E|#FFD100|1570|Okinawa Arena',
]);

export const ASIA_BASKETBALL: CatalogueSection = {
  teams: [...KBL, ...WKBL, ...B1],
  leagues: [
    // 9 opponents × 6 = 54 games, as in the real KBL.
    leagueDef({
      id: 302,
      sportId: 18,
      cc: 'kr',
      names: ['KBL', 'KBL 한국프로농구', 'KBL（韓国プロバスケットボール）'],
      tab: 'kbl',
      format: 'fiba',
      major: true,
      rules: pctRules({ meetings: 6 }),
      teamIds: idsOf(KBL),
    }),
    // 5 opponents × 6 = 30 games, as in the real WKBL.
    leagueDef({
      id: 303,
      sportId: 18,
      cc: 'kr',
      names: ['WKBL', 'WKBL 여자프로농구', 'WKBL（韓国女子プロバスケットボール）'],
      tab: 'wkbl',
      format: 'fiba',
      rules: pctRules({ meetings: 6 }),
      teamIds: idsOf(WKBL),
    }),
    // 25 opponents × 2 = 50 games (real: 60 with more games inside the conference).
    leagueDef({
      id: 304,
      sportId: 18,
      cc: 'jp',
      names: ['B.League B1', 'B.리그 B1', 'B.LEAGUE B1（Bリーグ）'],
      format: 'fiba',
      rules: pctRules({ meetings: 3, maxRounds: 60 }),
      teamIds: idsOf(B1),
    }),
  ],
};
