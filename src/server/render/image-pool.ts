// The image pool: every CPU-heavy step of a pin's image (painting the offline artwork, setting
// the title, cropping a photo, keeping the artwork) runs in worker threads (image-worker.ts), one
// per core, so one user's pins never stall another user's requests on the event loop. Its queue
// is bounded: when it is full a generation is refused with a 429 (IMAGES_BUSY_MESSAGE) rather
// than waiting without end. A thread that throws or dies fails only its own task (Piscina starts
// a new thread), as IMAGE_FAILED_MESSAGE.
//
// One pool per process, like the cores it is sized to: the callers call composePin and the rest
// as they would the functions themselves. buildApp configures it (IMAGE_POOL_SIZE,
// IMAGE_POOL_QUEUE) and closes it with the app; it starts its threads at its first task.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import { AppError } from '../app-error';
import type { ComposePinInput } from './compose';
import type { ImageTask } from './image-worker';
import type { ThumbnailInput } from './thumbnail';

export const IMAGES_BUSY_MESSAGE = 'Pinloom is busy making other pins; please try again in a few seconds.';
/** @internal for tests and benchmarks, not production code */
export const IMAGE_FAILED_MESSAGE = "Pinloom could not draw this pin's image. Please try again.";
/** Seconds a refused client is asked to wait (Retry-After). */
export const IMAGES_RETRY_AFTER_SECONDS = 5;

interface ImagePoolSettings {
  /** Worker threads: one per core by default. */
  size: number;
  /** Tasks that may wait for a thread; one more is refused (429). */
  queue: number;
}

function defaultImagePoolSettings(size = availableParallelism()): ImagePoolSettings {
  // 16 waiting per thread: about a second of work on this machine before a refusal.
  return { size, queue: size * 16 };
}

interface PoolLog {
  error(details: object, message: string): void;
}

const WORKER_FILE = fileURLToPath(new URL('./image-worker.mjs', import.meta.url));

let settings = defaultImagePoolSettings();
let log: PoolLog | undefined;
let pool: Piscina<ImageTask, Uint8Array> | undefined;

/** Sets the pool's size and queue (a pool already running with others is closed first). */
export async function configureImagePool(
  next: Partial<ImagePoolSettings> & { log?: PoolLog } = {},
): Promise<void> {
  const size = next.size ?? availableParallelism();
  const wanted = { size, queue: next.queue ?? defaultImagePoolSettings(size).queue };
  log = next.log ?? log;
  if (wanted.size === settings.size && wanted.queue === settings.queue) return;
  await closeImagePool();
  settings = wanted;
}

/** The pool's threads and queue as configured (admission control sizes generation from them). */
export function imagePoolSettings(): ImagePoolSettings {
  return { ...settings };
}

/** Ends the threads (app close, worker shutdown); the next task starts a new pool. */
export async function closeImagePool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

function running(): Piscina<ImageTask, Uint8Array> {
  pool ??= new Piscina<ImageTask, Uint8Array>({
    filename: WORKER_FILE,
    minThreads: settings.size,
    maxThreads: settings.size,
    maxQueue: settings.queue,
    // Threads live as long as the pool: starting one loads the renderer and its fonts.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return pool;
}

function busy(): AppError {
  return new AppError('server_busy', IMAGES_BUSY_MESSAGE, {
    headers: { 'retry-after': String(IMAGES_RETRY_AFTER_SECONDS) },
  });
}

/**
 * Refuses (429) while the queue is full, so a generation is turned away before it takes a slot of
 * the allowance or starts its stream. A task can still find the queue full later; it is refused
 * the same way and the generation gives its slot back.
 */
export function refuseWhileImagesBusy(): void {
  if (pool && pool.queueSize >= settings.queue) throw busy();
}

/** Starts the threads now (main.ts, once listening), so the first pin after a start does not wait for them. */
export function startImagePool(): void {
  running();
}

/**
 * The pool's threads, for a test that ends one mid-task as a crash would.
 * @internal for tests and benchmarks, not production code
 */
export function imagePoolThreads() {
  return pool?.threads ?? [];
}

async function run(task: ImageTask): Promise<Buffer> {
  let bytes: Uint8Array;
  try {
    bytes = await running().run(task);
  } catch (error) {
    if (error instanceof Error && error.message === 'Task queue is at limit') throw busy();
    log?.error({ err: error, task: task.kind }, 'image work failed');
    throw new AppError('image_failed', IMAGE_FAILED_MESSAGE, { cause: error });
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The final pin, a 1000×1500 PNG: compose.ts's composePin in a pool thread. */
export function composePin(input: ComposePinInput): Promise<Buffer> {
  return run({ kind: 'compose', input });
}

/** The offline painter's artwork (paint-artwork.ts) in a pool thread. */
export function paintArtwork(styleConfig: ComposePinInput['styleConfig'], seedText: string): Promise<Buffer> {
  return run({ kind: 'paint', styleConfig, seedText });
}

/** The artwork kept beside a pin's image, for redrawing its title: crop.ts's keptArtwork. */
export function artworkToKeep(artwork: Buffer): Promise<Buffer> {
  return run({ kind: 'keep', artwork });
}

/** A page's photo as a pin's artwork (crop.ts's cropPhoto); throws when sharp cannot read it. */
export function cropPhoto(photo: Buffer, pixelLimit: number): Promise<Buffer> {
  return run({ kind: 'crop', photo, pixelLimit });
}

/** How long a thumbnail or preview waits for room in a full queue before it is refused. */
const THUMBNAIL_MAX_WAIT_MS = 15_000;
const ROOM_CHECK_MS = 50;

/**
 * A template's thumbnail, a small PNG: thumbnail.ts's drawThumbnail in a pool thread. A picker
 * asks for a page of them at once, so while the queue is full they wait their turn (bounded)
 * rather than being refused as a generation is.
 */
export async function templateThumbnail(input: ThumbnailInput): Promise<Buffer> {
  const giveUpAt = performance.now() + THUMBNAIL_MAX_WAIT_MS;
  for (;;) {
    try {
      return await run({ kind: 'thumbnail', input });
    } catch (error) {
      const busyNow = error instanceof AppError && error.code === 'server_busy';
      if (!busyNow || performance.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, ROOM_CHECK_MS));
    }
  }
}
