// The schedule module's public face: the schedule routes (with PUT /api/pins/{id}), the day's
// capacity and status refusals publishing shares, and which pins take a slot of a day (the admin
// console counts them).
export { approvePin } from './approve-pin';
export { dayHasRoomAt, SLOT_STATUSES } from './day-slots';
export { findNextAvailableTime } from './find-next-available-time';
export { getTimeline } from './get-timeline';
export { statusConflict } from './pin-status-conflict';
export { reschedulePin } from './reschedule-pin';
export { scheduleRoutes } from './routes';
export { updatePin } from './update-pin';
