// Where the simulated account lives between runs. Tests keep it in memory; demo mode keeps it in a
// folder (DATA_DIR/pinterest-demo): state.json for boards, pins and grants, one file per pin
// image. state.json is replaced atomically (write, then rename), so a crash leaves the old or the
// new state, never half of one.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoreSnapshot } from './store';
import type { TokenSnapshot } from './tokens';

interface EmulatorSnapshot {
  version: 1;
  store: StoreSnapshot;
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
      const snapshot = JSON.parse(text) as EmulatorSnapshot;
      if (snapshot.version !== 1)
        throw new Error(`${stateFile}: unknown version ${String(snapshot.version)}`);
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
