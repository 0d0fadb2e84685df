// The account-data module's public face: the data export and account deletion routes (/api/user).
export { accountDataRoutes } from './routes';
