// Contracts of a board's feeds and sitemaps (issue 14 §4): the board follows them, a job checks
// them every few hours and makes pins from new articles into Review.

/** A board makes pins from at most this many new feed articles a day unless its owner changes it. */
export const DEFAULT_FEED_PINS_PER_DAY = 3;
export const MAX_FEED_PINS_PER_DAY = 10;
