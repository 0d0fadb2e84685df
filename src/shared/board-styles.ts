// The four board styles: the look of a board's artwork and of its style's own template.
export const BOARD_STYLES = ['modern', 'vintage', 'minimalist', 'bold'] as const;
export type BoardStyle = (typeof BOARD_STYLES)[number];
