// The user module's public face: the /api/user routes and the user as the API shows it.
export { userRoutes } from './routes';
export { toUserDto } from './user-dto';
