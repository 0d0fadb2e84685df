// Every simulated account's records under one id counter, so a board or pin id names one record
// across all accounts, and the snapshot of them all that persistence.ts keeps between runs.
import { DEMO_ACCOUNTS, type DemoAccount, PROFILES } from './accounts';
import type { EmulatorPersistence } from './persistence';
import { type AccountSnapshot, AccountStore, type IdCounters, type PinRecord } from './store';

/** Everything needed to carry the accounts over a restart. */
export interface StoreSnapshot {
  /** An account missing here (one added since the snapshot was written) starts seeded. */
  accounts: Array<AccountSnapshot & { username: string }>;
  nextBoardId: string;
  nextPinId: string;
}

export class SimulatedPinterest {
  private readonly ids: IdCounters = { board: 549755885175n, pin: 813744226420795884n };
  private readonly stores: ReadonlyMap<DemoAccount, AccountStore>;

  /**
   * Each account starts with `seedBoards` boards, or with its records in `saved`. Accounts are
   * seeded in DEMO_ACCOUNTS order, so the first keeps the board ids it had when it was the only one.
   */
  constructor(
    publicUrl: () => string,
    seedBoards: number,
    private readonly images: Pick<EmulatorPersistence, 'putImage' | 'getImage'>,
    onChange: () => void = () => {},
    saved?: StoreSnapshot,
    /** The simulated Pinterest's time (the wall clock unless given; demo mode gives the app's). */
    readonly now: () => Date = () => new Date(),
  ) {
    this.stores = new Map(
      DEMO_ACCOUNTS.map((username) => [
        username,
        new AccountStore(PROFILES[username], publicUrl, this.ids, images, onChange, now),
      ]),
    );
    if (saved) {
      this.ids.board = BigInt(saved.nextBoardId);
      this.ids.pin = BigInt(saved.nextPinId);
    }
    for (const store of this.stores.values()) {
      const records = saved?.accounts.find((account) => account.username === store.username);
      if (records) store.restore(records);
      else store.seed(seedBoards);
    }
  }

  of(account: DemoAccount): AccountStore {
    return this.stores.get(account) as AccountStore;
  }

  all(): AccountStore[] {
    return [...this.stores.values()];
  }

  /** A pin of any account, with the account it belongs to (pin pages and images are public). */
  findPin(pinId: string): { store: AccountStore; pin: PinRecord } | null {
    for (const store of this.stores.values()) {
      const pin = store.pins.get(pinId);
      if (pin) return { store, pin };
    }
    return null;
  }

  /** A pin's image bytes, or null for a pin (or image) that is not there. */
  async imageOf(pinId: string): Promise<{ data: Buffer; contentType: string } | null> {
    const pin = this.findPin(pinId)?.pin;
    const data = pin ? await this.images.getImage(pinId) : null;
    return pin && data ? { data, contentType: pin.image.contentType } : null;
  }

  snapshot(): StoreSnapshot {
    return {
      accounts: this.all().map((store) => ({ username: store.username, ...store.snapshot() })),
      nextBoardId: String(this.ids.board),
      nextPinId: String(this.ids.pin),
    };
  }
}
