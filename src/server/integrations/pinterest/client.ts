// The Pinterest API v5 client for one connected account: the only code that calls Pinterest's
// API on a user's behalf. Refreshes tokens on its own; never retries 429/5xx (the job queue does,
// with backoff), only the single refresh-and-retry after a 401.
import type { z } from 'zod';
import {
  type AnalyticsRange,
  allAnalyticsSchema,
  analyticsQuery,
  bulkAnalyticsSchema,
  type DailyFigures,
  dailyFiguresOf,
} from './analytics';
import { PinterestError } from './errors';
import {
  DEFAULT_TIMEOUT_MS,
  type HttpOptions,
  joinUrl,
  type PinterestCall,
  type QueryValues,
  send,
} from './http';
import { pinBody } from './pin-body';
import { createRateLimitGate } from './rate-limit';
import { createTokenKeeper, type TokenStore } from './token-keeper';
import {
  type Board,
  boardSchema,
  type NewBoard,
  type NewPin,
  type Pin,
  type PinterestConnectionConfig,
  paginatedSchema,
  pinSchema,
  type UserAccount,
  userAccountSchema,
} from './types';

export interface PinterestClientOptions extends TokenStore {
  config: PinterestConnectionConfig;
  fetch?: typeof fetch;
  /** Per request. Default 30 s. */
  timeoutMs?: number;
  now?: () => Date;
  /** How rate-limit waits happen; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  /** Longest wait for a rate-limit reset before failing with rate_limited instead. Default 60 s. */
  maxRateLimitWaitSeconds?: number;
  /** Items per page when listing (Pinterest allows 1–250). Default 100. */
  pageSize?: number;
  /** Guard against a bookmark that never ends. Default 500 pages. */
  maxPages?: number;
  onCall?: (call: PinterestCall) => void;
}

export interface PinterestClient {
  userAccount(): Promise<UserAccount>;
  /** Every board of the account: all pages. */
  listAllBoards(): Promise<Board[]>;
  createBoard(board: NewBoard): Promise<Board>;
  /** Not idempotent: after a timeout or 5xx, look with findBoardPin before posting again. */
  createPin(pin: NewPin): Promise<Pin>;
  /** Every pin of a board: all pages. */
  listBoardPins(boardId: string): Promise<Pin[]>;
  /** The first pin of the board that matches, reading only as many pages as needed. */
  findBoardPin(boardId: string, predicate: (pin: Pin) => boolean): Promise<Pin | null>;
  getPin(pinId: string): Promise<Pin>;
  /** One pin's days with figures (GET /pins/{pin_id}/analytics). */
  pinAnalytics(pinId: string, range: AnalyticsRange): Promise<DailyFigures[]>;
  /**
   * Up to 100 pins in one call (GET /pins/analytics): the days with figures by Pinterest pin id.
   * Pins Pinterest did not answer for are absent (a partial answer).
   */
  multiPinAnalytics(pinIds: readonly string[], range: AnalyticsRange): Promise<Map<string, DailyFigures[]>>;
  /** The account's days with figures (GET /user_account/analytics). */
  accountAnalytics(range: AnalyticsRange): Promise<DailyFigures[]>;
}

interface ApiRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  operation: string;
  query?: QueryValues;
  body?: object;
  schema: z.ZodType<T>;
}

export function createPinterestClient(options: PinterestClientOptions): PinterestClient {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const http: HttpOptions & { now: () => Date } = {
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now,
    ...(options.onCall ? { onCall: options.onCall } : {}),
  };
  const tokens = createTokenKeeper(config, options, http);
  const gate = createRateLimitGate({
    now,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    maxWaitSeconds: options.maxRateLimitWaitSeconds ?? 60,
  });
  const pageSize = String(options.pageSize ?? 100);
  const maxPages = options.maxPages ?? 500;

  async function call<T>(request: ApiRequest<T>): Promise<T> {
    const attempt = async (accessToken: string) => {
      await gate.wait(request.operation);
      return send(
        {
          method: request.method,
          url: joinUrl(config.apiBaseUrl, request.path, request.query),
          operation: request.operation,
          headers: { authorization: `Bearer ${accessToken}` },
          ...(request.body ? { body: request.body } : {}),
          schema: request.schema,
          secrets: [accessToken],
          observe: gate.observe,
        },
        http,
      );
    };
    const used = await tokens.current();
    try {
      return await attempt(used.accessToken);
    } catch (error) {
      if (!(error instanceof PinterestError) || error.kind !== 'unauthorized') throw error;
      // Expired early or revoked: one refresh, one retry. A second 401 is final.
      const fresh = await tokens.afterUnauthorized(used);
      return attempt(fresh.accessToken);
    }
  }

  /** Follows `bookmark` until Pinterest says there is no next page; yields each page's items. */
  async function* pages<T>(path: string, operation: string, item: z.ZodType<T>): AsyncGenerator<T[]> {
    const schema = paginatedSchema(item);
    const seen = new Set<string>();
    let bookmark: string | undefined;
    for (let page = 1; ; page++) {
      const data = await call({
        method: 'GET',
        path,
        operation,
        query: { page_size: pageSize, bookmark },
        schema,
      });
      yield data.items as T[];
      if (!data.bookmark) return;
      // Failing beats a list that silently stops short: board sync would take it as complete.
      if (seen.has(data.bookmark) || page >= maxPages) {
        throw new PinterestError({
          kind: 'server',
          operation,
          message: seen.has(data.bookmark)
            ? `Pinterest repeated a page bookmark on ${operation}`
            : `${operation} went on for more than ${maxPages} pages`,
        });
      }
      seen.add(data.bookmark);
      bookmark = data.bookmark;
    }
  }

  async function all<T>(path: string, operation: string, item: z.ZodType<T>): Promise<T[]> {
    const items: T[] = [];
    for await (const page of pages(path, operation, item)) items.push(...page);
    return items;
  }

  const boardPinsPath = (boardId: string) => `/boards/${encodeURIComponent(boardId)}/pins`;

  return {
    userAccount: () =>
      call({
        method: 'GET',
        path: '/user_account',
        operation: 'GET /user_account',
        schema: userAccountSchema,
      }),
    listAllBoards: () => all('/boards', 'GET /boards', boardSchema),
    createBoard: (board) =>
      call({
        method: 'POST',
        path: '/boards',
        operation: 'POST /boards',
        body: { name: board.name, description: board.description ?? '', privacy: board.privacy ?? 'PUBLIC' },
        schema: boardSchema,
      }),
    createPin: (pin) =>
      call({ method: 'POST', path: '/pins', operation: 'POST /pins', body: pinBody(pin), schema: pinSchema }),
    listBoardPins: (boardId) => all(boardPinsPath(boardId), 'GET /boards/{board_id}/pins', pinSchema),
    async findBoardPin(boardId, predicate) {
      for await (const page of pages(boardPinsPath(boardId), 'GET /boards/{board_id}/pins', pinSchema)) {
        const found = page.find(predicate);
        if (found) return found;
      }
      return null;
    },
    getPin: (pinId) =>
      call({
        method: 'GET',
        path: `/pins/${encodeURIComponent(pinId)}`,
        operation: 'GET /pins/{pin_id}',
        schema: pinSchema,
      }),
    pinAnalytics: async (pinId, range) =>
      dailyFiguresOf(
        await call({
          method: 'GET',
          path: `/pins/${encodeURIComponent(pinId)}/analytics`,
          operation: 'GET /pins/{pin_id}/analytics',
          query: analyticsQuery(range),
          schema: allAnalyticsSchema,
        }),
      ),
    async multiPinAnalytics(pinIds, range) {
      const answer = await call({
        method: 'GET',
        path: '/pins/analytics',
        operation: 'GET /pins/analytics',
        // pin_ids explodes: the name once per pin.
        query: { pin_ids: pinIds, ...analyticsQuery(range) },
        schema: bulkAnalyticsSchema,
      });
      return new Map(Object.entries(answer).map(([id, figures]) => [id, dailyFiguresOf(figures)]));
    },
    accountAnalytics: async (range) =>
      dailyFiguresOf(
        await call({
          method: 'GET',
          path: '/user_account/analytics',
          operation: 'GET /user_account/analytics',
          query: analyticsQuery(range),
          schema: allAnalyticsSchema,
        }),
      ),
  };
}
