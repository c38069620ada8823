/**
 * @module feed/simulator/catalogue/handball
 * Handball-Bundesliga 2025/26 (18 clubs; Bergischer HC and GWD Minden promoted) and LNH
 * Liqui Moly Starligue 2025/26 (16 clubs; Dijon promoted as Proligue champion).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { handballRules } from './rules';

const HBL = teamRows(78, 'de', [
  '6001|FUB|Füchse Berlin|푹스 베를린|フュクセ・ベルリン|#00A05A|#FFFFFF|1620|Max-Schmeling-Halle',
  '6002|SCM|SC Magdeburg|SC 마그데부르크|SCマクデブルク|#009B3A|#E30613|1630|GETEC Arena',
  '6003|SGF|SG Flensburg-Handewitt|SG 플렌스부르크-한데비트|SGフレンスブルク＝ハンデヴィット|#003C7E|#E30613|1580|Campushalle',
  '6004|MTM|MT Melsungen|MT 멜중겐|MTメルズンゲン|#E3001B|#FFFFFF|1560|Rothenbach-Halle',
  '6005|THW|THW Kiel|THW 킬|THWキール|#000000|#FFFFFF|1590|Wunderino Arena',
  '6006|RNL|Rhein-Neckar Löwen|라인네카르 뢰벤|ライン＝ネッカー・レーヴェン|#F6B400|#003B79|1530|SAP Arena',
  '6007|HAN|TSV Hannover-Burgdorf|TSV 하노버-부르크도르프|TSVハノーファー＝ブルクドルフ|#E3001B|#000000|1530|ZAG Arena',
  '6008|WET|HSG Wetzlar|HSG 베츨라어|HSGヴェッツラー|#009FE3|#FFFFFF|1440|Buderus Arena',
  '6009|FAG|Frisch Auf Göppingen|프리시 아우프 괴핑겐|フリッシュ・アウフ・ゲッピンゲン|#009B3A|#FFFFFF|1450|EWS Arena',
  '6010|HCE|HC Erlangen|HC 에를랑겐|HCエアランゲン|#002D62|#FFFFFF|1460|Arena Nürnberger Versicherung',
  '6011|GUM|VfL Gummersbach|VfL 구머스바흐|VfLグマースバッハ|#005BAC|#FFFFFF|1530|Schwalbe Arena',
  '6012|EIS|ThSV Eisenach|ThSV 아이제나흐|ThSVアイゼナハ|#E3001B|#FFFFFF|1450|Werner-Aßmann-Halle',
  '6013|LEM|TBV Lemgo Lippe|TBV 렘고 리페|TBVレムゴー・リッペ|#003D7D|#FFFFFF|1480|Phoenix Contact Arena',
  '6014|LEI|SC DHfK Leipzig|SC DHfK 라이프치히|SC DHfKライプツィヒ|#004E9E|#FFFFFF|1470|Quarterback Immobilien Arena',
  '6015|HSV|HSV Hamburg|HSV 함부르크|HSVハンブルク|#00508F|#FFFFFF|1470|Sporthalle Hamburg',
  '6016|TVB|TVB Stuttgart|TVB 슈투트가르트|TVBシュトゥットガルト|#E3001B|#FFFFFF|1430|Porsche-Arena',
  '6017|BHC|Bergischer HC|베르기셔 HC|ベルギッシャーHC|#00843D|#FFFFFF|1420|Uni-Halle Wuppertal',
  '6018|GWD|GWD Minden|GWD 민덴|GWDミンデン|#009A44|#FFFFFF|1400|Kampa-Halle',
]);

const STARLIGUE = teamRows(78, 'fr', [
  '6101|PSG|Paris Saint-Germain Handball|파리 생제르맹 핸드볼|パリ・サンジェルマン・ハンドボール|#004170|#DA291C|1650|Stade Pierre de Coubertin',
  '6102|NAN|HBC Nantes|HBC 낭트|HBCナント|#5E2B7E|#FFFFFF|1580|H Arena',
  '6103|MHB|Montpellier Handball|몽펠리에 핸드볼|モンペリエ・ハンドボール|#0057A8|#F58220|1560|Sud de France Arena',
  '6104|TOU|Fenix Toulouse|페닉스 툴루즈|フェニックス・トゥールーズ|#1D1D1B|#A3195B|1520|Palais des Sports André-Brouat',
  '6105|CHA|Chambéry Savoie Mont Blanc|샹베리 사부아 몽블랑|シャンベリ・サヴォワ・モンブラン|#E30613|#000000|1500|Le Phare',
  '6106|NIM|USAM Nîmes Gard|USAM 님 가르|USAMニーム・ガール|#E30613|#FFFFFF|1500|Le Parnasse',
  '6107|DUN|Dunkerque HGL|됭케르크 HGL|ダンケルクHGL|#0057A8|#FFFFFF|1470|Stades de Flandres',
  '6108|LIM|Limoges Handball|리모주 핸드볼|リモージュ・ハンドボール|#E30613|#FFFFFF|1500|Palais des Sports de Beaublanc',
  '6109|SRV|Saint-Raphaël VHB|생라파엘 VHB|サン＝ラファエルVHB|#003DA5|#FFFFFF|1480|Palais des Sports Jean-François Krakowski',
  '6110|AIX|Pays d’Aix UC|페이 덱스 UC|ペイ・デクスUC|#000000|#FFFFFF|1500|Arena du Pays d’Aix',
  '6111|CES|Cesson-Rennes MHB|세송-렌 MHB|セソン＝レンヌMHB|#E30613|#000000|1470|Glaz Arena',
  '6112|IST|Istres Provence Handball|이스트르 프로방스 핸드볼|イストル・プロヴァンス・ハンドボール|#0057A8|#FFD200|1430|Halle polyvalente d’Istres',
  '6113|TRE|Tremblay Handball|트랑블레 핸드볼|トランブレ・ハンドボール|#0057A8|#E30613|1420|Palais des Sports de Tremblay',
  '6114|IVR|US Ivry Handball|US 이브리 핸드볼|USイヴリー・ハンドボール|#E30613|#000000|1430|Gymnase Auguste-Delaune',
  '6115|CRE|US Créteil Handball|US 크레테유 핸드볼|USクレテイユ・ハンドボール|#0057A8|#FFFFFF|1400|Palais des Sports Robert-Oubron',
  '6116|DIJ|Dijon Métropole Handball|디종 메트로폴 핸드볼|ディジョン・メトロポール・ハンドボール|#E30613|#FFFFFF|1400|Palais des Sports Jean-Michel Geoffroy',
]);

// Real game counts: 34 (17 opponents × 2) and 30 (15 × 2).
export const HANDBALL: CatalogueSection = {
  teams: [...HBL, ...STARLIGUE],
  leagues: [
    leagueDef({
      id: 601,
      sportId: 78,
      cc: 'de',
      names: ['Handball-Bundesliga', '핸드볼 분데스리가', 'ハンドボール・ブンデスリーガ'],
      format: 'standard',
      rules: handballRules({ meetings: 2 }),
      teamIds: idsOf(HBL),
    }),
    leagueDef({
      id: 602,
      sportId: 78,
      cc: 'fr',
      names: ['LNH Starligue', 'LNH 스타리그', 'LNHスターリーグ'],
      format: 'standard',
      rules: handballRules({ meetings: 2 }),
      teamIds: idsOf(STARLIGUE),
    }),
  ],
};
