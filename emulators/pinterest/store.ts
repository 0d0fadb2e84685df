// One simulated Pinterest account's boards and pins, shaped as the API answers them (the Account,
// Board and Pin schemas), with bookmark pagination. Records live in memory; simulated-pinterest.ts
// holds every account and their snapshot (pin image bytes are kept by persistence.ts, not here).

import type { AccountProfile } from './accounts';
import type { EmulatorPersistence } from './persistence';

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

/** One account's records, to carry over a restart. */
export interface AccountSnapshot {
  boards: BoardRecord[];
  pins: PinRecord[];
}

/**
 * The next board and pin ids, shared by every account: real ids are long digit strings, and
 * counting up keeps them unique across accounts, ordered and deterministic.
 */
export interface IdCounters {
  board: bigint;
  pin: bigint;
}

export interface Page<T> {
  items: T[];
  bookmark: string | null;
}

export class AccountStore {
  readonly boards = new Map<string, BoardRecord>();
  readonly pins = new Map<string, PinRecord>();

  /**
   * `publicUrl`: the base of the addresses a browser is given (images, the profile picture): the
   * emulator's own origin, or in demo mode the path the app serves it under.
   */
  constructor(
    readonly profile: AccountProfile,
    private readonly publicUrl: () => string,
    private readonly ids: IdCounters,
    /** Where image bytes are kept (memory in tests, files in demo mode). */
    private readonly images: Pick<EmulatorPersistence, 'putImage'>,
    /** Called after every change, so the caller can save a snapshot. */
    private readonly onChange: () => void,
    /** The simulated Pinterest's time: when boards and pins are made (demo mode: the app's clock). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  get username() {
    return this.profile.username;
  }

  /** The account's first `count` seed boards (numbered once the list runs out). */
  seed(count: number): void {
    const seeds = this.profile.seedBoards;
    for (let i = 0; i < count; i++) {
      const [base, description] = seeds[i % seeds.length] as readonly [string, string];
      // Board names are unique per account, so later rounds get a number.
      const round = Math.floor(i / seeds.length);
      this.createBoard({ name: round ? `${base} ${round + 1}` : base, description });
    }
  }

  createBoard(input: { name: string; description?: string | null; privacy?: BoardRecord['privacy'] }) {
    const now = this.now().toISOString();
    const board: BoardRecord = {
      id: String(this.ids.board++),
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
    const pin: PinRecord = { ...fields, id: String(this.ids.pin++), createdAt: this.now().toISOString() };
    this.images.putImage(pin.id, imageData);
    this.pins.set(pin.id, pin);
    const board = this.boards.get(pin.boardId);
    if (board) board.pinsModifiedAt = pin.createdAt;
    this.onChange();
    return pin;
  }

  snapshot(): AccountSnapshot {
    return { boards: [...this.boards.values()], pins: [...this.pins.values()] };
  }

  /** Replaces every record with a snapshot's (insertion order, and so list order, is kept). */
  restore(snapshot: AccountSnapshot): void {
    this.boards.clear();
    this.pins.clear();
    for (const board of snapshot.boards) this.boards.set(board.id, board);
    for (const pin of snapshot.pins) this.pins.set(pin.id, pin);
  }

  /** A board's pins, newest first, as Pinterest lists them. */
  pinsOn(boardId: string): PinRecord[] {
    return [...this.pins.values()].filter((pin) => pin.boardId === boardId).reverse();
  }

  account() {
    const { profile } = this;
    return {
      account_type: 'BUSINESS',
      id: profile.id,
      username: profile.username,
      business_name: profile.businessName,
      about: profile.about,
      profile_image: `${this.publicUrl()}/media/${profile.profileImage.file}`,
      website_url: profile.websiteUrl,
      board_count: this.boards.size,
      pin_count: this.pins.size,
      follower_count: profile.followerCount,
      following_count: profile.followingCount,
      monthly_views: profile.monthlyViews,
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
      owner: { username: this.username },
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
      board_owner: { username: this.username },
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
