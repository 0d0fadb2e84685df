// Vintage: aged paper, a faded sunburst, halftone dots, print grain and an ornamental frame,
// with the brand colours pulled towards sepia.
import { mix, type Palette, sepiaTone } from '../palette';
import { between, type Random } from '../seeded-random';
import { el, points } from '../svg';

const CENTRE: [number, number] = [500, 740];

export function paintVintage(palette: Palette, random: Random): string {
  const primary = sepiaTone(palette.primary);
  const secondary = sepiaTone(palette.secondary);
  const ink = mix(sepiaTone(palette.dark), '#3B2412', 0.5);
  const paper = mix('#F2E4C6', primary, 0.05);
  return [
    el(
      'defs',
      {},
      el(
        'radialGradient',
        { id: 'vignette', cx: 0.5, cy: 0.5, r: 0.75 },
        el('stop', { offset: 0.55, 'stop-color': '#6B4A2B', 'stop-opacity': 0 }),
        el('stop', { offset: 1, 'stop-color': '#6B4A2B', 'stop-opacity': 0.38 }),
      ),
      grainPattern(random),
    ),
    el('rect', { width: 1000, height: 1500, fill: paper }),
    sunburst(primary, between(random, 0, 7.5)),
    el('circle', {
      cx: CENTRE[0],
      cy: CENTRE[1],
      r: 400,
      fill: 'none',
      stroke: secondary,
      'stroke-width': 6,
    }),
    el('circle', { cx: CENTRE[0], cy: CENTRE[1], r: 372, fill: primary, 'fill-opacity': 0.85 }),
    halftone(secondary),
    el('rect', { width: 1000, height: 1500, fill: 'url(#grain)' }),
    el('rect', { width: 1000, height: 1500, fill: 'url(#vignette)' }),
    frame(ink),
  ].join('');
}

function sunburst(color: string, offset: number): string {
  const rays: string[] = [];
  const count = 24;
  for (let i = 0; i < count; i++) {
    const a = ((i * 360) / count + offset) * (Math.PI / 180);
    const b = a + Math.PI / count;
    rays.push(
      el('polygon', {
        points: points([
          CENTRE,
          [CENTRE[0] + Math.cos(a) * 1400, CENTRE[1] + Math.sin(a) * 1400],
          [CENTRE[0] + Math.cos(b) * 1400, CENTRE[1] + Math.sin(b) * 1400],
        ]),
      }),
    );
  }
  return el('g', { fill: color, 'fill-opacity': 0.13 }, ...rays);
}

/** Rows of dots growing towards the bottom, like an old two-colour print. */
function halftone(color: string): string {
  const dots: string[] = [];
  for (let row = 0; row < 11; row++) {
    const y = 1200 + row * 24;
    const r = 1.2 + row * 0.75;
    for (let col = 0; col < 35; col++) {
      dots.push(el('circle', { cx: 88 + col * 24 + (row % 2) * 12, cy: y, r }));
    }
  }
  return el('g', { fill: color, 'fill-opacity': 0.5 }, ...dots);
}

function grainPattern(random: Random): string {
  const specks: string[] = [];
  for (let i = 0; i < 40; i++) {
    const dark = i % 3 !== 0;
    specks.push(
      el('circle', {
        cx: between(random, 0, 120),
        cy: between(random, 0, 120),
        r: between(random, 0.5, 1.5),
        fill: dark ? '#4A3520' : '#FFF8E8',
        'fill-opacity': dark ? 0.22 : 0.5,
      }),
    );
  }
  return el('pattern', { id: 'grain', width: 120, height: 120, patternUnits: 'userSpaceOnUse' }, ...specks);
}

function frame(ink: string): string {
  const corners: string[] = [];
  for (const [x, y] of [
    [62, 62],
    [938, 62],
    [62, 1438],
    [938, 1438],
  ] as const) {
    corners.push(
      el('rect', {
        x: x - 11,
        y: y - 11,
        width: 22,
        height: 22,
        fill: ink,
        transform: `rotate(45 ${x} ${y})`,
      }),
      el('circle', { cx: x, cy: y, r: 26, fill: 'none', stroke: ink, 'stroke-width': 2 }),
    );
  }
  const diamonds = [-60, 0, 60].map((dx) =>
    el('rect', {
      x: 500 + dx - 8,
      y: 132,
      width: 16,
      height: 16,
      fill: ink,
      transform: `rotate(45 ${500 + dx} 140)`,
    }),
  );
  return [
    el('rect', { x: 30, y: 30, width: 940, height: 1440, fill: 'none', stroke: ink, 'stroke-width': 6 }),
    el('rect', { x: 48, y: 48, width: 904, height: 1404, fill: 'none', stroke: ink, 'stroke-width': 1.5 }),
    ...corners,
    ...diamonds,
  ].join('');
}
