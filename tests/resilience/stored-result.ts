/**
 * @module resilience/stored-result
 * The final result the server stored for a match (GET /api/result/info/{id}/summary), which the
 * parts compare with the last score their clients held.
 */

export interface StoredResult {
  /** The result's status, or `HTTP <code>` when the lookup was answered with another status. */
  status: string;
  score: string;
}

/** The stored result, or null when the server has none for the match. */
export async function storedResult(url: string, id: number): Promise<StoredResult | null> {
  const res = await fetch(`${url}/api/result/info/${id}/summary`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) return { status: `HTTP ${res.status}`, score: '' };
  const body = (await res.json()) as {
    data?: { result?: { status?: string; score?: { Home?: string; Away?: string } } };
  };
  const r = body.data?.result;
  return r ? { status: String(r.status), score: `${r.score?.Home}-${r.score?.Away}` } : null;
}
