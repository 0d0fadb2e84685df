// The user module's public face: the /api/user routes, the user as the API shows it, and the
// users table's only writers (user-writes.ts), which every other module changes an account with.
export { admitRequestWorkspace } from './request-workspace';
export { userRoutes } from './routes';
export { toUserDto } from './user-dto';
export {
  clearSuspension,
  createUser,
  markDeleted,
  markSuspended,
  purgeUser,
  recordLogin,
  setAdminCredentials,
  setEmail,
  setPasswordFromReset,
  setPasswordHash,
  setStripeCustomer,
} from './user-writes';
