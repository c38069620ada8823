/**
 * @module resilience/soak/clients-main
 * The soak's clients, a child process of the part (tests/resilience/soak/clients.ts drives it
 * over IPC): thousands of light `/inplay` clients speaking the socket.io protocol on raw
 * WebSockets (as tests/bench/fanout-load.ts does), spread over 127.0.0.x source addresses so
 * ports do not run short. Each follows the list, answers pings and checks its frames' seq chain.
 * Every fourth client also follows one match (its details room), so the server keeps per-socket
 * rooms and room streams too. Half of a disconnect is polite (namespace DISCONNECT, then a close frame), half a cut
 * connection, so the server's both ways of losing a client are exercised.
 */
import WebSocket from 'ws';

const NS = '/inplay';
const CONNECT_BATCH = 200;
const CONNECT_TIMEOUT_MS = 15_000;

interface Client {
  ws: WebSocket;
  /** Seq of the last list frame, 0 before the first. */
  held: number;
  /** Seq of the last frame of the followed match's room, 0 before the first. */
  matchHeld: number;
  frames: number;
  gaps: number;
  /** Closed without this process asking. */
  dropped: boolean;
  leaving: boolean;
}

type Frame = { ch: string; after: number; seq: number };

const send = (message: object) => process.send?.(message);
let clients: Client[] = [];
let droppedTotal = 0;

/** The same broadcast reaches every client as the same text: parse each distinct text once. */
const parsed = new Map<string, Frame | null>();
function frameOf(body: string): Frame | null {
  let frame = parsed.get(body);
  if (frame === undefined) {
    const [event, payload] = JSON.parse(body) as [string, Frame];
    frame = event === 'live:batch' ? payload : null;
    parsed.set(body, frame);
    if (parsed.size > 256) parsed.delete(parsed.keys().next().value!);
  }
  return frame;
}

function onMessage(client: Client, text: string) {
  if (text === '2') return client.ws.send('3');
  if (!text.startsWith(`42${NS},`)) return;
  const frame = frameOf(text.slice(NS.length + 3));
  if (!frame) return;
  // Each room's frames make a chain of their own: the list's and the match's.
  const key = frame.ch.startsWith('match:') ? 'matchHeld' : 'held';
  if (client[key] > 0 && frame.after !== client[key]) client.gaps += 1;
  client[key] = frame.seq;
  client.frames += 1;
}

/** Bet365 ids of the matches in play, which every fourth client follows one of. */
let matches: string[] = [];

function connectOne(url: string, index: number, localAddress: string): Promise<Client | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      localAddress,
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    const client: Client = {
      ws,
      held: 0,
      matchHeld: 0,
      frames: 0,
      gaps: 0,
      dropped: false,
      leaving: false,
    };
    let joined = false;
    const timer = setTimeout(() => ws.terminate(), CONNECT_TIMEOUT_MS);
    ws.on('error', () => undefined);
    ws.on('close', () => {
      clearTimeout(timer);
      if (!joined) return resolve(null);
      if (!client.leaving) {
        client.dropped = true;
        droppedTotal += 1;
      }
    });
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (joined) return onMessage(client, text);
      if (text.startsWith('0{')) ws.send(`40${NS},`);
      else if (text.startsWith(`40${NS},`)) {
        joined = true;
        clearTimeout(timer);
        const match = index % 4 === 0 ? matches[(index / 4) % matches.length] : undefined;
        if (match) ws.send(`42${NS},["match:subscribe","${match}"]`);
        resolve(client);
      }
    });
  });
}

async function connect(url: string, n: number, addresses: number) {
  const started = performance.now();
  let failed = 0;
  for (let i = 0; i < n; i += CONNECT_BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(CONNECT_BATCH, n - i) }, (_, k) =>
        connectOne(url, i + k, `127.0.0.${2 + ((clients.length + i + k) % addresses)}`),
      ),
    );
    for (const client of batch) {
      if (client) clients.push(client);
      else failed += 1;
    }
  }
  send({
    type: 'connected',
    open: clients.length,
    failed,
    ms: Math.round(performance.now() - started),
  });
}

/** Closes every client (every other one politely) and waits for all to be closed. */
async function disconnect() {
  const started = performance.now();
  const leaving = clients;
  clients = [];
  await Promise.all(
    leaving.map(
      (client, i) =>
        new Promise<void>((resolve) => {
          client.leaving = true;
          if (client.ws.readyState === WebSocket.CLOSED) return resolve();
          client.ws.once('close', () => resolve());
          if (i % 2 === 0) {
            client.ws.send(`41${NS},`);
            client.ws.close(1000);
            // A close handshake the server does not finish is cut.
            setTimeout(() => client.ws.terminate(), 5_000).unref();
          } else client.ws.terminate();
        }),
    ),
  );
  send({
    type: 'disconnected',
    closed: leaving.length,
    ms: Math.round(performance.now() - started),
  });
}

function stats() {
  const frames = clients.map((c) => c.frames);
  const seqs = clients.map((c) => c.held);
  send({
    type: 'stats',
    open: clients.filter((c) => c.ws.readyState === WebSocket.OPEN).length,
    frames: frames.reduce((a, b) => a + b, 0),
    minFrames: frames.length ? Math.min(...frames) : 0,
    maxFrames: frames.length ? Math.max(...frames) : 0,
    gaps: clients.reduce((n, c) => n + c.gaps, 0),
    minSeq: seqs.length ? Math.min(...seqs) : 0,
    maxSeq: seqs.length ? Math.max(...seqs) : 0,
    dropped: droppedTotal,
  });
}

interface Command {
  type: string;
  url?: string;
  n?: number;
  addresses?: number;
  matches?: string[];
}

process.on('message', (m: Command) => {
  if (m.type === 'connect') {
    matches = m.matches ?? [];
    void connect(m.url!, m.n!, m.addresses ?? 16);
  }
  if (m.type === 'disconnect') void disconnect();
  if (m.type === 'stats') stats();
  if (m.type === 'reset') {
    for (const c of clients) c.frames = c.gaps = 0;
    droppedTotal = 0;
    send({ type: 'reset' });
  }
  if (m.type === 'exit') process.exit(0);
});

send({ type: 'ready' });
