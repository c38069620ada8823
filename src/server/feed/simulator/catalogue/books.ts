/**
 * @module feed/simulator/catalogue/books
 * The bookmakers whose prices the simulator quotes. Payouts follow each book's typical
 * 1X2 margin on major soccer (Pinnacle the sharpest, William Hill, Bwin and 10Bet the widest);
 * lag and noise make the slower books trail and scatter around the true price.
 */
import type { BookDef } from './types';

/** Rows `id|English|Korean|Japanese|payout %|lag s|noise|tick`. Ids are stable. */
const ROWS = [
  '1|Bet365|벳365|ベット365|94.5|8|0.01|0.05',
  '2|Pinnacle|피나클|ピナクル|97.5|3|0.005|0.01',
  '3|William Hill|윌리엄 힐|ウィリアムヒル|93.5|12|0.015|0.05',
  '4|Unibet|유니벳|ユニベット|94|10|0.012|0.01',
  '5|Bwin|비윈|ビーウィン|93|14|0.015|0.05',
  '6|Betway|벳웨이|ベットウェイ|94.5|9|0.012|0.01',
  '7|1xBet|원엑스벳|ワンバイベット|95.5|5|0.01|0.01',
  '8|188Bet|188벳|188ベット|95|6|0.01|0.01',
  '9|Marathonbet|마라톤벳|マラソンベット|96|4|0.008|0.01',
  '10|10Bet|텐벳|テンベット|93|18|0.02|0.05',
] as const;

function parse(row: string): BookDef {
  const [id, en, kr, jp, payout, lag, noise, tick] = row.split('|');
  return {
    id: Number(id),
    names: { en: en ?? '', kr: kr ?? '', jp: jp ?? '' },
    payout: Number(payout),
    lagSeconds: Number(lag),
    noise: Number(noise),
    tick: Number(tick),
  };
}

export const BOOKS: readonly BookDef[] = ROWS.map(parse);
