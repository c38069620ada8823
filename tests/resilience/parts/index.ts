/**
 * @module resilience/parts
 * The registry of resilience parts, in the order the runner runs them. A new part is a module
 * of this folder exporting a `Part`, added here.
 */
import type { Part } from '../types';
import { apiFuzz } from './api-fuzz';
import { authTokens } from './auth-tokens';
import { protocolAbuse } from './protocol-abuse';

export const PARTS: readonly Part[] = [apiFuzz, authTokens, protocolAbuse];
