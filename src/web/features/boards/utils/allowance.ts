// What the plan still allows, in the words shown beside Generate Pin and on 'Add New Board':
// how many pins are left and when more come, or why there are none and where to get more.
import type { Usage } from '../../../../shared/api/settings';
import { isPlanName, PLANS } from '../../../../shared/plans';

/** Where a signed-in person goes for a bigger plan: Settings with the Upgrade dialog open. */

export interface PinAllowance {
  /** No pin can be generated now: Generate Pin is disabled with `text` as the reason. */
  exhausted: boolean;
  text: string;
}

function planTitle(usage: Pick<Usage, 'plan'>): string {
  const plan = isPlanName(usage.plan) ? PLANS.find((p) => p.name === usage.plan) : undefined;
  return plan?.title ?? usage.plan;
}

const pins = (n: number) => (n === 1 ? '1 pin' : `${n} pins`);

/** '2026-03-10': the calendar day `date` falls on in the zone. */
function dayIn(date: Date, timeZone: string): string {
  return date.toLocaleDateString('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** The day after a 'YYYY-MM-DD' day. */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The zone, or UTC when this browser does not know it (an older tz database). */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * 'today at 5:00 PM', 'tomorrow at 12:00 AM' or 'on Jan 3 at 12:00 AM', in the user's time zone
 * (the allowance's days are the user's, wherever the browser is).
 */
export function formatResetTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'soon';
  const zone = knownZone(timeZone);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
  const today = dayIn(now, zone);
  if (dayIn(date, zone) === today) return `today at ${time}`;
  if (dayIn(date, zone) === nextDay(today)) return `tomorrow at ${time}`;
  return `on ${formatResetDate(iso, zone)} at ${time}`;
}

/** 'Feb 1', the day it is in the user's time zone. */
export function formatResetDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'the first of next month';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: knownZone(timeZone) });
}

export function pinAllowance(usage: Usage, now: Date = new Date()): PinAllowance {
  const { month, day, time_zone: zone } = usage;
  const title = planTitle(usage);
  if (month.remaining <= 0) {
    return {
      exhausted: true,
      text: `No pins left this month. Your ${title} plan includes ${pins(month.limit)} a month. More on ${formatResetDate(month.resets_at, zone)}.`,
    };
  }
  if (day.remaining <= 0) {
    return {
      exhausted: true,
      text: `No pins left today. Your ${title} plan includes ${pins(day.limit)} a day. More from ${formatResetTime(day.resets_at, zone, now)}.`,
    };
  }
  // Whichever runs out first is the one worth saying.
  if (month.remaining < day.remaining) {
    return {
      exhausted: false,
      text: `${pins(month.remaining)} left this month · resets on ${formatResetDate(month.resets_at, zone)}`,
    };
  }
  return {
    exhausted: false,
    text: `${pins(day.remaining)} left today · resets ${formatResetTime(day.resets_at, zone, now)}`,
  };
}

/** The reason 'Add New Board' is closed, or null while the plan has room for another board. */
export function boardLimitReason(usage: Usage | undefined, boardCount: number): string | null {
  const limit = usage?.boards.limit;
  if (!usage || limit == null) return null;
  // The board list is fresher than the usage right after a create or delete: trust the larger.
  const count = Math.max(boardCount, usage.boards.used);
  if (count < limit) return null;
  const includes = `Your ${planTitle(usage)} plan includes ${limit === 1 ? '1 board' : `${limit} boards`}`;
  if (count === limit) return `${includes}.`;
  // After a downgrade (a trial that ended, a cancelled plan) nothing is taken away (ADR 0020).
  return `${includes} and you have ${count}. Your extra boards stay readable and publishable, but no new board can be made until you are within the limit.`;
}
