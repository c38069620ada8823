/**
 * @module api/routes/names
 * The operator's side of the names catalogue: the Korean and Japanese names
 * of teams, leagues and players, their spellings, and the names that arrived with none.
 *
 * 🔒 admin GET  /admin/names?kind&sport_id&q&page&rows  200 { data: [Entry], count: { total } }
 *   Entry = { id, kind, sport_id, en, kor, jp, aliases }   (kor/jp null: shown in English)
 * 🔒 admin GET  /admin/names/unmatched?kind&sport_id&page&rows
 *   200 { data: [{ kind, sport_id, name, seen, first_seen, last_seen }], count: { total } },
 *   the most often seen first
 * 🔒 admin POST /admin/names  { kind, sport_id, en, kor?, jp?, aliases? } → 201 { data: { entry, renamed } }
 * 🔒 admin PUT  /admin/names/{id}  { kor?, jp?, aliases? } → 200 { data: { entry, renamed } }
 *   `renamed`: stored rows that took the names; 409 NAME_TAKEN naming `aliases` or `en` when a
 *   spelling belongs to another entry; players use sport_id 0 (one name in every sport).
 */
import { z } from 'zod';
import { ALL_SPORT_IDS } from '../../../lib/domain/sports';
import { HttpError } from '../../contracts/http-error';
import { NAME_KINDS, type NameEntry } from '../../names/name-index';
import { ANY_SPORT, createNamesCatalogue, type NamesCatalogue } from '../../names/names-catalogue';
import { NameTakenError, type NamesStore } from '../../names/names-store';
import { defineRoute, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { wholeNumber, positiveId } from '../whole-number';

const SPORTS = [ANY_SPORT, ...ALL_SPORT_IDS] as number[];

const sportId = wholeNumber(0, 1_000_000).refine((n) => SPORTS.includes(n), {
  message: `Expected one of ${SPORTS.join(', ')}`,
});
const paging = {
  page: wholeNumber(1, 100_000).default(1),
  rows: wholeNumber(1, 200).default(50),
};
const oneName = z.string().trim().min(1).max(200);
/** A translation; null or '' clears it (the English name stands in). */
const translation = z
  .union([oneName, z.literal(''), z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();
const aliases = z.array(oneName).max(50).optional();

const entryBody = (e: NameEntry) => ({
  id: e.id,
  kind: e.kind,
  sport_id: e.sportId,
  en: e.en,
  kor: e.kor,
  jp: e.jp,
  aliases: e.aliases,
});

/** A spelling of another entry: 409 naming the field that carried it. */
function taken(error: unknown, field: string): never {
  if (error instanceof NameTakenError) {
    throw new HttpError(409, 'NAME_TAKEN', error.message, [
      { field, message: `"${error.spelling}" already names entry ${error.entryId}` },
    ]);
  }
  throw error;
}

async function entryOr404(store: NamesStore, id: number): Promise<NameEntry> {
  const entry = await store.getEntry(id);
  if (!entry) throw new HttpError(404, 'NOT_FOUND', `No names entry with id ${id}`);
  return entry;
}

const listQuery = {
  kind: z.enum(NAME_KINDS).optional(),
  sport_id: sportId.optional(),
  ...paging,
};

export function nameRoutes(deps: Pick<RouteDeps, 'db' | 'now'>): AnyRoute[] {
  const names = createNamesCatalogue(deps.db, deps.now);
  return [...listRoutes(names.store), ...editRoutes(names)];
}

/** The catalogue's entries, and the names that arrived with none. */
function listRoutes(store: NamesStore): AnyRoute[] {
  return [
    // GET /api/admin/names
    defineRoute({
      method: 'get',
      path: '/admin/names',
      tag: 'Administration',
      summary: 'Names catalogue: Korean and Japanese names of teams, leagues and players',
      query: z.object({ ...listQuery, q: z.string().trim().max(100).optional() }),
      access: 'admin',
      returns: '[{ id, kind, sport_id, en, kor, jp, aliases }]',
      handler: async ({ query }) => {
        const { rows, total } = await store.listEntries({ ...query, sportId: query.sport_id });
        return { data: rows.map(entryBody), count: { total } };
      },
    }),
    // GET /api/admin/names/unmatched
    defineRoute({
      method: 'get',
      path: '/admin/names/unmatched',
      tag: 'Administration',
      summary: 'Names that arrived with no catalogue entry (shown in English), most seen first',
      query: z.object(listQuery),
      access: 'admin',
      returns: '[{ kind, sport_id, name, seen, first_seen, last_seen }]',
      handler: async ({ query }) => {
        const { rows, total } = await store.listMisses({ ...query, sportId: query.sport_id });
        const data = rows.map((m) => ({
          kind: m.kind,
          sport_id: m.sportId,
          name: m.name,
          seen: m.seen,
          first_seen: m.firstSeen,
          last_seen: m.lastSeen,
        }));
        return { data, count: { total } };
      },
    }),
  ];
}

/** Adding and changing entries; stored rows of the names take them at once. */
function editRoutes(names: NamesCatalogue): AnyRoute[] {
  const { store } = names;
  return [
    // POST /api/admin/names
    defineRoute({
      method: 'post',
      path: '/admin/names',
      tag: 'Administration',
      summary: 'Adds a names entry; stored rows of that name take it at once',
      body: z.object({
        kind: z.enum(NAME_KINDS),
        sport_id: sportId,
        en: oneName,
        kor: translation,
        jp: translation,
        aliases,
      }),
      access: 'admin',
      status: 201,
      returns: '{ entry, renamed }',
      handler: async ({ body }) => {
        const id = await store
          .createEntry({
            kind: body.kind,
            sportId: body.kind === 'player' ? ANY_SPORT : body.sport_id,
            en: body.en,
            kor: body.kor ?? null,
            jp: body.jp ?? null,
            aliases: body.aliases ?? [],
          })
          .catch((error: unknown) => taken(error, 'en'));
        const renamed = await names.renameFor(id);
        return { data: { entry: entryBody(await entryOr404(store, id)), renamed } };
      },
    }),
    // PUT /api/admin/names/{id}
    defineRoute({
      method: 'put',
      path: '/admin/names/{id}',
      tag: 'Administration',
      summary: "Changes an entry's Korean or Japanese name or its spellings",
      params: z.object({ id: positiveId() }),
      body: z.object({ kor: translation, jp: translation, aliases }),
      access: 'admin',
      returns: '{ entry, renamed }',
      handler: async ({ params, body }) => {
        const entry = await entryOr404(store, params.id);
        await store.updateEntry(entry, body).catch((error: unknown) => taken(error, 'aliases'));
        const renamed = await names.renameFor(entry.id);
        return { data: { entry: entryBody(await entryOr404(store, entry.id)), renamed } };
      },
    }),
  ];
}
