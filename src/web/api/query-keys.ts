// Every key of the query cache, in one place: a call's hook, the mutations that update or
// invalidate its answer, and the tests that seed or read the cache all use these.
import { PLANS_QUERY_KEY } from './plans-query-key';

/** The API history's filters as they appear in its keys (empty ones left out). */
interface AdminApiHistoryFilters {
  type?: string;
  status?: string;
  user?: string;
}

export const queryKeys = {
  /** GET /api/boards: the user's boards, in their order. */
  boards: ['boards'] as const,
  /** GET /api/boards/{id}/pins of one board: the latest pins on its card. */
  boardPins: (boardId: string) => ['board-pins', boardId] as const,
  /** The latest pins of every board (a prefix of boardPins). */
  allBoardPins: ['board-pins'] as const,
  /** GET /api/boards/{id}/feeds: the feeds and sitemaps one board follows. */
  boardFeeds: (boardId: string) => ['board-feeds', boardId] as const,
  /** GET /api/feeds: every feed the user follows (the Feeds action on each board card). */
  userFeeds: ['user-feeds'] as const,
  /** GET /api/brand-kits: the workspace's brand kits (ADR 0039). */
  brandKits: ['brand-kits'] as const,
  brandFonts: ['brand-fonts'] as const,
  /** GET /api/templates: the templates boards choose and pins switch to. */
  templates: ['templates'] as const,
  /** GET /api/user/usage */
  usage: ['user-usage'] as const,
  /** GET /api/user/billing: the user's plan, subscription status and trial. */
  billingStatus: ['user-billing'] as const,
  /** GET /api/plans (public): the plan catalogue with this server's prices. */
  plans: PLANS_QUERY_KEY,
  /** GET /api/user/profile */
  profile: ['user-profile'] as const,
  /** POST /api/auth/reset-password/check of one reset link (public). */
  resetLinkCheck: (token: string) => ['reset-link-check', token] as const,
  /** GET /api/pins?status=generated&order=oldest: the pins waiting for review. */
  reviewPins: ['pins', 'review'] as const,
  /** GET /api/analytics/{call}?days&board_id: one call of the Analytics page for its filters. */
  analytics: (call: string, search: string) => ['analytics', call, search] as const,
  /** GET /api/timeline */
  timeline: ['timeline'] as const,
  /** GET /api/settings */
  userSettings: ['settings', 'user'] as const,
  /** GET /api/settings/ai */
  aiSettings: ['settings', 'ai'] as const,
  /** GET /api/prompts: the workspace's own prompts (ADR 0037). */
  customPrompts: ['settings', 'prompts'] as const,
  /** GET /api/api-keys: the workspace's API keys (ADR 0046). */
  apiKeys: ['settings', 'api-keys'] as const,
  /** GET /api/webhooks: the workspace's webhook endpoints (ADR 0050). */
  webhooks: ['settings', 'webhooks'] as const,
  /** GET /api/webhooks/{id}/deliveries: one endpoint's last deliveries. */
  webhookDeliveries: (endpointId: string) => ['settings', 'webhooks', endpointId, 'deliveries'] as const,
  /** GET /api/pinterest/status */
  pinterestStatus: ['pinterest', 'status'] as const,
  /** GET /api/pinterest/boards */
  pinterestBoards: ['pinterest', 'boards'] as const,
  /** GET /api/admin/test with one admin token. */
  adminSessionCheck: (token: string | null) => ['admin-session-check', token] as const,
  /** The admin session checks of every token (a prefix of adminSessionCheck). */
  allAdminSessionChecks: ['admin-session-check'] as const,
  /** GET /api/admin/stats */
  adminStats: ['admin', 'stats'] as const,
  /** Every admin answer about users: recent, lists and details (a prefix of the three below). */
  allAdminUsers: ['admin', 'users'] as const,
  /** GET /api/admin/users/recent */
  adminRecentUsers: ['admin', 'users', 'recent'] as const,
  /** GET /api/admin/users?page&search: one page of the user list. */
  adminUsers: (page: number, search: string) => ['admin', 'users', 'list', page, search] as const,
  /** GET /api/admin/users/{id} */
  adminUser: (userId: string) => ['admin', 'users', 'detail', userId] as const,
  /** GET /api/features (public): which features staff have switched on. */
  features: ['features'] as const,
  /** Every admin answer about workspaces: lists and details (a prefix of the two below). */
  allAdminWorkspaces: ['admin', 'workspaces'] as const,
  /** GET /api/admin/workspaces?page&search: one page of the workspace list. */
  adminWorkspaces: (page: number, search: string) => ['admin', 'workspaces', 'list', page, search] as const,
  /** GET /api/admin/workspaces/{id} */
  adminWorkspace: (workspaceId: string) => ['admin', 'workspaces', 'detail', workspaceId] as const,
  /** GET /api/admin/settings: every global setting (prompts, models, feature flags). */
  adminSettings: ['admin', 'settings'] as const,
  /** GET /api/admin/system: the live System Information facts. */
  adminSystemInfo: ['admin', 'system'] as const,
  /** GET /api/admin/audit-log: the change history. */
  adminAuditLog: ['admin', 'audit-log'] as const,
  /** Every API history answer: lists, totals and details (a prefix of the three below). */
  allAdminApiHistory: ['admin', 'api-history'] as const,
  /** GET /api/admin/api-history?limit&type&status&user */
  adminApiHistory: (filters: AdminApiHistoryFilters) => ['admin', 'api-history', 'list', filters] as const,
  /** GET /api/admin/api-history/totals?type&status&user */
  adminApiHistoryTotals: (filters: AdminApiHistoryFilters) =>
    ['admin', 'api-history', 'totals', filters] as const,
  /** GET /api/admin/api-history/{id} */
  adminApiCall: (id: string) => ['admin', 'api-history', 'call', id] as const,
  /** GET /api/support/tickets */
  supportTickets: ['support-tickets', 'list'] as const,
  /** GET /api/support/tickets/{id} */
  supportTicket: (id: string) => ['support-tickets', 'detail', id] as const,
  /** Every page of every filter of the Support tab's list (a prefix of adminTickets). */
  allAdminTicketLists: ['admin', 'support', 'list'] as const,
  /** GET /api/admin/support/tickets?status&assigned&page */
  adminTickets: (status: string, page: number, assigned = '') =>
    ['admin', 'support', 'list', status, page, assigned] as const,
  /** GET /api/admin/support/phone-calls?status */
  adminPhoneCalls: (status: string) => ['admin', 'support', 'phone-calls', status] as const,
  /** Every filter of the phone call requests (a prefix of adminPhoneCalls). */
  allAdminPhoneCalls: ['admin', 'support', 'phone-calls'] as const,
  /** GET /api/admin/support/account-managers/{userId} */
  adminAccountManager: (userId: string) => ['admin', 'support', 'account-manager', userId] as const,
  /** GET /api/support/plan: the support of the workspace's plan (Help and Settings). */
  supportPlan: ['support-plan'] as const,
  /** GET /api/support/phone-calls: the person's phone call requests. */
  phoneCalls: ['support-phone-calls'] as const,
  /** GET /api/admin/support/tickets/{id} */
  adminTicket: (id: string) => ['admin', 'support', 'detail', id] as const,
  /** Everything of workspaces (a prefix of the keys below): read again when one is joined or left. */
  workspacesAll: ['workspaces'] as const,
  /** GET /api/workspaces: the caller's workspaces and their role in each. */
  workspaces: ['workspaces', 'list'] as const,
  /** GET /api/workspaces/{id}/members: its members and open invitations. */
  workspaceMembers: (workspaceId: string) => ['workspaces', 'members', workspaceId] as const,
  /** POST /api/invitations/preview of one invitation link (public). */
  invitationPreview: (token: string) => ['invitation-preview', token] as const,
  /** GET /api/review-links: the workspace's client review links, newest first. */
  reviewLinks: ['review-links'] as const,
  /** GET /api/activity?group&actor_id: every page of the workspace's log under one filter. */
  activity: (filter: { group?: string; actorId?: string }) => ['activity', filter] as const,
  /** POST /api/client-review/open of one review link (public): what the client sees. */
  clientReview: (token: string) => ['client-review', token] as const,
};
