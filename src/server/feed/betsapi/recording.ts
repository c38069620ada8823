/**
 * @module feed/betsapi/recording
 * A BetsAPI session as it really came, for reporting a provider problem: with FEED=betsapi and
 * RECORD_FILE, every answer BetsAPI gives is written to the file as one JSON line (path, query,
 * HTTP status, body as sent), the token cut out wherever it appears; FEED=replay with such a
 * file runs the same BetsAPI provider against the recorded answers instead of the network, so
 * what the product made of them can be seen again, through today's code.
 */
import {
  appendFileSync,
  closeSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
} from 'node:fs';

/** The first field of a recorded answer's line: how FEED=replay tells the two formats apart. */
export const RESPONSE_LINE = 'betsapi-response';

export interface RecordedResponse {
  type: typeof RESPONSE_LINE;
  /** When it was answered, epoch ms. */
  at: number;
  path: string;
  /** The query without the token, keys sorted. */
  query: string;
  status: number;
  body: string;
}

/** The query of a request as a recording keys it: sorted, without the token. */
export function queryKey(url: URL): string {
  const params = [...url.searchParams.entries()]
    .filter(([key]) => key !== 'token')
    .sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(params).toString();
}

function pathOf(url: URL): string {
  return url.pathname.replace(/^\/+/, '');
}

/**
 * A fetch that records every answer to `file` (started empty) before handing it on.
 * @example createBetsApiProvider({ ..., fetch: recordingFetch(fetch, 'session.jsonl', token) })
 */
export function recordingFetch(
  inner: typeof fetch,
  file: string,
  token: string,
  now: () => number = Date.now,
): typeof fetch {
  writeFileSync(file, '');
  const mask = (text: string) => (token ? text.replaceAll(token, '***') : text);
  return async (input, init) => {
    const response = await inner(input, init);
    const body = await response.text();
    const url = new URL(String(input instanceof Request ? input.url : input));
    const line: RecordedResponse = {
      type: RESPONSE_LINE,
      at: now(),
      path: pathOf(url),
      query: queryKey(url),
      status: response.status,
      body: mask(body),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

/** Whether a file holds recorded BetsAPI answers (rather than the normalized feed stream). */
export function isResponseRecording(file: string): boolean {
  try {
    // The first line only: a recording can be large, and its type is on every line.
    const fd = openSync(file, 'r');
    const head = Buffer.alloc(64);
    const length = readSync(fd, head, 0, head.length, 0);
    closeSync(fd);
    return head.subarray(0, length).toString('utf8').startsWith(`{"type":"${RESPONSE_LINE}"`);
  } catch {
    // Unreadable: the stream replay reports it as it always has.
    return false;
  }
}

function readRecording(file: string): { answers: RecordedResponse[]; skipped: number } {
  const answers: RecordedResponse[] = [];
  let skipped = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as RecordedResponse;
      if (value.type === RESPONSE_LINE && typeof value.path === 'string') answers.push(value);
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return { answers, skipped };
}

/**
 * A fetch answering from a recording: each request gets the next recorded answer to the same
 * path and query (the last one again once they run out), else the latest to the same path,
 * else an empty list, as BetsAPI answers a day without matches.
 */
export function replayFetch(file: string): {
  fetch: typeof fetch;
  answers: number;
  skipped: number;
} {
  const { answers, skipped } = readRecording(file);
  const byQuery = new Map<string, RecordedResponse[]>();
  const byPath = new Map<string, RecordedResponse>();
  for (const a of answers) {
    const key = `${a.path}?${a.query}`;
    byQuery.set(key, [...(byQuery.get(key) ?? []), a]);
    byPath.set(a.path, a);
  }
  const served = new Map<string, number>();
  const replay: typeof fetch = async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const key = `${pathOf(url)}?${queryKey(url)}`;
    const list = byQuery.get(key);
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    const answer = list ? list[Math.min(n, list.length - 1)] : byPath.get(pathOf(url));
    if (!answer) return Response.json({ success: 1, results: [] });
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: replay, answers: answers.length, skipped };
}
