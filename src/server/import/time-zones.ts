/**
 * @module import/time-zones
 * The time zone a results file's wall-clock times are in when the operator does not say: the
 * zone a league publishes its schedule in (MLB, NBA, NHL and NFL in US Eastern time, the KHL in
 * Moscow time), else the league's country's zone for countries with one zone (another league of
 * a multi-zone country still needs `--timezone`).
 */
import type { SportId } from '../../lib/domain/sports';
import { ALL_LEAGUES } from '../feed/simulator/catalogue/sections';
import { nameKey, type Tx } from './reference';

/** Single-zone countries whose leagues the catalogue and football-data.co.uk cover. */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  kr: 'Asia/Seoul',
  jp: 'Asia/Tokyo',
  cn: 'Asia/Shanghai',
  tw: 'Asia/Taipei',
  gb: 'Europe/London',
  sc: 'Europe/London',
  ie: 'Europe/Dublin',
  de: 'Europe/Berlin',
  es: 'Europe/Madrid',
  it: 'Europe/Rome',
  fr: 'Europe/Paris',
  nl: 'Europe/Amsterdam',
  be: 'Europe/Brussels',
  pt: 'Europe/Lisbon',
  tr: 'Europe/Istanbul',
  gr: 'Europe/Athens',
  pl: 'Europe/Warsaw',
  cz: 'Europe/Prague',
  at: 'Europe/Vienna',
  ch: 'Europe/Zurich',
  se: 'Europe/Stockholm',
  dk: 'Europe/Copenhagen',
  no: 'Europe/Oslo',
  fi: 'Europe/Helsinki',
  hr: 'Europe/Zagreb',
  rs: 'Europe/Belgrade',
  il: 'Asia/Jerusalem',
  ae: 'Asia/Dubai',
  sa: 'Asia/Riyadh',
};

/** Leagues of multi-zone countries whose schedules are published in one zone, by catalogue tab. */
const LEAGUE_ZONES: Readonly<Record<string, string>> = {
  mlb: 'America/New_York',
  nba: 'America/New_York',
  nhl: 'America/New_York',
  nfl: 'America/New_York',
  khl: 'Europe/Moscow',
};

/**
 * The zone of a league named as the operator names it (stored league first, then the
 * catalogue), or undefined when its country has no single zone or the league is unknown.
 * @example await leagueTimeZone(db, 16, 'KBO') // 'Asia/Seoul'
 * @example await leagueTimeZone(db, 16, 'MLB') // 'America/New_York'
 */
export async function leagueTimeZone(
  tx: Tx,
  sportId: SportId,
  league: string,
): Promise<string | undefined> {
  const wanted = nameKey(league);
  const stored = await tx
    .selectFrom('leagues')
    .select(['cc', 'name', 'kor', 'jp', 'tab'])
    .where('sport_id', '=', sportId)
    .execute();
  const row = stored.find((l) =>
    [l.name, l.kor, l.jp, l.tab].some((n) => n !== null && nameKey(n) === wanted),
  );
  const def = ALL_LEAGUES.find(
    (l) =>
      l.sportId === sportId &&
      [l.names.en, l.names.kr, l.names.jp, l.tab].some(
        (n) => n !== undefined && nameKey(n) === wanted,
      ),
  );
  const byLeague = [row?.tab, def?.tab, league]
    .map((name) => (name ? LEAGUE_ZONES[nameKey(name)] : undefined))
    .find((zone) => zone !== undefined);
  if (byLeague) return byLeague;
  const cc = row?.cc ?? def?.cc;
  return cc ? COUNTRY_ZONES[cc] : undefined;
}
