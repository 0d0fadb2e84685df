// Building blocks of the title overlays: satori elements as plain objects (no JSX), title
// lines sized by title-layout.ts, hard shadows and footers.
import { textWidth } from './font-metrics';
import type { LoadedFonts, PinFont } from './fonts';
import { fitTitle, type TitleBox } from './title-layout';

type Style = Record<string, string | number>;

export interface SatoriElement {
  type: string;
  props: { style?: Style; children?: Array<SatoriElement | string> | string };
}

/** A flex div. Border-box, because this satori sizes boxes like CSS: content-box by default. */
export function div(style: Style, ...children: Array<SatoriElement | string>): SatoriElement {
  return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children } };
}

/**
 * The title as one div per line, so satori cannot re-wrap it differently from our measurement,
 * and the exact height it takes, so the panel around it can be sized up front.
 */
export function titleBlock(
  title: string,
  box: TitleBox,
  font: Style,
  align: 'flex-start' | 'center',
): { element: SatoriElement; height: number } {
  const fitted = fitTitle(title, box);
  const lineHeight = Math.round(fitted.fontSize * box.lineHeight);
  const lines = fitted.lines.map((line) =>
    div(
      {
        whiteSpace: 'pre',
        fontSize: fitted.fontSize,
        lineHeight: `${lineHeight}px`,
        height: lineHeight,
        letterSpacing: `${(box.letterSpacing ?? 0) * fitted.fontSize}px`,
        ...font,
      },
      line,
    ),
  );
  return {
    element: div({ flexDirection: 'column', alignItems: align }, ...lines),
    height: lineHeight * lines.length,
  };
}

/**
 * A panel with a hard offset shadow behind it, both at explicit sizes. satori draws CSS
 * box-shadow as an SVG blur that takes far longer to rasterise at pin size.
 */
export function panelWithShadow(
  size: { width: number; height: number },
  shadow: { dx: number; dy: number; color: string; borderRadius?: number },
  panel: Style,
  ...children: SatoriElement[]
): SatoriElement {
  const radius = shadow.borderRadius ?? 0;
  return div(
    {
      position: 'relative',
      width: size.width + Math.abs(shadow.dx),
      height: size.height + Math.abs(shadow.dy),
    },
    div({
      position: 'absolute',
      left: Math.max(0, shadow.dx),
      top: Math.max(0, shadow.dy),
      width: size.width,
      height: size.height,
      borderRadius: radius,
      backgroundColor: shadow.color,
    }),
    div(
      {
        position: 'absolute',
        left: Math.max(0, -shadow.dx),
        top: Math.max(0, -shadow.dy),
        width: size.width,
        height: size.height,
        borderRadius: radius,
        ...panel,
      },
      ...children,
    ),
  );
}

/** One line of footer text, shortened with an ellipsis when the board name is long. */
export function footerText(
  fonts: LoadedFonts,
  font: { family: PinFont; weight: number; size: number; spacing: number },
  text: string,
  maxWidth: number,
): string {
  const metrics = fonts.metrics(font.family, font.weight);
  let shown = text.trim();
  while (shown.length > 1 && textWidth(metrics, shown, font.size, font.spacing) > maxWidth) {
    shown = `${shown.slice(0, -2).trimEnd()}…`;
  }
  return shown;
}
