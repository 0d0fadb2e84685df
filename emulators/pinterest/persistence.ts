// Where the simulated accounts live between runs. Tests keep them in memory; demo mode keeps them in
// a folder (DATA_DIR/pinterest-demo): state.json for boards, pins and grants, one file per pin
// image. state.json is replaced atomically (write, then rename), so a crash leaves the old or the
// new state, never half of one.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_DEMO_ACCOUNT } from './accounts';
import type { StoreSnapshot } from './simulated-pinterest';
import type { BoardRecord, PinRecord } from './store';
import type { TokenSnapshot } from './tokens';

interface EmulatorSnapshot {
  version: 2;
  store: StoreSnapshot;
  tokens: TokenSnapshot;
}

/** What the emulator wrote while it simulated one account: its records at the top of `store`. */
interface SnapshotV1 {
  version: 1;
  store: { boards: BoardRecord[]; pins: PinRecord[]; nextBoardId: string; nextPinId: string };
  tokens: TokenSnapshot;
}

export interface EmulatorPersistence {
  /** The state saved by an earlier run, or null for a first start. */
  load(): EmulatorSnapshot | null;
  save(snapshot: EmulatorSnapshot): void;
  putImage(pinId: string, data: Buffer): void;
  getImage(pinId: string): Promise<Buffer | null>;
  /** Forget every image (reset). */
  clearImages(): void;
}

export function memoryPersistence(): EmulatorPersistence {
  let images = new Map<string, Buffer>();
  return {
    load: () => null,
    save: () => {},
    putImage: (pinId, data) => {
      images.set(pinId, data);
    },
    getImage: async (pinId) => images.get(pinId) ?? null,
    clearImages: () => {
      images = new Map();
    },
  };
}

/** Pin ids are digit strings; anything else never names a file. */
const SAFE_ID = /^\d{1,32}$/;

export function folderPersistence(folder: string): EmulatorPersistence {
  const stateFile = path.join(folder, 'state.json');
  const imageFolder = path.join(folder, 'media');
  mkdirSync(imageFolder, { recursive: true, mode: 0o700 });
  const imagePath = (pinId: string) => (SAFE_ID.test(pinId) ? path.join(imageFolder, `${pinId}.img`) : null);

  return {
    load() {
      let text: string;
      try {
        text = readFileSync(stateFile, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const snapshot = JSON.parse(text) as EmulatorSnapshot | SnapshotV1;
      if (snapshot.version === 1) return fromVersion1(snapshot);
      if (snapshot.version !== 2)
        throw new Error(
          `${stateFile}: unknown version ${String((snapshot as { version: unknown }).version)}`,
        );
      return snapshot;
    },
    save(snapshot) {
      // Demo tokens are of a simulated account, but still nobody else's to read.
      const temporary = `${stateFile}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(snapshot), { mode: 0o600 });
      renameSync(temporary, stateFile);
    },
    putImage(pinId, data) {
      const file = imagePath(pinId);
      if (file) writeFileSync(file, data, { mode: 0o600 });
    },
    async getImage(pinId) {
      const file = imagePath(pinId);
      if (!file) return null;
      return readFile(file).catch(() => null);
    },
    clearImages() {
      // Reset is for tests; the demo folder's images are simply left to be overwritten.
    },
  };
}

/**
 * A demo folder from before the second account keeps its boards, pins and connection as the first
 * account's (its tokens name no account, which means the first); the second starts seeded.
 */
function fromVersion1({ store, tokens }: SnapshotV1): EmulatorSnapshot {
  const { boards, pins, nextBoardId, nextPinId } = store;
  return {
    version: 2,
    store: { accounts: [{ username: FIRST_DEMO_ACCOUNT, boards, pins }], nextBoardId, nextPinId },
    tokens,
  };
}
