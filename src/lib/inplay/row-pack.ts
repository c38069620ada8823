/**
 * @module inplay/row-pack
 * A compact text form of the in-play rows for the island's props (issue 13 item 6): the page
 * sends 500 live rows in well under 250 KB of HTML. Names travel in the page language only,
 * leagues once each, and no field carries a quote (the props attribute would escape each one as
 * `&quot;`). Fields are joined by `|`, rows and leagues by `~`; inside a field `,` and `:` join
 * parts; those characters and `%` inside a text are percent-escaped.
 */
import type { Language } from '../domain/languages';
import type { Scores, Timer } from '../domain/match';
import type { PriceValue } from '../domain/odds-change';
import { awayName, homeName, leagueName, type InplayRow, type PricePair } from './row';

/** The rows as the page sends them. */
export interface PackedRows {
  leagues: string;
  rows: string;
}

const esc = (s: string): string => s.replace(/[%|~,:]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
const unesc = (s: string): string =>
  s.replace(/%([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const text = (s: string | null): string => (s === null ? '' : esc(s));
const textOrNull = (s: string | undefined): string | null => (s ? unesc(s) : null);
const flag = (b: boolean): string => (b ? '1' : '');

function price(v: PriceValue): string {
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' ? `s${esc(v)}` : '';
}
function unprice(s: string): PriceValue {
  if (s === '') return null;
  return s.startsWith('s') ? unesc(s.slice(1)) : Number(s);
}
const pair = (p: PricePair | null): string => (p ? `${price(p.o)}:${price(p.n)}` : '!');
function unpair(s: string | undefined): PricePair | null {
  if (s === undefined || s === '!') return null;
  const [o = '', n = ''] = s.split(':');
  return { o: unprice(o), n: unprice(n) };
}

const scores = (s: Scores): string =>
  Object.entries(s)
    .map(([k, p]) => `${esc(k)}:${esc(String(p.home))}:${esc(String(p.away))}`)
    .join(',');
function unscores(s: string): Scores {
  const out: Scores = {};
  for (const part of s ? s.split(',') : []) {
    const [k = '', home = '', away = ''] = part.split(':').map(unesc);
    out[k] = { home, away };
  }
  return out;
}

const TIMER_KEYS = ['tm', 'ts', 'tt', 'ta', 'md', 'q'] as const;
const timer = (t: Timer | null): string =>
  t ? TIMER_KEYS.map((k) => (t[k] === undefined ? '' : String(t[k]))).join(',') : '!';
function untimer(s: string): Timer | null {
  if (s === '!') return null;
  const v = s.split(',');
  const out: Record<string, number | string> = {};
  TIMER_KEYS.forEach((k, i) => {
    const part = v[i];
    if (part === undefined || part === '') return;
    out[k] = k === 'tt' ? part : Number(part);
  });
  return out as unknown as Timer;
}

const odds = (o: InplayRow['odds']): string =>
  [o.home, o.draw, o.away, o.handicap.line, o.handicap.home, o.handicap.away]
    .concat([o.total.line, o.total.over, o.total.under])
    .map(pair)
    .join(',');
function unodds(s: string): InplayRow['odds'] {
  const p = s.split(',').map(unpair);
  return {
    home: p[0] ?? null,
    draw: p[1] ?? null,
    away: p[2] ?? null,
    handicap: { line: p[3] ?? null, home: p[4] ?? null, away: p[5] ?? null },
    total: { line: p[6] ?? null, over: p[7] ?? null, under: p[8] ?? null },
  };
}

type League = Pick<
  InplayRow,
  'league_id' | 'league' | 'cc' | 'is_major' | 'has_table' | 'has_topgoals'
>;

function packRow(r: InplayRow, lang: Language, league: number): string {
  return [
    String(r.id),
    text(r.bet365),
    String(r.sport_id),
    String(r.status_id),
    flag(r.is_inplay),
    String(r.time),
    text(r.play_time),
    String(r.created_at),
    String(league),
    text(homeName(r, lang)),
    text(awayName(r, lang)),
    String(r.home_id),
    String(r.away_id),
    text(r.home_color),
    text(r.away_color),
    text(r.ss),
    scores(r.scores),
    timer(r.timer),
    String(r.period),
    text(r.url),
    flag(r.is_lineup),
    odds(r.odds),
  ].join('|');
}

function unpackRow(s: string, leagues: readonly League[]): InplayRow {
  const f = s.split('|');
  const league = leagues[Number(f[8])]!;
  return {
    id: Number(f[0]),
    bet365: textOrNull(f[1]),
    sport_id: Number(f[2]),
    status_id: Number(f[3]),
    is_inplay: f[4] === '1',
    time: Number(f[5]),
    play_time: unesc(f[6] ?? ''),
    created_at: Number(f[7]),
    ...league,
    league_kor: null,
    league_jp: null,
    home: unesc(f[9] ?? ''),
    home_kor: null,
    home_jp: null,
    away: unesc(f[10] ?? ''),
    away_kor: null,
    away_jp: null,
    home_id: Number(f[11]),
    away_id: Number(f[12]),
    home_color: textOrNull(f[13]),
    away_color: textOrNull(f[14]),
    ss: textOrNull(f[15]),
    scores: unscores(f[16] ?? ''),
    timer: untimer(f[17] ?? '!'),
    period: Number(f[18]),
    url: textOrNull(f[19]),
    is_lineup: f[20] === '1',
    odds: unodds(f[21] ?? ''),
  };
}

/**
 * Packs rows for the props, names in `lang` only.
 * @example const packed = packRows(view.rows, 'kr'); unpackRows(packed)[0].home // '뉴욕 자이언츠'
 */
export function packRows(rows: readonly InplayRow[], lang: Language): PackedRows {
  const index = new Map<number, number>();
  const leagues: string[] = [];
  const packed = rows.map((r) => {
    let i = index.get(r.league_id);
    if (i === undefined) {
      i = leagues.length;
      index.set(r.league_id, i);
      leagues.push(
        [r.league_id, text(leagueName(r, lang)), text(r.cc)]
          .concat([flag(r.is_major), flag(r.has_table), flag(r.has_topgoals)])
          .join('|'),
      );
    }
    return packRow(r, lang, i);
  });
  return { leagues: leagues.join('~'), rows: packed.join('~') };
}

/**
 * The rows back from {@link packRows}: each name in the page language in the English field, so
 * `leagueName`, `homeName` and `awayName` show it in that language.
 * @example unpackRows(packRows(rows, 'en')).length === rows.length
 */
export function unpackRows(packed: PackedRows): InplayRow[] {
  const leagues: League[] = (packed.leagues ? packed.leagues.split('~') : []).map((s) => {
    const f = s.split('|');
    return {
      league_id: Number(f[0]),
      league: unesc(f[1] ?? ''),
      cc: textOrNull(f[2]),
      is_major: f[3] === '1',
      has_table: f[4] === '1',
      has_topgoals: f[5] === '1',
    };
  });
  return packed.rows ? packed.rows.split('~').map((s) => unpackRow(s, leagues)) : [];
}
