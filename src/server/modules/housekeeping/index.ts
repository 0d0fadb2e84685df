// The housekeeping module's public face: what the hourly housekeeping job runs (jobs/): expired rows,
// and deleted accounts whose retention is over.
export { deleteExpiredRows } from './delete-expired-rows';
export { purgeDeletedAccounts } from './purge-deleted-accounts';
