/**
 * @module resilience/parts
 * The registry of resilience parts, in the order the runner runs them. A new part is a module
 * of this folder exporting a `Part`, added here.
 */
import type { Part } from '../types';
import { apiFuzz } from './api-fuzz';
import { authTokens } from './auth-tokens';
import { postgresOutage } from './postgres-outage';
import { protocolAbuse } from './protocol-abuse';
import { providerFaults } from './provider-faults';
import { redisOutage } from './redis-outage';
import { soak } from './soak';
import { sqliteCrash } from './sqlite-crash';
import { webNodeKill } from './web-node-kill';

export const PARTS: readonly Part[] = [
  apiFuzz,
  authTokens,
  protocolAbuse,
  sqliteCrash,
  postgresOutage,
  redisOutage,
  providerFaults,
  soak,
  webNodeKill,
];
