// The boards module's public face: the /api/boards routes, one of the user's boards, and the board
// as the API shows it.
export { toBoardDto } from './board-dto';
export { BOARD_NOT_FOUND_MESSAGE, findBoard } from './find-board';
export { boardRoutes } from './routes';
