/**
 * @module feed/simulator/catalogue/hockey
 * NHL 2025/26 (32 clubs, Utah Mammoth renamed in 2025) and KHL 2025/26 (22 clubs: Vityaz
 * withdrew, Kunlun Red Star became Shanghai Dragons and moved to St Petersburg).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { hockeyRules } from './rules';

const NHL = teamRows(17, 'us', [
  '5001|ANA|Anaheim Ducks|애너하임 덕스|アナハイム・ダックス|#F47A38|#B9975B|1470|Honda Center',
  '5002|BOS|Boston Bruins|보스턴 브루인스|ボストン・ブルーインズ|#FFB81C|#000000|1480|TD Garden',
  '5003|BUF|Buffalo Sabres|버펄로 세이버스|バッファロー・セイバーズ|#003087|#FFB81C|1450|KeyBank Center',
  '5004|CGY|Calgary Flames|캘거리 플레임스|カルガリー・フレームス|#C8102E|#F1BE48|1470|Scotiabank Saddledome|ca',
  '5005|CAR|Carolina Hurricanes|캐롤라이나 허리케인스|カロライナ・ハリケーンズ|#CE1126|#000000|1570|Lenovo Center',
  '5006|CHI|Chicago Blackhawks|시카고 블랙호크스|シカゴ・ブラックホークス|#CF0A2C|#000000|1400|United Center',
  '5007|COL|Colorado Avalanche|콜로라도 애벌랜치|コロラド・アバランチ|#6F263D|#236192|1600|Ball Arena',
  '5008|CBJ|Columbus Blue Jackets|콜럼버스 블루재키츠|コロンバス・ブルージャケッツ|#002654|#CE1126|1480|Nationwide Arena',
  '5009|DAL|Dallas Stars|댈러스 스타스|ダラス・スターズ|#006847|#8F8F8C|1570|American Airlines Center',
  '5010|DET|Detroit Red Wings|디트로이트 레드윙스|デトロイト・レッドウィングス|#CE1126|#FFFFFF|1490|Little Caesars Arena',
  '5011|EDM|Edmonton Oilers|에드먼턴 오일러스|エドモントン・オイラーズ|#041E42|#FF4C00|1570|Rogers Place|ca',
  '5012|FLA|Florida Panthers|플로리다 팬서스|フロリダ・パンサーズ|#041E42|#C8102E|1580|Amerant Bank Arena',
  '5013|LAK|Los Angeles Kings|로스앤젤레스 킹스|ロサンゼルス・キングス|#111111|#A2AAAD|1530|Crypto.com Arena',
  '5014|MIN|Minnesota Wild|미네소타 와일드|ミネソタ・ワイルド|#154734|#A6192E|1520|Grand Casino Arena',
  '5015|MTL|Montreal Canadiens|몬트리올 캐나디언스|モントリオール・カナディアンズ|#AF1E2D|#192168|1510|Bell Centre|ca',
  '5016|NSH|Nashville Predators|내슈빌 프레데터스|ナッシュビル・プレデターズ|#FFB81C|#041E42|1430|Bridgestone Arena',
  '5017|NJD|New Jersey Devils|뉴저지 데블스|ニュージャージー・デビルス|#CE1126|#000000|1530|Prudential Center',
  '5018|NYI|New York Islanders|뉴욕 아일랜더스|ニューヨーク・アイランダーズ|#00539B|#F47D30|1470|UBS Arena',
  '5019|NYR|New York Rangers|뉴욕 레인저스|ニューヨーク・レンジャーズ|#0038A8|#CE1126|1490|Madison Square Garden',
  '5020|OTT|Ottawa Senators|오타와 세너터스|オタワ・セネターズ|#C52032|#000000|1510|Canadian Tire Centre|ca',
  '5021|PHI|Philadelphia Flyers|필라델피아 플라이어스|フィラデルフィア・フライヤーズ|#F74902|#000000|1440|Xfinity Mobile Arena',
  '5022|PIT|Pittsburgh Penguins|피츠버그 펭귄스|ピッツバーグ・ペンギンズ|#000000|#FCB514|1460|PPG Paints Arena',
  '5023|SJS|San Jose Sharks|새너제이 샤크스|サンノゼ・シャークス|#006D75|#EA7200|1400|SAP Center',
  '5024|SEA|Seattle Kraken|시애틀 크라켄|シアトル・クラーケン|#001628|#99D9D9|1450|Climate Pledge Arena',
  '5025|STL|St. Louis Blues|세인트루이스 블루스|セントルイス・ブルース|#002F87|#FCB514|1480|Enterprise Center',
  '5026|TBL|Tampa Bay Lightning|탬파베이 라이트닝|タンパベイ・ライトニング|#002868|#FFFFFF|1550|Benchmark International Arena',
  '5027|TOR|Toronto Maple Leafs|토론토 메이플리프스|トロント・メープルリーフス|#00205B|#FFFFFF|1530|Scotiabank Arena|ca',
  '5028|UTA|Utah Mammoth|유타 매머드|ユタ・マンモス|#69B3E7|#000000|1500|Delta Center',
  '5029|VAN|Vancouver Canucks|밴쿠버 커넉스|バンクーバー・カナックス|#00205B|#00843D|1460|Rogers Arena|ca',
  '5030|VGK|Vegas Golden Knights|베이거스 골든나이츠|ベガス・ゴールデンナイツ|#B4975A|#333F42|1560|T-Mobile Arena',
  '5031|WSH|Washington Capitals|워싱턴 캐피털스|ワシントン・キャピタルズ|#041E42|#C8102E|1540|Capital One Arena',
  '5032|WPG|Winnipeg Jets|위니펙 제츠|ウィニペグ・ジェッツ|#041E42|#004C97|1540|Canada Life Centre|ca',
]);

const KHL = teamRows(17, 'ru', [
  '5101|SKA|SKA Saint Petersburg|SKA 상트페테르부르크|SKAサンクトペテルブルク|#0053A0|#E2001A|1560|Ice Palace',
  '5102|CSK|CSKA Moscow|CSKA 모스크바|CSKAモスクワ|#C8102E|#002D62|1550|CSKA Arena',
  '5103|DYN|Dynamo Moscow|디나모 모스크바|ディナモ・モスクワ|#0051A2|#FFFFFF|1560|VTB Arena',
  '5104|SPA|Spartak Moscow|스파르타크 모스크바|スパルタク・モスクワ|#E2001A|#FFFFFF|1500|Megasport Arena',
  '5105|LOK|Lokomotiv Yaroslavl|로코모티프 야로슬라블|ロコモティフ・ヤロスラヴリ|#E2001A|#FFFFFF|1590|Arena 2000',
  '5106|TOR|Torpedo Nizhny Novgorod|토르페도 니즈니노브고로드|トルペド・ニジニ・ノヴゴロド|#003D7D|#FFFFFF|1480|Trade Union Sport Palace',
  '5107|SEV|Severstal Cherepovets|세베르스탈 체레포베츠|セヴェルスタリ・チェレポヴェツ|#000000|#E2001A|1480|Ice Palace Cherepovets',
  '5108|DMN|Dinamo Minsk|디나모 민스크|ディナモ・ミンスク|#005BAC|#FFFFFF|1470|Minsk-Arena|by',
  '5109|SOC|HC Sochi|HC 소치|HCソチ|#00A1DE|#FFFFFF|1380|Bolshoy Ice Dome',
  '5110|SHA|Shanghai Dragons|상하이 드래건스|上海ドラゴンズ|#C8102E|#FFD100|1380|SKA Arena|cn',
  '5111|AKB|Ak Bars Kazan|악 바르스 카잔|アク・バルス・カザン|#00843D|#FFFFFF|1560|Tatneft Arena',
  '5112|AVT|Avtomobilist Yekaterinburg|아브토모빌리스트 예카테린부르크|アフトモビリスト・エカテリンブルク|#E2001A|#00205B|1530|UMMC Arena',
  '5113|MMG|Metallurg Magnitogorsk|메탈루르크 마그니토고르스크|メタルルグ・マグニトゴルスク|#0A2240|#FF6600|1560|Arena Metallurg',
  '5114|TRK|Traktor Chelyabinsk|트락토르 첼랴빈스크|トラクトル・チェリャビンスク|#000000|#FFFFFF|1550|Traktor Arena',
  '5115|SAL|Salavat Yulaev Ufa|살라바트 율라예프 우파|サラヴァト・ユラエフ・ウファ|#006C3A|#003DA5|1510|Ufa-Arena',
  '5116|NKH|Neftekhimik Nizhnekamsk|네프테히미크 니즈네캄스크|ネフテヒミク・ニジネカムスク|#00529F|#FFD100|1440|SCK Arena',
  '5117|SIB|Sibir Novosibirsk|시비르 노보시비르스크|シビル・ノヴォシビルスク|#003DA5|#FFFFFF|1440|Sibir Arena',
  '5118|AMU|Amur Khabarovsk|아무르 하바롭스크|アムール・ハバロフスク|#E2001A|#000000|1420|Platinum Arena',
  '5119|BAR|Barys Astana|바리스 아스타나|バリス・アスタナ|#00AEEF|#FFD100|1430|Barys Arena|kz',
  '5120|ADM|Admiral Vladivostok|아드미랄 블라디보스토크|アドミラル・ウラジオストク|#002B5C|#FFFFFF|1430|Fetisov Arena',
  '5121|LAD|Lada Togliatti|라다 톨리야티|ラダ・トリヤッチ|#0054A6|#E2001A|1400|Lada-Arena',
  '5122|AVG|Avangard Omsk|아반가르드 옴스크|アヴァンガルド・オムスク|#000000|#E2001A|1540|G-Drive Arena',
]);

export const HOCKEY: CatalogueSection = {
  teams: [...NHL, ...KHL],
  leagues: [
    // 31 opponents × 3 = 93 games (real: 82).
    leagueDef({
      id: 501,
      sportId: 17,
      cc: 'us',
      names: ['NHL', 'NHL 북미아이스하키리그', 'NHL（北米アイスホッケー）'],
      tab: 'nhl',
      format: 'nhl',
      major: true,
      rules: hockeyRules({ meetings: 3, maxRounds: 82 }),
      teamIds: idsOf(NHL),
    }),
    // 21 opponents × 3 = 63 games (real: 68).
    leagueDef({
      id: 502,
      sportId: 17,
      cc: 'ru',
      names: ['KHL', 'KHL 콘티넨털하키리그', 'KHL（コンチネンタル・ホッケー・リーグ）'],
      tab: 'khl',
      format: 'khl',
      rules: hockeyRules({ meetings: 4, maxRounds: 68 }),
      teamIds: idsOf(KHL),
    }),
  ],
};
