/**
 * @module db/repositories/feed-store/reference-rows
 * The feed's reference records as table rows: booleans as 0/1, nested values as JSON, names
 * in the three languages.
 */
import type { ReferenceData } from '../../../contracts/feed-records';

type Item<K extends keyof ReferenceData> = NonNullable<ReferenceData[K]>[number];

/** A record's names in the three languages. */
const names = <R extends { name: string; kor: string; jp: string }>(r: R) => ({
  name: r.name,
  kor: r.kor,
  jp: r.jp,
});

export const countryRow = (c: Item<'countries'>) => ({ cc: c.cc, ...names(c) });

export const sportRow = (s: Item<'sports'>) => ({ id: s.id, ...names(s) });

/** Flags as 0/1 and the rules as JSON. @example leagueRow(league).is_major // 1 */
export const leagueRow = (l: Item<'leagues'>) => ({
  id: l.id,
  sport_id: l.sport_id,
  cc: l.cc,
  ...names(l),
  tab: l.tab,
  format: l.format,
  is_major: l.is_major ? 1 : 0,
  kind: l.kind,
  has_table: l.has_table ? 1 : 0,
  has_toplist: l.has_toplist ? 1 : 0,
  rules: JSON.stringify(l.rules),
  source: 'feed',
});

export const seasonRow = (s: Item<'seasons'>) => ({
  id: s.id,
  league_id: s.league_id,
  name: s.name,
  start_time: s.start_time,
  end_time: s.end_time,
});

export const seasonTeamRows = (s: Item<'seasons'>) =>
  s.team_ids.map((team_id) => ({ season_id: s.id, team_id }));

export const teamRow = (t: Item<'teams'>) => ({
  id: t.id,
  sport_id: t.sport_id,
  cc: t.cc,
  ...names(t),
  short: t.short,
  color: t.color,
  kit_color: t.kit_color,
  rating: t.rating,
  stadium: t.stadium,
  image_id: t.image_id,
  individual:
    t.individual === null || t.individual === undefined ? null : JSON.stringify(t.individual),
});

export const playerRow = (p: Item<'players'>) => ({
  id: p.id,
  team_id: p.team_id,
  cc: p.cc,
  ...names(p),
  shirt: p.shirt,
  position: p.position,
  position_name: p.position_name,
  birthdate: p.birthdate,
  height: p.height,
  weight: p.weight,
  foot: p.foot,
  image_id: null,
});

/** A player's transfers, numbered in the order the feed lists them. */
export const transferRows = (p: Item<'players'>) =>
  p.transfers.map((t, seq) => ({
    player_id: p.id,
    seq,
    team_name: JSON.stringify(t.team_name),
    team: t.team_name.name,
    start: t.start,
    end: t.end,
    type_id: t.type_id,
  }));

export const bookRow = (b: Item<'books'>) => ({ id: b.id, ...names(b), payout: b.payout });

export const injuryRow = (i: Item<'injuries'>) => ({
  player_id: i.player_id,
  team_id: i.team_id,
  league_id: i.league_id,
  start: i.start,
  end: i.end,
  status_id: i.status_id,
  missing: i.missing ? 1 : 0,
  doubtful: i.doubtful ? 1 : 0,
  comment: i.comment,
});

export const providerTableRow = (p: Item<'providerTables'>) => ({
  league_id: p.league_id,
  season_id: p.season_id,
  kind: p.kind,
  body: JSON.stringify(p.body),
  fetched_at: p.fetched_at,
});
