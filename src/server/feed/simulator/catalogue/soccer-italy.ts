/**
 * @module feed/simulator/catalogue/soccer-italy
 * Serie A 2025/26: 20 clubs (Sassuolo, Pisa and Cremonese promoted in 2025).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { soccerRules } from './rules';

const SERIE_A = teamRows(1, 'it', [
  '1301|ATA|Atalanta|아탈란타|アタランタ|#1E71B8|#000000|1560|Gewiss Stadium',
  '1302|BOL|Bologna|볼로냐|ボローニャ|#1A2F48|#A21C26|1540|Stadio Renato Dall’Ara',
  '1303|CAG|Cagliari|칼리아리|カリアリ|#002350|#A6192E|1440|Unipol Domus',
  '1304|COM|Como|코모|コモ|#003DA5|#FFFFFF|1520|Stadio Giuseppe Sinigaglia',
  '1305|CRE|Cremonese|크레모네세|クレモネーゼ|#E30613|#8E8E8E|1420|Stadio Giovanni Zini',
  '1306|FIO|Fiorentina|피오렌티나|フィオレンティーナ|#482E92|#FFFFFF|1480|Stadio Artemio Franchi',
  '1307|GEN|Genoa|제노아|ジェノア|#A6192E|#002350|1440|Stadio Luigi Ferraris',
  '1308|VER|Hellas Verona|엘라스 베로나|エラス・ヴェローナ|#002F6C|#FFD100|1420|Stadio Marcantonio Bentegodi',
  '1309|INT|Inter|인터 밀란|インテル|#010E80|#000000|1660|San Siro',
  '1310|JUV|Juventus|유벤투스|ユヴェントス|#000000|#FFFFFF|1580|Allianz Stadium',
  '1311|LAZ|Lazio|라치오|ラツィオ|#87D8F7|#FFFFFF|1520|Stadio Olimpico',
  '1312|LEC|Lecce|레체|レッチェ|#FFD700|#E30613|1420|Stadio Via del Mare',
  '1313|MIL|AC Milan|AC 밀란|ACミラン|#FB090B|#000000|1590|San Siro',
  '1314|NAP|Napoli|나폴리|ナポリ|#12A0D7|#FFFFFF|1630|Stadio Diego Armando Maradona',
  '1315|PAR|Parma|파르마|パルマ|#FFD200|#1B3C8D|1440|Stadio Ennio Tardini',
  '1316|PIS|Pisa|피사|ピサ|#000000|#0077C8|1400|Arena Garibaldi',
  '1317|ROM|Roma|AS 로마|ASローマ|#8E1F2F|#F0BC42|1570|Stadio Olimpico',
  '1318|SAS|Sassuolo|사수올로|サッスオーロ|#00A752|#000000|1440|Mapei Stadium',
  '1319|TOR|Torino|토리노|トリノ|#8A1E03|#FFFFFF|1460|Stadio Olimpico Grande Torino',
  '1320|UDI|Udinese|우디네세|ウディネーゼ|#000000|#FFFFFF|1450|Bluenergy Stadium',
]);

export const ITALY: CatalogueSection = {
  teams: SERIE_A,
  leagues: [
    leagueDef({
      id: 104,
      sportId: 1,
      cc: 'it',
      names: ['Serie A', '세리에 A', 'セリエA'],
      format: 'standard',
      major: true,
      rules: soccerRules({ meetings: 2 }),
      teamIds: idsOf(SERIE_A),
    }),
  ],
};
