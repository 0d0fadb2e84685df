// The Pinterest API v5 routes Pinloom uses, past authentication, for the token's account: the
// account, boards (list with bookmark pages, create, get, list pins), pins (create from base64
// or a URL, get) and analytics (analytics.ts).
import { accountAnalytics, multiPinAnalytics, pinAnalytics } from './analytics';
import { boardNotFound, invalidParameters, notFound, pinNotFound } from './errors';
import type { Reply } from './http';
import { fetchImage, type ImageOutcome, readImage } from './media';
import { type AccountStore, paginate } from './store';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface PinCreateBody {
  board_id?: string;
  title?: string | null;
  description?: string | null;
  alt_text?: string | null;
  link?: string | null;
  dominant_color?: string | null;
  media_source?: { source_type?: string; content_type?: string; data?: string; url?: string };
}

const DEFAULT_PAGE_SIZE = 25;

/** `now`: the simulated Pinterest's time, which decides "today" for analytics. */
export async function handleApi(
  store: AccountStore,
  request: ApiRequest,
  now: () => Date = () => new Date(),
): Promise<Reply> {
  const { method, path } = request;
  if (method === 'GET' && path === '/v5/user_account') return { status: 200, body: store.account() };
  if (method === 'GET' && path === '/v5/user_account/analytics') {
    return accountAnalytics(store, request.query, now());
  }
  if (method === 'GET' && path === '/v5/pins/analytics')
    return multiPinAnalytics(store, request.query, now());
  const analytics = /^\/v5\/pins\/(\d+)\/analytics$/.exec(path);
  if (method === 'GET' && analytics) return pinAnalytics(store, analytics[1] as string, request.query, now());
  if (method === 'GET' && path === '/v5/boards') return listBoards(store, request.query);
  if (method === 'POST' && path === '/v5/boards') return createBoard(store, request.body);
  if (method === 'POST' && path === '/v5/pins') return createPin(store, request.body as PinCreateBody);

  const board = /^\/v5\/boards\/(\d+)(\/pins)?$/.exec(path);
  if (method === 'GET' && board) {
    const found = store.boards.get(board[1] as string);
    if (!found) return boardNotFound();
    return board[2]
      ? listPins(store, found.id, request.query)
      : { status: 200, body: store.boardJson(found) };
  }
  const pin = /^\/v5\/pins\/(\d+)$/.exec(path);
  if (method === 'GET' && pin) {
    const found = store.pins.get(pin[1] as string);
    return found ? { status: 200, body: store.pinJson(found) } : pinNotFound();
  }
  return notFound(method, path);
}

function pageSize(query: URLSearchParams): number {
  return Number(query.get('page_size') ?? DEFAULT_PAGE_SIZE);
}

function listBoards(store: AccountStore, query: URLSearchParams): Reply {
  const privacy = query.get('privacy');
  const boards = [...store.boards.values()].filter((board) => !privacy || board.privacy === privacy);
  const page = paginate(boards, query.get('bookmark'), pageSize(query), 'boards');
  if (!page) return invalidParameters('bookmark is not valid for this list.');
  return { status: 200, body: { items: page.items.map((b) => store.boardJson(b)), bookmark: page.bookmark } };
}

function listPins(store: AccountStore, boardId: string, query: URLSearchParams): Reply {
  const page = paginate(store.pinsOn(boardId), query.get('bookmark'), pageSize(query), `pins-${boardId}`);
  if (!page) return invalidParameters('bookmark is not valid for this list.');
  return { status: 200, body: { items: page.items.map((p) => store.pinJson(p)), bookmark: page.bookmark } };
}

function createBoard(store: AccountStore, raw: unknown): Reply {
  const body = (raw ?? {}) as { name?: string; description?: string | null; privacy?: 'PUBLIC' | 'SECRET' };
  if (!body.name?.trim()) return invalidParameters('name is required.');
  const taken = [...store.boards.values()].some((b) => b.name.toLowerCase() === body.name?.toLowerCase());
  // Pinterest refuses a second board of the same name on one account.
  if (taken) return { status: 409, body: { code: 58, message: 'You already have a board with this name.' } };
  const board = store.createBoard({ name: body.name, description: body.description, privacy: body.privacy });
  return { status: 201, body: store.boardJson(board) };
}

async function createPin(store: AccountStore, raw: PinCreateBody | undefined): Promise<Reply> {
  const body = raw ?? {};
  // The file marks neither field required, but the real API refuses a pin without them.
  if (!body.board_id) return invalidParameters('board_id is required.');
  if (!body.media_source) return invalidParameters('media_source is required.');
  if (!store.boards.has(body.board_id)) return boardNotFound();
  const image = await imageOf(body.media_source);
  if (!image.ok) return invalidParameters(`media_source: ${image.reason}.`);
  const pin = store.createPin({
    boardId: body.board_id,
    title: body.title ?? null,
    description: body.description ?? null,
    altText: body.alt_text ?? null,
    link: body.link ?? null,
    dominantColor: body.dominant_color ?? null,
    image: { contentType: image.image.contentType, width: image.image.width, height: image.image.height },
    imageData: image.image.data,
  });
  return { status: 201, body: store.pinJson(pin) };
}

async function imageOf(source: NonNullable<PinCreateBody['media_source']>): Promise<ImageOutcome> {
  if (source.source_type === 'image_base64') {
    return readImage(Buffer.from(source.data ?? '', 'base64'), source.content_type);
  }
  if (source.source_type === 'image_url') return fetchImage(source.url ?? '');
  return { ok: false, reason: `source_type ${source.source_type} is not supported by the emulator` };
}
