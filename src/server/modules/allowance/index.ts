// The allowance module's public face: GET /api/user/usage, the usage it answers (also shown to staff),
// the reservation a generation takes, the plan whose limits apply now, and its board limit.
export { assertRoomForBoard, boardRoom, boardsNotAddedMessage } from './board-room';
export { getUsage } from './get-usage';
export { assertPlanFeature } from './plan-feature';
export { graceEndsAt, planInForce } from './plan-in-force';
export { type Reservation, reserveGeneration } from './reserve-generation';
export { allowanceRoutes } from './routes';
export { bestOwnedPlan, workspaceWithOwner } from './workspace-owner';
