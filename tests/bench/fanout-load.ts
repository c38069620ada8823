/**
 * Fan-out benchmark, load process (started by tests/bench/fanout.ts over IPC): N clients on
 * loopback, spread over several source addresses 127.0.0.x so ports do not run short. `sio`
 * clients speak the socket.io protocol (Engine.IO v4 over WebSocket, namespace `/inplay`,
 * pings answered) without socket.io-client's object layers, so one process can hold thousands;
 * `ws` clients read the bare reference server's frames. Both read every frame (each distinct
 * frame text is parsed once: see parseFrame) and check its seq chain, so the difference
 * measured is the server's.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const send = (message: object) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

interface Schedule {
  firstSeq: number;
  t0: number;
  interval: number;
  from: number;
  to: number;
}

/** Latency histogram: 0.1 ms buckets up to 10 s. */
const BUCKET_MS = 0.1;
const histogram = new Uint32Array(100_001);
let schedule: Schedule | undefined;
let delivered = 0;
let gaps = 0;
let wireBytes = 0;
let itemsInFrames = 0;
/** Client 0's frame bytes shared out to its score entries by JSON size, and their count. */
let scoreBytes = 0;
let scoreCount = 0;
let frames = 0;
const sockets: WebSocket[] = [];
const held: number[] = [];

type Frame = { after: number; seq: number; ev: [string, { seq: number }][] };

/**
 * A room broadcast reaches every client as the same text: parse each distinct text once. The
 * thousands of clients here share one core with the server, unlike real screens on their own
 * devices, so parsing the same frame thousands of times would measure the load generator, not
 * the server. Every client still reads its own frame and checks its own seq chain.
 */
const parsedFrames = new Map<string, Frame>();
const PARSED_FRAMES_KEPT = 256;

function parseFrame(body: string): Frame {
  let f = parsedFrames.get(body);
  if (!f) {
    const raw = JSON.parse(body) as Frame | [string, Frame];
    f = Array.isArray(raw) ? raw[1] : raw;
    parsedFrames.set(body, f);
    if (parsedFrames.size > PARSED_FRAMES_KEPT) {
      parsedFrames.delete(parsedFrames.keys().next().value!);
    }
  }
  return f;
}

function onFrame(client: number, text: string, bodyStart: number) {
  const t = now();
  const f = parseFrame(text.slice(bodyStart));
  if (held[client]! > 0 && f.after > held[client]!) gaps++;
  held[client] = f.seq;
  if (!schedule) return;
  frames++;
  const bytes = text.length + (text.length > 125 ? (text.length > 65_535 ? 10 : 4) : 2);
  wireBytes += bytes;
  itemsInFrames += f.ev.length;
  // What a score update costs on the wire; one client is enough and keeps this cheap.
  if (client === 0) {
    let all = 0;
    let scores = 0;
    for (const e of f.ev) {
      const size = JSON.stringify(e).length;
      all += size;
      if (e[0] === 'inplay') {
        scores += size;
        scoreCount++;
      }
    }
    if (all > 0) scoreBytes += (bytes * scores) / all;
  }
  for (const [, p] of f.ev) {
    const j = p.seq - schedule.firstSeq;
    if (j < schedule.from || j >= schedule.to) continue;
    delivered++;
    const latency = t - (schedule.t0 + j * schedule.interval);
    histogram[Math.min(histogram.length - 1, Math.max(0, Math.round(latency / BUCKET_MS)))]!++;
  }
}

function connectOne(url: string, kind: 'sio' | 'ws', index: number, localAddress: string) {
  return new Promise<void>((resolve, reject) => {
    const path = kind === 'sio' ? '/socket.io/?EIO=4&transport=websocket' : '/';
    const ws = new WebSocket(url.replace(/^http/, 'ws') + path, {
      localAddress,
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    held[index] = 0;
    ws.on('error', reject);
    if (kind === 'ws') {
      ws.on('open', () => resolve());
      ws.on('message', (data: Buffer) => onFrame(index, data.toString(), 0));
    } else {
      ws.on('message', (data: Buffer) => {
        const text = data.toString();
        const type = text.charCodeAt(0);
        if (type === 48)
          ws.send('40/inplay,'); // Engine.IO open → connect the namespace
        else if (type === 50)
          ws.send('3'); // ping → pong
        else if (type === 52) {
          const packet = text.charCodeAt(1);
          if (packet === 48)
            resolve(); // socket.io CONNECT acknowledged
          else if (packet === 50) onFrame(index, text, text.indexOf(',') + 1);
        }
      });
    }
    sockets.push(ws);
  });
}

async function connect(url: string, n: number, kind: 'sio' | 'ws', addresses: number) {
  const started = now();
  const batch = 200;
  const first = sockets.length;
  for (let i = 0; i < n; i += batch) {
    const count = Math.min(batch, n - i);
    await Promise.all(
      Array.from({ length: count }, (_, k) => {
        const index = first + i + k;
        return connectOne(url, kind, index, `127.0.0.${2 + (index % addresses)}`);
      }),
    );
  }
  send({ type: 'connected', n: sockets.length, ms: Math.round(now() - started) });
}

/** The non-empty buckets of the histogram, to be merged with the other load processes'. */
function sparseHistogram(): [number, number][] {
  const out: [number, number][] = [];
  histogram.forEach((count, bucket) => {
    if (count > 0) out.push([bucket, count]);
  });
  return out;
}

let cpuStart = process.cpuUsage();
let measureStart = 0;

process.on(
  'message',
  (m: {
    type: string;
    url?: string;
    n?: number;
    kind?: 'sio' | 'ws';
    addresses?: number;
    schedule?: Schedule;
  }) => {
    if (m.type === 'connect')
      void connect(m.url!, m.n!, m.kind!, m.addresses ?? 8).catch((error: Error) =>
        send({ type: 'error', message: error.message }),
      );
    if (m.type === 'schedule') {
      schedule = m.schedule;
      delivered = gaps = wireBytes = itemsInFrames = scoreBytes = scoreCount = frames = 0;
      histogram.fill(0);
      cpuStart = process.cpuUsage();
      measureStart = now();
    }
    if (m.type === 'finish') {
      const cpu = process.cpuUsage(cpuStart);
      const elapsed = now() - measureStart;
      const bytesPerItem = itemsInFrames ? wireBytes / itemsInFrames : 0;
      send({
        type: 'result',
        delivered,
        gaps,
        frames,
        histogram: sparseHistogram(),
        bucketMs: BUCKET_MS,
        bytesPerUpdate: Math.round(bytesPerItem * 10) / 10,
        bytesPerScoreUpdate: scoreCount ? Math.round((scoreBytes / scoreCount) * 10) / 10 : 0,
        loadCpuPercent: ((cpu.user + cpu.system) / 1000 / elapsed) * 100,
      });
    }
    if (m.type === 'disconnect') {
      for (const s of sockets.splice(0)) s.terminate();
      setTimeout(() => send({ type: 'disconnected' }), 500);
    }
    if (m.type === 'close') {
      for (const s of sockets) s.terminate();
      process.exit(0);
    }
  },
);

send({ type: 'ready' });
