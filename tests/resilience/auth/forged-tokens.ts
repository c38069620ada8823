/**
 * @module resilience/auth/forged-tokens
 * Tokens a client could forge or tamper with, built with jose (and node:crypto where jose
 * refuses: an empty HMAC key, hand-made headers). Each names the answer the server owes it:
 * 401 for anything not signed by its key or not naming a live session of an existing user, 418
 * for a genuine token of an older session (spec §5: the session was ended by a newer login).
 * The server's own HS256 key is known here (the part sets JWT_SECRET) so that claim checks past
 * the signature are reached too.
 */
import { createHmac } from 'node:crypto';
import {
  SignJWT,
  UnsecuredJWT,
  decodeJwt,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JWTPayload,
} from 'jose';

export interface ForgedToken {
  name: string;
  /** The whole Authorization header value. */
  authorization: string;
  /** Statuses that are right for it. */
  expect: number[];
}

const text = (s: string) => new TextEncoder().encode(s);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Where a key URL in a header points: loopback port 9 (discard), never off the machine. */
const ELSEWHERE = 'http://127.0.0.1:9';

/** HS256 by hand: jose refuses a zero-length key, which is exactly the attack. */
function hmacToken(header: object, payload: object, key: string | Buffer): string {
  const signing = `${b64(header)}.${b64(payload)}`;
  return `${signing}.${createHmac('sha256', key).update(signing).digest('base64url')}`;
}

function sign(payload: JWTPayload, key: string, header: Record<string, unknown> = {}) {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', ...header }).sign(text(key));
}

/** Guesses at the signing key: defaults, the product's name, the empty key. */
async function guessedKeys(claims: JWTPayload): Promise<ForgedToken[]> {
  const guesses = ['secret', 'changeme', 'live-score', 'livescore', 'Live Score', 'password'];
  const tokens = await Promise.all(guesses.map((key) => sign(claims, key)));
  return [
    ...tokens.map((t, i) => ({ name: `HS256 with the key '${guesses[i]!}'`, token: t })),
    { name: 'HS256 with an empty key', token: hmacToken({ alg: 'HS256', typ: 'JWT' }, claims, '') },
  ].map(({ name, token }) => ({ name, authorization: `Bearer ${token}`, expect: [401] }));
}

/** `alg: none` in several spellings, with and without the genuine signature left on. */
function unsigned(claims: JWTPayload, genuine: string): ForgedToken[] {
  const signature = genuine.split('.')[2]!;
  const payload = b64(claims);
  const tokens: [string, string][] = [
    ['alg none (jose UnsecuredJWT)', new UnsecuredJWT(claims).encode()],
  ];
  for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
    tokens.push([`alg '${alg}', no signature`, `${b64({ alg, typ: 'JWT' })}.${payload}.`]);
    tokens.push([
      `alg '${alg}', genuine signature kept`,
      `${b64({ alg })}.${payload}.${signature}`,
    ]);
  }
  return tokens.map(([name, t]) => ({ name, authorization: `Bearer ${t}`, expect: [401] }));
}

/** RS256 and key confusion: the public key's PEM text used as an HMAC secret, embedded keys. */
async function keyConfusion(claims: JWTPayload): Promise<ForgedToken[]> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const pem = await exportSPKI(publicKey);
  const jwk = await exportJWK(publicKey);
  const rs = (header: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', ...header }).sign(privateKey);
  const tokens: [string, string][] = [
    ['HS256 signed with an RSA public key PEM', await sign(claims, pem)],
    ['RS256 with an embedded jwk', await rs({ jwk })],
    ['RS256 with jku pointing elsewhere', await rs({ jku: `${ELSEWHERE}/jwks.json` })],
    ['RS256 with x5u pointing elsewhere', await rs({ x5u: `${ELSEWHERE}/cert.pem` })],
    [
      'HS256 with jku pointing elsewhere',
      await sign(claims, 'secret', { jku: `${ELSEWHERE}/jwks.json` }),
    ],
    [
      'HS256 with x5u pointing elsewhere',
      await sign(claims, 'secret', { x5u: `${ELSEWHERE}/c.pem` }),
    ],
    [
      'kid path traversal, empty key',
      hmacToken({ alg: 'HS256', kid: '../../../../../../dev/null' }, claims, ''),
    ],
    [
      'kid path traversal, key of /etc/hostname',
      await sign(claims, 'localhost', { kid: '../../../etc/hostname' }),
    ],
    ['kid SQL injection', await sign(claims, 'secret', { kid: "x' UNION SELECT 'secret' --" })],
    ['kid command injection', await sign(claims, 'secret', { kid: '|cat /etc/passwd' })],
  ];
  return tokens.map(([name, t]) => ({ name, authorization: `Bearer ${t}`, expect: [401] }));
}

/** A genuine token altered after signing. */
function tampered(genuine: string, claims: JWTPayload): ForgedToken[] {
  const [head, , signature] = genuine.split('.') as [string, string, string];
  const middle = Math.floor(signature.length / 2);
  const flipped = signature[middle] === 'A' ? 'B' : 'A';
  const tokens: [string, string][] = [
    [
      'payload: user_id changed',
      `${head}.${b64({ ...claims, user_id: Number(claims.user_id) + 1 })}.${signature}`,
    ],
    [
      'payload: role admin added',
      `${head}.${b64({ ...claims, role: 'admin', admin: true })}.${signature}`,
    ],
    [
      'payload: expiry pushed a year on',
      `${head}.${b64({ ...claims, exp: Number(claims.exp) + 31_536_000 })}.${signature}`,
    ],
    [
      'signature: one character changed',
      `${head}.${genuine.split('.')[1]!}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`,
    ],
    ['signature removed', `${head}.${genuine.split('.')[1]!}.`],
    ['two segments only', `${head}.${genuine.split('.')[1]!}`],
    ['four segments', `${genuine}.${signature}`],
    [
      'header not JSON',
      `${Buffer.from('{alg:HS256').toString('base64url')}.${genuine.split('.')[1]!}.${signature}`,
    ],
    ['payload a JSON array', `${head}.${b64([claims])}.${signature}`],
    ['not base64url', `${head}.!!!!.${signature}`],
    ['a token of 8 KB', `${head}.${'A'.repeat(8_000)}.${signature}`],
  ];
  return tokens.map(([name, t]) => ({ name, authorization: `Bearer ${t}`, expect: [401] }));
}

/** Signed with the server's own key, but with claims it must refuse (or a replaced session). */
async function genuineKeyBadClaims(claims: JWTPayload, key: string): Promise<ForgedToken[]> {
  const now = Math.floor(Date.now() / 1000);
  const cases: [string, JWTPayload, number, Record<string, unknown>?][] = [
    ['expired an hour ago', { ...claims, iat: now - 7_200, exp: now - 3_600 }, 401],
    ['not valid before an hour from now (nbf)', { ...claims, nbf: now + 3_600 }, 401],
    ['a user id that does not exist', { ...claims, user_id: 987_654_321, sub: '987654321' }, 401],
    ['user_id missing', { sid: claims.sid, exp: claims.exp }, 401],
    ['user_id as text', { ...claims, user_id: String(claims.user_id) }, 401],
    ['user_id 0', { ...claims, user_id: 0 }, 401],
    ['user_id negative', { ...claims, user_id: -1 }, 401],
    ['session id missing', { user_id: claims.user_id, exp: claims.exp }, 401],
    ['session id empty', { ...claims, sid: '' }, 401],
    // A genuine token of the same user whose session a newer login replaced: spec §5's 418.
    [
      'session id of an older session (logged in elsewhere)',
      { ...claims, sid: 'an-older-session' },
      418,
    ],
  ];
  const tokens = await Promise.all(
    cases.map(async ([name, payload, status]) => ({
      name: `server's key, ${name}`,
      authorization: `Bearer ${await sign(payload, key, { typ: 'JWT' })}`,
      expect: [status],
    })),
  );
  const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(text(key));
  return [
    ...tokens,
    { name: "server's key, alg HS512", authorization: `Bearer ${hs512}`, expect: [401] },
  ];
}

/** Authorization headers that are not a Bearer token at all. */
const MALFORMED: ForgedToken[] = [
  { name: 'Basic credentials', authorization: 'Basic YWRtaW46YWRtaW4=', expect: [401] },
  { name: 'Bearer and nothing', authorization: 'Bearer', expect: [401] },
  { name: 'Bearer with two tokens', authorization: 'Bearer a.b.c d.e.f', expect: [401] },
  { name: 'Token scheme', authorization: 'Token abc', expect: [401] },
];

/**
 * Every forged and tampered token for a genuine one of the server's.
 * @example const cases = await forgedTokens(genuine, serverKey)
 */
export async function forgedTokens(genuine: string, serverKey: string): Promise<ForgedToken[]> {
  const claims = decodeJwt(genuine);
  return [
    ...unsigned(claims, genuine),
    ...(await guessedKeys(claims)),
    ...(await keyConfusion(claims)),
    ...tampered(genuine, claims),
    ...(await genuineKeyBadClaims(claims, serverKey)),
    ...MALFORMED,
  ];
}
