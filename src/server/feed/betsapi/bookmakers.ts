/**
 * @module feed/betsapi/bookmakers
 * The bookmakers of BetsAPI's odds summary with stable book ids. Ids 1–10 are the same books
 * the simulator quotes, so a database that switched feeds keeps one row per bookmaker.
 */
import type { ReferenceData } from '../updates';

/** Rows `id|summary key|English|Korean|Japanese`; the summary key as BetsAPI spells it. */
const ROWS = [
  '1|Bet365|Bet365|벳365|ベット365',
  '2|PinnacleSports|Pinnacle|피나클|ピナクル',
  '3|WilliamHill|William Hill|윌리엄 힐|ウィリアムヒル',
  '4|UniBet|Unibet|유니벳|ユニベット',
  '5|BWin|Bwin|비윈|ビーウィン',
  '6|Betway|Betway|벳웨이|ベットウェイ',
  '7|1XBet|1xBet|원엑스벳|ワンバイベット',
  '8|188Bet|188Bet|188벳|188ベット',
  '9|Marathonbet|Marathonbet|마라톤벳|マラソンベット',
  '10|10Bet|10Bet|텐벳|テンベット',
  '11|Ladbrokes|Ladbrokes|래드브록스|ラドブロークス',
  '12|YSB88|YSB88|YSB88|YSB88',
  '13|BetClic|Betclic|벳클릭|ベットクリック',
  '14|PlanetWin365|PlanetWin365|플래닛윈365|プラネットウィン365',
  '15|BetFair|Betfair|벳페어|ベットフェア',
  '16|BetFred|Betfred|벳프레드|ベットフレッド',
  '17|CloudBet|Cloudbet|클라우드벳|クラウドベット',
  '18|Betsson|Betsson|벳슨|ベットソン',
  '19|PaddyPower|Paddy Power|패디 파워|パディパワー',
  '20|SBOBET|SBOBET|스보벳|SBOBET',
  '21|888Sport|888sport|888스포츠|888スポーツ',
  '22|TitanBet|Titanbet|타이탄벳|タイタンベット',
  '23|BetAtHome|bet-at-home|벳앳홈|ベットアットホーム',
  '24|DafaBet|Dafabet|다파벳|ダファベット',
  '25|BetVictor|BetVictor|벳빅터|ベットビクター',
  '26|Intertops|Intertops|인터톱스|インタートップス',
  '27|Interwetten|Interwetten|인터베텐|インターウェッテン',
  '28|NitrogenSports|Nitrogen Sports|나이트로젠 스포츠|ナイトロジェンスポーツ',
  '29|Winner|Winner|위너|ウィナー',
  '30|BetRegal|BetRegal|벳리갈|ベットリーガル',
  '31|SkyBet|Sky Bet|스카이벳|スカイベット',
  '32|MarsBet|MarsBet|마스벳|マーズベット',
  '33|CashPoint|Cashpoint|캐시포인트|キャッシュポイント',
  '34|VBet|VBET|브이벳|ブイベット',
  '35|Betdaq|Betdaq|벳닥|ベットダック',
] as const;

export interface Bookmaker {
  id: number;
  key: string;
  name: string;
  kor: string;
  jp: string;
}

export const BOOKMAKERS: readonly Bookmaker[] = ROWS.map((row) => {
  const [id, key, name, kor, jp] = row.split('|');
  return { id: Number(id), key: key ?? '', name: name ?? '', kor: kor ?? '', jp: jp ?? '' };
});

/** Bet365, whose full price history v2/event/odds returns by default. */
export const BET365_BOOK_ID = 1;

const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const byKey = new Map(BOOKMAKERS.map((b) => [normal(b.key), b]));

/**
 * The bookmaker behind an odds-summary key, matched without case and punctuation.
 * @example bookmakerFor('Bet365')?.id // 1
 */
export function bookmakerFor(key: string): Bookmaker | undefined {
  return byKey.get(normal(key));
}

/**
 * Book rows for the reference data. The payout column holds a book's typical margin in the
 * simulator; real books' payouts are computed from each quote (spec §5), so it stays 0 here.
 */
export function bookReference(): NonNullable<ReferenceData['books']> {
  return BOOKMAKERS.map((b) => ({ id: b.id, name: b.name, kor: b.kor, jp: b.jp, payout: 0 }));
}
