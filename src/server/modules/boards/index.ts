// The boards module's public face: the /api/boards routes, one of the user's boards, and the board
// as the API shows it, and where a new board goes in the user's order (a sync from Pinterest adds some).

export { toBoardDto } from './board-dto';
export { nextSortOrder } from './board-order';
export { BOARD_NOT_FOUND_MESSAGE, findBoard } from './find-board';
export { boardRoutes } from './routes';
