/**
 * @module feed/simulator/catalogue/american-football
 * NFL 2025 season: 32 franchises; each plays 17 games (one meeting, stopped after 17 rounds).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { pctRules } from './rules';

const NFL = teamRows(12, 'us', [
  '8001|ARI|Arizona Cardinals|애리조나 카디널스|アリゾナ・カージナルス|#97233F|#000000|1440|State Farm Stadium',
  '8002|ATL|Atlanta Falcons|애틀랜타 팰컨스|アトランタ・ファルコンズ|#A71930|#000000|1450|Mercedes-Benz Stadium',
  '8003|BAL|Baltimore Ravens|볼티모어 레이븐스|ボルティモア・レイブンズ|#241773|#9E7C0C|1540|M&T Bank Stadium',
  '8004|BUF|Buffalo Bills|버펄로 빌스|バッファロー・ビルズ|#00338D|#C60C30|1590|Highmark Stadium',
  '8005|CAR|Carolina Panthers|캐롤라이나 팬서스|カロライナ・パンサーズ|#0085CA|#101820|1480|Bank of America Stadium',
  '8006|CHI|Chicago Bears|시카고 베어스|シカゴ・ベアーズ|#0B162A|#C83803|1530|Soldier Field',
  '8007|CIN|Cincinnati Bengals|신시내티 벵골스|シンシナティ・ベンガルズ|#FB4F14|#000000|1460|Paycor Stadium',
  '8008|CLE|Cleveland Browns|클리블랜드 브라운스|クリーブランド・ブラウンズ|#311D00|#FF3C00|1410|Huntington Bank Field',
  '8009|DAL|Dallas Cowboys|댈러스 카우보이스|ダラス・カウボーイズ|#003594|#869397|1490|AT&T Stadium',
  '8010|DEN|Denver Broncos|덴버 브롱코스|デンバー・ブロンコス|#FB4F14|#002244|1570|Empower Field at Mile High',
  '8011|DET|Detroit Lions|디트로이트 라이언스|デトロイト・ライオンズ|#0076B6|#B0B7BC|1580|Ford Field',
  '8012|GNB|Green Bay Packers|그린베이 패커스|グリーンベイ・パッカーズ|#203731|#FFB612|1570|Lambeau Field',
  '8013|HOU|Houston Texans|휴스턴 텍산스|ヒューストン・テキサンズ|#03202F|#A71930|1530|NRG Stadium',
  '8014|IND|Indianapolis Colts|인디애나폴리스 콜츠|インディアナポリス・コルツ|#002C5F|#A2AAAD|1560|Lucas Oil Stadium',
  '8015|JAX|Jacksonville Jaguars|잭슨빌 재규어스|ジャクソンビル・ジャガーズ|#006778|#D7A22A|1530|EverBank Stadium',
  '8016|KAN|Kansas City Chiefs|캔자스시티 치프스|カンザスシティ・チーフス|#E31837|#FFB81C|1560|GEHA Field at Arrowhead Stadium',
  '8017|LVR|Las Vegas Raiders|라스베이거스 레이더스|ラスベガス・レイダース|#000000|#A5ACAF|1410|Allegiant Stadium',
  '8018|LAC|Los Angeles Chargers|로스앤젤레스 차저스|ロサンゼルス・チャージャーズ|#0080C6|#FFC20E|1550|SoFi Stadium',
  '8019|LAR|Los Angeles Rams|로스앤젤레스 램스|ロサンゼルス・ラムズ|#003594|#FFA300|1600|SoFi Stadium',
  '8020|MIA|Miami Dolphins|마이애미 돌핀스|マイアミ・ドルフィンズ|#008E97|#FC4C02|1450|Hard Rock Stadium',
  '8021|MIN|Minnesota Vikings|미네소타 바이킹스|ミネソタ・バイキングス|#4F2683|#FFC62F|1480|U.S. Bank Stadium',
  '8022|NWE|New England Patriots|뉴잉글랜드 패트리어츠|ニューイングランド・ペイトリオッツ|#002244|#C60C30|1560|Gillette Stadium',
  '8023|NOR|New Orleans Saints|뉴올리언스 세인츠|ニューオーリンズ・セインツ|#D3BC8D|#101820|1390|Caesars Superdome',
  '8024|NYG|New York Giants|뉴욕 자이언츠|ニューヨーク・ジャイアンツ|#0B2265|#A71930|1430|MetLife Stadium',
  '8025|NYJ|New York Jets|뉴욕 제츠|ニューヨーク・ジェッツ|#125740|#FFFFFF|1390|MetLife Stadium',
  '8026|PHI|Philadelphia Eagles|필라델피아 이글스|フィラデルフィア・イーグルス|#004C54|#A5ACAF|1600|Lincoln Financial Field',
  '8027|PIT|Pittsburgh Steelers|피츠버그 스틸러스|ピッツバーグ・スティーラーズ|#FFB612|#101820|1510|Acrisure Stadium',
  '8028|SFO|San Francisco 49ers|샌프란시스코 포티나이너스|サンフランシスコ・フォーティナイナーズ|#AA0000|#B3995D|1540|Levi’s Stadium',
  '8029|SEA|Seattle Seahawks|시애틀 시호크스|シアトル・シーホークス|#002244|#69BE28|1580|Lumen Field',
  '8030|TAM|Tampa Bay Buccaneers|탬파베이 버커니어스|タンパベイ・バッカニアーズ|#D50A0A|#34302B|1540|Raymond James Stadium',
  '8031|TEN|Tennessee Titans|테네시 타이탄스|テネシー・タイタンズ|#0C2340|#4B92DB|1370|Nissan Stadium',
  '8032|WAS|Washington Commanders|워싱턴 커맨더스|ワシントン・コマンダース|#5A1414|#FFB612|1460|Northwest Stadium',
]);

export const AMERICAN_FOOTBALL: CatalogueSection = {
  teams: NFL,
  leagues: [
    leagueDef({
      id: 801,
      sportId: 12,
      cc: 'us',
      names: ['NFL', 'NFL 미국프로풋볼', 'NFL（アメリカンフットボール）'],
      format: 'nfl',
      major: true,
      // Ties exist in the NFL (a tie counts half a win in the percentage).
      rules: pctRules({ meetings: 1, maxRounds: 17 }, true),
      teamIds: idsOf(NFL),
    }),
  ],
};
