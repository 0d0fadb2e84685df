// Modern: a brand-colour gradient with soft rounded geometric blocks and a dot grid.
import { mix, type Palette } from '../palette';
import { between, type Random } from '../seeded-random';
import { el, linearGradient } from '../svg';

export function paintModern(palette: Palette, random: Random): string {
  const { primary, secondary, dark, light } = palette;
  const angle = between(random, 55, 80);
  const dots: string[] = [];
  const [gridX, gridY] = [between(random, 70, 120), between(random, 90, 150)];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 7; col++) {
      dots.push(el('circle', { cx: gridX + col * 34, cy: gridY + row * 34, r: 4.5 }));
    }
  }
  const tilt = between(random, -24, -12);
  return [
    el(
      'defs',
      {},
      linearGradient('bg', angle, [
        [0, mix(primary, light, 0.08)],
        [1, mix(secondary, dark, 0.12)],
      ]),
      linearGradient('sheen', angle + 90, [
        [0, '#FFFFFF', 0.38],
        [1, '#FFFFFF', 0.04],
      ]),
    ),
    el('rect', { width: 1000, height: 1500, fill: 'url(#bg)' }),
    el('circle', {
      cx: between(random, 700, 900),
      cy: between(random, 170, 330),
      r: between(random, 230, 300),
      fill: 'url(#sheen)',
    }),
    el('rect', {
      x: -140,
      y: between(random, 330, 420),
      width: 640,
      height: 300,
      rx: 110,
      fill: light,
      'fill-opacity': 0.16,
      transform: `rotate(${tilt} 180 480)`,
    }),
    el('rect', {
      x: between(random, 560, 680),
      y: between(random, 520, 600),
      width: 520,
      height: 240,
      rx: 120,
      fill: dark,
      'fill-opacity': 0.18,
      transform: `rotate(${-tilt} 820 640)`,
    }),
    el('g', { fill: '#FFFFFF', 'fill-opacity': 0.55 }, ...dots),
    el('circle', {
      cx: between(random, 120, 260),
      cy: 1390,
      r: between(random, 140, 190),
      fill: mix(secondary, light, 0.3),
      'fill-opacity': 0.5,
    }),
    el('rect', {
      x: between(random, 620, 720),
      y: 1330,
      width: 460,
      height: 260,
      rx: 90,
      fill: primary,
      'fill-opacity': 0.55,
      transform: `rotate(${tilt / 2} 850 1450)`,
    }),
    el('circle', { cx: between(random, 380, 560), cy: between(random, 240, 360), r: 26, fill: light }),
  ].join('');
}
