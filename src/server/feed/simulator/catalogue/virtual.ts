/**
 * @module feed/simulator/catalogue/virtual
 * E-soccer and e-basketball leagues: competitors named the usual way, "club (gamer)". The
 * gamer nicks are invented. Colours are the clubs' own.
 */
import type { CatalogueSection } from './define';
import { idsOf, leagueDef, teamRows } from './define';
import { pctRules, soccerRules } from './rules';

const ESOCCER_BATTLE = teamRows(1, 'wo', [
  '1701|ARS|Arsenal (Kavviro)|아스널 (Kavviro)|アーセナル (Kavviro)|#EF0107|#FFFFFF|1520||gb',
  '1702|RMA|Real Madrid (Vortex)|레알 마드리드 (Vortex)|レアル・マドリード (Vortex)|#FFFFFF|#FEBE10|1540||es',
  '1703|MCI|Manchester City (Mamba)|맨체스터 시티 (Mamba)|マンチェスター・シティ (Mamba)|#6CABDD|#1C2C5B|1510||gb',
  '1704|LIV|Liverpool (Kestrel)|리버풀 (Kestrel)|リヴァプール (Kestrel)|#C8102E|#F6EB61|1490||gb',
  '1705|FCB|Bayern Munich (Orlov)|바이에른 뮌헨 (Orlov)|バイエルン・ミュンヘン (Orlov)|#DC052D|#FFFFFF|1500||de',
  '1706|PSG|Paris Saint-Germain (Zeroday)|파리 생제르맹 (Zeroday)|パリ・サンジェルマン (Zeroday)|#004170|#DA291C|1480||fr',
  '1707|INT|Inter (Bazooka)|인터 밀란 (Bazooka)|インテル (Bazooka)|#010E80|#000000|1470||it',
  '1708|BAR|Barcelona (Rusty)|FC 바르셀로나 (Rusty)|FCバルセロナ (Rusty)|#A50044|#004D98|1480||es',
]);

const ESOCCER_GT = teamRows(1, 'wo', [
  '1711|CHE|Chelsea (Tonic)|첼시 (Tonic)|チェルシー (Tonic)|#034694|#FFFFFF|1530||gb',
  '1712|JUV|Juventus (Falco)|유벤투스 (Falco)|ユヴェントス (Falco)|#000000|#FFFFFF|1500||it',
  '1713|ATM|Atlético Madrid (Hexa)|아틀레티코 마드리드 (Hexa)|アトレティコ・マドリード (Hexa)|#CB3524|#272E61|1510||es',
  '1714|BVB|Borussia Dortmund (Merlin)|보루시아 도르트문트 (Merlin)|ボルシア・ドルトムント (Merlin)|#FDE100|#000000|1490||de',
  '1715|MIL|AC Milan (Grizzly)|AC 밀란 (Grizzly)|ACミラン (Grizzly)|#FB090B|#000000|1500||it',
  '1716|NAP|Napoli (Sirocco)|나폴리 (Sirocco)|ナポリ (Sirocco)|#12A0D7|#FFFFFF|1480||it',
  '1717|TOT|Tottenham Hotspur (Pike)|토트넘 홋스퍼 (Pike)|トッテナム・ホットスパー (Pike)|#132257|#FFFFFF|1490||gb',
  '1718|BEN|Benfica (Lobo)|벤피카 (Lobo)|ベンフィカ (Lobo)|#E20613|#FFFFFF|1500||pt',
]);

const EBASKETBALL = teamRows(18, 'wo', [
  '3501|BOS|Boston Celtics (Nick)|보스턴 셀틱스 (Nick)|ボストン・セルティックス (Nick)|#007A33|#BA9653|1520||us',
  '3502|LAL|Los Angeles Lakers (Flash)|로스앤젤레스 레이커스 (Flash)|ロサンゼルス・レイカーズ (Flash)|#552583|#FDB927|1510||us',
  '3503|GSW|Golden State Warriors (Ace)|골든스테이트 워리어스 (Ace)|ゴールデンステート・ウォリアーズ (Ace)|#1D428A|#FFC72C|1500||us',
  '3504|MIL|Milwaukee Bucks (Tank)|밀워키 벅스 (Tank)|ミルウォーキー・バックス (Tank)|#00471B|#EEE1C6|1490||us',
  '3505|DEN|Denver Nuggets (Viper)|덴버 너기츠 (Viper)|デンバー・ナゲッツ (Viper)|#0E2240|#FEC524|1500||us',
  '3506|OKC|Oklahoma City Thunder (Storm)|오클라호마시티 선더 (Storm)|オクラホマシティ・サンダー (Storm)|#007AC1|#EF3B24|1530||us',
  '3507|NYK|New York Knicks (Dice)|뉴욕 닉스 (Dice)|ニューヨーク・ニックス (Dice)|#006BB6|#F58426|1480||us',
  '3508|PHX|Phoenix Suns (Jet)|피닉스 선즈 (Jet)|フェニックス・サンズ (Jet)|#1D1160|#E56020|1470||us',
]);

export const VIRTUAL: CatalogueSection = {
  teams: [...ESOCCER_BATTLE, ...ESOCCER_GT, ...EBASKETBALL],
  leagues: [
    leagueDef({
      id: 111,
      sportId: 1,
      cc: 'wo',
      names: [
        'Esoccer Battle - 8 mins play',
        'E-축구 배틀 - 8분 경기',
        'eサッカー バトル - 8分プレー',
      ],
      format: 'esoccer-8',
      hasTopList: false,
      virtual: true,
      rules: soccerRules({ meetings: 2 }),
      teamIds: idsOf(ESOCCER_BATTLE),
    }),
    leagueDef({
      id: 112,
      sportId: 1,
      cc: 'wo',
      names: [
        'Esoccer GT Leagues - 12 mins play',
        'E-축구 GT 리그 - 12분 경기',
        'eサッカー GTリーグ - 12分プレー',
      ],
      format: 'esoccer-12',
      hasTopList: false,
      virtual: true,
      rules: soccerRules({ meetings: 2 }),
      teamIds: idsOf(ESOCCER_GT),
    }),
    leagueDef({
      id: 311,
      sportId: 18,
      cc: 'wo',
      names: [
        'Ebasketball H2H GG League - 4x5mins',
        'E-농구 H2H GG 리그 - 4x5분',
        'eバスケットボール H2H GGリーグ - 4x5分',
      ],
      format: 'ebasketball-4x5',
      hasTopList: false,
      virtual: true,
      rules: pctRules({ meetings: 2 }),
      teamIds: idsOf(EBASKETBALL),
    }),
  ],
};
