// The client side of the public:wins fan-out benchmark, run as a child process by
// bench/wins-bench.ts (once against the casino, once against a bare Socket.IO
// server) so that the clients never share an event loop with the server they measure.
//
// It connects BENCH_WINS_CLIENTS clients (websocket transport, as a browser is once upgraded;
// light raw WebSocket clients, or socket.io-client itself with BENCH_WINS_CLIENT=socket.io), subscribes each to public:wins, then produces wins through HTTP with a fixed number
// of producers. Each producer has at most one win in flight: after a win it waits until that win
// reached every client before it asks for the next one (a closed loop, so latency stays a
// latency and not the length of a queue). Latency is the receipt time minus the message's own
// `at` (the moment the win was settled, or the bare server emitted it); both processes read the
// same system clock and `at` has millisecond precision.
//
// Configuration comes as JSON in BENCH_WINS_JOB:
//   { url, clients, client: 'raw' | 'socket.io', wins, producers, timeoutMs,
//     produce: { kind: 'bare' } | { kind: 'rounds', sessions: string[], betCents, params } }
// Prints one JSON line with the figures.
import { io } from 'socket.io-client';
import WebSocket from 'ws';

const job = JSON.parse(process.env.BENCH_WINS_JOB ?? '{}');
const CHANNEL = 'public:wins';
const CONNECT_BATCH = 50;
const now = () => performance.timeOrigin + performance.now();

async function connectAll() {
  const sockets = [];
  const started = now();
  for (let i = 0; i < job.clients; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, job.clients - i) }, () => connectOne());
    sockets.push(...(await Promise.all(batch)));
  }
  return { sockets, connectMs: Math.round(now() - started) };
}

/** A client: `onWin(handler)` gets each public:wins payload's `at`; `close()` hangs up. */
function connectOne() {
  return job.client === 'socket.io' ? connectSocketIo() : connectRaw();
}

function connectSocketIo() {
  return new Promise((resolve, reject) => {
    const socket = io(job.url, {
      path: '/realtime',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket.timeout(20_000).emit('subscribe', { channels: [CHANNEL] }, (err, ack) => {
        if (err) return reject(err);
        if (!ack?.subscribed?.includes(CHANNEL)) return reject(new Error(`not subscribed: ${JSON.stringify(ack)}`));
        resolve({ onWin: (handler) => socket.on(CHANNEL, (data) => handler(data?.at)), close: () => socket.disconnect() });
      });
    });
  });
}

/**
 * The same conversation on a bare WebSocket speaking the Engine.IO 4 / Socket.IO 5 wire format
 * (open, connect, subscribe with an ack, pong, events), reading only the `at` of each win: a
 * lighter client, so that 2,000 of them in one process measure the server rather than themselves.
 */
function connectRaw() {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${job.url.replace(/^http/, 'ws')}/realtime/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    const prefix = `42["${CHANNEL}",`;
    let handler = () => {};
    const timer = setTimeout(() => reject(new Error('no subscribe ack within 20 s')), 20_000);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text.startsWith(prefix)) {
        const at = text.indexOf('"at":"');
        handler(at < 0 ? undefined : text.slice(at + 6, text.indexOf('"', at + 6)));
      } else if (text === '2') ws.send('3');
      else if (text.startsWith('0')) ws.send('40');
      else if (text.startsWith('40')) ws.send(`420["subscribe",{"channels":["${CHANNEL}"]}]`);
      else if (text.startsWith('430')) {
        clearTimeout(timer);
        const [ack] = JSON.parse(text.slice(3));
        if (!ack?.subscribed?.includes(CHANNEL)) return reject(new Error(`not subscribed: ${text}`));
        resolve({ onWin: (h) => (handler = h), close: () => ws.close() });
      } else if (text.startsWith('44')) reject(new Error(`connect refused: ${text}`));
    });
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const { sockets, connectMs } = await connectAll();
  const expected = job.wins * job.clients;
  const latencies = new Float64Array(expected + job.clients * job.producers);
  let received = 0;
  let malformed = 0;
  let lastReceipt = 0;
  // receivedBy[k]: how many clients have heard their k-th win; completed: wins every client heard.
  const receivedBy = new Uint32Array(job.wins + job.producers + 1);
  let completed = 0;
  const waiters = [];
  const wake = () => {
    while (waiters.length > 0 && waiters[0].index <= completed) waiters.shift().resolve();
  };

  for (const socket of sockets) {
    let count = 0;
    socket.onWin((atIso) => {
      const at = now();
      const sent = Date.parse(atIso);
      if (!Number.isFinite(sent)) malformed += 1;
      else if (received < latencies.length) latencies[received] = at - sent;
      received += 1;
      lastReceipt = at;
      if (count < receivedBy.length) {
        receivedBy[count] += 1;
        if (receivedBy[count] === job.clients) {
          completed = count + 1;
          wake();
        }
      }
      count += 1;
    });
  }

  const untilDelivered = (index) =>
    index <= completed
      ? Promise.resolve()
      : new Promise((resolve) => {
          waiters.push({ index, resolve });
        });

  let produced = 0;
  let requests = 0;
  let nonNotable = 0;
  const errors = [];
  const requestTimes = [];
  /** One request that may produce a win; answers whether it did. */
  async function produceOne(producer) {
    requests += 1;
    const asked = now();
    try {
      return await request(producer);
    } finally {
      if (requestTimes.length < 100_000) requestTimes.push(now() - asked);
    }
  }
  async function request(producer) {
    if (job.produce.kind === 'bare') {
      const res = await fetch(`${job.url}/publish`, { method: 'POST' });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`publish answered ${res.status}`);
      return true;
    }
    const res = await fetch(`${job.url}/provider/inhouse/api/rounds`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-game-session': job.produce.sessions[producer],
      },
      body: JSON.stringify({ bet_cents: job.produce.betCents, params: job.produce.params }),
    });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`round answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return body.win_cents >= job.produce.notableCents;
  }

  const deadline = Date.now() + job.timeoutMs;
  const started = now();
  await Promise.all(
    Array.from({ length: job.producers }, async (_, producer) => {
      while (produced < job.wins && Date.now() < deadline && errors.length === 0) {
        let notable;
        try {
          notable = await produceOne(producer);
        } catch (err) {
          errors.push(String(err));
          return;
        }
        if (!notable) {
          nonNotable += 1;
          continue;
        }
        produced += 1;
        const mine = produced;
        await Promise.race([untilDelivered(mine), new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
      }
    }),
  );
  // Stragglers of the last wins (a producer may have stopped on the deadline).
  while (received < produced * job.clients && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const elapsedMs = (lastReceipt || now()) - started;
  for (const socket of sockets) socket.close();

  const measured = Math.min(received, latencies.length);
  const sorted = Array.from(latencies.subarray(0, measured)).sort((a, b) => a - b);
  const round = (n) => (n === null ? null : Number(n.toFixed(1)));
  console.log(
    JSON.stringify({
      clients: job.clients,
      client: job.client === 'socket.io' ? 'socket.io-client' : 'raw WebSocket (Socket.IO wire format)',
      producers: job.producers,
      connectMs,
      wins: produced,
      requests,
      nonNotableRounds: nonNotable,
      messagesExpected: produced * job.clients,
      messagesReceived: received,
      malformed,
      seconds: round(elapsedMs / 1000),
      winsPerSecond: round((completed * 1000) / elapsedMs),
      messagesPerSecond: Math.round((received * 1000) / elapsedMs),
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p90: round(percentile(sorted, 90)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? null),
      },
      // How long the HTTP call that produced a win took (round settled, or bare emit done).
      requestMs: {
        p50: round(
          percentile(
            requestTimes.sort((a, b) => a - b),
            50,
          ),
        ),
        p99: round(percentile(requestTimes, 99)),
      },
      errors: errors.slice(0, 3),
    }),
  );
  process.exit(0);
}

main().catch((err) => {
  console.log(JSON.stringify({ error: String(err) }));
  process.exit(1);
});
