// The console's service-wide "today" and "this month": UTC calendar days and months. Staff look at
// the whole service, whose users live in every zone; one clock, named in the answers, is the
// honest choice. (A user's own figures use their zone: admin-user-row.ts.)

export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function utcMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
