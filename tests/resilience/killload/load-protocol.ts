/**
 * @module resilience/killload/load-protocol
 * The IPC messages between the web-node-kill part and its load process.
 */
import type { GoneHow } from './list-state';
import type { ClientRecord, NodeAddress } from './load-client';

export type LoadRequest =
  /** Opens `perNode[i]` clients on node i. */
  | { type: 'connect'; nodes: NodeAddress[]; perNode: number[]; addresses: number }
  | { type: 'status'; nodes: NodeAddress[] }
  /** Compares every client's list with a snapshot's text. */
  | { type: 'check'; snapshot: string }
  | { type: 'report' }
  | { type: 'close' };

/** Clients holding one (shared) list state, compared with the snapshot. */
export interface StateGroup {
  clients: number;
  /** Of them, connected and in sync. */
  live: number;
  seq: number;
  /** `id:score:status` of every listed row equals the snapshot's. */
  scoresEqual: boolean;
  /** Every field of every listed row but `seq` equals the snapshot's. */
  fullEqual: boolean;
  /** Matches that left the list: id, last score held, how. */
  gone: (readonly [number, string | null, GoneHow])[];
  returned: number;
  /** The list held, when it differs (cut short). */
  scores?: string;
}

export type LoadReply =
  | { type: 'ready' }
  | { type: 'connected'; total: number; live: number; ms: number }
  | { type: 'status'; liveOn: number[]; total: number }
  | { type: 'checked'; groups: StateGroup[]; expectedSeq: number }
  | { type: 'report'; records: ClientRecord[]; rssMb: number; cpuSeconds: number }
  | { type: 'error'; message: string };
