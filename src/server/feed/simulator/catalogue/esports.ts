/**
 * @module feed/simulator/catalogue/esports
 * LCK 2026 (League of Legends Champions Korea): 10 teams, series best of three. Kwangdong/DN
 * Freecs play as DN SOOPers from 2026. Gen.G, T1 and DRX keep their Latin brand in every
 * language (tests list them as the only such exceptions).
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { pctRules } from './rules';

const LCK = teamRows(151, 'kr', [
  '9001|GEN|Gen.G|젠지|Gen.G|#AA8A00|#000000|1640|LCK Arena',
  '9002|T1|T1|T1|T1|#E2012D|#000000|1620|LCK Arena',
  '9003|HLE|Hanwha Life Esports|한화생명e스포츠|ハンファ生命eスポーツ|#F37321|#000000|1600|LCK Arena',
  '9004|KT|KT Rolster|KT 롤스터|KTロールスター|#E4002B|#000000|1560|LCK Arena',
  '9005|DK|Dplus KIA|디플러스 기아|ディープラス・キア|#1A1A1A|#00C2C7|1520|LCK Arena',
  '9006|BFX|BNK FEARX|BNK 피어엑스|BNKフィアエックス|#FFC800|#000000|1510|LCK Arena',
  '9007|NS|Nongshim RedForce|농심 레드포스|農心レッドフォース|#D6001C|#FFFFFF|1470|LCK Arena',
  '9008|DNS|DN SOOPers|DN 수퍼스|DNスーパーズ|#F04E23|#000000|1420|LCK Arena',
  '9009|BRO|BRION|브리온|ブリオン|#0B6E4F|#FFFFFF|1380|LCK Arena',
  '9010|DRX|DRX|DRX|DRX|#5A8DEE|#000000|1360|LCK Arena',
]);

export const ESPORTS: CatalogueSection = {
  teams: LCK,
  leagues: [
    // Double round robin of series (the real 2026 regular season is longer).
    leagueDef({
      id: 901,
      sportId: 151,
      cc: 'kr',
      names: [
        'LCK',
        'LCK 리그 오브 레전드 챔피언스 코리아',
        'LCK（リーグ・オブ・レジェンド韓国リーグ）',
      ],
      format: 'bo3',
      major: true,
      rules: pctRules({ meetings: 2 }),
      teamIds: idsOf(LCK),
    }),
  ],
};
