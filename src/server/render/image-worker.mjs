// The file each of the image pool's worker threads loads (image-pool.ts). It is plain JavaScript
// so that a thread can start it whatever loads TypeScript in the parent (`node --import tsx`,
// vitest, the benchmarks); tsx then loads the TypeScript worker beside it.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./image-worker.ts', import.meta.url);

export default worker.default;
