// Renders one composed pin per board style with the local providers, to look at by eye and to
// time: `node --import tsx bench/render-samples.ts <outdir> [runs]`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LocalTextProvider } from '../src/server/integrations/ai/local-text';
import type { BoardBrief } from '../src/server/integrations/ai/types';
import { composePin } from '../src/server/render/compose';
import { paintArtwork } from '../src/server/render/paint-artwork';
import { seededRandom } from '../src/server/render/seeded-random';
import { BOARD_STYLES, type BoardStyle } from '../src/shared/api/boards';

const SAMPLE_BOARDS: Record<BoardStyle, Omit<BoardBrief, 'styleConfig'> & { colors: string[] }> = {
  modern: {
    name: 'Small Space Living',
    description: 'Smart storage, renter-friendly upgrades and cozy corners for tiny apartments.',
    colors: ['#3D5AFE', '#00BFA5', '#FFFFFF', '#0B1021'],
  },
  vintage: {
    name: 'Cozy Autumn Recipes',
    description: 'Warm soups, baked treats and seasonal dinners for chilly evenings.',
    colors: ['#B5542D', '#6B7B3A', '#F3E6CC', '#2B1D12'],
  },
  minimalist: {
    name: 'Slow Living Journal',
    description: 'Simple routines, calm mornings and mindful habits.',
    colors: ['#C8A27A', '#FFFFFF', '#222222'],
  },
  bold: {
    name: 'Weekend Workouts',
    description: 'High-energy HIIT sessions, strength circuits and stretching for busy people.',
    colors: ['#E60023', '#FFD60A', '#FFFFFF', '#000000'],
  },
};

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? 'samples';
  const runs = Number(process.argv[3] ?? 7);
  await mkdir(outDir, { recursive: true });
  const writer = new LocalTextProvider({ random: seededRandom(7) });
  for (const style of BOARD_STYLES) {
    const sample = SAMPLE_BOARDS[style];
    const board: BoardBrief = { ...sample, styleConfig: { style, brandColors: sample.colors } };
    const text = await writer.writePin(
      { board, pinHistory: [], titlePrompt: '', descriptionPrompt: '' },
      () => {},
    );
    const times: number[] = [];
    // CPU time too: wall time on a shared machine says more about the neighbours than about us.
    const cpuTimes: number[] = [];
    let pin: Buffer = Buffer.alloc(0);
    // The first run also loads fonts and warms up satori; the median hides it.
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const artwork = await paintArtwork(board.styleConfig, `${board.name}\n${text.title}`);
      pin = await composePin({
        artwork,
        title: text.title,
        styleConfig: board.styleConfig,
        boardName: board.name,
      });
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    const median = medianOf(times);
    const file = path.join(outDir, `pin-${style}.png`);
    await writeFile(file, pin);
    console.log(
      `${style.padEnd(10)} median ${median.toFixed(0)} ms (CPU ${medianOf(cpuTimes).toFixed(0)} ms)  first ${times[0]?.toFixed(0)} ms  ${file}`,
    );
    console.log(`           "${text.title}"`);
  }
}

function medianOf(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

await main();
