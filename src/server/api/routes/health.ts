/**
 * @module api/routes/health
 * `GET /api/health`: liveness for load balancers and operators.
 */
import { Hono } from 'hono';

export interface HealthReport {
  status: 'ok' | 'degraded';
  db: { ok: boolean; dialect: string };
  feed: { provider: string; running: boolean; status: string; live: number };
  role: string;
  uptime: number;
}

export interface HealthDeps {
  health(): Promise<HealthReport>;
}

export function healthRoutes(deps: HealthDeps): Hono {
  return new Hono().get('/health', async (c) => {
    const report = await deps.health();
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}
