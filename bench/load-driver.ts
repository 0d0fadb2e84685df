// HTTP load for the benchmarks, run in a worker thread so the client does not share the server's
// event loop. Two shapes:
// - open loop: requests start on a fixed schedule (`rate` a second) whatever the answers do, and
//   each latency counts from its scheduled start, so a stalled server is charged for the requests
//   it held back (no coordinated omission, which a closed loop of N connections hides);
// - closed loop: `connections` loops flat out, for the saturation throughput.
import { Worker } from 'node:worker_threads';
import { percentile } from './support';

export interface LoadOptions {
  url: string;
  /** Path of the request; each request picks one of `headers` at random (one per user). */
  path: string;
  headers: Record<string, string>[];
  durationMs: number;
  /** Open loop: requests started per second. */
  rate?: number;
  /** Closed loop: connections flat out. */
  connections?: number;
}

export interface LoadFigures {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Mean response body size on the wire (compressed if the server compressed it). */
  bytesPerRequest: number;
}

const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, path, headers, durationMs, rate, connections } = workerData;
// Open loop: enough sockets that the agent never queues what the schedule started.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections ?? 512 });
const target = new URL(path, url);
const latencies = [];
let errors = 0;
let bytes = 0;
function once(startedAt) {
  return new Promise((resolve) => {
    // As a browser asks: it takes compressed answers (the bytes counted are those on the wire).
    const chosen = { 'accept-encoding': 'gzip, deflate, br', ...headers[Math.floor(Math.random() * headers.length)] };
    const request = http.get(target, { agent, headers: chosen }, (response) => {
      response.on('data', (chunk) => { bytes += chunk.length; });
      response.on('end', () => {
        if (response.statusCode === 200) latencies.push(performance.now() - startedAt); else errors += 1;
        resolve();
      });
    });
    request.on('error', () => { errors += 1; resolve(); });
  });
}
async function openLoop() {
  const started = performance.now();
  const total = Math.round((rate * durationMs) / 1000);
  const pending = [];
  let sent = 0;
  await new Promise((done) => {
    const tick = () => {
      const now = performance.now();
      // Every request whose time has come starts now, measured from its scheduled time.
      while (sent < total && started + (sent * 1000) / rate <= now) {
        pending.push(once(started + (sent * 1000) / rate));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1); else done();
    };
    tick();
  });
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}
async function closedLoop() {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) await once(performance.now());
  }));
  return (performance.now() - started) / 1000;
}
(rate ? openLoop() : closedLoop()).then((seconds) => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, bytes, seconds });
});
`;

export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SCRIPT, { eval: true, workerData: options });
    worker.once('error', reject);
    worker.once(
      'message',
      ({
        latencies,
        errors,
        bytes,
        seconds,
      }: {
        latencies: number[];
        errors: number;
        bytes: number;
        seconds: number;
      }) => {
        latencies.sort((a, b) => a - b);
        const ms = (p: number) => Number(percentile(latencies, p).toFixed(1));
        const answered = latencies.length + errors;
        resolve({
          requests: latencies.length,
          errors,
          requestsPerSecond: Number((latencies.length / seconds).toFixed(0)),
          p50Ms: ms(50),
          p99Ms: ms(99),
          maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
          bytesPerRequest: answered ? Math.round(bytes / answered) : 0,
        });
      },
    );
  });
}
