/**
 * @module import/football-data-books
 * The bookmaker prefixes of football-data.co.uk column names (`B365H`, `PSCH`, `P>2.5`,
 * `WHCAHH` …) and where their columns are. The known prefixes carry the bookmaker's names in
 * our three languages; an unknown prefix that still forms a full 1X2 triple is taken as a
 * bookmaker named by its prefix, so a file of a new season with a new bookmaker is not lost.
 * @see https://www.football-data.co.uk/notes.txt
 */
import type { BookRef } from './types';

/** Prefix → bookmaker. `PS` (1X2) and `P` (totals, handicap) are both Pinnacle. */
export const KNOWN_BOOK_PREFIXES: Readonly<Record<string, BookRef>> = {
  B365: { names: { en: 'Bet365', kr: '벳365', jp: 'ベット365' } },
  PS: { names: { en: 'Pinnacle', kr: '피나클', jp: 'ピナクル' } },
  P: { names: { en: 'Pinnacle', kr: '피나클', jp: 'ピナクル' } },
  WH: { names: { en: 'William Hill', kr: '윌리엄 힐', jp: 'ウィリアムヒル' } },
  BW: { names: { en: 'Bwin', kr: '비윈', jp: 'ビーウィン' } },
  '1XB': { names: { en: '1xBet', kr: '원엑스벳', jp: 'ワンバイベット' } },
  IW: { names: { en: 'Interwetten', kr: '인터베텐', jp: 'インターウェッテン' } },
  VC: { names: { en: 'BetVictor', kr: '벳빅터', jp: 'ベットビクター' } },
  BV: { names: { en: 'BetVictor', kr: '벳빅터', jp: 'ベットビクター' } },
  LB: { names: { en: 'Ladbrokes', kr: '래드브룩스', jp: 'ラドブロークス' } },
  SJ: { names: { en: 'Stan James', kr: '스탠 제임스', jp: 'スタン・ジェームス' } },
  SB: { names: { en: 'Sportingbet', kr: '스포팅벳', jp: 'スポーティングベット' } },
  GB: { names: { en: 'Gamebookers', kr: '게임부커스', jp: 'ゲームブッカーズ' } },
  BS: { names: { en: 'Blue Square', kr: '블루 스퀘어', jp: 'ブルー・スクエア' } },
  SO: { names: { en: 'Sporting Odds', kr: '스포팅 오즈', jp: 'スポーティング・オッズ' } },
  SY: { names: { en: 'Stanleybet', kr: '스탠리벳', jp: 'スタンリーベット' } },
  BF: { names: { en: 'Betfair', kr: '벳페어', jp: 'ベットフェア' } },
  BFE: {
    names: { en: 'Betfair Exchange', kr: '벳페어 익스체인지', jp: 'ベットフェア・エクスチェンジ' },
  },
  BFD: { names: { en: 'Betfred', kr: '벳프레드', jp: 'ベットフレッド' } },
  CL: { names: { en: 'Coral', kr: '코랄', jp: 'コーラル' } },
  BMGM: { names: { en: 'BetMGM', kr: '벳MGM', jp: 'ベットMGM' } },
};

/**
 * Market-wide columns (`Max…`, `Avg…`, Betbrain's `Bb…`): the source computes them over more
 * bookmakers than the file lists, so they are no bookmaker's prices and are not imported.
 */
const AGGREGATE = /^(Max|Avg|Bb)/;

/** Column names of one market's prices, opening or closing. */
export interface WinnerColumns {
  home: string;
  draw: string;
  away: string;
}
export interface TotalColumns {
  over: string;
  under: string;
  /** Goal line (football-data's totals are all 2.5). */
  line: number;
}
export interface HandicapColumns {
  home: string;
  away: string;
  /** Column of the home handicap line (`AHh`, `AHCh`, or an old per-book `B365AH`). */
  line: string;
}

export interface BookColumns {
  prefix: string;
  book: BookRef;
  winner: { open?: WinnerColumns; close?: WinnerColumns };
  total: { open?: TotalColumns; close?: TotalColumns };
  handicap: { open?: HandicapColumns; close?: HandicapColumns };
}

function bookOf(prefix: string): BookRef {
  return KNOWN_BOOK_PREFIXES[prefix] ?? { names: { en: prefix, kr: prefix, jp: prefix } };
}

/** Prefixes of full 1X2 triples not in the known list (e.g. a bookmaker added this season). */
function unknownPrefixes(has: (c: string) => boolean, columns: readonly string[]): string[] {
  const out: string[] = [];
  for (const column of columns) {
    if (!column.endsWith('H')) continue;
    const prefix = column.slice(0, -1);
    if (!/^[A-Z0-9]{1,6}$/.test(prefix) || AGGREGATE.test(prefix)) continue;
    if (prefix in KNOWN_BOOK_PREFIXES) continue;
    if (!has(`${prefix}D`) || !has(`${prefix}A`)) continue;
    out.push(prefix);
  }
  // A closing triple (`XC` + H/D/A) belongs to the opening prefix `X` when that exists.
  const all = new Set([...Object.keys(KNOWN_BOOK_PREFIXES), ...out]);
  return out.filter((p) => !(p.endsWith('C') && all.has(p.slice(0, -1))));
}

/**
 * Every bookmaker in a football-data.co.uk header with the columns of its 1X2, over/under 2.5
 * and Asian handicap prices, opening and closing. Bookmakers without any complete market are
 * left out; two prefixes of one bookmaker (`PS` and `P`) are merged.
 * @example bookColumns(['B365H', 'B365D', 'B365A'])[0]?.winner.open // { home: 'B365H', draw: 'B365D', away: 'B365A' }
 */
export function bookColumns(columns: readonly string[]): BookColumns[] {
  const set = new Set(columns);
  const has = (c: string) => set.has(c);
  const prefixes = [...Object.keys(KNOWN_BOOK_PREFIXES), ...unknownPrefixes(has, columns)];
  const byBook = new Map<string, BookColumns>();
  for (const prefix of prefixes) {
    const book = bookOf(prefix);
    const found: BookColumns = { prefix, book, winner: {}, total: {}, handicap: {} };
    for (const [phase, c] of [
      ['open', ''],
      ['close', 'C'],
    ] as const) {
      const p = `${prefix}${c}`;
      if (has(`${p}H`) && has(`${p}D`) && has(`${p}A`)) {
        found.winner[phase] = { home: `${p}H`, draw: `${p}D`, away: `${p}A` };
      }
      if (has(`${p}>2.5`) && has(`${p}<2.5`)) {
        found.total[phase] = { over: `${p}>2.5`, under: `${p}<2.5`, line: 2.5 };
      }
      // The line is per bookmaker in old files (`B365AH`), shared in newer ones (`AHh`, `AHCh`;
      // Betbrain's `BbAHh` before 2019/20, opening only).
      const lines = phase === 'open' ? [`${p}AH`, 'AHh', 'BbAHh'] : [`${p}AH`, 'AHCh'];
      const line = lines.find(has);
      if (has(`${p}AHH`) && has(`${p}AHA`) && line) {
        found.handicap[phase] = { home: `${p}AHH`, away: `${p}AHA`, line };
      }
    }
    const any = [found.winner, found.total, found.handicap].some((m) => m.open ?? m.close);
    if (!any) continue;
    const key = book.names.en;
    const existing = byBook.get(key);
    if (!existing) {
      byBook.set(key, found);
      continue;
    }
    // Merge markets; the first prefix listed wins where both have the same market.
    for (const market of ['winner', 'total', 'handicap'] as const) {
      const target = existing[market] as Record<string, unknown>;
      const source = found[market] as Record<string, unknown>;
      for (const phase of ['open', 'close']) target[phase] ??= source[phase];
    }
  }
  return [...byBook.values()];
}
