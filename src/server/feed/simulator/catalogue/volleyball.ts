/**
 * @module feed/simulator/catalogue/volleyball
 * V-League 2025/26 men (7) and women (7), Italy's SuperLega 2025/26 (12; Cuneo promoted) and
 * Poland's PlusLiga 2025/26, which shrank to 14 clubs that season (three relegated, only
 * InPost ChKS Chełm promoted).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { volleyballRules } from './rules';

const V_MEN = teamRows(91, 'kr', [
  '4001|HDC|Cheonan Hyundai Capital Skywalkers|천안 현대캐피탈 스카이워커스|天安現代キャピタル・スカイウォーカーズ|#0A2D6E|#FFFFFF|1580|Yu Gwan-sun Gymnasium',
  '4002|KAL|Incheon Korean Air Jumbos|인천 대한항공 점보스|仁川大韓航空ジャンボス|#0064D2|#E4002B|1560|Gyeyang Gymnasium',
  '4003|KBI|Uijeongbu KB Insurance Stars|의정부 KB손해보험 스타즈|議政府KB損害保険スターズ|#FFBC00|#545045|1510|Uijeongbu Gymnasium',
  '4004|WRC|Seoul Woori Card Woori WON|서울 우리카드 우리WON|ソウル・ウリィカード・ウリィWON|#0067AC|#FFFFFF|1480|Jangchung Arena',
  '4005|OKS|Busan OK Savings Bank Okman|부산 OK저축은행 읏맨|釜山OK貯蓄銀行ウッメン|#ED1C24|#000000|1450|Gangseo Gymnasium',
  '4006|SSF|Daejeon Samsung Fire Bluefangs|대전 삼성화재 블루팡스|大田サムスン火災ブルーファングス|#0033A0|#FFFFFF|1440|Chungmu Gymnasium',
  '4007|KEP|Suwon KEPCO Vixtorm|수원 한국전력 빅스톰|水原韓国電力ビックストーム|#E4002B|#1B2A4A|1460|Suwon Gymnasium',
]);

const V_WOMEN = teamRows(91, 'kr', [
  '4101|HKL|Incheon Heungkuk Life Pink Spiders|인천 흥국생명 핑크스파이더스|仁川興国生命ピンクスパイダーズ|#E4007F|#FFFFFF|1520|Samsan World Gymnasium',
  '4102|JKJ|Daejeon JungKwanJang Red Sparks|대전 정관장 레드스파크스|大田正官庄レッドスパークス|#E60012|#000000|1530|Chungmu Gymnasium',
  '4103|HEC|Suwon Hyundai E&C Hillstate|수원 현대건설 힐스테이트|水原現代建設ヒルステート|#005BAC|#FFFFFF|1550|Suwon Gymnasium',
  '4104|IBK|Hwaseong IBK Altos|화성 IBK기업은행 알토스|華城IBK企業銀行アルトス|#003E7E|#FFFFFF|1480|Hwaseong Sports Town Gymnasium',
  '4105|KEC|Gimcheon Korea Expressway Hi-pass|김천 한국도로공사 하이패스|金泉韓国道路公社ハイパス|#0055A4|#00A651|1500|Gimcheon Gymnasium',
  '4106|GSC|Seoul GS Caltex Seoul KIXX|서울 GS칼텍스 서울Kixx|ソウルGSカルテックス・ソウルKIXX|#00A3B4|#F58220|1470|Jangchung Arena',
  '4107|PEP|Gwangju Pepper Savings Bank AI Peppers|광주 페퍼저축은행 AI페퍼스|光州ペッパー貯蓄銀行AIペッパーズ|#E60012|#000000|1450|Yeomju Gymnasium',
]);

const SUPERLEGA = teamRows(91, 'it', [
  '4201|PER|Sir Susa Scai Perugia|시르 수사 스카이 페루자|シル・スーザ・スカイ・ペルージャ|#E30613|#FFFFFF|1620|PalaBarton',
  '4202|TRE|Itas Trentino|이타스 트렌티노|イタス・トレンティーノ|#FFD200|#003DA5|1610|ilT quotidiano Arena',
  '4203|CIV|Cucine Lube Civitanova|쿠치네 루베 치비타노바|クチーネ・ルーベ・チヴィタノーヴァ|#E30613|#FFFFFF|1560|Eurosuole Forum',
  '4204|MIL|Allianz Milano|알리안츠 밀라노|アリアンツ・ミラノ|#003781|#FFFFFF|1500|Allianz Cloud',
  '4205|VER|Rana Verona|라나 베로나|ラーナ・ヴェローナ|#003DA5|#FFD200|1540|Pala AGSM AIM',
  '4206|MOD|Valsa Group Modena|발사 그룹 모데나|ヴァルサ・グループ・モデナ|#FFD200|#003DA5|1490|PalaPanini',
  '4207|PIA|Gas Sales Bluenergy Piacenza|가스 세일스 블루에너지 피아첸차|ガスセールス・ブルーエナジー・ピアチェンツァ|#E30613|#003DA5|1540|PalaBanca',
  '4208|MON|Vero Volley Monza|베로 발리 몬차|ヴェロ・バレー・モンツァ|#00A3E0|#000000|1430|Opiquad Arena',
  '4209|CIS|Cisterna Volley|치스테르나 발리|チステルナ・バレー|#003DA5|#FFFFFF|1440|PalaSport Cisterna',
  '4210|PAD|Sonepar Padova|소네파르 파도바|ソネパール・パドヴァ|#E30613|#FFFFFF|1420|Kioene Arena',
  '4211|GRO|Yuasa Battery Grottazzolina|유아사 배터리 그로타촐리나|ユアサ・バッテリー・グロッタッツォリーナ|#FFD200|#000000|1400|PalaSavelli',
  '4212|CUN|MA Acqua S.Bernardo Cuneo|MA 아쿠아 산베르나르도 쿠네오|MAアクア・サン・ベルナルド・クーネオ|#003DA5|#FFFFFF|1420|Palazzetto San Rocco Castagnaretta',
]);

const PLUSLIGA = teamRows(91, 'pl', [
  '4301|LUB|Bogdanka LUK Lublin|보그단카 LUK 루블린|ボグダンカLUKルブリン|#E30613|#FFFFFF|1590|Hala Globus',
  '4302|ZAW|Aluron CMC Warta Zawiercie|알루론 CMC 바르타 자비에르체|アルロンCMCヴァルタ・ザヴィエルチェ|#FFD200|#000000|1580|Hala OSiR Zawiercie',
  '4303|PRO|PGE Projekt Warszawa|PGE 프로이엑트 바르샤바|PGEプロイェクト・ワルシャワ|#000000|#FFD200|1580|Arena Ursynów',
  '4304|JAS|Jastrzębski Węgiel|야스트솀비 벵기엘|ヤストジェンビェ・ヴェンギェル|#FF6600|#000000|1560|Hala Widowiskowo-Sportowa Jastrzębie',
  '4305|ZAK|ZAKSA Kędzierzyn-Koźle|ZAKSA 켕지에진코즐레|ZAKSAケンジェジン＝コジレ|#003DA5|#E30613|1500|Hala Azoty',
  '4306|RES|Asseco Resovia Rzeszów|아세코 레소비아 제슈프|アセコ・レソビア・ジェシュフ|#E30613|#FFFFFF|1540|Podpromie',
  '4307|SKR|PGE GiEK Skra Bełchatów|PGE GiEK 스크라 베우하투프|PGE GiEKスクラ・ベウハトゥフ|#FFD200|#000000|1470|Hala Energia',
  '4308|CZE|Steam Hemarpol Politechnika Częstochowa|스팀 헤마르폴 폴리테흐니카 쳉스토호바|スティーム・ヘマルポル・ポリテフニカ・チェンストホヴァ|#003DA5|#FFFFFF|1480|Hala Sportowa Częstochowa',
  '4309|OLS|Indykpol AZS Olsztyn|인디크폴 AZS 올슈틴|インディクポルAZSオルシュティン|#003DA5|#FFD200|1470|Hala Urania',
  '4310|SUW|Ślepsk Malow Suwałki|슐렙스크 말로프 수바우키|シレプスク・マロウ・スヴァウキ|#003DA5|#E30613|1450|Hala OSiR Suwałki',
  '4311|GDA|Energa Trefl Gdańsk|에네르가 트레플 그단스크|エネルガ・トレフル・グダニスク|#FFD200|#000000|1480|Ergo Arena',
  '4312|GOR|Cuprum Stilon Gorzów|쿠프룸 스틸론 고주프|クプルム・スティロン・ゴジュフ|#FF6600|#003DA5|1450|Hala Arena Gorzów',
  '4313|LWO|Barkom-Każany Lwów|바르콤-카자니 리비우|バルコム・カジャニ・リヴィウ|#003DA5|#FFD200|1420|Hala Sportowa Przemyśl|ua',
  '4314|CHE|InPost ChKS Chełm|인포스트 ChKS 헤움|インポストChKSヘウム|#E30613|#FFFFFF|1420|Hala MOSiR Chełm',
]);

// Real game counts: V-League 36 (6 opponents × 6), SuperLega 22, PlusLiga 26 (× 2).
export const VOLLEYBALL: CatalogueSection = {
  teams: [...V_MEN, ...V_WOMEN, ...SUPERLEGA, ...PLUSLIGA],
  leagues: [
    leagueDef({
      id: 401,
      sportId: 91,
      cc: 'kr',
      names: ['V-League Men', 'V리그 남자부', 'Vリーグ 男子'],
      tab: 'vleague',
      format: 'vleague',
      major: true,
      rules: volleyballRules({ meetings: 6 }),
      teamIds: idsOf(V_MEN),
    }),
    leagueDef({
      id: 402,
      sportId: 91,
      cc: 'kr',
      names: ['V-League Women', 'V리그 여자부', 'Vリーグ 女子'],
      tab: 'vleague',
      format: 'vleague',
      major: true,
      rules: volleyballRules({ meetings: 6 }),
      teamIds: idsOf(V_WOMEN),
    }),
    leagueDef({
      id: 403,
      sportId: 91,
      cc: 'it',
      names: ['SuperLega', '세리에 A 수페르레가', 'スーペルレーガ'],
      format: 'standard',
      rules: volleyballRules({ meetings: 2 }),
      teamIds: idsOf(SUPERLEGA),
    }),
    leagueDef({
      id: 404,
      sportId: 91,
      cc: 'pl',
      names: ['PlusLiga', '플루스리가', 'プルスリーガ'],
      format: 'standard',
      rules: volleyballRules({ meetings: 2 }),
      teamIds: idsOf(PLUSLIGA),
    }),
  ],
};
