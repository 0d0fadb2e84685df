// Bold: big saturated colour blocks, diagonal stripes and a giant ring, in high contrast.
import type { Palette } from '../palette';
import { between, type Random } from '../seeded-random';
import { el, points } from '../svg';

export function paintBold(palette: Palette, random: Random): string {
  const { primary, secondary, dark, light } = palette;
  const stripes: string[] = [];
  for (let i = -12; i < 16; i++) {
    const x = i * 64;
    stripes.push(
      el('polygon', {
        points: points([
          [x, 0],
          [x + 30, 0],
          [x + 30 + 640, 640],
          [x + 640, 640],
        ]),
      }),
    );
  }
  const ringX = between(random, 150, 330);
  const ringY = between(random, 280, 380);
  const slope = between(random, 220, 380);
  return [
    el('defs', {}, el('clipPath', { id: 'stripes' }, el('rect', { x: 470, y: 0, width: 530, height: 620 }))),
    el('rect', { width: 1000, height: 1500, fill: primary }),
    el('g', { 'clip-path': 'url(#stripes)', fill: dark }, ...stripes),
    el('circle', { cx: ringX, cy: ringY, r: 250, fill: light }),
    el('circle', { cx: ringX, cy: ringY, r: 150, fill: secondary }),
    el('circle', { cx: ringX, cy: ringY, r: 62, fill: dark }),
    el('polygon', {
      points: points([
        [0, 1050 + slope / 2],
        [1000, 1050 - slope / 2],
        [1000, 1500],
        [0, 1500],
      ]),
      fill: secondary,
    }),
    el('polygon', {
      points: points([
        [0, 1290],
        [1000, 1190],
        [1000, 1500],
        [0, 1500],
      ]),
      // Primary, not dark: the title band compose lays across here is dark.
      fill: primary,
    }),
    el('polygon', {
      points: points([
        [780, 1320],
        [900, 1250],
        [930, 1390],
      ]),
      fill: dark,
    }),
    el('rect', { x: 640, y: 700, width: 300, height: 26, fill: light, transform: 'rotate(-8 790 713)' }),
    el('rect', { x: 60, y: 760, width: 200, height: 26, fill: dark, transform: 'rotate(-8 160 773)' }),
  ].join('');
}
