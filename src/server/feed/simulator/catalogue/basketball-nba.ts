/**
 * @module feed/simulator/catalogue/basketball-nba
 * NBA 2025/26: 30 franchises.
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { pctRules } from './rules';

const NBA = teamRows(18, 'us', [
  '3001|ATL|Atlanta Hawks|애틀랜타 호크스|アトランタ・ホークス|#E03A3E|#C1D32F|1520|State Farm Arena',
  '3002|BOS|Boston Celtics|보스턴 셀틱스|ボストン・セルティックス|#007A33|#BA9653|1530|TD Garden',
  '3003|BKN|Brooklyn Nets|브루클린 네츠|ブルックリン・ネッツ|#000000|#FFFFFF|1380|Barclays Center',
  '3004|CHA|Charlotte Hornets|샬럿 호네츠|シャーロット・ホーネッツ|#1D1160|#00788C|1430|Spectrum Center',
  '3005|CHI|Chicago Bulls|시카고 불스|シカゴ・ブルズ|#CE1141|#000000|1460|United Center',
  '3006|CLE|Cleveland Cavaliers|클리블랜드 캐벌리어스|クリーブランド・キャバリアーズ|#860038|#FDBB30|1600|Rocket Arena',
  '3007|DAL|Dallas Mavericks|댈러스 매버릭스|ダラス・マーベリックス|#00538C|#002B5E|1450|American Airlines Center',
  '3008|DEN|Denver Nuggets|덴버 너기츠|デンバー・ナゲッツ|#0E2240|#FEC524|1610|Ball Arena',
  '3009|DET|Detroit Pistons|디트로이트 피스톤스|デトロイト・ピストンズ|#C8102E|#1D42BA|1580|Little Caesars Arena',
  '3010|GSW|Golden State Warriors|골든스테이트 워리어스|ゴールデンステート・ウォリアーズ|#1D428A|#FFC72C|1540|Chase Center',
  '3011|HOU|Houston Rockets|휴스턴 로키츠|ヒューストン・ロケッツ|#CE1141|#000000|1590|Toyota Center',
  '3012|IND|Indiana Pacers|인디애나 페이서스|インディアナ・ペイサーズ|#002D62|#FDBB30|1420|Gainbridge Fieldhouse',
  '3013|LAC|LA Clippers|LA 클리퍼스|ロサンゼルス・クリッパーズ|#C8102E|#1D428A|1470|Intuit Dome',
  '3014|LAL|Los Angeles Lakers|LA 레이커스|ロサンゼルス・レイカーズ|#552583|#FDB927|1560|Crypto.com Arena',
  '3015|MEM|Memphis Grizzlies|멤피스 그리즐리스|メンフィス・グリズリーズ|#5D76A9|#12173F|1460|FedExForum',
  '3016|MIA|Miami Heat|마이애미 히트|マイアミ・ヒート|#98002E|#F9A01B|1510|Kaseya Center',
  '3017|MIL|Milwaukee Bucks|밀워키 벅스|ミルウォーキー・バックス|#00471B|#EEE1C6|1480|Fiserv Forum',
  '3018|MIN|Minnesota Timberwolves|미네소타 팀버울브스|ミネソタ・ティンバーウルブズ|#0C2340|#236192|1570|Target Center',
  '3019|NOP|New Orleans Pelicans|뉴올리언스 펠리컨스|ニューオーリンズ・ペリカンズ|#0C2340|#C8102E|1390|Smoothie King Center',
  '3020|NYK|New York Knicks|뉴욕 닉스|ニューヨーク・ニックス|#006BB6|#F58426|1590|Madison Square Garden',
  '3021|OKC|Oklahoma City Thunder|오클라호마시티 선더|オクラホマシティ・サンダー|#007AC1|#EF3B24|1680|Paycom Center',
  '3022|ORL|Orlando Magic|올랜도 매직|オーランド・マジック|#0077C0|#000000|1540|Kia Center',
  '3023|PHI|Philadelphia 76ers|필라델피아 세븐티식서스|フィラデルフィア・セブンティシクサーズ|#006BB6|#ED174C|1500|Xfinity Mobile Arena',
  '3024|PHX|Phoenix Suns|피닉스 선즈|フェニックス・サンズ|#1D1160|#E56020|1500|PHX Arena',
  '3025|POR|Portland Trail Blazers|포틀랜드 트레일블레이저스|ポートランド・トレイルブレイザーズ|#E03A3E|#000000|1460|Moda Center',
  '3026|SAC|Sacramento Kings|새크라멘토 킹스|サクラメント・キングス|#5A2D81|#63727A|1400|Golden 1 Center',
  '3027|SAS|San Antonio Spurs|샌안토니오 스퍼스|サンアントニオ・スパーズ|#C4CED4|#000000|1560|Frost Bank Center',
  '3028|TOR|Toronto Raptors|토론토 랩터스|トロント・ラプターズ|#CE1141|#000000|1510|Scotiabank Arena|ca',
  '3029|UTA|Utah Jazz|유타 재즈|ユタ・ジャズ|#002B5C|#F9A01B|1400|Delta Center',
  '3030|WAS|Washington Wizards|워싱턴 위저즈|ワシントン・ウィザーズ|#002B5C|#E31837|1350|Capital One Arena',
]);

export const NBA_SECTION: CatalogueSection = {
  teams: NBA,
  leagues: [
    // 29 opponents × 3 = 87 games (real: 82).
    leagueDef({
      id: 301,
      sportId: 18,
      cc: 'us',
      names: ['NBA', 'NBA 미국프로농구', 'NBA（米プロバスケットボール）'],
      tab: 'nba',
      format: 'nba',
      major: true,
      rules: pctRules({ meetings: 3, maxRounds: 82 }),
      teamIds: idsOf(NBA),
    }),
  ],
};
