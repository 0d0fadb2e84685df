// Every key of the query cache, in one place: a call's hook, the mutations that update or
// invalidate its answer, and the tests that seed or read the cache all use these.
export const queryKeys = {
  /** GET /api/boards: the user's boards, in their order. */
  boards: ['boards'] as const,
  /** GET /api/boards/{id}/pins of one board: the latest pins on its card. */
  boardPins: (boardId: string) => ['board-pins', boardId] as const,
  /** The latest pins of every board (a prefix of boardPins). */
  allBoardPins: ['board-pins'] as const,
  /** GET /api/user/usage */
  usage: ['user-usage'] as const,
  /** GET /api/user/profile */
  profile: ['user-profile'] as const,
  /** GET /api/pins?status=generated&order=oldest: the pins waiting for review. */
  reviewPins: ['pins', 'review'] as const,
  /** GET /api/timeline */
  timeline: ['timeline'] as const,
  /** GET /api/settings */
  userSettings: ['settings', 'user'] as const,
  /** GET /api/settings/ai */
  aiSettings: ['settings', 'ai'] as const,
  /** GET /api/pinterest/status */
  pinterestStatus: ['pinterest', 'status'] as const,
  /** GET /api/pinterest/boards */
  pinterestBoards: ['pinterest', 'boards'] as const,
  /** GET /api/admin/test with one admin token. */
  adminSessionCheck: (token: string | null) => ['admin-session-check', token] as const,
  /** The admin session checks of every token (a prefix of adminSessionCheck). */
  allAdminSessionChecks: ['admin-session-check'] as const,
};
