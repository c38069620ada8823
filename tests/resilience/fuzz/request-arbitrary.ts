/**
 * @module resilience/fuzz/request-arbitrary
 * One fuzzed HTTP call per documented operation: its method (or another), path parameters
 * valid, real or malformed, a query string, a body built from and against the documented shape
 * (or broken text), and odd headers (content types, Authorization, Accept-Encoding). Write calls
 * carry no Origin header: a foreign Origin is refused with 403 by design, before anything else.
 */
import fc from 'fast-check';
import type { Operation, Param } from './openapi-model';
import { NASTY_STRINGS, bodyAgainst, hostileValue, validValue } from './schema-arbitrary';

/** Ids that exist on the server, so calls reach the handlers' stored-row paths. */
export interface Seeds {
  matchIds: number[];
  bet365Ids: string[];
  sportIds: number[];
  userIds: number[];
}

export type AuthKind = 'none' | 'admin' | 'broken';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  auth: AuthKind;
  /** The documented operation this call was built from (`GET /games/{id}`). */
  operation: string;
}

/** Path segments that are not what any route expects, written raw (already "encoded"). */
const RAW_SEGMENTS = [
  '%zz',
  '%',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f',
  '0x1F',
  '-0',
  '1e3',
  '%EF%BC%91%EF%BC%92',
  '%201',
  '1%20',
  '%E0%A4%A',
  '%C0%AE',
  'a'.repeat(3_000),
  '1;2',
  '1,2,3',
  '*',
  '%27%20OR%201%3D1',
  '%3Cscript%3E',
  '00000000000000000000000001',
];

const RAW_QUERIES = [
  '?%zz=1',
  '?rows=1&rows=2&rows=abc',
  '?=',
  '?&&&',
  '?rows[]=1&page[a]=2',
  `?${'a=1&'.repeat(500)}`,
  '?rows=%00',
  '?page=99999999999999999999999',
  '?sort_by=__proto__&sort=constructor',
  `?q=${'%F0%9F%92%A5'.repeat(30)}`,
];

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json, text/plain',
  ';;;',
  '',
];

const ACCEPT_ENCODINGS = [
  'gzip, deflate, br',
  'gzip',
  'br',
  'zstd',
  'deflate',
  'identity;q=0',
  '*;q=0',
  'gzip;q=0, *;q=abc',
  'x-unknown',
  ',,,;;;',
  'br;q=1.5, gzip;q=-1',
  'a'.repeat(2_000),
];

const BROKEN_BODIES = [
  '',
  '{',
  '{"a":',
  'not json',
  'null',
  '[]',
  '"text"',
  '1e999',
  '\ufeff{"username":"a"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":"${'x'.repeat(70_000)}"}`,
  'username=a&password=b',
  '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--fuzz--',
];

/** A header value Node may send (latin1, no control characters), for headers left to chance. */
const headerText = (maxLength: number) =>
  fc.string({ unit: 'binary-ascii', maxLength }).map((s) => s.replace(/[\x00-\x1f\x7f]/g, ' '));

/**
 * A value as URL text: strings as they are, anything else as JSON (String() throws on objects
 * whose generated keys shadow `toString`).
 */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** encodeURIComponent that accepts lone surrogates (they cannot go into a URL: replaced). */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

function isIdParam(param: Param): boolean {
  const types = [param.schema.type, ...(param.schema.anyOf ?? []).map((s) => s.type)].flat();
  return types.includes('integer') || types.includes('number') || /id$/i.test(param.name);
}

/** A real id for a parameter, picked by its name. */
function seededValue(param: Param, seeds: Seeds): fc.Arbitrary<string> | undefined {
  const name = param.name.toLowerCase();
  let pool: (string | number)[] = seeds.matchIds;
  if (name.includes('user')) pool = seeds.userIds;
  else if (name.includes('sport') || name === 'type') pool = seeds.sportIds;
  else if (name === 'key') pool = seeds.bet365Ids;
  if (pool.length === 0) return undefined;
  return fc.constantFrom(...pool).map(String);
}

/** A path parameter's text as it goes into the URL. */
function pathValue(param: Param, seeds: Seeds): fc.Arbitrary<string> {
  const variants: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: validValue(param.schema).map((v) => encode(asText(v))) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS).map(encode) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encode) },
  ];
  const seeded = isIdParam(param) || param.name === 'key' ? seededValue(param, seeds) : undefined;
  if (seeded) variants.push({ weight: 3, arbitrary: seeded });
  return fc.oneof(...variants);
}

function queryValue(param: Param): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(param.schema).map(asText) },
    {
      weight: 1,
      arbitrary: hostileValue.map(asText),
    },
  );
}

function queryString(op: Operation): fc.Arbitrary<string> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const p of op.queryParams) model[p.name] = queryValue(p);
  const documented = fc.record(model, { requiredKeys: [] }).map((values) => {
    const pairs = Object.entries(values).map(([k, v]) => `${encode(k)}=${encode(v ?? '')}`);
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  });
  const extra = fc
    .tuple(
      documented,
      fc.string({ maxLength: 12 }),
      queryValue({ name: 'x', schema: {}, required: false }),
    )
    .map(([q, k, v]) => `${q}${q ? '&' : '?'}${encode(k)}=${encode(v)}`);
  return fc.oneof(
    { weight: 6, arbitrary: documented },
    { weight: 2, arbitrary: extra },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

/** Raw bytes for an upload: known file signatures with junk after them, or only junk. */
const uploadBody: fc.Arbitrary<Buffer> = fc
  .tuple(
    fc.constantFrom(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'),
      Buffer.from('GIF89a', 'latin1'),
      Buffer.from('ID3', 'latin1'),
      Buffer.alloc(0),
    ),
    fc.uint8Array({ maxLength: 2_000 }),
    fc.constantFrom(0, 0, 0, 300_000, 1_100_000),
  )
  .map(([head, tail, pad]) => Buffer.concat([head, Buffer.from(tail), Buffer.alloc(pad)]));

function bodyFor(op: Operation): fc.Arbitrary<string | Buffer | undefined> {
  if (op.path.includes('/uploads/')) return fc.oneof(uploadBody, fc.constant(undefined));
  const broken = fc.constantFrom(...BROKEN_BODIES);
  if (op.body) {
    return fc.oneof(
      { weight: 8, arbitrary: bodyAgainst(op.body).map((b) => JSON.stringify(b)) },
      { weight: 2, arbitrary: broken },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: broken },
  );
}

const authKind = (op: Operation): fc.Arbitrary<AuthKind> => {
  const privileged = op.secured || op.path.startsWith('/admin');
  return fc.oneof(
    { weight: privileged ? 5 : 1, arbitrary: fc.constant<AuthKind>('admin') },
    { weight: 2, arbitrary: fc.constant<AuthKind>('none') },
    { weight: 2, arbitrary: fc.constant<AuthKind>('broken') },
  );
};

/** Authorization values that are not a usable token. */
const brokenAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer  a',
    'Basic Zm9vOmJhcg==',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoxfQ.',
    'Bearer ....',
    `Bearer ${'A'.repeat(8_000)}`,
    `Bearer ${'A'.repeat(20_000)}`,
    'Bearer x y z',
  ),
  headerText(300).map((s) => `Bearer ${s}`),
);

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/*;q=x', ''),
    'x-forwarded-for': fc.constantFrom('203.0.113.7', '::1', 'garbage', '1.1.1.1, 2.2.2.2', ''),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"', ''),
    range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=x'),
    'x-request-id': headerText(200),
  },
  { requiredKeys: [] },
);

/** A fuzzed call of one operation; `token` is added later for auth 'admin'. */
export function requestFor(op: Operation, base: string, seeds: Seeds): fc.Arbitrary<FuzzRequest> {
  const params = op.pathParams.map((p) => pathValue(p, seeds));
  return fc
    .record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(op.method) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      values: fc.tuple(...params),
      query: queryString(op),
      body: bodyFor(op),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      encoding: fc.option(fc.constantFrom(...ACCEPT_ENCODINGS)),
      auth: authKind(op),
      broken: brokenAuthorization,
      extra: extraHeaders,
    })
    .map((r) => {
      let path = op.path;
      op.pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, r.values[i]!)));
      const headers: Record<string, string> = { ...r.extra };
      if (r.body !== undefined && r.contentType !== '') headers['content-type'] = r.contentType;
      if (r.encoding !== null) headers['accept-encoding'] = r.encoding;
      if (r.auth === 'broken') headers.authorization = r.broken;
      return {
        method: r.method,
        path: `${base}${path}${r.query}`,
        headers,
        ...(r.body === undefined ? {} : { body: r.body }),
        auth: r.auth,
        operation: `${op.method} ${op.path}`,
      };
    });
}
