// The schedule module's public face: the schedule routes (with PUT /api/pins/{id}), the clock the
// app injects, and the day counting and status refusals publishing shares.
export { countPinsPerDay, dayRange } from './day-slots';
export { statusConflict } from './pin-status-conflict';
export { scheduleRoutes } from './routes';
export { type ScheduleClock, systemScheduleClock } from './schedule-clock';
