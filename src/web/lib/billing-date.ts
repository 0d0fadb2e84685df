// How billing dates read in the app: '21 Nov 2027' (renewal, end of a plan, a trial, a grace
// period), in the browser's time zone. Settings and the trial banner both say them.
export function formatBillingDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'soon';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
