/**
 * @module inplay/row-pack
 * A compact text form of the in-play rows for the island's props: the page
 * sends 500 live rows in well under 250 KB of HTML. Names travel in the page language only,
 * leagues once each (team names in English too, which the timeline texts use), and no field carries a quote (the props attribute would escape each one as
 * `&quot;`). Fields are joined by `|`, rows and leagues by `~`; inside a field `,` and `:` join
 * parts; those characters and `%` inside a text are percent-escaped.
 */
import type { Language } from '../domain/languages';
import type { Scores, Timer } from '../domain/match';
import type { PriceValue } from '../domain/odds-change';
import { awayName, homeName, leagueName, type InplayRow, type PricePair } from './row';

/** The rows as the page sends them. */
export interface PackedRows {
  lang: Language;
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

/** The local name when it differs from the English one. */
const other = (local: string, en: string): string | null => (local === en ? null : local);

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
    text(r.home),
    text(r.away),
    text(other(homeName(r, lang), r.home)),
    text(other(awayName(r, lang), r.away)),
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

/** A team's local name back in the field of its language. */
function localNames<K extends 'home' | 'away'>(side: K, lang: Language, local: string | null) {
  return {
    [`${side}_kor`]: lang === 'kr' ? local : null,
    [`${side}_jp`]: lang === 'jp' ? local : null,
  } as Record<`${K}_kor` | `${K}_jp`, string | null>;
}

function unpackRow(s: string, lang: Language, leagues: readonly League[]): InplayRow {
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
    ...localNames('home', lang, textOrNull(f[11])),
    away: unesc(f[10] ?? ''),
    ...localNames('away', lang, textOrNull(f[12])),
    home_id: Number(f[13]),
    away_id: Number(f[14]),
    home_color: textOrNull(f[15]),
    away_color: textOrNull(f[16]),
    ss: textOrNull(f[17]),
    scores: unscores(f[18] ?? ''),
    timer: untimer(f[19] ?? '!'),
    period: Number(f[20]),
    url: textOrNull(f[21]),
    is_lineup: f[22] === '1',
    odds: unodds(f[23] ?? ''),
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
  return { lang, leagues: leagues.join('~'), rows: packed.join('~') };
}

/**
 * The rows back from {@link packRows}: the league name in the page language in the English field
 * and team names in English and the page language, so `leagueName`, `homeName` and `awayName`
 * show them in that language.
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
  return packed.rows ? packed.rows.split('~').map((s) => unpackRow(s, packed.lang, leagues)) : [];
}
