// Hours of the day as the app words them (12-hour clock, lowercase): the Analytics page's best
// hours and Review's reason for a suggested time (ADR 0045) say them alike.

/** 19 → '7 pm', 0 and 24 → '12 am', 12 → '12 pm'. */
export function hourLabel(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'am' : 'pm'}`;
}

/** 'between 7 and 9 pm', 'between 11 am and 1 pm': the end hour is where the best hours stop. */
export function hourSpan(start: number, end: number): string {
  const [from, to] = [hourLabel(start), hourLabel(end)];
  const [fromNumber, fromHalf] = from.split(' ');
  return fromHalf === to.split(' ')[1] ? `between ${fromNumber} and ${to}` : `between ${from} and ${to}`;
}
