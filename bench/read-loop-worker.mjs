// Worker of bench/read-loop.ts: one reader fetching a page or an API route again and again, each
// after the last answer, and posting every answer's time in ms back as one run.
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, seconds } = workerData;
const end = Date.now() + seconds * 1000;
const times = [];
while (Date.now() < end) {
  const at = performance.now();
  const res = await fetch(url, { headers });
  await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  times.push(performance.now() - at);
}
parentPort?.postMessage(times);
