// Pin generation with the offline provider through the streaming endpoint over real HTTP:
// pins per second and p50/p95 latency, for one user and for four users at once.
import os from 'node:os';
import { type BenchServer, call, percentile, signUp, startBenchServer, writeResults } from './support';

const PINS_PER_USER = 25; // within the Enterprise plan's 30 a day
const STYLES = ['modern', 'vintage', 'minimalist', 'bold'] as const;

async function userWithBoard(server: BenchServer, index: number) {
  const token = await signUp(server.url);
  const { board } = await call<{ board: { id: string } }>(server.url, token, 'POST', '/api/boards', {
    name: `Bench board ${index}`,
    description: 'Seasonal recipes, home ideas and weekend projects',
    style_config: { style: STYLES[index % STYLES.length], brandColors: ['#E60023', '#FFFFFF', '#1F2937'] },
  });
  return { token, boardId: board.id };
}

/** One generation through the stream; resolves with its latency in ms once 'complete' arrives. */
async function generateOnce(url: string, token: string, boardId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/generate-single-pin-stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ boardId }),
  });
  const text = await response.text();
  if (!response.ok || !text.includes('"type":"complete"'))
    throw new Error(`generation failed: ${text.slice(0, 200)}`);
  return performance.now() - started;
}

async function scenario(server: BenchServer, users: number) {
  const people = await Promise.all(Array.from({ length: users }, (_, i) => userWithBoard(server, i)));
  // One warm-up pin per user: first-use costs (font loading, JIT) are not what we measure.
  await Promise.all(people.map((p) => generateOnce(server.url, p.token, p.boardId)));
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    people.map(async (p) => {
      for (let i = 1; i < PINS_PER_USER; i += 1)
        latencies.push(await generateOnce(server.url, p.token, p.boardId));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    users,
    pins: latencies.length,
    pinsPerSecond: Number((latencies.length / seconds).toFixed(2)),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p95Ms: Number(percentile(latencies, 95).toFixed(1)),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
  };
}

export async function benchGeneration() {
  const server = await startBenchServer();
  try {
    const rows = [await scenario(server, 1), await scenario(server, 4)];
    const results = {
      benchmark: 'generation (local provider, streaming endpoint, PGlite)',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      target: 'p50 under 150 ms per pin',
      rows,
    };
    console.log(`\n${results.benchmark}`);
    console.table(rows);
    console.log(`written to ${writeResults('generation', results)}`);
    return results;
  } finally {
    await server.close();
  }
}
