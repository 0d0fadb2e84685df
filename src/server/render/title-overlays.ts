// How each board style sets the title and the board name on a pin. Panels are sized from the
// fitted title, so a 100-character title fits as well as a short one.
import type { BoardStyle } from '../../shared/api/boards';
import type { LoadedFonts } from './fonts';
import { div, footerText, panelWithShadow, type SatoriElement, titleBlock } from './overlay-parts';
import { mix, type Palette, readableOn, sepiaTone } from './palette';
import { titleBox } from './title-boxes';

export interface OverlayInput {
  title: string;
  boardName: string;
  palette: Palette;
  fonts: LoadedFonts;
}

const PIN = { width: 1000, height: 1500 };

/** Top of a block of `height` centred on `centre`, kept clear of the footer and the top edge. */
function centredTop(centre: number, height: number, min = 80, max = 1340): number {
  return Math.round(Math.min(max - height, Math.max(min, centre - height / 2)));
}

function modern({ title, boardName, palette, fonts }: OverlayInput): SatoriElement {
  const card = '#FFFFFF';
  const ink = readableOn(card, [palette.dark]);
  const text = titleBlock(
    title,
    titleBox('modern', fonts),
    { fontFamily: fonts.family('inter'), fontWeight: 800, color: ink },
    'flex-start',
  );
  const size = { width: 840, height: 56 * 2 + 12 + 30 + text.height };
  const name = footerText(
    fonts,
    { family: 'inter', weight: 500, size: 24, spacing: 4 },
    boardName.toUpperCase(),
    700,
  );
  return div(
    { ...PIN, position: 'relative' },
    div(
      { position: 'absolute', left: 80, top: centredTop(1000, size.height, 560) },
      panelWithShadow(
        size,
        { dx: 0, dy: 16, color: 'rgba(0,0,0,0.18)', borderRadius: 44 },
        { flexDirection: 'column', justifyContent: 'center', padding: '0 60px', backgroundColor: card },
        div({ width: 96, height: 12, borderRadius: 6, backgroundColor: palette.primary, marginBottom: 30 }),
        text.element,
      ),
    ),
    div(
      { position: 'absolute', left: 0, right: 0, bottom: 64, justifyContent: 'center' },
      div(
        {
          padding: '14px 30px',
          borderRadius: 999,
          backgroundColor: 'rgba(255,255,255,0.92)',
          color: ink,
          fontFamily: fonts.family('inter'),
          fontWeight: 500,
          fontSize: 24,
          letterSpacing: '4px',
        },
        name,
      ),
    ),
  );
}

function vintage({ title, boardName, palette, fonts }: OverlayInput): SatoriElement {
  const label = '#FBF4E4';
  const ink = readableOn(label, [mix(sepiaTone(palette.dark), '#3B2412', 0.5)]);
  const text = titleBlock(
    title,
    titleBox('vintage', fonts),
    { fontFamily: fonts.family('playfair'), fontWeight: 700, color: ink, textAlign: 'center' },
    'center',
  );
  // Borders (5 + 1.5), padding (10 + 40/36) and the ornament under the title (28 + 14).
  const size = { width: 720, height: text.height + 152 };
  const name = footerText(
    fonts,
    { family: 'playfair', weight: 400, size: 22, spacing: 4 },
    boardName.toUpperCase(),
    640,
  );
  const rule = div({ width: 70, height: 2, backgroundColor: ink });
  const diamond = div({
    width: 14,
    height: 14,
    backgroundColor: sepiaTone(palette.primary),
    transform: 'rotate(45deg)',
    margin: '0 16px',
  });
  return div(
    { ...PIN, position: 'relative' },
    div(
      { position: 'absolute', left: 140, top: centredTop(740, size.height, 200, 1300) },
      panelWithShadow(
        size,
        { dx: 10, dy: 10, color: 'rgba(59,36,18,0.3)' },
        { padding: 10, backgroundColor: label, border: `5px solid ${ink}` },
        div(
          {
            flexGrow: 1,
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            border: `1.5px solid ${ink}`,
          },
          text.element,
          div({ alignItems: 'center', marginTop: 28 }, rule, diamond, rule),
        ),
      ),
    ),
    div(
      { position: 'absolute', left: 0, right: 0, bottom: 86, justifyContent: 'center' },
      div(
        {
          padding: '10px 28px',
          backgroundColor: label,
          border: `2px solid ${ink}`,
          color: ink,
          fontFamily: fonts.family('playfair'),
          fontWeight: 400,
          fontSize: 22,
          letterSpacing: '4px',
        },
        name,
      ),
    ),
  );
}

function minimalist({ title, boardName, palette, fonts }: OverlayInput): SatoriElement {
  // The same paper the local artwork uses, so on it the panel disappears and only space remains.
  const paper = mix('#FAF9F6', palette.primary, 0.035);
  const text = titleBlock(
    title,
    titleBox('minimalist', fonts),
    { fontFamily: fonts.family('dmSans'), fontWeight: 500, color: readableOn(paper, ['#2B2B2B']) },
    'flex-start',
  );
  const name = footerText(
    fonts,
    { family: 'dmSans', weight: 400, size: 19, spacing: 5 },
    boardName.toUpperCase(),
    600,
  );
  return div(
    { ...PIN, position: 'relative' },
    div(
      {
        position: 'absolute',
        left: 90,
        right: 90,
        bottom: 130,
        flexDirection: 'column',
        padding: '48px 50px',
        backgroundColor: paper,
      },
      div({ width: 56, height: 3, backgroundColor: palette.primary, marginBottom: 34 }),
      text.element,
      div(
        {
          marginTop: 40,
          fontFamily: fonts.family('dmSans'),
          fontWeight: 400,
          fontSize: 19,
          letterSpacing: '5px',
          color: readableOn(paper, ['#6B6B6B']),
        },
        name,
      ),
    ),
  );
}

function bold({ title, boardName, palette, fonts }: OverlayInput): SatoriElement {
  const band = palette.dark;
  const text = titleBlock(
    title.toUpperCase(),
    titleBox('bold', fonts),
    {
      fontFamily: fonts.family('anton'),
      fontWeight: 400,
      color: readableOn(band, [palette.light, '#FFFFFF']),
      textAlign: 'center',
    },
    'center',
  );
  const size = { width: 1120, height: text.height + 96 };
  const name = footerText(
    fonts,
    { family: 'anton', weight: 400, size: 30, spacing: 2 },
    boardName.toUpperCase(),
    700,
  );
  return div(
    { ...PIN, position: 'relative' },
    div(
      {
        position: 'absolute',
        left: -70,
        top: centredTop(960, size.height, 500, 1320),
        transform: 'rotate(-5deg)',
      },
      panelWithShadow(
        size,
        { dx: 0, dy: 20, color: palette.secondary },
        { alignItems: 'center', justifyContent: 'center', backgroundColor: band },
        text.element,
      ),
    ),
    div(
      { position: 'absolute', left: 0, right: 0, bottom: 70, justifyContent: 'center' },
      div(
        {
          padding: '8px 24px',
          backgroundColor: palette.light,
          color: readableOn(palette.light, [palette.dark]),
          fontFamily: fonts.family('anton'),
          fontSize: 30,
          letterSpacing: '2px',
          transform: 'rotate(-5deg)',
        },
        name,
      ),
    ),
  );
}

export const TITLE_OVERLAYS: Record<BoardStyle, (input: OverlayInput) => SatoriElement> = {
  modern,
  vintage,
  minimalist,
  bold,
};
