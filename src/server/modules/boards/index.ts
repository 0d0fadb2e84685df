// The boards module's public face: the /api/boards routes, one of the workspace's boards, and the
// board as the API shows it, where a new board goes in the workspace's order (a sync from Pinterest adds some),
// and the boards table's writers for other modules (board-writes.ts).

export { toBoardDto } from './board-dto';
export { nextSortOrder } from './board-order';
export {
  createBoards,
  dropTemplateFromBoards,
  linkPinterestBoard,
  type NewBoard,
  setBoardFromPinterest,
  setFeedPinsPerDay,
} from './board-writes';
export { assertBrandColorsAllowed, boardColors, styleForNewBoard } from './brand-colors-rule';
export { createBoard } from './create-board';
export { BOARD_NOT_FOUND_MESSAGE, findBoard } from './find-board';
export { listBoards } from './list-boards';
export { boardRoutes } from './routes';
export { updateBoard } from './update-board';
