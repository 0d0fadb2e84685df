// The housekeeping module's public face: what the hourly housekeeping job runs (jobs/).
export { deleteExpiredRows } from './delete-expired-rows';
