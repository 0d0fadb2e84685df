// Issue 28's template figures: the editor's live preview (POST /api/templates/preview, p50 < 120 ms
// on the server) and what a custom template costs to draw against a built-in (≤ 1.3×).
// A custom template here is what the editor starts from, a duplicated built-in, with six more
// layers on it (shapes, the domain, the logo box) in another font: more than most users add.
import os from 'node:os';
import { closeImagePool, composePin, paintArtwork } from '../src/server/render/image-pool';
import type { StyleConfig } from '../src/shared/api/boards';
import { BUILTIN_TEMPLATES } from '../src/shared/builtin-templates';
import type { PinTemplate } from '../src/shared/templates';
import { percentile, signUp, startBenchServer, writeResults } from './support';

const RUNS = 40;
const WARM_UPS = 5;
const PREVIEW_TARGET_MS = 120;
const RATIO_TARGET = 1.3;
const STYLE: StyleConfig = { style: 'modern', brandColors: ['#E60023', '#1F2937'] };
const TITLE = 'Twelve small-space balcony gardens that bloom all summer long, even in the shade';

/** modern-card duplicated, with six layers more in Playfair: what a user's own template looks like. */
function customTemplate(): PinTemplate {
  const base = BUILTIN_TEMPLATES['modern-card'];
  const shape = (y: number) =>
    ({ type: 'shape', x: 60, y, width: 880, height: 8, shape: 'rect', fill: 'primary' }) as const;
  return {
    ...base,
    layers: [
      ...base.layers,
      shape(40),
      shape(1452),
      { type: 'shape', x: 860, y: 60, width: 80, height: 80, shape: 'ellipse', fill: 'secondary' },
      { type: 'logo', x: 60, y: 60, width: 160, height: 80 },
      {
        type: 'text',
        content: 'domain',
        x: 0,
        y: { bottom: 20 },
        width: 1000,
        align: 'center',
        font: { font: 'playfair', weight: 700, size: 26, spacing: 1 },
        color: 'dark',
        maxWidth: 800,
      },
      {
        type: 'text',
        content: 'boardName',
        x: 0,
        y: { top: 170 },
        width: 1000,
        align: 'center',
        font: { font: 'playfair', weight: 400, size: 30, spacing: 2 },
        color: 'primary',
        maxWidth: 800,
      },
    ],
  } as PinTemplate;
}

async function timePreviews(url: string, token: string, document: PinTemplate): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/templates/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ document, sample: { title: TITLE } }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`preview: ${response.status}`);
    if (run >= WARM_UPS) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Draws the same artwork and title with each template in turn, so both meet the same load. */
async function timeRenders(templates: Record<string, PinTemplate | undefined>) {
  const artwork = await paintArtwork(STYLE, TITLE);
  const times: Record<string, number[]> = Object.fromEntries(
    Object.keys(templates).map((name) => [name, []]),
  );
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    for (const [name, template] of Object.entries(templates)) {
      const started = performance.now();
      await composePin({
        artwork,
        title: TITLE,
        styleConfig: STYLE,
        boardName: 'Balcony Gardens',
        template,
        domain: 'balcony.example',
      });
      if (run >= WARM_UPS) times[name]?.push(performance.now() - started);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, list.sort((a, b) => a - b)]));
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function benchTemplates() {
  const server = await startBenchServer();
  try {
    const token = await signUp(server.url, 'pro');
    const custom = customTemplate();
    const preview = await timePreviews(server.url, token, custom);
    const renders = await timeRenders({
      'built-in modern-card': undefined,
      'custom, modern-card duplicated': structuredClone(BUILTIN_TEMPLATES['modern-card']) as PinTemplate,
      'custom, duplicated + 6 layers': custom,
    });
    const [builtIn = [], duplicate = [], heavier = []] = Object.values(renders);
    const rows = [
      {
        measure: 'preview, POST /api/templates/preview (HTTP)',
        p50: round(percentile(preview, 50)),
        p95: round(percentile(preview, 95)),
        target: `p50 < ${PREVIEW_TARGET_MS} ms`,
      },
      ...Object.entries(renders).map(([name, list]) => ({
        measure: `render, ${name}`,
        p50: round(percentile(list, 50)),
        p95: round(percentile(list, 95)),
        target: '',
      })),
    ];
    const ratioTo = (list: number[]) =>
      Math.round((percentile(list, 50) / percentile(builtIn, 50)) * 100) / 100;
    const ratios = { duplicate: ratioTo(duplicate), withSixMoreLayers: ratioTo(heavier) };
    const results = {
      benchmark: `templates: ${RUNS} previews and ${RUNS} renders of each after ${WARM_UPS} warm-ups, one user, PGlite, the image pool's own threads`,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      rows,
      customToBuiltInRatio: ratios,
      ratioTarget: `≤ ${RATIO_TARGET}`,
    };
    console.log(`\n${results.benchmark}`);
    console.table(rows);
    console.log(
      `custom / built-in render p50: duplicate ${ratios.duplicate}, with 6 more layers ${ratios.withSixMoreLayers} (target ≤ ${RATIO_TARGET})`,
    );
    console.log(`written to ${writeResults('templates', results)}`);
    return results;
  } finally {
    await server.close();
    await closeImagePool();
  }
}
