/**
 * @module resilience/killload/load-main
 * The load process of the web-node-kill part (forked by load-process.ts, driven over IPC): holds
 * the thousands of load clients, spread over source addresses 127.0.0.x, and answers what they
 * hold and what happened to them.
 */
import { sleep } from '../stats';
import { listedText, snapshotOf, type ListState } from './list-state';
import { LoadClient, type NodeAddress } from './load-client';
import type { LoadReply, LoadRequest, StateGroup } from './load-protocol';

/** Clients opened together; the next batch starts once these are live (or late). */
const BATCH = 200;
const BATCH_LIMIT_MS = 30_000;

const clients: LoadClient[] = [];
const send = (message: LoadReply) => process.send?.(message);

async function connect(nodes: NodeAddress[], perNode: number[], addresses: number) {
  const started = Date.now();
  const homes = perNode.flatMap((n, node) => Array.from({ length: n }, () => node));
  for (let i = 0; i < homes.length; i += BATCH) {
    const batch = homes.slice(i, i + BATCH).map((home, k) => {
      const address = `127.0.0.${2 + ((i + k) % addresses)}`;
      const client = new LoadClient(nodes, home, address);
      clients.push(client);
      client.start();
      return client;
    });
    const batchStart = Date.now();
    while (!batch.every((c) => c.live()) && Date.now() - batchStart < BATCH_LIMIT_MS)
      await sleep(50);
  }
  const live = clients.filter((c) => c.live()).length;
  send({ type: 'connected', total: clients.length, live, ms: Date.now() - started });
}

/** Clients grouped by the state they hold (shared states: usually a handful of groups). */
function groups(): Map<ListState, LoadClient[]> {
  const byState = new Map<ListState, LoadClient[]>();
  for (const client of clients) {
    const list = byState.get(client.state) ?? [];
    list.push(client);
    byState.set(client.state, list);
  }
  return byState;
}

function check(snapshotText: string): StateGroup[] {
  const expected = listedText(snapshotOf(snapshotText).matches);
  return [...groups()].map(([state, members]) => {
    const held = listedText(state.rows.values());
    return {
      clients: members.length,
      live: members.filter((c) => c.live()).length,
      seq: state.seq,
      scoresEqual: held.scores === expected.scores,
      fullEqual: held.full === expected.full,
      gone: [...state.gone].map(([id, g]) => [id, g.ss, g.how] as const),
      returned: state.returned,
      ...(held.scores === expected.scores ? {} : { scores: held.scores.slice(0, 400) }),
    };
  });
}

process.on('message', (m: LoadRequest) => {
  if (m.type === 'connect')
    void connect(m.nodes, m.perNode, m.addresses).catch((error: Error) =>
      send({ type: 'error', message: error.message }),
    );
  else if (m.type === 'status')
    send({
      type: 'status',
      liveOn: m.nodes.map(
        (_, node) => clients.filter((c) => c.live() && c.record.node === node).length,
      ),
      total: clients.length,
    });
  else if (m.type === 'check')
    send({ type: 'checked', groups: check(m.snapshot), expectedSeq: snapshotOf(m.snapshot).seq });
  else if (m.type === 'report')
    send({
      type: 'report',
      records: clients.map((c) => c.record),
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
      cpuSeconds: Math.round(process.cpuUsage().user / 1e5 + process.cpuUsage().system / 1e5) / 10,
    });
  else if (m.type === 'close') {
    for (const client of clients) client.close();
    process.exit(0);
  }
});

send({ type: 'ready' });
