/**
 * @module api/routes/health
 * `GET /api/health`: liveness for load balancers and operators. Many of them may poll at once:
 * the report is made at most once per HEALTH_SHARED_MS and its answer booked for the answer book
 * (http/answer-book.ts) while it is the one being handed out.
 */
import { Hono } from 'hono';
import { recent } from '../../cache/recent';
import type { HotAnswer } from '../../http/answer-book';
import { encodeBody, viewOf, type EncodedBody } from '../../http/encoded-body';

export interface HealthReport {
  /**
   * `degraded` (503): the database cannot be reached, so this node cannot serve. `stale`
   * (200): it serves, but live events from the other nodes do not reach it (the bus is down),
   * so what it shows of live play may be old until the bus returns.
   */
  status: 'ok' | 'stale' | 'degraded';
  /** `error` and `failing`: the feed's writes fail flush after flush (a full disk), and why. */
  db: { ok: boolean; dialect: string; error?: string; failing?: number };
  /** How live events travel: in this process, or through Redis (with whether it is reached). */
  bus: { kind: 'memory' | 'redis'; connected: boolean; down_since: string | null };
  /** `reason` says, while the feed is `stale`, which endpoint failed and how. */
  feed: { provider: string; running: boolean; status: string; live: number; reason?: string };
  role: string;
  uptime: number;
}

export interface HealthDeps {
  health(): Promise<HealthReport>;
  /** Told of each healthy answer, to serve it again without the router while it is current. */
  noted?: ((request: Request, answer: HotAnswer) => void) | undefined;
  now?: () => number;
}

/** How long one report answers every caller: well under any monitor's polling interval. */
export const HEALTH_SHARED_MS = 250;

interface HealthAnswer {
  status: 200 | 503;
  body: EncodedBody;
}

export function healthRoutes(deps: HealthDeps): Hono {
  const shared = recent(
    HEALTH_SHARED_MS,
    async (): Promise<HealthAnswer> => {
      const report = await deps.health();
      return {
        status: report.status === 'degraded' ? 503 : 200,
        body: encodeBody(JSON.stringify(report), 'application/json; charset=utf-8'),
      };
    },
    deps.now,
  );
  return new Hono().get('/health', async (c) => {
    const pending = shared();
    const { status, body } = await pending;
    if (status === 200) deps.noted?.(c.req.raw, { body, current: () => shared.peek() === pending });
    return c.body(viewOf(body.bytes), status, { 'Content-Type': body.contentType });
  });
}
