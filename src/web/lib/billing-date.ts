// How billing dates read in the app: '21 Nov 2027' (renewal, end of a plan, a trial, a grace
// period), on the day it is in the user's time zone (Settings), not the browser's: a renewal at
// 23:00 UTC is the next day in Auckland. Settings and the trial banner both say them.
export function formatBillingDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'soon';
  const format = (zone: string | undefined) =>
    date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
  try {
    return format(timeZone);
  } catch {
    // A zone this browser does not know (an older tz database): UTC rather than the browser's own.
    return format('UTC');
  }
}
