// The simulated Pinterest account: its boards and pins, shaped as the API answers them (the
// Account, Board and Pin schemas), with bookmark pagination. Records live in memory; a snapshot of
// them is what persistence.ts keeps between runs (pin image bytes are kept there, not here).

import { type EmulatorPersistence, memoryPersistence } from './persistence';

const ACCOUNT_ID = '1151795042016425984';
export const USERNAME = 'pinloom_demo';

const SEED_BOARDS: Array<[name: string, description: string]> = [
  ['Cozy Autumn Recipes', 'Soups, bakes and warm drinks for cold evenings.'],
  ['Small Garden Ideas', 'Balconies, patios and tiny yards that feel bigger.'],
  ['Home Office Setup', 'Desks, light and storage for working from home.'],
  ['Weekend Travel Guides', 'Short trips, packing lists and places to stay.'],
  ['Minimalist Wardrobe', 'Capsule outfits and pieces that go with everything.'],
  ['DIY Gift Ideas', 'Handmade presents for every budget.'],
];

export interface BoardRecord {
  id: string;
  name: string;
  description: string | null;
  privacy: 'PUBLIC' | 'PROTECTED' | 'SECRET';
  createdAt: string;
  pinsModifiedAt: string;
}

export interface PinRecord {
  id: string;
  boardId: string;
  title: string | null;
  description: string | null;
  altText: string | null;
  link: string | null;
  dominantColor: string | null;
  createdAt: string;
  /** What the image is; its bytes are in the emulator's persistence (memory or files). */
  image: { contentType: string; width: number; height: number };
}

/** Everything needed to carry the account over a restart. */
export interface StoreSnapshot {
  boards: BoardRecord[];
  pins: PinRecord[];
  nextBoardId: string;
  nextPinId: string;
}

export interface Page<T> {
  items: T[];
  bookmark: string | null;
}

export class PinterestStore {
  readonly boards = new Map<string, BoardRecord>();
  readonly pins = new Map<string, PinRecord>();
  // Real ids are long digit strings; counting up keeps them unique, ordered and deterministic.
  private nextBoardId = 549755885175n;
  private nextPinId = 813744226420795884n;

  /**
   * `publicUrl`: the base of the addresses a browser is given (images, the profile picture): the
   * emulator's own origin, or in demo mode the path the app serves it under.
   */
  constructor(
    private readonly publicUrl: () => string,
    seedBoards = 3,
    /** Where image bytes are kept (memory in tests, files in demo mode). */
    private readonly images: Pick<EmulatorPersistence, 'putImage' | 'getImage'> = memoryPersistence(),
    /** Called after every change, so the caller can save a snapshot. */
    private readonly onChange: () => void = () => {},
  ) {
    for (let i = 0; i < seedBoards; i++) {
      const [base, description] = SEED_BOARDS[i % SEED_BOARDS.length] as [string, string];
      // Board names are unique per account, so later rounds get a number.
      const round = Math.floor(i / SEED_BOARDS.length);
      this.createBoard({ name: round ? `${base} ${round + 1}` : base, description });
    }
  }

  createBoard(input: { name: string; description?: string | null; privacy?: BoardRecord['privacy'] }) {
    const now = new Date().toISOString();
    const board: BoardRecord = {
      id: String(this.nextBoardId++),
      name: input.name,
      description: input.description ?? null,
      privacy: input.privacy ?? 'PUBLIC',
      createdAt: now,
      pinsModifiedAt: now,
    };
    this.boards.set(board.id, board);
    this.onChange();
    return board;
  }

  createPin(input: Omit<PinRecord, 'id' | 'createdAt'> & { imageData: Buffer }): PinRecord {
    const { imageData, ...fields } = input;
    const pin: PinRecord = { ...fields, id: String(this.nextPinId++), createdAt: new Date().toISOString() };
    this.images.putImage(pin.id, imageData);
    this.pins.set(pin.id, pin);
    const board = this.boards.get(pin.boardId);
    if (board) board.pinsModifiedAt = pin.createdAt;
    this.onChange();
    return pin;
  }

  /** A pin's image bytes, or null for a pin (or image) that is not there. */
  async imageOf(pinId: string): Promise<{ data: Buffer; contentType: string } | null> {
    const pin = this.pins.get(pinId);
    const data = pin ? await this.images.getImage(pinId) : null;
    return pin && data ? { data, contentType: pin.image.contentType } : null;
  }

  snapshot(): StoreSnapshot {
    return {
      boards: [...this.boards.values()],
      pins: [...this.pins.values()],
      nextBoardId: String(this.nextBoardId),
      nextPinId: String(this.nextPinId),
    };
  }

  /** Replaces every record with a snapshot's (insertion order, and so list order, is kept). */
  restore(snapshot: StoreSnapshot): void {
    this.boards.clear();
    this.pins.clear();
    for (const board of snapshot.boards) this.boards.set(board.id, board);
    for (const pin of snapshot.pins) this.pins.set(pin.id, pin);
    this.nextBoardId = BigInt(snapshot.nextBoardId);
    this.nextPinId = BigInt(snapshot.nextPinId);
  }

  /** A board's pins, newest first, as Pinterest lists them. */
  pinsOn(boardId: string): PinRecord[] {
    return [...this.pins.values()].filter((pin) => pin.boardId === boardId).reverse();
  }

  account() {
    return {
      account_type: 'BUSINESS',
      id: ACCOUNT_ID,
      username: USERNAME,
      business_name: 'Pinloom Demo',
      about: 'A simulated Pinterest account for trying Pinloom without connecting Pinterest.',
      profile_image: `${this.publicUrl()}/media/profile.png`,
      website_url: 'https://pinloom.example',
      board_count: this.boards.size,
      pin_count: this.pins.size,
      follower_count: 128,
      following_count: 42,
      monthly_views: 3150,
    };
  }

  boardJson(board: BoardRecord) {
    const pins = this.pinsOn(board.id);
    const first = pins[0];
    return {
      id: board.id,
      name: board.name,
      description: board.description,
      privacy: board.privacy,
      owner: { username: USERNAME },
      created_at: board.createdAt,
      board_pins_modified_at: board.pinsModifiedAt,
      pin_count: pins.length,
      follower_count: 0,
      collaborator_count: 0,
      is_ads_only: false,
      media: {
        image_cover_url: first ? this.mediaUrl(first) : null,
        pin_thumbnail_urls: pins.slice(0, 4).map((pin) => this.mediaUrl(pin)),
      },
    };
  }

  pinJson(pin: PinRecord) {
    const { width, height } = pin.image;
    const url = this.mediaUrl(pin);
    const scaled = (w: number) => ({ width: w, height: Math.round((height * w) / width), url });
    return {
      id: pin.id,
      created_at: pin.createdAt,
      board_id: pin.boardId,
      board_owner: { username: USERNAME },
      board_section_id: null,
      parent_pin_id: null,
      title: pin.title,
      description: pin.description,
      alt_text: pin.altText,
      link: pin.link,
      dominant_color: pin.dominantColor,
      creative_type: 'REGULAR',
      has_been_promoted: false,
      is_owner: true,
      is_standard: true,
      pin_metrics: null,
      media: {
        media_type: 'image',
        images: {
          '150x150': { width: 150, height: 150, url },
          '400x300': { width: 400, height: 300, url },
          '600x': scaled(600),
          '1200x': scaled(1200),
        },
      },
    };
  }

  mediaUrl(pin: PinRecord): string {
    return `${this.publicUrl()}/media/${pin.id}`;
  }
}

/**
 * Cursor pagination: the bookmark names the last item already sent (opaque base64url, as real
 * bookmarks are), so items added while a client pages through neither repeat nor shift pages.
 * Returns null for a bookmark this list did not hand out.
 */
export function paginate<T extends { id: string }>(
  items: T[],
  bookmark: string | null,
  pageSize: number,
  list: string,
): Page<T> | null {
  let start = 0;
  if (bookmark) {
    const [kind, lastId] = Buffer.from(bookmark, 'base64url').toString('utf8').split(':');
    const index = items.findIndex((item) => item.id === lastId);
    if (kind !== list || index < 0) return null;
    start = index + 1;
  }
  const page = items.slice(start, start + pageSize);
  const last = page.at(-1);
  const more = start + pageSize < items.length && last;
  return { items: page, bookmark: more ? Buffer.from(`${list}:${last.id}`).toString('base64url') : null };
}
